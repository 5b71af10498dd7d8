// Dark Paladin
import type { CardDefinition } from '../../engine/card';
import { discardOneCost, lastLinkCard, negateCardActivation } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** Face-up Dragon monsters on the field and Dragon monsters in either Graveyard. */
const dragons = (ctx: QueryContext): number =>
  ctx.monsters('all').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Dragon').length +
  ctx.graveyard('all').filter((c) => ctx.definition(c).monsterType === 'Dragon' && ctx.definition(c).frame !== 'spell' && ctx.definition(c).frame !== 'trap').length;

/** "When a Spell Card is activated: discard 1 card; negate the activation, and if you do, destroy it" (the Counter Traps' shape). */
const negateSpell = negateCardActivation(['spell'], discardOneCost('Dark Paladin'));

export default {
  passcode: '98502113',
  name: 'Dark Paladin',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 8,
  atk: 2900,
  def: 2400,
  text: '"Dark Magician" + "Buster Blader". Only a Fusion Summon can bring it out of the Extra Deck; once Fusion Summoned, effects may Special Summon it again. During either player\'s turn, when a Spell Card is activated: you can discard 1 card; negate the activation, and if you do, destroy that card. This card gains 500 ATK for each Dragon monster on the field and in either Graveyard.',
  // "Dark Magician" + "Buster Blader"; must be Fusion Summoned and cannot be Special Summoned by other ways
  materials: { kind: 'fusion', names: ['Dark Magician', 'Buster Blader'] },
  effects: [
    {
      // During either player's turn, when a Spell Card is activated: You can discard 1 card; negate the
      // activation, and if you do, destroy it. This card must be face-up on the field to activate and to resolve this effect.
      kind: 'quick',
      label: 'Discard a card: negate the activation of a Spell Card and destroy it',
      declares: ['negate', 'destroy', 'discard'],
      damageStep: true,
      condition: negateSpell.condition,
      cost: negateSpell.cost,
      affects: { destroy: lastLinkCard },
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) === ctx.player && ctx.isFaceUp(ctx.card)) negateSpell.resolve?.(ctx);
      },
    },
    {
      // This card gains 500 ATK for each Dragon monster on the field and in either player's GY
      kind: 'continuous',
      label: 'Gains 500 ATK for each Dragon on the field and in the Graveyards',
      modifiers: (ctx) => [{ applies: (c) => c === ctx.card, atk: 500 * dragons(ctx) }],
    },
    {
      // Must be Fusion Summoned and cannot be Special Summoned by other ways: not from the Extra
      // Deck but by a Fusion Summon; once Fusion Summoned, it may be revived (rulebook v9.1
      // "Special Summon with a Card's Effect").
      kind: 'condition',
      label: 'Must be Fusion Summoned',
      rules: [{ code: 'onlyByProcedure' }],
    },
  ],
} satisfies CardDefinition;
