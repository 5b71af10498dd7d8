// Falling Down
import type { CardDefinition } from '../../engine/card';
import { equipToTakeControl, theirStandbyPhase } from '../../engine/effects/library';
import type { Effect, QueryContext } from '../../engine/effects/types';

/** Whether its controller controls a face-up "Archfiend" card (a monster, Spell or Trap: ygopro's setcode 0x45, by name here). */
const archfiendOnYourField = (ctx: QueryContext): boolean =>
  [...ctx.monsters('mine'), ...ctx.spellTraps('mine')].some((c) => ctx.isFaceUp(c) && ctx.definition(c).name.includes('Archfiend'));

/** The monster this card equips, if any. */
const equipped = (ctx: QueryContext): string | undefined => ctx.monsters().find((m) => ctx.equipsOf(m).includes(ctx.card));

/** "You take 800 damage during each of your opponent's Standby Phases"; `goat`: not while the equipped monster is unaffected by this card (goat/c504700056.lua). */
const standbyDamage = (goat: boolean): Effect => ({
  // You take 800 damage during each of your opponent's Standby Phases (mandatory).
  kind: 'trigger',
  label: "You take 800 damage in your opponent's Standby Phase",
  declares: ['damage'],
  when: theirStandbyPhase,
  ...(goat ? { condition: (ctx) => { const m = equipped(ctx); return m === undefined || !ctx.unaffectedByThis(m); } } : {}),
  resolve: (ctx) => ctx.damage(ctx.player, 800),
});

const controlEffect = equipToTakeControl([{ code: 'destroysItself', applies: (ctx: QueryContext) => !archfiendOnYourField(ctx) }]);

export default {
  passcode: '32919136',
  name: 'Falling Down',
  frame: 'spell',
  subtype: ['equip'],
  text: "Equip only to a face-up monster your opponent controls (target it): you take control of it while this card equips it. Destroy this card while you control no face-up \"Archfiend\" card. During each of your opponent's Standby Phases, you take 800 damage.",
  effects: [
    // Take control of 1 of your opponent's monsters that is equipped with this card; destroy this card if there is
    // no Archfiend card on your side of the field (EFFECT_SELF_DESTROY: checked once it applies).
    controlEffect,
    standbyDamage(false),
  ],
  eras: {
    goat: {
      text: "Equip only to a face-up monster your opponent controls (target it): you take control of it while this card equips it. Destroy this card while you control no face-up \"Archfiend\" card. During each of your opponent's Standby Phases, you take 800 damage, unless the equipped monster is unaffected by this card.",
      effects: [controlEffect, standbyDamage(true)],
    },
  },
} satisfies CardDefinition;
