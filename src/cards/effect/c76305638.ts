// The Rock Spirit
import type { CardDefinition } from '../../engine/card';
import { banishOneFromGraveyard } from '../../engine/effects/library';

export default {
  passcode: '76305638',
  name: 'The Rock Spirit',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 4,
  atk: 1700,
  def: 1000,
  text: 'Cannot be Normal Summoned or Set. You can Special Summon this card from your hand by banishing 1 EARTH monster from your Graveyard. During your opponent\'s Battle Phase, this card gains 300 ATK.',
  summonProcedure: banishOneFromGraveyard('an EARTH monster', (_def, ctx, c) => ctx.hasAttribute(c, 'EARTH')),
  effects: [
    {
      // This card cannot be Normal Summoned or Set. It can only be Special Summoned by banishing 1 EARTH monster in your Graveyard.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // Increase the ATK of this monster by 300 points during your opponent's Battle Phase
      kind: 'continuous',
      label: '+300 ATK during your opponent\'s Battle Phase',
      modifiers: (ctx) => (ctx.phase() === 'battle' && ctx.duel.turnPlayer !== ctx.player ? [{ applies: (c) => c === ctx.card, atk: 300 }] : []),
    },
  ],
} satisfies CardDefinition;
