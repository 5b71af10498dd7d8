// Giant Germ
import type { CardDefinition } from '../../engine/card';
import { destroyedByBattle, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const germsInDeck = (ctx: EffectContext): string[] => ctx.deck('mine').filter((c) => ctx.definition(c).name === 'Giant Germ');

export default {
  passcode: '95178994',
  name: 'Giant Germ',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 2,
  atk: 1000,
  def: 100,
  text: 'When this card is destroyed by battle and sent to the Graveyard: inflict 500 damage to your opponent; then you can Special Summon any number of Giant Germ from your Deck in face-up Attack Position.',
  effects: [
    {
      // When this card is destroyed by battle and sent to the GY: inflict 500 damage to your opponent; then you can Special Summon any number of "Giant Germ" from your Deck in Attack Position
      kind: 'trigger',
      range: 'graveyard',
      label: 'Inflict 500 damage, then Special Summon Giant Germs from your Deck',
      declares: ['damage', 'specialSummon'],
      when: destroyedByBattle,
      resolve: (ctx) => {
        ctx.damage(ctx.opponent, 500);
        const max = Math.min(freeMonsterZones(ctx), germsInDeck(ctx).length);
        if (max === 0 || ctx.chooseOption(ctx.player, 'Special Summon Giant Germs from your Deck?', ['yes', 'no'] as const) === 'no') return;
        const germs = ctx.chooseUpTo(ctx.player, 'Choose Giant Germs to Special Summon', germsInDeck(ctx), max);
        for (const germ of germs) ctx.specialSummon(germ, ctx.player, 'attack');
        ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
