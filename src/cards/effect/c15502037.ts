// Electromagnet Warrior Gamma
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import { magnetWarrior, tributeForMagnetWarrior, whenSummoned } from './electromagnet';

const fromHand = (ctx: EffectContext): string[] =>
  ctx.hand('mine').filter((c) => magnetWarrior(ctx.definition(c)) && (ctx.definition(c).level ?? 0) <= 4 && ctx.definition(c).name !== 'Electromagnet Warrior Gamma');

export default {
  passcode: '15502037',
  name: 'Electromagnet Warrior Gamma',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 3,
  atk: 800,
  def: 2000,
  text: 'If this card is Normal or Special Summoned: you can Special Summon 1 Level 4 or lower "Magnet Warrior" monster other than "Electromagnet Warrior Gamma" from your hand (once per turn for this card\'s name). During your opponent\'s turn (Quick Effect): you can Tribute this card to Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck.',
  effects: [
    whenSummoned({
      // If this card is Normal or Special Summoned: You can Special Summon 1 Level 4 or lower "Magnet Warrior" monster from your hand, except "Electromagnet Warrior Gamma" (once per turn by name)
      label: 'Special Summon a Level 4 or lower "Magnet Warrior" monster from your hand',
      declares: ['specialSummon'],
      condition: (ctx) => freeMonsterZones(ctx) > 0 && fromHand(ctx).length > 0,
      resolve: (ctx) => {
        const options = fromHand(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a "Magnet Warrior" monster to Special Summon', options);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
      },
    }),
    // During your opponent's turn: You can Tribute this card; Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck (Quick Effect)
    tributeForMagnetWarrior,
  ],
} satisfies CardDefinition;
