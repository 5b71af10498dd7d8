// The End of Anubis
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '65403020',
  name: 'The End of Anubis',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 6,
  atk: 2500,
  def: 0,
  text: "While it stands face-up on the field, every effect of a Spell, Trap or monster that targets a card in a Graveyard, or that is activated in a Graveyard, is negated (it resolves doing nothing).",
  effects: [
    {
      // While this card is face-up on the field, all effects of Spell, Trap, and Monster Cards that target a card(s) in the
      // Graveyard or that activate in the Graveyard are negated. (official/c65403020.lua: asked as each Chain Link resolves.)
      kind: 'continuous',
      label: 'Effects that target a card in a Graveyard or activate in the Graveyard are negated',
      rules: [{ code: 'negatesGraveyardEffects', applies: () => true }],
    },
  ],
} satisfies CardDefinition;
