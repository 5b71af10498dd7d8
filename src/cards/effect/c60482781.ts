// Mystic Swordsman LV6
import type { CardDefinition } from '../../engine/card';
import { destroyDefenderAtDamageStepStart } from '../../engine/effects/library';

export default {
  passcode: '60482781',
  name: 'Mystic Swordsman LV6',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 6,
  atk: 2300,
  def: 1700,
  text: "This card's Normal Summon can only be a Set (face-down Defense Position). If this card attacks a face-down Defense Position monster, at the start of the Damage Step: destroy that monster (it is not flipped face-up, and there is no damage calculation); if your opponent owns it, you can put it on top of their Deck instead of the Graveyard.",
  effects: [
    {
      // If you Normal Summon this card, you must place it in face-down Defense Position
      kind: 'condition',
      label: 'Its Normal Summon can only be a Set',
      rules: [{ code: 'normalSummonOnlySet' }],
    },
    // If this card attacks a face-down Defense Position monster, destroy it without flipping it or damage calculation;
    // you can return the destroyed monster to the top of its owner's Deck instead of sending it to the Graveyard
    destroyDefenderAtDamageStepStart(false, { mayReturnToDeckTop: true }),
  ],
} satisfies CardDefinition;
