// Ekibyo Drakmord
import type { CardDefinition } from '../../engine/card';
import type { QueryContext } from '../../engine/effects/types';

/** The monster this card equips (asked from the monsters' Equip Cards: a Trigger's context names none). */
const equipped = (ctx: QueryContext): string | null => ctx.monsters('all').find((m) => ctx.equipsOf(m).includes(ctx.card)) ?? null;

export default {
  passcode: '69954399',
  name: 'Ekibyo Drakmord',
  frame: 'spell',
  subtype: ['equip'],
  text: "Target a face-up monster and equip it with this card: that monster cannot attack. At the end of its controller's 2nd turn after the activation (counted on this card, 1 per End Phase of theirs), that monster is destroyed and this card goes back to its owner's hand.",
  effects: [
    {
      // Equip Spell: equip to a face-up monster.
      kind: 'activation',
      label: 'Equip to a monster: it cannot attack, and is destroyed at the end of its controller\'s 2nd turn',
      declares: ['restrict'],
      equipTo: () => true,
      targets: [{ prompt: 'Choose a face-up monster to equip', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        ctx.equip(target && ctx.isFaceUp(target) ? target : undefined);
      },
      // The equipped monster cannot attack.
      rules: [{ code: 'cannotAttack', applies: (ctx, monster) => monster === ctx.equippedTo }],
    },
    {
      // Destroy the equipped monster at the end of its controller's 2nd turn after this card is activated. At that time, this
      // card is returned to the owner's hand. (official/c69954399.lua: a turn counter on the card, raised in each End Phase of
      // the equipped monster's controller, the activation turn's too; played here with no Chain.)
      kind: 'trigger',
      withoutChain: true,
      label: "End Phase of the equipped monster's controller: count a turn; at the 2nd, destroy it and return this card to the hand",
      declares: ['destroy', 'toHand'],
      when: (ctx, e) => {
        const monster = equipped(ctx);
        return e.type === 'phaseEntered' && e.phase === 'end' && monster !== null && ctx.controllerOf(monster) === e.player;
      },
      resolve: (ctx) => {
        const monster = equipped(ctx);
        if (monster === null) return;
        if (ctx.counters(ctx.card) < 1) {
          ctx.changeCounters(ctx.card, 1);
          return;
        }
        if (ctx.destroy([monster]).length > 0) ctx.returnToHand([ctx.card]);
      },
    },
  ],
} satisfies CardDefinition;
