// Effect Veiler
import type { CardDefinition } from '../../engine/card';
import { isEffectMonster, isMyTurn } from '../../engine/effects/library';

export default {
  passcode: '97268402',
  name: 'Effect Veiler',
  frame: 'effect',
  subtype: ['tuner'],
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 0,
  def: 0,
  text: "During your opponent's Main Phase (Quick Effect): you can discard this card from your hand to target 1 face-up Effect Monster your opponent controls; negate its effects until the end of this turn.",
  effects: [
    {
      // During your opponent's Main Phase (Quick Effect): you can discard this card; target 1 face-up
      // Effect Monster your opponent controls; negate its effects until the end of this turn
      kind: 'quick',
      range: 'hand',
      label: 'Discard this card: negate the effects of an opponent\'s face-up Effect Monster this turn',
      declares: ['discard', 'negate'],
      condition: (ctx) => !isMyTurn(ctx) && (ctx.phase() === 'main1' || ctx.phase() === 'main2'),
      cost: { can: () => true, pay: (ctx) => ctx.discard([ctx.card]) },
      targets: [{
        prompt: 'Choose a face-up Effect Monster your opponent controls',
        from: 'monsters',
        filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) && isEffectMonster(ctx.definition(c)),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.negateEffectsUntilEndOfTurn(target);
      },
    },
  ],
} satisfies CardDefinition;
