// Ring of Magnetism
import type { CardDefinition } from '../../engine/card';
import type { CardId } from '../../engine/state';
import type { ActivationEffect, EffectContext } from '../../engine/effects/types';

const mine = (ctx: EffectContext, monster: CardId): boolean => ctx.isFaceUp(monster) && ctx.controllerOf(monster) === ctx.player;

/**
 * Its activation and what it applies while it equips; `goat`: "Equip only to a monster you control" that this card
 * affects (goat/c504700030.lua's equip limit: on a monster unaffected by it, it cannot stay equipped).
 */
const ring = (goat: boolean): ActivationEffect => ({
  // Equip only to a monster you control. It loses 500 ATK/DEF. Your opponent's monsters must attack
  // the equipped monster if able
  kind: 'activation',
  label: 'Equip to a monster you control: -500 ATK/DEF; it must be attacked',
  declares: ['modifyStats'],
  equipTo: (ctx, monster) => ctx.controllerOf(monster) === ctx.player && (!goat || !ctx.unaffectedByThis(monster)),
  targets: [{ prompt: 'Choose a monster you control to equip', from: 'monsters', filter: mine }],
  resolve: (ctx) => {
    const [target] = ctx.targets;
    ctx.equip(target && mine(ctx, target) ? target : undefined);
  },
  modifiers: (ctx) => (ctx.equippedTo ? [{ applies: (c) => c === ctx.equippedTo, atk: -500, def: -500 }] : []),
  rules: [{ code: 'mustBeAttacked', applies: (ctx, monster) => monster === ctx.equippedTo }],
});

export default {
  passcode: '20436034',
  name: 'Ring of Magnetism',
  frame: 'spell',
  subtype: ['equip'],
  text: "Equip only to a monster you control: target 1 face-up monster you control and equip this card to it. It loses 500 ATK and DEF, and while it is on the field your opponent's monsters must attack it if they attack.",
  effects: [ring(false)],
  eras: {
    goat: {
      text: "Equip only to a monster you control that this card affects: target 1 face-up monster you control and equip this card to it. It loses 500 ATK and DEF, and while it is on the field your opponent's monsters must attack it if they attack.",
      effects: [ring(true)],
    },
  },
} satisfies CardDefinition;
