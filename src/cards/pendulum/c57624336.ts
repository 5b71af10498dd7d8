// Archfiend Eccentrick
import type { CardDefinition } from '../../engine/card';
import { inPendulumZone, tributeSelfCost } from '../../engine/effects/library';

export default {
  passcode: '57624336',
  name: 'Archfiend Eccentrick',
  frame: 'pendulum',
  subtype: ['effect'],
  attribute: 'LIGHT',
  monsterType: 'Fiend',
  level: 3,
  scale: 7,
  atk: 800,
  def: 1000,
  text:
    'Pendulum Effect: you can target 1 other Spell or Trap Card on the field; destroy that card and this card. This Pendulum Effect of "Archfiend Eccentrick" can be used only once per turn. Monster Effect: you can Tribute this card (cost) to target 1 monster on the field; destroy it. This monster effect of "Archfiend Eccentrick" can be used only once per turn.',
  effects: [
    {
      // Pendulum Effect: You can target 1 other Spell/Trap Card on the field; destroy both it and this card. Once per turn.
      kind: 'ignition',
      key: 'destroySpellTrapAndItself',
      label: 'Destroy 1 other Spell or Trap Card on the field and this card',
      declares: ['destroy'],
      range: 'pendulumZone',
      oncePerTurn: 'name',
      targets: [{ prompt: 'Choose another Spell or Trap Card on the field', from: 'spellTraps', other: true, filter: (ctx, c) => c !== ctx.card }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // Both together, only while this card is still in its Pendulum Zone and the target still on the field.
        if (target === undefined || !inPendulumZone(ctx, ctx.card) || ctx.controllerOf(target) === null) return;
        ctx.destroy([target, ctx.card]);
      },
    },
    {
      // Monster Effect: You can Tribute this card, then target 1 monster on the field; destroy it. Once per turn.
      kind: 'ignition',
      key: 'tributeToDestroyMonster',
      label: 'Tribute this card: destroy 1 monster on the field',
      declares: ['destroy'],
      oncePerTurn: 'name',
      cost: tributeSelfCost((ctx) => ctx.monsters('all').some((m) => m !== ctx.card)),
      targets: [{ prompt: 'Choose a monster on the field to destroy', from: 'monsters', other: true }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.controllerOf(target) !== null) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
