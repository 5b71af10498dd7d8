// Toon Summoned Skull
import type { CardDefinition } from '../../engine/card';
import { toonRules, toonSummonProcedure } from '../../engine/effects/toons';

export default {
  passcode: '91842653',
  name: 'Toon Summoned Skull',
  frame: 'effect',
  subtype: ['toon'],
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 6,
  atk: 2500,
  def: 1200,
  text:
    'Cannot be Normal Summoned or Set. While you control a face-up "Toon World", you can Special Summon this card from your hand by Tributing 1 monster; it must first be Special Summoned that way. It cannot attack the turn it is Special Summoned, and to declare an attack with it you pay 500 LP. If a "Toon World" on the field is destroyed, destroy this card. While your opponent controls no face-up Toon monster, it can attack directly; while they control one, it must attack a face-up Toon monster.',
  summonProcedure: toonSummonProcedure(6),
  effects: [
    {
      // Cannot be Normal Summoned/Set. … Must first be Special Summoned (from your hand) by Tributing the same number of monsters needed for a Tribute Summon (normally 1).
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    ...toonRules({ directNeedsToonWorld: false, mustAttackToons: true, attackCost: 500 }),
  ],
} satisfies CardDefinition;
