// Kuriboh
import type { CardDefinition } from '../../engine/card';
import { isMyTurn } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The attack in its Damage Step, if it is an opponent's monster attacking this player (one of their monsters, or directly). */
function attackOnMe(ctx: EffectContext): { attacker: string } | null {
  const attack = ctx.attack;
  if (!attack || attack.damageStep !== true || isMyTurn(ctx)) return null;
  if (ctx.controllerOf(attack.attacker) !== ctx.opponent) return null;
  return attack.target === 'direct' || ctx.controllerOf(attack.target) === ctx.player ? attack : null;
}

export default {
  passcode: '40640057',
  name: 'Kuriboh',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 1,
  atk: 300,
  def: 200,
  text: "During your opponent's turn, at damage calculation, if your opponent's monster attacks (Quick Effect): you can discard this card from your hand; you take no battle damage from that battle.",
  effects: [
    {
      // During damage calculation, if your opponent's monster attacks (Quick Effect, from the hand):
      // you can discard this card; you take no battle damage from that battle
      kind: 'quick',
      label: 'Discard Kuriboh: you take no battle damage from this battle',
      declares: ['discard', 'restrict'],
      range: 'hand',
      damageStep: true,
      condition: (ctx) => attackOnMe(ctx) !== null,
      cost: { can: () => true, pay: (ctx) => ctx.discard([ctx.card]) },
      resolve: (ctx) => {
        const attacker = ctx.attack?.attacker;
        if (attacker !== undefined) ctx.applyRule('noBattleDamage', { player: ctx.player, card: attacker }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
