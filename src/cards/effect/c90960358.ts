// Toon Dark Magician Girl
import type { CardDefinition } from '../../engine/card';
import { toonRules, toonSummonProcedure } from '../../engine/effects/toons';

const MAGICIANS = ['Dark Magician', 'Magician of Black Chaos'];

export default {
  passcode: '90960358',
  name: 'Toon Dark Magician Girl',
  frame: 'effect',
  subtype: ['toon'],
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 6,
  atk: 2000,
  def: 1700,
  text:
    'Cannot be Normal Summoned or Set. While you control a face-up "Toon World", you can Special Summon this card from your hand by Tributing 1 monster. If a "Toon World" on the field is destroyed, destroy this card. While your opponent controls no face-up Toon monster, it can attack directly; while they control one, it must attack a face-up Toon monster. It gains 300 ATK for each "Dark Magician" and "Magician of Black Chaos" in both Graveyards.',
  listedNames: MAGICIANS,
  summonProcedure: toonSummonProcedure(6),
  effects: [
    {
      // This card cannot be Normal Summoned or Set. … You can Special Summon this monster from your hand, but Tributes are required for monsters Level 5 or more.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    // Its text has no "cannot attack the turn it is Summoned" and no LP to pay for an attack (ygopro's script neither).
    ...toonRules({ directNeedsToonWorld: false, mustAttackToons: true, summonTurnLock: false }),
    {
      // This card gains 300 ATK for each "Dark Magician" or "Magician of Black Chaos" in either player's Graveyard.
      kind: 'continuous',
      label: '+300 ATK for each "Dark Magician" and "Magician of Black Chaos" in the Graveyards',
      modifiers: (ctx) => {
        const count = ctx.graveyard('all').filter((c) => MAGICIANS.includes(ctx.definition(c).name)).length;
        return count > 0 ? [{ applies: (c) => c === ctx.card, atk: 300 * count }] : [];
      },
    },
  ],
} satisfies CardDefinition;
