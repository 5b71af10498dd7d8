// Royal Command
import type { CardDefinition, QueryContext } from '../../engine/effects/types';
import { isMonster } from '../../engine/card';

/** A Flip monster: a monster with a FLIP effect. */
const flipMonster = (ctx: QueryContext, card: string): boolean => {
  const def = ctx.definition(card);
  return isMonster(def) && def.effects?.some((e) => e.kind === 'flip') === true;
};

export default {
  passcode: '33950246',
  name: 'Royal Command',
  frame: 'trap',
  subtype: ['continuous'],
  text: "While this card stays face-up, the effects of Flip monsters cannot be activated, and their effects on the field are negated.",
  effects: [
    {
      // Flip monsters' effects cannot be activated, also their effects are negated.
      kind: 'activation',
      label: "Flip monsters' effects cannot be activated and are negated",
      declares: ['negate', 'restrict'],
      rules: [
        { code: 'barsActivation', applies: (ctx, _player, card) => flipMonster(ctx, card) },
        { code: 'negatesEffects', applies: (ctx, card) => flipMonster(ctx, card) },
      ],
    },
  ],
} satisfies CardDefinition;
