// Ryu Senshi
import type { CardDefinition } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Chain Link just below: the activation of a Normal Trap Card whose effect is not yet negated. */
const normalTrapBelow = (ctx: EffectContext) => {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || !last.cardActivation || last.negated || last.effectNegated) return null;
  const def = ctx.definition(last.card);
  return def.frame === 'trap' && def.subtype?.includes('normal') === true ? last : null;
};

export default {
  passcode: '49868263',
  name: 'Ryu Senshi',
  frame: 'fusion',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 6,
  atk: 2000,
  def: 1200,
  text: 'Fusion of "Warrior Dai Grepher" + "Spirit Ryu" (Fusion Summoned only with those). While face-up on the field: when a Normal Trap Card is activated, you can pay 1000 LP to negate its effect (Quick Effect). A Spell Card that targets this card has its effect negated and is destroyed.',
  // "Warrior Dai Grepher" + "Spirit Ryu": a Fusion Summon of it uses only these.
  materials: { kind: 'fusion', names: ['Warrior Dai Grepher', 'Spirit Ryu'] },
  effects: [
    {
      // As long as this card remains face-up on the field, negate the effect of a Normal Trap Card by paying 1000 Life Points.
      kind: 'quick',
      key: 'negateTrap',
      label: 'Pay 1000 LP: negate the effect of a Normal Trap Card',
      declares: ['negate', 'negatesTraps'],
      condition: (ctx) => normalTrapBelow(ctx) !== null,
      cost: payLpCost(1000),
      resolve: (ctx) => {
        const link = normalTrapBelow(ctx);
        if (link) ctx.negateEffect(link);
      },
    },
    {
      // Negate the effect of a Spell Card that targets this card and destroy it.
      kind: 'continuous',
      key: 'negateSpell',
      label: 'A Spell Card targeting this card: negate its effect and destroy it',
      rules: [{ code: 'negatesSpellEffectTargetingIt' }],
    },
  ],
} satisfies CardDefinition;
