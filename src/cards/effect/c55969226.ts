// Blue Dragon Summoner
import type { CardDefinition } from '../../engine/card';
import { deckHas, searchDeck, sentFromFieldToGraveyard } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const TYPES = ['Dragon', 'Warrior', 'Spellcaster'];

/** A Dragon, Warrior or Spellcaster Normal Monster. */
const fits = (ctx: EffectContext, card: string): boolean => {
  const def = ctx.definition(card);
  return def.frame === 'normal' && TYPES.includes(def.monsterType ?? '');
};

export default {
  passcode: '55969226',
  name: 'Blue Dragon Summoner',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1500,
  def: 600,
  text: 'If this card is sent from the field to the Graveyard: you can add 1 Dragon, Warrior or Spellcaster Normal Monster from your Deck to your hand.',
  effects: [
    {
      // If this card is sent from the field to the GY: you can add 1 Dragon, Warrior or Spellcaster Normal Monster from your Deck to your hand
      kind: 'trigger',
      label: 'Add a Dragon, Warrior or Spellcaster Normal Monster from your Deck to your hand',
      declares: ['search'],
      optional: true,
      range: 'graveyard',
      when: sentFromFieldToGraveyard,
      // A Deck search needs a fitting card in the Deck to be activated.
      condition: (ctx) => deckHas(ctx, (c) => fits(ctx, c)),
      resolve: (ctx) => searchDeck(ctx, 'Choose a Normal Dragon, Warrior or Spellcaster to add to your hand', (c) => fits(ctx, c)),
    },
  ],
} satisfies CardDefinition;
