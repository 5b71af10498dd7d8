// Return of the Dragon Lords
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

const isDragon = (ctx: QueryContext, c: string): boolean => isMonster(ctx.definition(c)) && ctx.definition(c).monsterType === 'Dragon';

export default {
  passcode: '06853254',
  name: 'Return of the Dragon Lords',
  frame: 'spell',
  subtype: ['normal'],
  text:
    'Target 1 Level 7 or 8 Dragon monster in your Graveyard; Special Summon it. While this card is in your Graveyard: if a face-up Dragon monster you control would be destroyed by battle or by a card effect, you can banish this card instead.',
  effects: [
    {
      // Target 1 Level 7 or 8 Dragon-Type monster in your Graveyard; Special Summon it.
      kind: 'activation',
      label: 'Special Summon a Level 7 or 8 Dragon from your Graveyard',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      targets: [{
        prompt: 'Choose a Level 7 or 8 Dragon monster in your Graveyard',
        from: 'graveyard',
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isDragon(ctx, c) && [7, 8].includes(ctx.level(c)) && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !ctx.graveyard('mine').includes(target) || ctx.freeMonsterZones().length === 0) return;
        ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
    {
      // If a Dragon-Type monster(s) you control would be destroyed by battle or card effect, you can banish this card from your Graveyard instead.
      kind: 'condition',
      label: 'Banish this card from your Graveyard instead of the destruction of your Dragons',
      rules: [{
        code: 'banishedInsteadOfDestruction',
        applies: (ctx, monster) => ctx.graveyard('mine').includes(ctx.card) && ctx.controllerOf(monster) === ctx.player && ctx.isFaceUp(monster) && isDragon(ctx, monster),
      }],
    },
  ],
} satisfies CardDefinition;
