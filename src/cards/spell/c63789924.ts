// Smoke Grenade of the Thief
import type { CardDefinition } from '../../engine/card';
import { destroyedByEffectWhileEquipping } from '../../engine/effects/library';

export default {
  passcode: '63789924',
  name: 'Smoke Grenade of the Thief',
  frame: 'spell',
  subtype: ['equip'],
  text: "Target 1 face-up monster and equip it with this card. If this card is destroyed by a card effect while it is equipped to a monster and sent to the Graveyard: look at your opponent's hand, choose 1 card in it, and discard it.",
  effects: [
    {
      // Equip Spell Card (any face-up monster).
      kind: 'activation',
      label: 'Equip to a face-up monster',
      declares: [],
      equipTo: () => true,
      targets: [{ prompt: 'Choose a face-up monster to equip', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        ctx.equip(target && ctx.isFaceUp(target) ? target : undefined);
      },
    },
    {
      // When this Equip Spell Card is active and is destroyed by a card effect, look at your opponent's hand.
      // Select 1 card from their hand and discard it to the Graveyard. (Mandatory: official/c63789924.lua.)
      kind: 'trigger',
      range: 'graveyard',
      label: "Look at your opponent's hand and discard 1 card from it",
      declares: ['discard'],
      when: destroyedByEffectWhileEquipping,
      resolve: (ctx) => {
        const theirs = ctx.hand('theirs');
        if (theirs.length === 0) return;
        ctx.reveal(theirs, ctx.player);
        ctx.discard([ctx.chooseCard(ctx.player, "Choose a card in your opponent's hand to discard", theirs)]);
      },
    },
  ],
} satisfies CardDefinition;
