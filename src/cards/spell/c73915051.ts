// Scapegoat
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '73915051',
  name: 'Scapegoat',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Activate only if you have not Summoned this turn; you cannot Summon (you can Set) for the rest of this turn. Special Summon 4 "Sheep Token" (Beast, EARTH, Level 1, 0 ATK, 0 DEF) in Defense Position; they cannot be Tributed for a Tribute Summon.',
  effects: [
    {
      // Special Summon 4 "Sheep Tokens" in Defense Position; they cannot be Tributed for a Tribute Summon
      // (a flag on the Token). You cannot Summon other monsters the turn you activate this card (you can
      // Normal Set): so not after a Summon, and the lock comes with the activation, even if it is negated.
      kind: 'activation',
      label: 'Special Summon 4 Sheep Tokens in Defense Position',
      declares: ['token', 'specialSummon', 'restrict'],
      condition: (ctx) => ctx.thisTurn('summoned', ctx.player).length === 0 && freeMonsterZones(ctx) >= 4,
      cost: { can: () => true, pay: (ctx) => ctx.applyRule('noSummons', { player: ctx.player }, 'thisTurn') },
      resolve: (ctx) => {
        if (freeMonsterZones(ctx) < 4) return;
        for (let i = 0; i < 4; i++) ctx.createToken('Sheep Token', ctx.player, 'defense');
      },
    },
  ],
} satisfies CardDefinition;
