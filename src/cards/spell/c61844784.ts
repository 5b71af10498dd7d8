// Magic Reflector
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '61844784',
  name: 'Magic Reflector',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 other face-up Spell Card you control and place 1 Counter on it. The first time that card would be destroyed by a card effect, remove the Counter from it instead.',
  effects: [
    {
      // Select 1 Spell Card that remains face-up on your side of the field and put 1 counter on it.
      // If the selected card would be destroyed, the counter is removed instead.
      kind: 'activation',
      label: 'Place a counter on a face-up Spell Card you control, removed instead of its destruction',
      declares: ['counter'],
      targets: [
        {
          prompt: 'Choose a face-up Spell Card you control',
          // A Spell & Trap Zone or the Field Zone (ygopro's LOCATION_SZONE): `frame` leaves out the monsters.
          from: 'field',
          other: true,
          filter: (ctx, card) => ctx.isFaceUp(card) && ctx.controllerOf(card) === ctx.player && ctx.definition(card).frame === 'spell',
        },
      ],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target === undefined || !ctx.isFaceUp(target)) return;
        ctx.changeCounters(target, 1);
        // Lasts while the card stays on the field (rules about a card are forgotten as it leaves), used up with its counter.
        ctx.applyRule('counterRemovedInstead', { player: ctx.player, card: target }, 'duel');
      },
    },
  ],
} satisfies CardDefinition;
