// Performapal Parrotrio
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { deckHas, destroyedByBattleThisTurn, freeMonsterZones, inPendulumZone, specialSummonFromDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

const PARROTRIO = 'Performapal Parrotrio';

/** A "Performapal" monster that is not a Pendulum Monster (what the monster effect Special Summons). */
const nonPendulumPerformapal = (ctx: EffectContext, c: CardId): boolean =>
  isMonster(ctx.definition(c)) && ctx.definition(c).frame !== 'pendulum' && ctx.isOfArchetype(c, 'Performapal');

export default {
  passcode: '56675280',
  name: PARROTRIO,
  frame: 'pendulum',
  subtype: ['effect'],
  attribute: 'WIND',
  monsterType: 'Winged Beast',
  level: 3,
  scale: 2,
  atk: 500,
  def: 500,
  text:
    'Pendulum Effect, once per turn: while your other Pendulum Zone holds a "Performapal", "Magician" or "Odd-Eyes" card (not another Performapal Parrotrio), you can make this card\'s Pendulum Scale 7 until the end of the turn. Monster Effect: when this card is destroyed by battle, you can Special Summon 1 "Performapal" monster that is not a Pendulum Monster from your Deck.',
  effects: [
    {
      // Pendulum Effect: once per turn, if your other Pendulum Zone holds a "Performapal", "Magician" or "Odd-Eyes" card
      // (not "Performapal Parrotrio"): this card's Pendulum Scale becomes 7 until the end of this turn.
      kind: 'ignition',
      label: "This card's Pendulum Scale becomes 7 until the end of this turn",
      declares: [],
      range: 'pendulumZone',
      oncePerTurn: 'card',
      condition: (ctx) => ctx.duel.players[ctx.player].pendulum.some((s) => {
        if (!s || s.card === ctx.card || ctx.isNamed(s.card, PARROTRIO)) return false;
        return ['Performapal', 'Magician', 'Odd-Eyes'].some((a) => ctx.isOfArchetype(s.card, a));
      }),
      resolve: (ctx) => {
        if (inPendulumZone(ctx, ctx.card)) ctx.applyRule('pendulumScaleBecomes', { player: ctx.player, card: ctx.card, key: '7' }, 'thisTurn');
      },
    },
    {
      // Monster effect: when this card is destroyed by battle (to the Extra Deck face-up, a Pendulum Monster: read as it
      // leaves the field): Special Summon 1 non-Pendulum "Performapal" monster from your Deck.
      kind: 'trigger',
      label: 'Special Summon 1 non-Pendulum "Performapal" monster from your Deck',
      declares: ['specialSummon'],
      range: 'leavingField',
      optional: true,
      when: (ctx, e) => e.type === 'leftField' && e.card === ctx.card && destroyedByBattleThisTurn(ctx, ctx.card),
      condition: (ctx) => freeMonsterZones(ctx) > 0 && deckHas(ctx, (c) => nonPendulumPerformapal(ctx, c)),
      resolve: (ctx) => {
        specialSummonFromDeck(ctx, 'Choose a non-Pendulum "Performapal" monster to Special Summon', (c) => nonPendulumPerformapal(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;
