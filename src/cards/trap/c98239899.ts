// Blast with Chain
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '98239899',
  name: 'Blast with Chain',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Target 1 face-up monster you control; this card becomes an Equip Card equipped to it, and it gains 500 ATK. If this card is destroyed by a card effect while it is equipped and sent to the Graveyard: target 1 card on the field; destroy it.',
  effects: [
    {
      // Target 1 face-up monster you control; equip this card to that target. It gains 500 ATK
      kind: 'activation',
      label: 'Equip this card to a face-up monster you control: +500 ATK',
      declares: ['modifyStats'],
      damageStep: true,
      equipTo: (ctx, monster) => ctx.controllerOf(monster) === ctx.player,
      targets: [{ prompt: 'Choose a face-up monster you control to equip', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) && ctx.controllerOf(c) === ctx.player }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // The monster gone or turned face-down: nothing to equip, and the Trap goes to the Graveyard.
        ctx.equip(target && ctx.isFaceUp(target) && ctx.controllerOf(target) === ctx.player ? target : undefined);
      },
      modifiers: (ctx) => (ctx.equippedTo ? [{ applies: (c) => c === ctx.equippedTo, atk: 500 }] : []),
    },
    {
      // When this card is destroyed by a card effect while equipped: target 1 card on the field; destroy that target
      kind: 'trigger',
      label: 'Destroy 1 card on the field',
      declares: ['destroy'],
      range: 'graveyard',
      when: (ctx, e) =>
        e.type === 'destroyed' && e.card === ctx.card && e.by !== undefined &&
        ctx.duel.events.some((l) => l.type === 'linkEnded' && l.card === ctx.card),
      targets: [{ prompt: 'Choose a card on the field to destroy', from: 'field' }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;
