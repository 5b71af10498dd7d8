// Kycoo the Ghost Destroyer
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { inflictsBattleDamage } from '../../engine/effects/library';

export default {
  passcode: '88240808',
  name: 'Kycoo the Ghost Destroyer',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1800,
  def: 700,
  text: "When this card inflicts battle damage to your opponent: you can target 1 or 2 monsters in their Graveyard; banish them. While this card is face-up on the field, your opponent cannot banish cards from either player's Graveyard.",
  effects: [
    {
      // When this card inflicts battle damage to your opponent: You can target up to 2 monsters in their GY; banish those targets
      kind: 'trigger',
      optional: true,
      label: "Banish up to 2 monsters from your opponent's Graveyard",
      declares: ['banish'],
      when: inflictsBattleDamage(),
      targets: [{
        prompt: "Choose monsters in your opponent's Graveyard to banish",
        from: 'graveyard',
        upTo: 2,
        filter: (ctx, c) => ctx.graveyard('theirs').includes(c) && isMonster(ctx.definition(c)) && ctx.mayBanish(c),
      }],
      resolve: (ctx) => {
        const still = ctx.targets.filter((c) => ctx.graveyard('theirs').includes(c));
        if (still.length > 0) ctx.banish(still);
      },
    },
    {
      // Your opponent cannot banish cards from either player's GY
      kind: 'continuous',
      label: "Your opponent cannot banish cards from either Graveyard",
      declares: ['restrict'],
      rules: [{ code: 'cannotBanishFromGraveyard', applies: (ctx, player) => player === ctx.opponent }],
    },
  ],
} satisfies CardDefinition;
