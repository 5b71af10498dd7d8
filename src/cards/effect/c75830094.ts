// Horus the Black Flame Dragon LV4
import type { CardDefinition } from '../../engine/card';
import { levelUpAfterBattle } from '../../engine/effects/library';

export default {
  passcode: '75830094',
  name: 'Horus the Black Flame Dragon LV4',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Dragon',
  level: 4,
  atk: 1600,
  def: 1000,
  text:
    'No card can take control of this card. During the End Phase of a turn in which this card destroyed a monster by battle: you can send this face-up card to the Graveyard (cost) to Special Summon 1 "Horus the Black Flame Dragon LV6" from your hand or Deck.',
  effects: [
    {
      // Control of this card cannot switch
      kind: 'continuous',
      label: 'Control of it cannot switch',
      declares: ['restrict'],
      rules: [{ code: 'controlCannotSwitch' }],
    },
    // During the End Phase of a turn that this card destroyed a monster by battle, by sending this card to the Graveyard,
    // Special Summon 1 "Horus the Black Flame Dragon LV6" from your hand or Deck
    levelUpAfterBattle('Horus the Black Flame Dragon LV6'),
  ],
} satisfies CardDefinition;
