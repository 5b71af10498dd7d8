// Spellbook Magician of Prophecy
import type { CardDefinition } from '../../engine/card';
import { isSummonOf, searchFor } from '../../engine/effects/library';

export default {
  passcode: '14824019',
  name: 'Spellbook Magician of Prophecy',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Spellcaster',
  level: 2,
  atk: 500,
  def: 400,
  text: 'When this card is Normal Summoned or turned face-up (Flip Summoned or flipped): add 1 "Spellbook" Spell Card from your Deck to your hand (mandatory).',
  effects: [
    {
      // When this card is Normal Summoned or flipped face-up: Add 1 "Spellbook" Spell Card from your Deck to your hand
      kind: 'trigger',
      label: 'Add a "Spellbook" Spell from your Deck to your hand',
      declares: ['search', 'toHand'],
      when: (ctx, e) => (isSummonOf(e, ['normal', 'tribute', 'flip']) || e.type === 'flippedFaceUp') && 'card' in e && e.card === ctx.card,
      ...searchFor('a "Spellbook" Spell Card', (def) => def.frame === 'spell' && def.name.includes('Spellbook')),
    },
  ],
} satisfies CardDefinition;
