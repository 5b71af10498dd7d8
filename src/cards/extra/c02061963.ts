// Number 104: Masquerade
import type { CardDefinition } from '../../engine/card';
import { detachCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import { PENDULUM_SCALE, type ChainLink } from '../../engine/state';

/**
 * The Chain Link just below: the opponent's activated monster effect, not yet negated (a Spell or Trap Card, a
 * Pendulum Monster activated as a Spell Card and a Pendulum Effect are not monster effects).
 */
function opponentsMonsterEffect(ctx: EffectContext): ChainLink | null {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || last.player === ctx.player || last.negated || last.effect === PENDULUM_SCALE) return null;
  const def = ctx.definition(last.card);
  if (def.frame === 'spell' || def.frame === 'trap') return null;
  return def.effects?.[last.effect]?.range === 'pendulumZone' ? null : last;
}

export default {
  passcode: '02061963',
  name: 'Number 104: Masquerade',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 2700,
  def: 1200,
  text: '3 Level 4 monsters. In either player\'s Battle Phase, when your opponent activates a monster effect (Quick Effect): you can detach 1 Xyz Material from this card; negate the activation, and if you do, your opponent takes 800 damage. Once per turn: you can put the top card of your opponent\'s Deck into the Graveyard.',
  // 3 Level 4 monsters
  materials: { kind: 'xyz', level: 4, count: 3 },
  effects: [
    {
      // During either player's Battle Phase, when an opponent's monster effect is activated: You can detach 1 Xyz
      // Material from this card; negate the activation, and if you do, inflict 800 damage to your opponent
      kind: 'quick',
      label: "Detach 1 Xyz Material: negate the opponent's monster effect, 800 damage",
      declares: ['negate', 'damage'],
      optional: true,
      damageStep: true,
      during: [{ phase: 'battle', turn: 'either' }],
      condition: (ctx) => ctx.phase() === 'battle' && opponentsMonsterEffect(ctx) !== null,
      cost: detachCost(1),
      resolve: (ctx) => {
        const link = opponentsMonsterEffect(ctx);
        if (!link) return;
        ctx.negateActivation(link);
        ctx.damage(ctx.opponent, 800);
      },
    },
    {
      // Once per turn: You can send the top card of your opponent's Deck to the Graveyard
      kind: 'ignition',
      label: "Send the top card of your opponent's Deck to the Graveyard",
      declares: ['toGraveyard'],
      oncePerTurn: 'card',
      condition: (ctx) => ctx.deck('theirs').length > 0,
      resolve: (ctx) => ctx.sendToGraveyard(ctx.deck('theirs').slice(0, 1)),
    },
  ],
} satisfies CardDefinition;
