// King Dragun
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Dragon monsters in your hand that may be Special Summoned. */
const dragonsInHand = (ctx: EffectContext): string[] =>
  ctx.hand('mine').filter((c) => ctx.definition(c).monsterType === 'Dragon' && ctx.maySpecialSummonByEffect(c));

export default {
  passcode: '13756293',
  name: 'King Dragun',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 7,
  atk: 2400,
  def: 1100,
  text: 'Fusion of "Lord of D." + "Divine Dragon Ragnarok". While this card is face-up on the field, your opponent cannot target Dragon monsters on the field with card effects. Once per turn: you can Special Summon 1 Dragon monster from your hand.',
  // "Lord of D." + "Divine Dragon Ragnarok"
  materials: { kind: 'fusion', names: ['Lord of D.', 'Divine Dragon Ragnarok'] },
  effects: [
    {
      // Your opponent cannot target Dragon monsters with card effects.
      kind: 'continuous',
      key: 'protectDragons',
      label: 'Your opponent cannot target Dragon monsters on the field with card effects',
      declares: [],
      rules: [{
        code: 'protects',
        applies: (ctx, card, by) => by === ctx.opponent && ctx.controllerOf(card) !== null && ctx.isFaceUp(card) && ctx.definition(card).monsterType === 'Dragon',
      }],
    },
    {
      // Once per turn: You can Special Summon 1 Dragon monster from your hand.
      kind: 'ignition',
      key: 'summonDragon',
      label: 'Special Summon 1 Dragon monster from your hand',
      declares: ['specialSummon'],
      oncePerTurn: 'card',
      condition: (ctx) => freeMonsterZones(ctx) > 0 && dragonsInHand(ctx).length > 0,
      resolve: (ctx) => {
        const options = dragonsInHand(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const dragon = ctx.chooseCard(ctx.player, 'Choose a Dragon monster to Special Summon', options);
        ctx.specialSummon(dragon, ctx.player, chooseSummonPosition(ctx, dragon));
      },
    },
  ],
} satisfies CardDefinition;
