// Red-Eyes B. Chick
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** "Red-Eyes B. Dragon" (the pool spells it Red-Eyes Black Dragon): known by its passcode. */
const isRedEyes = (ctx: EffectContext, c: string): boolean => ctx.definition(c).passcode === '74677422';

export default {
  passcode: '36262024',
  name: 'Red-Eyes B. Chick',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 1,
  atk: 800,
  def: 500,
  text: 'In your Main Phase: send this face-up card you control to the Graveyard (cost) to Special Summon 1 "Red-Eyes Black Dragon" from your hand.',
  effects: [
    {
      // You can send this face-up card you control to the Graveyard; Special Summon 1 "Red-Eyes B. Dragon" from your hand
      kind: 'ignition',
      label: 'Send it to the Graveyard: Special Summon a Red-Eyes Black Dragon from your hand',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.hand('mine').some((c) => isRedEyes(ctx, c)),
      cost: { can: () => true, pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        const options = ctx.hand('mine').filter((c) => isRedEyes(ctx, c));
        if (options.length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a Red-Eyes Black Dragon to Special Summon', options);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
      },
    },
  ],
} satisfies CardDefinition;
