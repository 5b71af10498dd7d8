// Crystal Wing Synchro Dragon
import type { CardDefinition } from '../../engine/card';
import { isMonsterEffectLink } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** The Chain Link just activated, if it is another monster's effect, not negated yet. */
function otherMonsterEffect(ctx: EffectContext) {
  const last = ctx.chain[ctx.chain.length - 1];
  return last && !last.negated && last.card !== ctx.card && isMonsterEffectLink(ctx, last) ? last : null;
}

/** The opponent's monster this card battles now, if it is Level 5 or higher (the battle of a `beforeDamageCalculation` event). */
function strongOpponent(ctx: EffectContext, attacker: CardId, target: CardId | 'direct'): CardId | null {
  if (target === 'direct') return null;
  const other = attacker === ctx.card ? target : target === ctx.card ? attacker : null;
  if (other === null || ctx.controllerOf(other) !== ctx.opponent || !ctx.isFaceUp(other)) return null;
  return ctx.level(other) >= 5 ? other : null;
}

export default {
  passcode: '50954680',
  name: 'Crystal Wing Synchro Dragon',
  frame: 'synchro',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 8,
  atk: 3000,
  def: 2500,
  text: '1 Tuner + 1 or more Synchro Monsters as non-Tuners. Once per turn, in either player\'s turn, when the effect of a monster other than this card is activated: you can negate that activation; then destroy that monster, and if it is destroyed, this card gains its original ATK until the end of this turn. When this card battles a Level 5 or higher monster of your opponent, before damage calculation: this card gains that monster\'s current ATK for that damage calculation only.',
  // 1 Tuner + 1+ non-Tuner Synchro Monsters
  materials: { kind: 'synchro', nonTuner: (def) => def.frame === 'synchro', text: '1 Tuner + 1 or more non-Tuner Synchro Monsters' },
  effects: [
    {
      // Once per turn, during either player's turn, when another monster's effect is activated: You can negate the activation, and if
      // you do, destroy that monster, and if you do that, this card gains ATK equal to the destroyed monster's original ATK until the end of this turn
      kind: 'quick',
      label: "Negate the activation of another monster's effect, destroy that monster and gain its original ATK this turn",
      declares: ['negate', 'destroy', 'modifyStats'],
      optional: true,
      oncePerTurn: 'card',
      damageStep: true,
      condition: (ctx) => otherMonsterEffect(ctx) !== null,
      affects: { destroy: (ctx) => { const link = otherMonsterEffect(ctx); return link ? [link.card] : []; } },
      resolve: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        if (!link) return;
        ctx.negateActivation(link);
        if (!ctx.duel.flow.chain.find((l) => l.card === link.card && l.effect === link.effect)?.negated) return;
        // The monster is destroyed where it still is on the field (one that left as its cost is not).
        if (!ctx.cardsOnField('all').includes(link.card)) return;
        const original = ctx.definition(link.card).atk ?? 0;
        if (ctx.destroy([link.card]).includes(link.card) && ctx.isFaceUp(ctx.card) && original > 0) ctx.modifyUntilEndOfTurn(ctx.card, { atk: original });
      },
    },
    {
      // If this card battles a Level 5 or higher monster your opponent controls, during damage calculation: This card gains ATK
      // equal to the current ATK of the opponent's monster it is battling during that damage calculation only
      kind: 'trigger',
      label: "Gain the ATK of the opponent's Level 5 or higher monster it battles, for that damage calculation",
      declares: ['modifyStats'],
      when: (ctx, e) => e.type === 'beforeDamageCalculation' && ctx.isFaceUp(ctx.card) && strongOpponent(ctx, e.attacker, e.target) !== null,
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'beforeDamageCalculation' || !ctx.isFaceUp(ctx.card)) return;
        const other = strongOpponent(ctx, e.attacker, e.target);
        if (other !== null) ctx.modifyForThisDamageCalculation(ctx.card, { atk: ctx.atk(other) });
      },
    },
  ],
} satisfies CardDefinition;
