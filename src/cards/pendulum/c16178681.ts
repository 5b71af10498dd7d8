// Odd-Eyes Pendulum Dragon
import type { CardDefinition } from '../../engine/card';
import { deckHas, searchDeck, yourEndPhase, yourPendulumMonsterBattling, inPendulumZone } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** A Pendulum Monster with 1500 or less ATK (what the End Phase effect adds). */
const smallPendulum = (ctx: EffectContext, card: CardId): boolean => {
  const def = ctx.definition(card);
  return def.frame === 'pendulum' && (def.atk ?? 0) <= 1500;
};

export default {
  passcode: '16178681',
  name: 'Odd-Eyes Pendulum Dragon',
  frame: 'pendulum',
  subtype: ['effect'],
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 7,
  scale: 4,
  atk: 2500,
  def: 2000,
  text:
    "Pendulum Effects, each usable once per turn: when a battle involves a Pendulum Monster you control, you can take no battle damage from that battle. During your End Phase: you can destroy this card; if it is destroyed, add 1 Pendulum Monster with 1500 or less ATK from your Deck to your hand. Monster Effect: if this card battles an opponent's monster, the battle damage it deals to your opponent is doubled.",
  effects: [
    {
      // Pendulum Effect: during the Damage Step of a battle involving your Pendulum Monster, you take no battle damage from it.
      kind: 'quick',
      label: 'You take no battle damage from this battle',
      declares: ['restrict'],
      range: 'pendulumZone',
      damageStep: true,
      optional: true,
      oncePerTurn: 'name',
      condition: (ctx) => yourPendulumMonsterBattling(ctx) !== null,
      resolve: (ctx) => {
        const monster = yourPendulumMonsterBattling(ctx);
        if (monster !== null) ctx.applyRule('noBattleDamage', { player: ctx.player, card: monster }, 'thisTurn');
      },
    },
    {
      // Pendulum Effect: in your End Phase, destroy this card, and if you do, search a small Pendulum Monster.
      kind: 'trigger',
      label: 'Destroy this card and add a Pendulum Monster with 1500 or less ATK from the Deck',
      declares: ['destroy', 'search'],
      range: 'pendulumZone',
      optional: true,
      oncePerTurn: 'name',
      when: yourEndPhase,
      condition: (ctx) => deckHas(ctx, (c) => smallPendulum(ctx, c)),
      resolve: (ctx) => {
        if (!inPendulumZone(ctx, ctx.card)) return;
        ctx.destroy([ctx.card]);
        // "If you do": only once this card has really left the Pendulum Zone.
        if (inPendulumZone(ctx, ctx.card)) return;
        searchDeck(ctx, 'Choose 1 Pendulum Monster with 1500 or less ATK to add to your hand', (c) => smallPendulum(ctx, c));
      },
    },
    {
      // Monster effect: battle damage this card deals to the opponent in a battle with their monster is doubled.
      kind: 'continuous',
      label: "Doubles the battle damage it deals in a battle with an opponent's monster",
      rules: [{
        code: 'doublesBattleDamage',
        applies: (ctx, battle) => battle.target !== 'direct' && (battle.attacker === ctx.card || battle.target === ctx.card) && battle.damaged === ctx.opponent,
      }],
    },
  ],
} satisfies CardDefinition;
