// Toon Goblin Attack Force
import type { CardDefinition } from '../../engine/card';
import { defenseAtBattlePhaseEndIfAttacked } from '../../engine/effects/library';
import { toonRules } from '../../engine/effects/toons';

export default {
  passcode: '15270885',
  name: 'Toon Goblin Attack Force',
  frame: 'effect',
  subtype: ['toon'],
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 2300,
  def: 0,
  text:
    'It cannot attack the turn it is Normal, Flip or Special Summoned. If a "Toon World" on the field is destroyed, destroy this card. While you control a face-up "Toon World" and your opponent controls no face-up Toon monster, it can attack directly. At the end of a Battle Phase in which it attacked, it is changed to Defense Position, and its position cannot be changed until the end of your next turn.',
  effects: [
    ...toonRules({ directNeedsToonWorld: true }),
    // If this card attacks, it is changed to Defense Position at the end of the Battle Phase, and you cannot change this Battle Position until the end of your next turn.
    defenseAtBattlePhaseEndIfAttacked,
  ],
} satisfies CardDefinition;
