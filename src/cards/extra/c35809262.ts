// Elemental HERO Flame Wingman
import type { CardDefinition } from '../../engine/card';
import { battledMonster } from '../../engine/effects/library';

export default {
  passcode: '35809262',
  name: 'Elemental HERO Flame Wingman',
  frame: 'fusion',
  attribute: 'WIND',
  monsterType: 'Warrior',
  level: 6,
  atk: 2100,
  def: 1200,
  text: '"Elemental HERO Avian" + "Elemental HERO Burstinatrix". Only a Fusion Summon can bring it out of the Extra Deck; once Fusion Summoned, effects may Special Summon it again. When this card destroys a monster by battle and sends it to the Graveyard: your opponent takes damage equal to that monster\'s ATK.',
  // "Elemental HERO Avian" + "Elemental HERO Burstinatrix"; must be Fusion Summoned and cannot be Special Summoned by other ways
  materials: { kind: 'fusion', names: ['Elemental HERO Avian', 'Elemental HERO Burstinatrix'] },
  effects: [
    {
      // When this card destroys a monster by battle and sends it to the GY: inflict damage to your opponent equal to the destroyed monster's ATK
      kind: 'trigger',
      label: 'Inflict damage equal to the destroyed monster\'s ATK',
      declares: ['damage'],
      // The battle's end, with the monster it battled in the Graveyard: only that battle can have sent it there since damage calculation.
      when: (ctx, e) => {
        const other = battledMonster(ctx, e);
        return other !== null && ctx.graveyard('all').includes(other);
      },
      resolve: (ctx) => {
        const other = ctx.triggeredBy && battledMonster(ctx, ctx.triggeredBy);
        // In the Graveyard a monster has its printed ATK.
        if (other) ctx.damage(ctx.opponent, ctx.definition(other).atk ?? 0);
      },
    },
    {
      // Must be Fusion Summoned and cannot be Special Summoned by other ways: not from the Extra
      // Deck but by a Fusion Summon; once Fusion Summoned, it may be revived (rulebook v9.1
      // "Special Summon with a Card's Effect").
      kind: 'condition',
      label: 'Must be Fusion Summoned',
      rules: [{ code: 'onlyByProcedure' }],
    },
  ],
} satisfies CardDefinition;
