// Interplanetarypurplythorny Dragon
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, sentFromFieldBy } from '../../engine/effects/library';

export default {
  passcode: '25206027',
  name: 'Interplanetarypurplythorny Dragon',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 5,
  atk: 2200,
  def: 1100,
  text: 'When a monster you control is destroyed (by battle or by a card effect) and goes to the Graveyard: you can Special Summon this card from your hand.',
  effects: [
    {
      // If a monster you control is destroyed by battle or by card effect and sent to the Graveyard: You can Special Summon this card from your hand.
      kind: 'trigger',
      range: 'hand',
      optional: true,
      label: 'Special Summon this card from your hand',
      declares: ['specialSummon'],
      when: (ctx, e) =>
        (e.type === 'destroyed' || e.type === 'destroyedByBattle') && sentFromFieldBy(e) === ctx.player &&
        isMonster(ctx.definition(e.card)) && ctx.graveyard('all').includes(e.card),
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      resolve: (ctx) => {
        if (ctx.hand('mine').includes(ctx.card) && freeMonsterZones(ctx) > 0) ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
      },
    },
  ],
} satisfies CardDefinition;
