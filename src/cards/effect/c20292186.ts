// Artifact Scythe
import type { CardDefinition } from '../../engine/card';
import { isMyTurn, setAsSpellCard, summonWhenSetCardDestroyedInOpponentsTurn } from '../../engine/effects/library';

export default {
  passcode: '20292186',
  name: 'Artifact Scythe',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 5,
  atk: 2200,
  def: 900,
  text:
    "You can Set this card from your hand in your Spell & Trap Zone as a Spell Card. If this Set card is destroyed there during your opponent's turn and goes to your Graveyard: Special Summon it. If this card is Special Summoned during your opponent's turn: for the rest of this turn, your opponent cannot Special Summon monsters from the Extra Deck.",
  effects: [
    // You can Set this card from your hand to your Spell & Trap Zone as a Spell Card.
    setAsSpellCard(),
    // During your opponent's turn, when this Set card in the Spell & Trap Zone is destroyed and sent to your GY: Special Summon it.
    summonWhenSetCardDestroyedInOpponentsTurn(),
    {
      // If this card is Special Summoned during your opponent's turn: Your opponent cannot Special Summon monsters from the Extra Deck for the rest of this turn.
      kind: 'trigger',
      label: 'Your opponent cannot Special Summon monsters from the Extra Deck this turn',
      declares: [],
      when: (ctx, e) => e.type === 'specialSummoned' && e.card === ctx.card && !isMyTurn(ctx),
      resolve: (ctx) => ctx.applyRule('noSpecialSummonsOfKind', { player: ctx.opponent, key: 'extraDeck' }, 'thisTurn'),
    },
  ],
} satisfies CardDefinition;
