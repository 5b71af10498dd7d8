// Artifact Lancea
import type { CardDefinition } from '../../engine/card';
import type { Effect } from '../../engine/effects/types';
import { isMyTurn, setAsSpellCard, summonWhenSetCardDestroyedInOpponentsTurn } from '../../engine/effects/library';

/**
 * During your opponent's turn (Quick Effect): you can Tribute this card from your hand or face-up from your side
 * of the field; neither player can banish cards for the rest of this turn (rule code `noBanishing`, both players).
 * One Quick Effect per place it is Tributed from.
 */
const noBanishing = (range: 'hand' | 'field'): Effect => ({
  kind: 'quick',
  range,
  key: range === 'hand' ? 'noBanishingFromHand' : 'noBanishingFromField',
  label: `Tribute this card from your ${range === 'hand' ? 'hand' : 'field'}: neither player can banish cards this turn`,
  declares: [],
  condition: (ctx) => !isMyTurn(ctx),
  cost: { can: (ctx) => ctx.mayBeTributed(ctx.card), pay: (ctx) => ctx.tribute([ctx.card]) },
  resolve: (ctx) => {
    for (const player of [ctx.player, ctx.opponent]) ctx.applyRule('noBanishing', { player }, 'thisTurn');
  },
});

export default {
  passcode: '34267821',
  name: 'Artifact Lancea',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 5,
  atk: 1700,
  def: 2300,
  text:
    "You can Set this card from your hand in your Spell & Trap Zone as a Spell Card. If this Set card is destroyed there during your opponent's turn and goes to your Graveyard: Special Summon it. During your opponent's turn (Quick Effect): you can Tribute this card from your hand or face-up from your field; for the rest of this turn, neither player can banish cards.",
  effects: [
    // You can Set this card from your hand to your Spell & Trap Zone as a Spell Card.
    setAsSpellCard(),
    // During your opponent's turn, if this Set card in the Spell & Trap Zone is destroyed and sent to your GY: Special Summon it.
    summonWhenSetCardDestroyedInOpponentsTurn(),
    // During your opponent's turn (Quick Effect): You can Tribute this card from your hand or face-up from your side of the field; neither player can banish cards for the rest of this turn.
    noBanishing('hand'),
    noBanishing('field'),
  ],
} satisfies CardDefinition;
