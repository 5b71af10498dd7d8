// Goblin Attack Force
import type { CardDefinition } from '../../engine/card';
import { defenseAtBattlePhaseEnd } from '../../engine/effects/library';

export default {
  passcode: '78658564',
  name: 'Goblin Attack Force',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 2300,
  def: 0,
  text:
    'At the end of the Battle Phase in which this card attacked, it is changed to face-up Defense Position; ' +
    'its battle position cannot be changed until the End Phase of your next turn.',
  effects: [
    // If this card attacks, it is changed to Defense Position at the end of the Battle Phase, and its battle
    // position cannot be changed until the End Phase of your next turn.
    defenseAtBattlePhaseEnd(),
  ],
} satisfies CardDefinition;
