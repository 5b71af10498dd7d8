// Falling Down
import type { CardDefinition } from '../../engine/card';
import { equipToTakeControl, theirStandbyPhase } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** Whether its controller controls a face-up "Archfiend" card (a monster, Spell or Trap: ygopro's setcode 0x45, by name here). */
const archfiendOnYourField = (ctx: QueryContext): boolean =>
  [...ctx.monsters('mine'), ...ctx.spellTraps('mine')].some((c) => ctx.isFaceUp(c) && ctx.definition(c).name.includes('Archfiend'));

export default {
  passcode: '32919136',
  name: 'Falling Down',
  frame: 'spell',
  subtype: ['equip'],
  text: "Equip only to a face-up monster your opponent controls (target it): you take control of it while this card equips it. Destroy this card while you control no face-up \"Archfiend\" card. During each of your opponent's Standby Phases, you take 800 damage.",
  effects: [
    // Take control of 1 of your opponent's monsters that is equipped with this card; destroy this card if there is
    // no Archfiend card on your side of the field (EFFECT_SELF_DESTROY: checked once it applies).
    equipToTakeControl([{ code: 'destroysItself', applies: (ctx: QueryContext) => !archfiendOnYourField(ctx) }]),
    {
      // You take 800 damage during each of your opponent's Standby Phases (mandatory).
      kind: 'trigger',
      label: "You take 800 damage in your opponent's Standby Phase",
      declares: ['damage'],
      when: theirStandbyPhase,
      resolve: (ctx) => ctx.damage(ctx.player, 800),
    },
  ],
} satisfies CardDefinition;
