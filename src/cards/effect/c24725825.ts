// Electric Virus
import type { CardDefinition } from '../../engine/card';
import { discardToTakeControl } from './controlFromHand';

export default {
  passcode: '24725825',
  name: 'Electric Virus',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Thunder',
  level: 3,
  atk: 1000,
  def: 1000,
  text: 'In your Main Phase, discard this card from your hand (cost) and target 1 face-up Machine or Dragon monster your opponent controls: take control of it until the end of this turn.',
  effects: [
    // By discarding this card, take control of 1 face-up Machine or Dragon-Type monster your opponent controls until the end of this turn
    discardToTakeControl('Electric Virus', ['Machine', 'Dragon']),
  ],
} satisfies CardDefinition;
