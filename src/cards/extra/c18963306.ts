// Galaxy-Eyes Cipher Dragon
import type { CardDefinition } from '../../engine/card';
import { detachCost, freeMonsterZones } from '../../engine/effects/library';

const NAME = 'Galaxy-Eyes Cipher Dragon';

export default {
  passcode: '18963306',
  name: NAME,
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 8,
  atk: 3000,
  def: 2500,
  text: '2 Level 8 monsters. Once per turn: you can detach 1 Xyz Material from this card and target 1 face-up monster your opponent controls; for the rest of this turn your other monsters cannot attack directly, and you take control of the target until the End Phase, its effects negated, its ATK 3000 and its name "Galaxy-Eyes Cipher Dragon".',
  // 2 Level 8 monsters
  materials: { kind: 'xyz', level: 8, count: 2 },
  effects: [
    {
      // Once per turn: You can detach 1 Xyz Material from this card, then target 1 face-up monster your opponent controls;
      // other monsters you control cannot attack directly for the rest of this turn, also take control of that target
      // until the End Phase, but its effects are negated, its ATK becomes 3000, and its name becomes "Galaxy-Eyes Cipher Dragon".
      kind: 'ignition',
      label: "Detach 1 Xyz Material: take control of 1 of your opponent's face-up monsters until the End Phase",
      declares: ['changeControl', 'restrict', 'negate', 'modifyStats'],
      oncePerTurn: 'card',
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      cost: detachCost(1),
      targets: [{ prompt: 'Choose a face-up monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        // The lock applies whatever becomes of the target (its script registers it first).
        ctx.applyRule('othersCannotAttackDirectly', { player: ctx.player, key: ctx.card }, 'thisTurn');
        const [target] = ctx.targets;
        if (target === undefined || ctx.controllerOf(target) !== ctx.opponent || !ctx.isFaceUp(target)) return;
        if (!ctx.changeControl(target, true)) return;
        ctx.negateEffectsUntilEndOfTurn(target);
        ctx.modifyUntilEndOfTurn(target, { atk: 3000 - ctx.atk(target) });
        ctx.applyRule('nameChangedTo', { player: ctx.player, card: target, key: NAME }, 'untilEndPhase');
      },
    },
  ],
} satisfies CardDefinition;
