// ABC-Dragon Buster
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, discardOneCost, freeMonsterZones, isUnion, tributeSelfCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** One of your banished face-up LIGHT Machine Union monsters that may be Special Summoned. */
const returning = (ctx: EffectContext, c: CardId): boolean =>
  ctx.banished('mine').includes(c) && ctx.isFaceUp(c) && isUnion(ctx.definition(c)) && ctx.definition(c).monsterType === 'Machine'
  && ctx.definition(c).attribute === 'LIGHT' && ctx.maySpecialSummonByEffect(c);

/** "With different names": a name not among the targets already chosen. */
const newName = (ctx: EffectContext, c: CardId): boolean => !ctx.targets.some((t) => t !== c && ctx.definition(t).name === ctx.definition(c).name);

const ABC_TEXT = '"A-Assault Core" + "B-Buster Drake" + "C-Crush Wyvern". Must first be Special Summoned from your Extra Deck by banishing those cards from your field (monsters or equipped Unions) and/or your Graveyard (no "Polymerization"). Once per turn, in either player\'s turn (Quick Effect): you can discard 1 card, then target 1 card on the field; banish it. In your opponent\'s turn (Quick Effect): you can Tribute this card, then target 3 of your banished LIGHT Machine Union monsters with different names; Special Summon them.';

export default {
  passcode: '01561110',
  name: 'ABC-Dragon Buster',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 8,
  atk: 3000,
  def: 2800,
  text: ABC_TEXT,
  // "A-Assault Core" + "B-Buster Drake" + "C-Crush Wyvern": must first be Special Summoned from your Extra Deck by
  // banishing them from your field or Graveyard (no Polymerization)
  materials: { kind: 'fusion', names: ['A-Assault Core', 'B-Buster Drake', 'C-Crush Wyvern'], contact: 'banishFromFieldOrGraveyard' },
  effects: [
    {
      // Once per turn, during either player's turn: you can discard 1 card, then target 1 card on the field; banish it
      kind: 'quick',
      label: 'Discard 1 card: banish 1 card on the field',
      declares: ['discard', 'banish'],
      oncePerTurn: 'card',
      cost: discardOneCost('ABC-Dragon Buster'),
      targets: [{ prompt: 'Choose a card on the field to banish', from: 'field', filter: (ctx, c) => ctx.mayBanish(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.banish([target]);
      },
    },
    {
      // During your opponent's turn: you can Tribute this card, then target 3 of your banished LIGHT Machine Union monsters
      // with different names; Special Summon them
      kind: 'quick',
      label: 'Tribute this card: Special Summon 3 of your banished LIGHT Machine Union monsters with different names',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.duel.turnPlayer !== ctx.player && freeMonsterZones(ctx) + 1 >= 3
        && new Set(ctx.banished('mine').filter((c) => returning(ctx, c)).map((c) => ctx.definition(c).name)).size >= 3,
      cost: tributeSelfCost(),
      targets: [1, 2, 3].map((n) => ({ prompt: `Choose banished LIGHT Machine Union monster ${n} of 3 to Special Summon`, from: 'banished' as const, filter: (ctx: EffectContext, c: CardId) => returning(ctx, c) && newName(ctx, c) })),
      resolve: (ctx) => {
        const summon = [...ctx.targets];
        // Fewer free zones than targets: those chosen are Special Summoned, the others go to the Graveyard (ygopro).
        while (summon.length > freeMonsterZones(ctx)) {
          const left = ctx.chooseCard(ctx.player, 'Choose a monster that is not Special Summoned (it goes to the Graveyard)', summon);
          summon.splice(summon.indexOf(left), 1);
          ctx.sendToGraveyard([left]);
        }
        for (const c of summon) ctx.specialSummon(c, ctx.player, chooseSummonPosition(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;

