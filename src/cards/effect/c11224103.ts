// Horus the Black Flame Dragon LV6
import type { CardDefinition } from '../../engine/card';
import { levelUpAfterBattle } from '../../engine/effects/library';

export default {
  passcode: '11224103',
  name: 'Horus the Black Flame Dragon LV6',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Dragon',
  level: 6,
  atk: 2300,
  def: 1600,
  text:
    'Spell effects do nothing to this card. During the End Phase of a turn in which this card destroyed a monster by battle: you can send this face-up card to the Graveyard (cost) to Special Summon 1 "Horus the Black Flame Dragon LV8" from your hand or Deck.',
  effects: [
    {
      // This card is unaffected by Spell effects
      kind: 'continuous',
      label: 'Unaffected by Spell effects',
      rules: [{ code: 'unaffectedBy', applies: (_ctx, effect) => effect.kind === 'spell' }],
    },
    // During the End Phase, if this card destroyed a monster by battle this turn: You can send this face-up card to the
    // Graveyard; Special Summon 1 "Horus the Black Flame Dragon LV8" from your hand or Deck (LV8 "cannot be Special
    // Summoned except by the effect of" this card: this Summon is its proper one)
    levelUpAfterBattle('Horus the Black Flame Dragon LV8', { properly: true }),
  ],
} satisfies CardDefinition;
