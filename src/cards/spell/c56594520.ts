// Gaia Power
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '56594520',
  name: 'Gaia Power',
  frame: 'spell',
  subtype: ['field'],
  text: 'Field Spell: every face-up EARTH monster on the field (either side) gains 500 ATK and loses 400 DEF.',
  effects: [
    {
      // All EARTH monsters gain 500 ATK and lose 400 DEF
      kind: 'activation',
      label: 'EARTH monsters: +500 ATK, -400 DEF',
      declares: ['modifyStats'],
      modifiers: (ctx) => [{ applies: (c) => ctx.controllerOf(c) !== null && ctx.isFaceUp(c) && ctx.hasAttribute(c, 'EARTH'), atk: 500, def: -400 }],
    },
  ],
} satisfies CardDefinition;
