// Dark Balter the Terrible
import type { CardDefinition } from '../../engine/card';
import { isEffectMonster, payLpCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Chain Link just below: the activation of a Normal Spell Card whose effect is not yet negated. */
const normalSpellBelow = (ctx: EffectContext) => {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || !last.cardActivation || last.negated || last.effectNegated) return null;
  const def = ctx.definition(last.card);
  return def.frame === 'spell' && def.subtype?.includes('normal') === true ? last : null;
};

export default {
  passcode: '80071763',
  name: 'Dark Balter the Terrible',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 5,
  atk: 2000,
  def: 1200,
  text: 'Fusion of "Possessed Dark Soul" + "Frontier Wiseman" (Fusion Summoned only with those). When a Normal Spell Card is activated, you can pay 1000 LP to negate its effect (Quick Effect). An Effect Monster this card destroys by battle has its effects negated (its effects do not activate this turn).',
  // "Possessed Dark Soul" + "Frontier Wiseman": a Fusion Summon of it uses only these.
  materials: { kind: 'fusion', names: ['Possessed Dark Soul', 'Frontier Wiseman'] },
  effects: [
    {
      // When a Normal Spell Card is activated, negate the effect by paying 1000 Life Points.
      kind: 'quick',
      key: 'negateSpell',
      label: 'Pay 1000 LP: negate the effect of a Normal Spell Card',
      declares: ['negate'],
      condition: (ctx) => normalSpellBelow(ctx) !== null,
      cost: payLpCost(1000),
      resolve: (ctx) => {
        const link = normalSpellBelow(ctx);
        if (link) ctx.negateEffect(link);
      },
    },
    {
      // The effect of an Effect Monster that this monster destroys as a result of battle is negated.
      kind: 'continuous',
      key: 'negateDestroyed',
      label: 'Negates the effects of an Effect Monster it destroys by battle',
      declares: ['negate'],
      rules: [{ code: 'negatesBattleDestroyed', applies: (ctx, other) => isEffectMonster(ctx.definition(other)) }],
    },
  ],
} satisfies CardDefinition;
