// Freed the Brave Wanderer
import { isMonster, type CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const lightInGraveyard = (ctx: EffectContext): string[] => ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c)) && ctx.hasAttribute(c, 'LIGHT') && ctx.mayBanish(c));

export default {
  passcode: '16556849',
  name: 'Freed the Brave Wanderer',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 4,
  atk: 1700,
  def: 1200,
  text: 'Once per turn: you can banish 2 LIGHT monsters from your Graveyard to target 1 face-up monster on the field with more ATK than this card; destroy it.',
  effects: [
    {
      // Once per turn: You can banish 2 LIGHT monsters from your GY to target 1 face-up monster on the field with higher ATK than this card; destroy that target
      kind: 'ignition',
      label: 'Banish 2 LIGHT monsters from your Graveyard: destroy 1 face-up monster with more ATK',
      declares: ['banish', 'destroy'],
      oncePerTurn: 'card',
      cost: {
        can: (ctx) => lightInGraveyard(ctx).length >= 2,
        pay: (ctx) => {
          const first = ctx.chooseCard(ctx.player, 'Choose the first LIGHT monster to banish', lightInGraveyard(ctx));
          const second = ctx.chooseCard(ctx.player, 'Choose the second LIGHT monster to banish', lightInGraveyard(ctx).filter((c) => c !== first));
          ctx.banish([first, second]);
        },
      },
      targets: [{ prompt: 'Choose a face-up monster with more ATK than Freed', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) && ctx.atk(c) > ctx.atk(ctx.card) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
