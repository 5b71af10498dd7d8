// Performapal Secondonkey
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { deckHas, isSummonOf } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const fits = (ctx: EffectContext, c: string): boolean =>
  isMonster(ctx.definition(c)) && ctx.definition(c).name.includes('Performapal') && ctx.definition(c).name !== 'Performapal Secondonkey';
const bothPendulumZones = (ctx: EffectContext): boolean => ctx.duel.players[ctx.player].pendulum.every((s) => s !== null);

export default {
  passcode: '15978426',
  name: 'Performapal Secondonkey',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 1000,
  def: 2000,
  text: 'When this card is Normal or Special Summoned: you can send 1 "Performapal" monster other than "Performapal Secondonkey" from your Deck to the Graveyard; if both your Pendulum Zones hold a card, you may add it to your hand instead.',
  effects: [
    {
      // When this card is Normal or Special Summoned: You can send 1 "Performapal" monster from your Deck to the Graveyard, except
      // "Performapal Secondonkey". If you have 2 cards in your Pendulum Zones, you can add that monster to your hand instead
      kind: 'trigger',
      label: 'Send a "Performapal" monster from your Deck to the Graveyard (or, with 2 Pendulum Zone cards, to your hand)',
      declares: ['toGraveyard', 'toHand'],
      optional: true,
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute', 'special']) && 'card' in e && e.card === ctx.card,
      condition: (ctx) => deckHas(ctx, (c) => fits(ctx, c)),
      resolve: (ctx) => {
        const options = ctx.deck('mine').filter((c) => fits(ctx, c));
        if (options.length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a "Performapal" monster in your Deck', options);
        if (bothPendulumZones(ctx) && ctx.chooseOption(ctx.player, 'Add it to your hand instead of sending it to the Graveyard?', ['hand', 'graveyard'] as const) === 'hand') ctx.addToHand([card]);
        else ctx.sendToGraveyard([card]);
        ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
