// Backup Soldier
import type { CardDefinition } from '../../engine/card';
import { isEffectMonster } from '../../engine/effects/library';
import { isMonster } from '../../engine/card';

export default {
  passcode: '36280194',
  name: 'Backup Soldier',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Activate only while there are 5 or more monsters in your Graveyard: target 1 to 3 non-Effect Monsters with 1500 or less ATK in your Graveyard; add them to your hand.',
  effects: [
    {
      // Activate only if there are 5 or more monsters in your GY. Target up to 3 non-Effect Monsters with 1500 or less ATK in your GY; add them to your hand
      kind: 'activation',
      label: 'Add up to 3 non-Effect Monsters with 1500 or less ATK from your Graveyard to your hand',
      declares: ['toHand'],
      condition: (ctx) => ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c))).length >= 5,
      targets: [{
        prompt: 'Choose non-Effect Monsters with 1500 or less ATK in your Graveyard',
        from: 'graveyard',
        upTo: 3,
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && !isEffectMonster(ctx.definition(c)) && (ctx.definition(c).atk ?? 0) <= 1500,
      }],
      resolve: (ctx) => {
        const still = ctx.targets.filter((c) => ctx.graveyard('mine').includes(c));
        if (still.length > 0) ctx.returnToHand(still);
      },
    },
  ],
} satisfies CardDefinition;
