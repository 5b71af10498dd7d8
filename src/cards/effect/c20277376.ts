// Divine Dragon Apocralyph
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const dragonInYourGraveyard = (ctx: EffectContext, c: string): boolean =>
  ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && ctx.definition(c).monsterType === 'Dragon';

export default {
  passcode: '20277376',
  name: 'Divine Dragon Apocralyph',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 4,
  atk: 1000,
  def: 1500,
  text: 'Once per turn, in your Main Phase: discard 1 card (cost) and target 1 Dragon monster in your Graveyard; add it to your hand.',
  effects: [
    {
      // Once per turn: You can discard 1 card, then target 1 Dragon-Type monster in your Graveyard; add that target to your hand
      kind: 'ignition',
      label: 'Discard 1 card: add a Dragon from your Graveyard to your hand',
      declares: ['discard', 'toHand'],
      oncePerTurn: 'card',
      cost: discardOneCost('Divine Dragon Apocralyph'),
      targets: [{ prompt: 'Choose a Dragon in your Graveyard', from: 'graveyard', filter: dragonInYourGraveyard }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && dragonInYourGraveyard(ctx, target)) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;
