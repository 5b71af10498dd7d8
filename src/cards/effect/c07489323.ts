// Milus Radiant
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '07489323',
  name: 'Milus Radiant',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 1,
  atk: 300,
  def: 250,
  text: 'While this card is face-up on the field, every EARTH monster on the field gains 500 ATK and every WIND monster on the field loses 400 ATK.',
  effects: [
    {
      // While this card is face-up on the field: all EARTH monsters on the field gain 500 ATK; all WIND monsters lose 400 ATK
      kind: 'continuous',
      label: 'EARTH monsters +500 ATK, WIND monsters -400 ATK',
      modifiers: (ctx) => [
        { applies: (c) => ctx.controllerOf(c) !== null && ctx.hasAttribute(c, 'EARTH'), atk: 500 },
        { applies: (c) => ctx.controllerOf(c) !== null && ctx.hasAttribute(c, 'WIND'), atk: -400 },
      ],
    },
  ],
} satisfies CardDefinition;
