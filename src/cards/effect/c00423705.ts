// Gearfried the Iron Knight
import type { CardDefinition } from '../../engine/card';
import type { Effect, EffectContext } from '../../engine/effects/types';
import type { DuelEvent } from '../../engine/state';

const equippedToThis = (ctx: EffectContext, e: DuelEvent): boolean => e.type === 'equipped' && e.to === ctx.card;
/** Destroys the Equip Card that was equipped, if it still equips this card. */
const destroyThatEquip = (ctx: EffectContext): void => {
  const e = ctx.triggeredBy;
  if (e?.type !== 'equipped') return;
  const still = ctx.duel.players.some((ps) => ps.spellTraps.some((s) => s?.card === e.card && s.equippedTo === ctx.card));
  if (still) ctx.destroy([e.card]);
};
const destroyEquip = (withoutChain: boolean): Effect => ({
  kind: 'trigger',
  ...(withoutChain && { withoutChain: true }),
  label: 'Destroy an Equip Card equipped to this card',
  declares: ['destroy'],
  when: equippedToThis,
  resolve: destroyThatEquip,
});

export default {
  passcode: '00423705',
  name: 'Gearfried the Iron Knight',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1800,
  def: 1600,
  text: 'When an Equip Card is equipped to this card: destroy that Equip Card.',
  // When an Equip Card(s) is equipped to this card: Destroy the Equip Card(s)
  effects: [destroyEquip(false)],
  eras: {
    goat: {
      // goat/c504700182.lua: a continuous effect on the equipping (EFFECT_TYPE_CONTINUOUS, EVENT_EQUIP), not a Trigger: no Chain.
      text: 'Each time an Equip Card is equipped to this card: destroy that Equip Card at once (not an activated effect, no Chain).',
      effects: [destroyEquip(true)],
    },
  },
} satisfies CardDefinition;
