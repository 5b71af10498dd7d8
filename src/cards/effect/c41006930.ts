// Strike Ninja
import type { CardDefinition } from '../../engine/card';
import { opponentOf } from '../../engine/constants';
import { inAttackPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** The DARK monsters in your Graveyard you may banish. */
const darkInGraveyard = (ctx: EffectContext): CardId[] =>
  ctx.graveyard('mine').filter((c) => ctx.hasAttribute(c, 'DARK') && ctx.definition(c).frame !== 'spell' && ctx.definition(c).frame !== 'trap' && ctx.mayBanish(c));

export default {
  passcode: '41006930',
  name: 'Strike Ninja',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 4,
  atk: 1700,
  def: 1200,
  text: 'Once per turn, in either player\'s turn: you can banish 2 DARK monsters from your Graveyard to banish this face-up card; it comes back to the field, in the position it left in, when the End Phase begins.',
  effects: [
    {
      // Once per turn, during either player's turn: You can banish 2 DARK monsters from your GY; banish this face-up card until the End Phase.
      kind: 'quick',
      label: 'Banish this card until the End Phase',
      declares: ['banish'],
      oncePerTurn: 'card',
      optional: true,
      condition: (ctx) => ctx.isFaceUp(ctx.card),
      cost: {
        can: (ctx) => darkInGraveyard(ctx).length >= 2,
        pay: (ctx) => {
          const first = ctx.chooseCard(ctx.player, 'Choose a DARK monster in your Graveyard to banish', darkInGraveyard(ctx));
          const second = ctx.chooseCard(ctx.player, 'Choose another DARK monster in your Graveyard to banish', darkInGraveyard(ctx).filter((c) => c !== first));
          ctx.banish([first, second]);
        },
      },
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) === null || !ctx.isFaceUp(ctx.card)) return;
        const position = inAttackPosition(ctx, ctx.card) ? 'attack' : 'defense';
        ctx.banish([ctx.card]);
        // Banished during an End Phase, it comes back in the next one (as Interdimensional Matter Transporter's).
        const when = ctx.phase() === 'end' ? { turnsOf: opponentOf(ctx.duel.turnPlayer), count: 1 } : 'thisTurn';
        ctx.applyRule('returnsInEndPhase', { player: ctx.player, card: ctx.card, key: position }, when);
      },
    },
  ],
} satisfies CardDefinition;
