// Dragonic Tactics
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { deckHas, specialSummonFromDeck, tributableMonsters } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const yourDragons = (ctx: EffectContext): string[] => tributableMonsters(ctx).filter((c) => ctx.definition(c).monsterType === 'Dragon');
const levelEightDragon = (ctx: EffectContext, c: string): boolean => isMonster(ctx.definition(c)) && ctx.definition(c).monsterType === 'Dragon' && ctx.definition(c).level === 8;

export default {
  passcode: '72549351',
  name: 'Dragonic Tactics',
  frame: 'spell',
  subtype: ['normal'],
  text: 'As a cost, Tribute 2 Dragon monsters you control (face-up or face-down); then Special Summon 1 Level 8 Dragon monster from your Deck.',
  effects: [
    {
      // Tribute 2 Dragon-Type monsters; Special Summon 1 Level 8 Dragon-Type monster from your Deck
      kind: 'activation',
      label: 'Tribute 2 Dragons: Special Summon a Level 8 Dragon from your Deck',
      declares: ['specialSummon'],
      condition: (ctx) => deckHas(ctx, (c) => levelEightDragon(ctx, c)),
      cost: {
        can: (ctx) => yourDragons(ctx).length >= 2,
        pay: (ctx) => {
          const first = ctx.chooseCard(ctx.player, 'Choose the first Dragon to Tribute', yourDragons(ctx));
          const second = ctx.chooseCard(ctx.player, 'Choose the second Dragon to Tribute', yourDragons(ctx).filter((c) => c !== first));
          ctx.tribute([first, second]);
        },
      },
      resolve: (ctx) => {
        specialSummonFromDeck(ctx, 'Choose a Level 8 Dragon to Special Summon', (c) => levelEightDragon(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;
