// Eternal Soul
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, searchDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

const DARK_MAGICIAN = 'Dark Magician';
const SEARCHED = ['Dark Magic Attack', 'Thousand Knives'];

/** The "Dark Magician" in your hand or Graveyard this effect may Special Summon now. */
const summonable = (ctx: EffectContext): CardId[] =>
  [...ctx.hand('mine'), ...ctx.graveyard('mine')].filter((c) => ctx.definition(c).name === DARK_MAGICIAN && ctx.maySpecialSummonByEffect(c) && ctx.mayLeaveGraveyard(c));

const searchable = (ctx: EffectContext): CardId[] => ctx.deck('mine').filter((c) => SEARCHED.includes(ctx.definition(c).name));

/** Whether this card is still face-up in its controller's Spell & Trap Zone. */
const stillHere = (ctx: EffectContext): boolean => ctx.spellTraps('mine').includes(ctx.card) && ctx.isFaceUp(ctx.card);

export default {
  passcode: '48680970',
  name: 'Eternal Soul',
  frame: 'trap',
  subtype: ['continuous'],
  text:
    'Continuous Trap. Once per turn (Quick Effect), you can use 1 of these: Special Summon 1 "Dark Magician" from your hand or Graveyard; or add 1 "Dark Magic Attack" or "Thousand Knives" from your Deck to your hand. "Eternal Soul" can use one of them only once per turn. While this card is face-up, your opponent\'s card effects do not affect the face-up "Dark Magician" you control. If this card leaves the field face-up, destroy every monster you control.',
  listedNames: [DARK_MAGICIAN, ...SEARCHED],
  effects: [
    {
      // Activating the Continuous Trap itself: it stays face-up; its modes are used separately.
      kind: 'activation',
      label: 'Place Eternal Soul face-up',
      declares: [],
    },
    {
      // ● Special Summon 1 "Dark Magician" from your hand or GY (one of the two modes, once per turn by name).
      kind: 'quick',
      label: 'Special Summon 1 "Dark Magician" from your hand or Graveyard',
      declares: ['specialSummon'],
      oncePerTurn: 'name',
      oncePerTurnGroup: 'mode',
      condition: (ctx) => ctx.freeMonsterZones().length > 0 && summonable(ctx).length > 0,
      resolve: (ctx) => {
        const options = summonable(ctx);
        if (options.length === 0 || ctx.freeMonsterZones().length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a "Dark Magician" to Special Summon', options);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
      },
    },
    {
      // ● Add 1 "Dark Magic Attack" or "Thousand Knives" from your Deck to your hand (the script asks that this
      // card is still on the field as it resolves: `IsRelateToEffect`).
      kind: 'quick',
      label: 'Add 1 "Dark Magic Attack" or "Thousand Knives" from your Deck to your hand',
      declares: ['search'],
      oncePerTurn: 'name',
      oncePerTurnGroup: 'mode',
      condition: (ctx) => searchable(ctx).length > 0,
      resolve: (ctx) => {
        if (!stillHere(ctx)) return;
        searchDeck(ctx, 'Choose "Dark Magic Attack" or "Thousand Knives" to add to your hand', (c) => SEARCHED.includes(ctx.definition(c).name));
      },
    },
    {
      // All "Dark Magicians" in your Monster Zone are unaffected by your opponent's card effects (a face-down
      // monster has no name to be known by).
      kind: 'continuous',
      label: 'Your "Dark Magician" is unaffected by your opponent\'s card effects',
      rules: [
        {
          code: 'makesMonstersUnaffected',
          applies: (ctx, monster, effect) => effect.player !== ctx.player && ctx.controllerOf(monster) === ctx.player && ctx.isFaceUp(monster) && ctx.definition(monster).name === DARK_MAGICIAN,
        },
      ],
    },
    {
      // If this face-up card leaves the field: Destroy all monsters you control (not when it goes to the Deck:
      // the script's `not c:IsLocation(LOCATION_DECK)`).
      kind: 'trigger',
      range: 'leavingField',
      label: 'Destroy all monsters you control',
      declares: ['destroy'],
      when: (ctx, e) => e.type === 'leftField' && e.card === ctx.card && e.faceUp && !ctx.deck('all').includes(ctx.card),
      resolve: (ctx) => {
        ctx.destroy(ctx.monsters('mine'));
      },
    },
  ],
} satisfies CardDefinition;
