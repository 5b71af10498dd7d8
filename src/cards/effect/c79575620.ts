// Injection Fairy Lily
import type { CardDefinition } from '../../engine/card';
import { changedForThisDamageCalculation, inDamageStepBattle, payLpCost } from '../../engine/effects/library';

export default {
  passcode: '79575620',
  name: 'Injection Fairy Lily',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Spellcaster',
  level: 3,
  atk: 400,
  def: 1500,
  text: 'In the Damage Step, up to damage calculation, if this card is attacking or being attacked, in either player\'s turn (Quick Effect): you can pay 2000 LP; it gains 3000 ATK until that damage calculation is over. Once per battle.',
  effects: [
    {
      // If this card attacks or is attacked, during damage calculation: you can pay 2000 LP once per battle;
      // it gains 3000 ATK during that damage calculation only (here: in the Damage Step, up to damage calculation)
      kind: 'quick',
      label: 'Pay 2000 LP: this card gains 3000 ATK for this damage calculation',
      declares: ['modifyStats'],
      optional: true,
      damageStep: true,
      condition: (ctx) => inDamageStepBattle(ctx, ctx.card) && !changedForThisDamageCalculation(ctx, ctx.card),
      cost: payLpCost(2000),
      resolve: (ctx) => ctx.modifyForThisDamageCalculation(ctx.card, { atk: 3000 }),
    },
  ],
} satisfies CardDefinition;
