// Toon Gemini Elf
import type { CardDefinition } from '../../engine/card';
import { discardRandomFromOpponentHand, inflictsBattleDamageToOpponent } from '../../engine/effects/library';
import { toonRules } from '../../engine/effects/toons';

export default {
  passcode: '42386471',
  name: 'Toon Gemini Elf',
  frame: 'effect',
  subtype: ['toon'],
  attribute: 'EARTH',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1900,
  def: 900,
  text:
    'It cannot attack the turn it is Normal, Flip or Special Summoned. If a "Toon World" on the field is destroyed, destroy this card. While you control a face-up "Toon World" and your opponent controls no face-up Toon monster, it can attack directly. When it inflicts battle damage to your opponent: they discard 1 random card from their hand.',
  effects: [
    ...toonRules({ directNeedsToonWorld: true }),
    {
      // When this card inflicts battle damage to your opponent: Discard 1 random card from your opponent's hand.
      // Mandatory, as the 2016 text and the GOAT script (goat/c504700183.lua) have it.
      kind: 'trigger',
      label: "Discard 1 random card from your opponent's hand",
      declares: ['discard'],
      discards: 'theirs',
      when: inflictsBattleDamageToOpponent,
      resolve: discardRandomFromOpponentHand,
    },
  ],
} satisfies CardDefinition;
