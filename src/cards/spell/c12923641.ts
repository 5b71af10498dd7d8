// Swords of Concealing Light
import type { CardDefinition } from '../../engine/card';
import type { Effect, EffectContext } from '../../engine/effects/types';

/** The opponent's monsters as the card is activated: the ones its resolution changes (kept with the Chain Link). */
const theirMonstersNow = (ctx: EffectContext): string[] => ctx.monsters('theirs');

/** Those of them the opponent still controls as it resolves. */
const stillTheirs = (ctx: EffectContext): string[] =>
  (ctx.link?.affects?.position ?? []).filter((c) => ctx.controllerOf(c) === ctx.opponent);

/**
 * The activation: changes the monsters to face-down Defense Position (`tokens`: what a Token, which is
 * never face-down, does), and sets the card to be destroyed in its controller's 2nd Standby Phase.
 */
const activation = (tokens: 'untouched' | 'faceUpDefense'): Effect => ({
  // When this card resolves, all monsters your opponent controlled when this card was activated are changed to face-down Defense Position.
  // Destroy this card during your 2nd Standby Phase after activation.
  kind: 'activation',
  label: "Change your opponent's monsters to face-down Defense Position",
  declares: ['position', 'restrict'],
  affects: { position: theirMonstersNow },
  resolve: (ctx) => {
    for (const monster of stillTheirs(ctx)) {
      if (ctx.definition(monster).frame === 'token') {
        if (tokens === 'faceUpDefense') ctx.setPosition(monster, 'defense', true);
        continue;
      }
      if (ctx.isFaceUp(monster)) ctx.setPosition(monster, 'defense', false);
    }
    ctx.applyRule('destroyedInStandbyPhase', { player: ctx.player, card: ctx.card }, { turnsOf: ctx.player, count: 2 });
  },
});

/** Monsters your opponent controls cannot change their battle positions. */
const positionLock: Effect = {
  kind: 'continuous',
  label: "Your opponent's monsters cannot change their battle positions",
  rules: [{ code: 'cannotChangePosition', applies: (ctx, monster) => ctx.controllerOf(monster) === ctx.opponent }],
};

export default {
  passcode: '12923641',
  name: 'Swords of Concealing Light',
  frame: 'spell',
  subtype: ['continuous'],
  text: "As it resolves, every monster your opponent controlled when it was activated is turned face-down in Defense Position (a Token stays as it is). While it stays face-up, your opponent's monsters cannot change their battle positions. It is destroyed in your second Standby Phase after its activation.",
  effects: [activation('untouched'), positionLock],
  // GOAT (goat/c504700018.lua, "Affects tokens as well, they're changed to faceup defense"): a Token is changed to face-up Defense Position.
  eras: {
    goat: {
      text: "As it resolves, every monster your opponent controlled when it was activated is turned face-down in Defense Position (a Token: face-up Defense Position). While it stays face-up, your opponent's monsters cannot change their battle positions. It is destroyed in your second Standby Phase after its activation.",
      effects: [activation('faceUpDefense'), positionLock],
    },
  },
} satisfies CardDefinition;
