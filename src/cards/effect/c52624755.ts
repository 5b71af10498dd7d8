// Peten the Dark Clown
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

const SENT = new Set<DuelEvent['type']>(['destroyed', 'destroyedByBattle', 'sentToGraveyard', 'tributed', 'discarded']);
const petens = (ctx: EffectContext): string[] => [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => c !== ctx.card && ctx.definition(c).name === 'Peten the Dark Clown');

export default {
  passcode: '52624755',
  name: 'Peten the Dark Clown',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 3,
  atk: 500,
  def: 1200,
  text: 'When this card is sent to your Graveyard (from anywhere): you can banish it from the Graveyard; Special Summon 1 Peten the Dark Clown from your hand or Deck.',
  effects: [
    {
      // When this card is sent to your GY: You can banish this card from your GY; Special Summon 1 "Peten the Dark Clown" from your hand or Deck
      kind: 'trigger',
      range: 'graveyard',
      optional: true,
      label: 'Banish this card: Special Summon 1 Peten the Dark Clown from your hand or Deck',
      declares: ['banish', 'specialSummon'],
      when: (ctx, e) => SENT.has(e.type) && 'card' in e && e.card === ctx.card && ctx.graveyard('mine').includes(ctx.card),
      condition: (ctx) => freeMonsterZones(ctx) > 0 && petens(ctx).length > 0,
      cost: { can: (ctx) => ctx.graveyard('mine').includes(ctx.card) && ctx.mayBanish(ctx.card), pay: (ctx) => ctx.banish([ctx.card]) },
      resolve: (ctx) => {
        const options = petens(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const peten = ctx.chooseCard(ctx.player, 'Choose a Peten the Dark Clown to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(peten);
        ctx.specialSummon(peten, ctx.player, chooseSummonPosition(ctx, peten));
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
