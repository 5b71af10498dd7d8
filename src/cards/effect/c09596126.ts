// Chaos Sorcerer
import type { CardDefinition } from '../../engine/card';
import { attackedThisTurn, banishLightAndDarkFromGraveyard } from '../../engine/effects/library';

export default {
  passcode: '09596126',
  name: 'Chaos Sorcerer',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 6,
  atk: 2300,
  def: 2000,
  text: "Cannot be Normal Summoned or Set. You can Special Summon this card from your hand by banishing 1 LIGHT and 1 DARK monster from your Graveyard. Once per turn: you can target 1 face-up monster on the field; banish it, and this card cannot attack this turn.",
  summonProcedure: banishLightAndDarkFromGraveyard,
  effects: [
    {
      // Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by banishing 1 LIGHT and 1 DARK monster from your Graveyard.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // Once per turn: You can target 1 face-up monster on the field; banish that target. This card cannot attack the turn you activate this effect.
      kind: 'ignition',
      label: 'Banish 1 face-up monster on the field (this card cannot attack this turn)',
      declares: ['banish'],
      oncePerTurn: 'card',
      // It cannot attack the turn this is activated: so not once it has attacked.
      condition: (ctx) => !attackedThisTurn(ctx, ctx.card),
      targets: [{ prompt: 'Choose a face-up monster to banish', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      cost: { can: () => true, pay: (ctx) => ctx.applyRule('cannotAttack', { player: ctx.player, card: ctx.card }, 'thisTurn') },
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.banish([target]);
      },
    },
  ],
} satisfies CardDefinition;
