// Elemental Mistress Doriado
import type { CardDefinition } from '../../engine/card';
import type { Attribute } from '../../engine/constants';

const ELEMENTS: readonly Attribute[] = ['WIND', 'WATER', 'FIRE', 'EARTH'];

/** A Ritual Monster: Ritual Summoned only by Doriado's Blessing (the Spell's module says how). */
export default {
  passcode: '99414168',
  name: 'Elemental Mistress Doriado',
  frame: 'ritual',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 3,
  atk: 1200,
  def: 1400,
  text: 'Ritual Summoned only with "Doriado\'s Blessing". While face-up on the field, it is also WIND, WATER, FIRE and EARTH.',
  listedNames: ["Doriado's Blessing"],
  effects: [
    {
      // The Attribute of this card is also treated as WIND, WATER, FIRE, and EARTH while it is face-up on the field
      // (official/c99414168.lua: an effect, so negated with the card's effects).
      kind: 'continuous',
      label: 'Also WIND, WATER, FIRE and EARTH',
      rules: [{ code: 'alsoAttribute', applies: (_ctx, attribute) => ELEMENTS.includes(attribute) }],
    },
  ],
  // GOAT (goat/c504700181.lua): it applies in the hand and the Graveyard too, cannot be negated ("it is also a condition"),
  // and never while another effect has changed its Attribute (to anything but LIGHT).
  eras: {
    goat: {
      text: 'Ritual Summoned only with "Doriado\'s Blessing". Its Attribute is also WIND, WATER, FIRE and EARTH, on the field, in the hand and in the Graveyard; not while an effect has changed its Attribute.',
      effects: [
        {
          kind: 'condition',
          label: 'Also WIND, WATER, FIRE and EARTH',
          rules: [{ code: 'alsoAttribute', applies: (ctx, attribute) => ELEMENTS.includes(attribute) && ctx.attributeOf(ctx.card) === 'LIGHT' }],
        },
      ],
    },
  },
} satisfies CardDefinition;
