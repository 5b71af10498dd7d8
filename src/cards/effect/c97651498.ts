// Fabled Lurrie
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';

export default {
  passcode: '97651498',
  name: 'Fabled Lurrie',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fiend',
  level: 1,
  atk: 200,
  def: 400,
  text: 'When this card goes from your hand to the Graveyard by being discarded: Special Summon this card from the Graveyard.',
  effects: [
    {
      // When this card is discarded from your hand to the Graveyard, Special Summon it
      kind: 'trigger',
      range: 'graveyard',
      label: 'Special Summon this card from the Graveyard',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'discarded' && e.card === ctx.card && ctx.graveyard('mine').includes(ctx.card),
      resolve: (ctx) => {
        if (ctx.graveyard('mine').includes(ctx.card)) ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
      },
    },
  ],
} satisfies CardDefinition;
