// Giant Orc
import type { CardDefinition } from '../../engine/card';
import { defenseAtBattlePhaseEnd } from '../../engine/effects/library';

export default {
  passcode: '73698349',
  name: 'Giant Orc',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 2200,
  def: 0,
  text:
    'At the end of the Battle Phase in which this card attacked, it is changed to face-up Defense Position; ' +
    'its battle position cannot be changed until the end of your next turn.',
  effects: [
    // If this card attacks, it is changed to Defense Position at the end of the Battle Phase, and its battle
    // position cannot be changed until the end of your next turn.
    defenseAtBattlePhaseEnd(),
  ],
} satisfies CardDefinition;
