// Vanguard of the Dragon
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const isDragon = (ctx: EffectContext, c: string): boolean => ctx.definition(c).monsterType === 'Dragon';

export default {
  passcode: '77135531',
  name: 'Vanguard of the Dragon',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Dragon',
  level: 4,
  atk: 1700,
  def: 1300,
  text:
    'You can send 1 Dragon monster from your hand to the Graveyard (cost); this card gains 300 ATK. When this card you control goes to your Graveyard because of a card effect of your opponent\'s: you can target 1 Dragon Normal Monster in either Graveyard; Special Summon it.',
  effects: [
    {
      // You can send 1 Dragon-Type monster from your hand to the Graveyard; this card gains 300 ATK.
      kind: 'ignition',
      label: 'Send 1 Dragon monster from your hand to the Graveyard: this card gains 300 ATK',
      declares: ['toGraveyard', 'modifyStats'],
      cost: {
        can: (ctx) => ctx.hand('mine').some((c) => isDragon(ctx, c)),
        pay: (ctx) => ctx.sendToGraveyard([ctx.chooseCard(ctx.player, 'Choose a Dragon monster in your hand to send to the Graveyard', ctx.hand('mine').filter((c) => isDragon(ctx, c)))]),
      },
      resolve: (ctx) => {
        if (ctx.isFaceUp(ctx.card) && ctx.monsters('mine').includes(ctx.card)) ctx.changeStats(ctx.card, { atk: 300 });
      },
    },
    {
      // When this card you control is sent to your Graveyard by your opponent's card effect: You can target 1 Dragon-Type Normal Monster
      // in either player's Graveyard; Special Summon that target.
      kind: 'trigger',
      label: 'Special Summon 1 Dragon Normal Monster from either Graveyard',
      declares: ['specialSummon'],
      range: 'graveyard',
      optional: true,
      when: (ctx, e) =>
        (e.type === 'destroyed' || e.type === 'sentToGraveyard') && e.card === ctx.card && e.by === ctx.opponent && e.controller === ctx.player &&
        ctx.graveyard('mine').includes(ctx.card),
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      targets: [{
        prompt: 'Choose a Dragon Normal Monster in either Graveyard',
        from: 'graveyard',
        filter: (ctx, c) => ctx.isNormalMonster(c) && isDragon(ctx, c) && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.freeMonsterZones().length > 0) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;
