// Medium Piece Golem
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/**
 * The card this effect calls for. "Small Piece Golem" (22754505) is not in our card pool, so in our
 * duels no Deck ever holds one: the effect is written as printed, and simply never finds its card.
 */
export const SMALL_PIECE_GOLEM = 'Small Piece Golem';

const controlsFaceUpBigPieceGolem = (ctx: EffectContext): boolean =>
  ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).name === 'Big Piece Golem');
const smallPieceGolemsInDeck = (ctx: EffectContext): string[] => ctx.deck('mine').filter((c) => ctx.definition(c).name === SMALL_PIECE_GOLEM);
const freeMonsterZones = (ctx: EffectContext): number => ctx.duel.players[ctx.player].monsters.filter((s) => s === null).length;

export default {
  passcode: '58843503',
  name: 'Medium Piece Golem',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 4,
  atk: 1600,
  def: 0,
  text: 'Summoned beside a face-up Big Piece Golem, it can call a Small Piece Golem out of your Deck, whose effects do not work.',
  effects: [
    {
      // When this card is Normal, Flip or Special Summoned while you control a face-up "Big Piece Golem":
      // you can Special Summon 1 "Small Piece Golem" from your Deck; its effects are negated.
      // (It cannot be activated without a Small Piece Golem in the Deck, so with our pool it never is.)
      kind: 'trigger',
      label: 'Special Summon a Small Piece Golem from your Deck',
      declares: ['specialSummon'],
      optional: true,
      when: (ctx, e) => (e.type === 'summoned' || e.type === 'specialSummoned') && e.card === ctx.card && controlsFaceUpBigPieceGolem(ctx),
      condition: (ctx) => controlsFaceUpBigPieceGolem(ctx) && freeMonsterZones(ctx) > 0 && smallPieceGolemsInDeck(ctx).length > 0,
      resolve: (ctx) => {
        const options = smallPieceGolemsInDeck(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, `Choose a ${SMALL_PIECE_GOLEM} to Special Summon`, options);
        const position = ctx.chooseOption(ctx.player, `Special Summon ${SMALL_PIECE_GOLEM} in`, ['attack', 'defense'] as const);
        // Its effects should be negated while it is face-up: the engine has no way to negate a
        // monster's effects yet, and Small Piece Golem is not in the pool, so nothing can reach here.
        ctx.specialSummon(card, ctx.player, position);
      },
    },
  ],
} satisfies CardDefinition;
