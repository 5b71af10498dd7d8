// Blue-Eyes Toon Dragon
import type { CardDefinition } from '../../engine/card';
import { toonRules, toonSummonProcedure } from '../../engine/effects/toons';

export default {
  passcode: '53183600',
  name: 'Blue-Eyes Toon Dragon',
  frame: 'effect',
  subtype: ['toon'],
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 8,
  atk: 3000,
  def: 2500,
  text:
    'Cannot be Normal Summoned or Set. While you control a face-up "Toon World", you can Special Summon this card from your hand by Tributing 2 monsters. It cannot attack the turn it is Summoned, and to declare an attack with it you pay 500 LP. If a "Toon World" on the field is destroyed, destroy this card. While your opponent controls no face-up Toon monster, it can attack directly; while they control one, it must attack a face-up Toon monster.',
  summonProcedure: toonSummonProcedure(8),
  effects: [
    {
      // This card cannot be Normal Summoned or Set. … You can Special Summon this card from your hand (but Tributes are required if it is Level 5 or higher).
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    ...toonRules({ directNeedsToonWorld: false, mustAttackToons: true, attackCost: 500 }),
  ],
} satisfies CardDefinition;
