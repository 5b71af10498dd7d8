// Gilasaurus
import { isMonster, type CardDefinition } from '../../engine/card';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext, QueryContext } from '../../engine/effects/types';

/*
 * The 2016 text is the pre-errata card (GOAT list id 511003006, `pre-errata/c511003006.lua`): as it is Special Summoned
 * by its own procedure, the opponent says whether they want a monster back (a continuous effect, no Chain Link); only if
 * they do, the Trigger goes on the Chain, the opponent choosing its target in their Graveyard. The later errata
 * (`official/c45894482.lua`: a Trigger every time, no target, the choice made as it resolves) is not played: every
 * format plays the 2016 text (docs/goat.md).
 */

/** The event is this card's Special Summon by its own procedure (no Summon method, no card's effect behind it). */
const summonedByItsProcedure = (ctx: QueryContext, e: DuelEvent): boolean => {
  if (e.type !== 'specialSummoned' || e.card !== ctx.card || e.method !== undefined) return false;
  const slot = ctx.duel.players[e.player].monsters.find((s) => s?.card === ctx.card);
  return slot !== undefined && slot !== null && slot.summonedBy === undefined;
};

/** A monster in the opponent's Graveyard they may Special Summon by this effect. */
const theirRevivable = (ctx: EffectContext, card: string): boolean =>
  ctx.duel.cards[card]?.owner === ctx.opponent && ctx.graveyard('theirs').includes(card) && isMonster(ctx.definition(card)) && ctx.maySpecialSummonByEffect(card);

/** The opponent said yes to this Summon's offer (kept for the Chain it starts). */
const ACCEPTED = 'gilasaurusOfferTaken';
const accepted = (ctx: QueryContext): boolean => ctx.duel.rules.some((r) => r.code === 'effectUsed' && r.card === ctx.card && r.key === ACCEPTED);

export default {
  passcode: '45894482',
  name: 'Gilasaurus',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Dinosaur',
  level: 3,
  atk: 1400,
  def: 400,
  text: 'From your hand, you may Special Summon this card by its own procedure. When it is Special Summoned that way, your opponent may target 1 monster in their own Graveyard: if they do, they Special Summon that target to their side of the field.',
  // You can Special Summon this card (from your hand).
  summonProcedure: { from: 'hand', condition: (ctx) => ctx.freeMonsterZones().length > 0 },
  effects: [
    {
      // When you do: your opponent chooses whether to use the effect (pre-errata: a continuous effect asking them).
      kind: 'trigger',
      withoutChain: true,
      label: 'Your opponent may choose to Special Summon 1 monster from their Graveyard',
      declares: [],
      when: summonedByItsProcedure,
      resolve: (ctx) => {
        if (ctx.freeMonsterZones(ctx.opponent).length === 0 || !ctx.graveyard('theirs').some((c) => theirRevivable(ctx, c))) return;
        if (ctx.chooseOption(ctx.opponent, 'Gilasaurus: target 1 monster in your Graveyard to Special Summon?', ['yes', 'no'] as const) === 'yes') {
          ctx.applyRule('effectUsed', { player: ctx.opponent, card: ctx.card, key: ACCEPTED }, 'thisChain');
        }
      },
    },
    {
      // Your opponent targets 1 monster in their Graveyard; your opponent Special Summons that target to their side of the field.
      kind: 'trigger',
      label: 'Your opponent Special Summons 1 monster from their Graveyard',
      declares: ['specialSummon'],
      when: summonedByItsProcedure,
      condition: (ctx) => accepted(ctx) && ctx.freeMonsterZones(ctx.opponent).length > 0,
      targets: [{ prompt: 'Choose a monster in your Graveyard to Special Summon', from: 'graveyard', chooser: 'opponent', filter: theirRevivable }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target) return;
        const position = ctx.chooseOption(ctx.opponent, `Special Summon ${ctx.definition(target).name} in which position?`, ['attack', 'defense'] as const);
        ctx.specialSummon(target, ctx.opponent, position);
      },
    },
  ],
} satisfies CardDefinition;
