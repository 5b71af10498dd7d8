// Skilled Dark Magician
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { Effect, EffectContext } from '../../engine/effects/types';

const DM = 'Dark Magician';

/** The "Dark Magician" in your hand, Deck and Graveyard that could be Special Summoned. */
const magicians = (ctx: EffectContext): string[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine'), ...ctx.graveyard('mine')].filter((c) => ctx.definition(c).name === DM && ctx.maySpecialSummonByEffect(c));

/** Each time a Spell Card is activated, place 1 Spell Counter on this card when it resolves (max. 3): a continuous effect, no Chain. */
const spellCounter: Effect = {
  kind: 'trigger',
  withoutChain: true,
  label: 'Place 1 Spell Counter on Skilled Dark Magician',
  declares: ['counter'],
  when: (ctx, e) => e.type === 'resolved' && e.cardActivation === true && e.negated !== true && ctx.definition(e.card).frame === 'spell',
  resolve: (ctx) => {
    if (ctx.counters(ctx.card) < 3) ctx.changeCounters(ctx.card, 1);
  },
};

/**
 * You can Tribute this card with 3 Spell Counters on it; Special Summon 1 "Dark Magician" from your hand,
 * Deck or GY. `needsMagician`: it can be activated only with one there (the later card; the 2005 card
 * could be activated with none, and then Summoned nothing: `goat/c504700122.lua`).
 */
const summonMagician = (needsMagician: boolean): Effect => ({
  kind: 'ignition',
  label: 'Tribute this card with 3 Spell Counters: Special Summon 1 "Dark Magician" from your hand, Deck or Graveyard',
  declares: ['specialSummon'],
  condition: (ctx) => !needsMagician || magicians(ctx).length > 0,
  cost: { can: (ctx) => ctx.counters(ctx.card) === 3, pay: (ctx) => ctx.tribute([ctx.card]) },
  resolve: (ctx) => {
    const options = magicians(ctx);
    if (options.length === 0 || ctx.duel.players[ctx.player].monsters.every((s) => s !== null)) return;
    const chosen = ctx.chooseCard(ctx.player, 'Choose a "Dark Magician" to Special Summon', options);
    const fromDeck = ctx.deck('mine').includes(chosen);
    ctx.specialSummon(chosen, ctx.player, chooseSummonPosition(ctx, chosen));
    if (fromDeck) ctx.shuffleDeck(ctx.player);
  },
});

const COUNTERS = 'Each time a Spell Card is activated, when that Spell Card resolves, place 1 Spell Counter on this card, up to 3 Spell Counters.';

export default {
  passcode: '73752131',
  name: 'Skilled Dark Magician',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1900,
  def: 1700,
  text: `${COUNTERS} You can Tribute this card while it has 3 Spell Counters: Special Summon 1 "Dark Magician" from your hand, Deck or Graveyard.`,
  listedNames: [DM],
  effects: [spellCounter, summonMagician(true)],
  eras: {
    goat: {
      text: `${COUNTERS} You can Tribute this card while it has 3 Spell Counters: Special Summon 1 "Dark Magician" from your hand, Deck or Graveyard (it can be used even with no "Dark Magician" there: then nothing is Summoned).`,
      effects: [spellCounter, summonMagician(false)],
    },
  },
} satisfies CardDefinition;
