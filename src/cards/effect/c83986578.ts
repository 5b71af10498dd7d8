// King Tiger Wanghu
import type { CardDefinition } from '../../engine/card';
import { isSummonOf, summonedByAnyone } from '../../engine/effects/library';
import type { Effect, EffectContext } from '../../engine/effects/types';

const NORMAL_OR_SPECIAL = ['normal', 'tribute', 'special'] as const;
const small = (ctx: EffectContext, c: string): boolean => ctx.controllerOf(c) !== null && ctx.isFaceUp(c) && ctx.atk(c) <= 1400;
const onFieldFaceUp = (ctx: EffectContext): boolean => ctx.controllerOf(ctx.card) !== null && ctx.isFaceUp(ctx.card);

/**
 * When a monster(s) with 1400 or less ATK is Normal or Special Summoned: destroy those monsters (the ones of
 * that Summon still face-up with 1400 or less ATK); only while this card is face-up on the field.
 * `ownSummonToo`: it also goes off for a Summon this card was part of (the GOAT script); the later card does not.
 */
function destroySmallSummoned(ownSummonToo: boolean): Effect {
  return {
    // When a monster(s) with 1400 or less ATK is Normal Summoned or Special Summoned: destroy those monsters
    kind: 'trigger',
    label: 'Destroy the Summoned monsters with 1400 or less ATK',
    declares: ['destroy'],
    when: (ctx, e) => {
      if (!isSummonOf(e, NORMAL_OR_SPECIAL) || !('card' in e) || !small(ctx, e.card)) return false;
      return ownSummonToo || !summonedByAnyone(ctx, NORMAL_OR_SPECIAL).includes(ctx.card);
    },
    condition: onFieldFaceUp,
    resolve: (ctx) => {
      if (!onFieldFaceUp(ctx)) return;
      ctx.destroy(summonedByAnyone(ctx, NORMAL_OR_SPECIAL).filter((c) => small(ctx, c)));
    },
  };
}

export default {
  passcode: '83986578',
  name: 'King Tiger Wanghu',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 1700,
  def: 1000,
  text: 'When 1 or more monsters with 1400 or less ATK are Normal or Special Summoned (not together with this card): destroy each of those monsters with 1400 or less ATK. This card must be face-up on the field when this activates and when it resolves.',
  effects: [destroySmallSummoned(false)],
  eras: {
    goat: {
      text: 'When 1 or more monsters with 1400 or less ATK are Normal or Special Summoned (even together with this card): destroy each of those monsters with 1400 or less ATK. This card must be face-up on the field when this activates and when it resolves.',
      effects: [destroySmallSummoned(true)],
    },
  },
} satisfies CardDefinition;
