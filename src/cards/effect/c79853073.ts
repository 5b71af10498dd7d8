// Kinetic Soldier
import type { CardDefinition } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';
import { damageTimingOf } from '../../engine/turn';

/** The monster this card is battling during damage calculation, if any. */
function opponentInDamageCalculation(ctx: QueryContext): string | null {
  const attack = ctx.attack;
  if (!attack || attack.damageStep !== true || damageTimingOf(ctx.duel.flow.turnState) !== 'calculation' || attack.target === 'direct') return null;
  if (attack.attacker === ctx.card) return attack.target;
  return attack.target === ctx.card ? attack.attacker : null;
}

export default {
  passcode: '79853073',
  name: 'Kinetic Soldier',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 3,
  atk: 1350,
  def: 1800,
  text: 'While this card battles a Warrior monster, it gains 2000 ATK and DEF during damage calculation only.',
  effects: [
    {
      // During damage calculation, if this card battles a Warrior monster: it gains 2000 ATK and DEF
      // during that damage calculation only (computed while the battle is calculated, never stored).
      kind: 'continuous',
      label: '+2000 ATK/DEF in damage calculation against a Warrior',
      modifiers: (ctx) => {
        const other = opponentInDamageCalculation(ctx);
        return other !== null && ctx.isFaceUp(ctx.card) && ctx.definition(other).monsterType === 'Warrior' ? [{ applies: (c) => c === ctx.card, atk: 2000, def: 2000 }] : [];
      },
    },
  ],
} satisfies CardDefinition;
