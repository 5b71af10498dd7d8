// Puppet Plant
import type { CardDefinition } from '../../engine/card';
import { discardToTakeControl } from './controlFromHand';

export default {
  passcode: '51119924',
  name: 'Puppet Plant',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Plant',
  level: 3,
  atk: 1000,
  def: 1000,
  text: 'In your Main Phase, discard this card from your hand (cost) and target 1 face-up Warrior or Spellcaster monster your opponent controls: take control of it until the End Phase of this turn.',
  effects: [
    // You can discard this card; select 1 face-up Warrior or Spellcaster-Type monster your opponent controls, and take control of it until the End Phase
    discardToTakeControl('Puppet Plant', ['Warrior', 'Spellcaster']),
  ],
} satisfies CardDefinition;
