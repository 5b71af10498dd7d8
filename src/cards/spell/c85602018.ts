// Last Will
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** A monster this player controlled went to their own Graveyard this turn. */
const lostAMonster = (ctx: EffectContext): boolean =>
  ctx.thisTurn('leftField', ctx.player).some((c) => ctx.graveyard('mine').includes(c));

function summonFromDeck(ctx: EffectContext): void {
  const options = ctx.deck('mine').filter((c) => ctx.definition(c).atk !== undefined && ctx.definition(c).frame !== 'spell' && ctx.definition(c).frame !== 'trap' && ctx.atk(c) <= 1500);
  if (options.length === 0) return;
  const card = ctx.chooseCard(ctx.player, 'Choose a monster with 1500 or less ATK to Special Summon from your Deck', options);
  const position = ctx.chooseOption(ctx.player, `Special Summon ${ctx.definition(card).name} in which position?`, ['attack', 'defense'] as const);
  ctx.specialSummon(card, ctx.player, position);
  ctx.shuffleDeck(ctx.player);
}

export default {
  passcode: '85602018',
  name: 'Last Will',
  frame: 'spell',
  subtype: ['normal'],
  text: 'A fallen comrade sends help: once this turn, after one of your monsters goes to your Graveyard, call a weaker monster (1500 ATK or less) from your Deck.',
  effects: [
    {
      // If a monster you control is sent to your GY this turn, you can Special Summon 1 monster
      // with 1500 or less ATK from your Deck, once, during this turn. (One already sent earlier
      // this turn counts: then the Summon may happen as this card resolves.)
      kind: 'activation',
      label: 'Once this turn, after you lose a monster: Special Summon 1 monster with 1500 or less ATK from your Deck',
      declares: ['specialSummon'],
      resolve: (ctx) => {
        if (lostAMonster(ctx) && ctx.chooseOption(ctx.player, 'Use Last Will now?', ['yes', 'no'] as const) === 'yes') return summonFromDeck(ctx);
        ctx.awaitLaterThisTurn(1);
      },
    },
    {
      // The same, later this turn: when a monster you control is sent to your Graveyard.
      kind: 'trigger',
      range: 'delayed',
      optional: true,
      oncePerTurn: 'card',
      label: 'Special Summon 1 monster with 1500 or less ATK from your Deck',
      declares: ['specialSummon'],
      when: (ctx, e) =>
        (e.type === 'destroyed' || e.type === 'destroyedByBattle' || e.type === 'sentToGraveyard' || e.type === 'tributed') &&
        ctx.thisTurn('leftField', ctx.player).includes(e.card) && ctx.graveyard('mine').includes(e.card),
      resolve: summonFromDeck,
    },
  ],
} satisfies CardDefinition;
