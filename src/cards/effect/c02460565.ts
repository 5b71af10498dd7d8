// Marauding Captain
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, isSummonOf, lowLevelMonsterToSummon } from '../../engine/effects/library';

export default {
  passcode: '02460565',
  name: 'Marauding Captain',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 3,
  atk: 1200,
  def: 400,
  text:
    'Your opponent cannot select your other face-up Warrior monsters as attack targets. When this card is Normal Summoned: ' +
    'you may Special Summon a monster of Level 4 or lower from your hand.',
  effects: [
    {
      // Your opponent cannot target face-up Warrior-Type monsters for attacks, except this one (those you control:
      // ygopro's EFFECT_CANNOT_SELECT_BATTLE_TARGET over your Monster Zones).
      kind: 'continuous',
      label: 'Your other face-up Warrior monsters cannot be selected as attack targets',
      declares: ['restrict'],
      rules: [{
        code: 'cannotBeAttackTarget',
        applies: (ctx, monster) =>
          monster !== ctx.card && ctx.controllerOf(monster) === ctx.player && ctx.isFaceUp(monster) && ctx.definition(monster).monsterType === 'Warrior',
      }],
    },
    {
      // When this card is Normal Summoned: You can Special Summon 1 Level 4 or lower monster from your hand (chosen on resolution).
      kind: 'trigger',
      optional: true,
      label: 'Special Summon a Level 4 or lower monster from your hand',
      declares: ['specialSummon'],
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute']) && 'card' in e && e.card === ctx.card,
      condition: (ctx) => freeMonsterZones(ctx) > 0 && ctx.hand('mine').some((c) => lowLevelMonsterToSummon(ctx, c, 4)),
      resolve: (ctx) => {
        const cards = ctx.hand('mine').filter((c) => lowLevelMonsterToSummon(ctx, c, 4));
        if (cards.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a Level 4 or lower monster in your hand to Special Summon', cards);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
      },
    },
  ],
} satisfies CardDefinition;
