// Dragon Dowser
import type { CardDefinition } from '../../engine/card';
import { deckHas, specialSummonFromDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId, DuelEvent } from '../../engine/state';

/** An EARTH Pendulum Monster in your Deck that may be Special Summoned. */
const earthPendulum = (ctx: EffectContext, c: CardId): boolean =>
  ctx.definition(c).frame === 'pendulum' && ctx.definition(c).attribute === 'EARTH' && ctx.maySpecialSummonByEffect(c);

/** Destroyed by battle, or destroyed by an opponent's card effect while you controlled it; now in your Graveyard. */
const destroyedThisWay = (ctx: EffectContext, e: DuelEvent): boolean =>
  ((e.type === 'destroyedByBattle' && e.card === ctx.card) ||
    (e.type === 'destroyed' && e.card === ctx.card && e.by === ctx.opponent && e.controller === ctx.player)) &&
  ctx.graveyard('mine').includes(ctx.card);

export default {
  passcode: '76066541',
  name: 'Dragon Dowser',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Wyrm',
  level: 4,
  atk: 1500,
  def: 1500,
  text:
    'When this card goes to the Graveyard destroyed by battle, or destroyed by your opponent\'s card effect while you controlled it: you can Special Summon 1 EARTH Pendulum Monster from your Deck in Defense Position; destroy that monster during the End Phase. The effect of "Dragon Dowser" can be used only once per turn.',
  effects: [
    {
      // When this card is destroyed by battle and sent to the GY, or when this card you control is destroyed by an opponent's
      // card effect and sent to your GY: You can Special Summon 1 EARTH Pendulum Monster from your Deck in Defense Position,
      // but destroy it during the End Phase. Once per turn.
      kind: 'trigger',
      label: 'Special Summon an EARTH Pendulum Monster from your Deck in Defense Position (destroyed in the End Phase)',
      declares: ['specialSummon'],
      optional: true,
      range: 'graveyard',
      oncePerTurn: 'name',
      when: destroyedThisWay,
      condition: (ctx) => ctx.freeMonsterZones().length > 0 && deckHas(ctx, (c) => earthPendulum(ctx, c)),
      resolve: (ctx) => {
        const summoned = specialSummonFromDeck(ctx, 'Choose an EARTH Pendulum Monster to Special Summon', (c) => earthPendulum(ctx, c), { position: 'defense' });
        if (summoned !== null) ctx.applyRule('destroyedInEndPhase', { player: ctx.player, card: summoned }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
