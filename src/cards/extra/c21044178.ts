// Abyss Dweller
import type { CardDefinition } from '../../engine/card';
import { detachCost } from '../../engine/effects/library';

export default {
  passcode: '21044178',
  name: 'Abyss Dweller',
  frame: 'xyz',
  attribute: 'WATER',
  monsterType: 'Sea Serpent',
  level: 4,
  atk: 1700,
  def: 1400,
  text: '2 Level 4 monsters. While one of its Xyz Materials is a card whose original Attribute is WATER, the WATER monsters you control gain 500 ATK. Once per turn, in either player\'s turn (Quick Effect): you can detach 1 Xyz Material from this card; for the rest of this turn, your opponent cannot activate the effects of cards in their Graveyard.',
  // 2 Level 4 monsters
  materials: { kind: 'xyz', level: 4, count: 2 },
  effects: [
    {
      // While this card has an Xyz Material attached that was originally WATER, all WATER monsters you control gain 500 ATK
      kind: 'continuous',
      label: 'Your WATER monsters +500 ATK while it has an originally WATER Xyz Material',
      modifiers: (ctx) =>
        ctx.materialsOf(ctx.card).some((m) => ctx.definition(m).attribute === 'WATER')
          ? [{ applies: (c) => ctx.controllerOf(c) === ctx.player && ctx.hasAttribute(c, 'WATER'), atk: 500 }]
          : [],
    },
    {
      // Once per turn, during either player's turn: You can detach 1 Xyz Material from this card; any card effects
      // that activate in your opponent's Graveyard cannot be activated this turn
      kind: 'quick',
      label: "Detach 1 Xyz Material: your opponent cannot activate effects in their Graveyard this turn",
      declares: ['restrict'],
      oncePerTurn: 'card',
      cost: detachCost(1),
      resolve: (ctx) => ctx.applyRule('noGraveyardActivations', { player: ctx.opponent }, 'thisTurn'),
    },
  ],
} satisfies CardDefinition;
