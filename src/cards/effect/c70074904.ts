// D.D. Assailant
import type { CardDefinition } from '../../engine/card';
import { battledMonster } from '../../engine/effects/library';

export default {
  passcode: '70074904',
  name: 'D.D. Assailant',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1700,
  def: 1600,
  text: "If this card is destroyed by battle with an opponent's monster, after damage calculation: banish that monster, and banish this card.",
  effects: [
    {
      // After damage calculation, when this card is destroyed by battle with an opponent's monster:
      // banish that monster, also banish this card. Keyed to the battle's end, with this card in the
      // Graveyard (monsters destroyed by battle reach it at the end of the Damage Step here).
      kind: 'trigger',
      label: 'Banish the monster it battled, and this card',
      declares: ['banish'],
      evenIfDestroyedByThatBattle: true,
      when: (ctx, e) => battledMonster(ctx, e) !== null && ctx.graveyard('all').includes(ctx.card),
      resolve: (ctx) => {
        const other = ctx.triggeredBy && battledMonster(ctx, ctx.triggeredBy);
        // That monster: on the field, or in the Graveyard if the same battle destroyed it too (a tie).
        // Both at once, as one banishing.
        const both = [...(other && (ctx.controllerOf(other) !== null || ctx.graveyard('all').includes(other)) ? [other] : []), ...(ctx.graveyard('all').includes(ctx.card) ? [ctx.card] : [])];
        if (both.length > 0) ctx.banish(both);
      },
    },
  ],
} satisfies CardDefinition;
