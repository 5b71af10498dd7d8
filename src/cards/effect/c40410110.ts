// Homunculus the Alchemic Being
import type { CardDefinition } from '../../engine/card';
import { ATTRIBUTES } from '../../engine/constants';

export default {
  passcode: '40410110',
  name: 'Homunculus the Alchemic Being',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Plant',
  level: 4,
  atk: 1800,
  def: 1600,
  text: 'Once per turn: you can change the Attribute of this card to another one.',
  effects: [
    {
      // Once per turn: You can change the Attribute of this card (to another Attribute, chosen as it resolves: ygopro's
      // AnnounceAnotherAttribute); it lasts while this card stays face-up on the field (ctx.changeAttribute).
      kind: 'ignition',
      label: 'Change the Attribute of this card',
      declares: [],
      oncePerTurn: 'card',
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) !== ctx.player || !ctx.isFaceUp(ctx.card)) return;
        const now = ctx.attributeOf(ctx.card);
        const attribute = ctx.chooseOption(ctx.player, 'Choose the Attribute this card becomes', ATTRIBUTES.filter((a) => a !== now));
        ctx.changeAttribute(ctx.card, attribute);
      },
    },
  ],
} satisfies CardDefinition;
