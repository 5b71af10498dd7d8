// Attack the Moon!
import type { CardDefinition } from '../../engine/card';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

/**
 * The battle position of a Rock monster you control changed between Attack and Defense: changed by a player or an
 * effect (`positionChanged`), Flip Summoned (face-down Defense to Attack), or turned face-down from Attack Position.
 * A monster flipped face-up in Defense Position by an attack stays in Defense Position: not a change.
 */
const rockChangedPosition = (ctx: EffectContext, e: DuelEvent): boolean => {
  const card = e.type === 'positionChanged' || (e.type === 'summoned' && e.how === 'flip') || (e.type === 'flippedFaceDown' && e.fromAttack === true) ? e.card : null;
  return card !== null && ctx.controllerOf(card) === ctx.player && ctx.definition(card).monsterType === 'Rock';
};

export default {
  passcode: '83715234',
  name: 'Attack the Moon!',
  frame: 'spell',
  subtype: ['continuous'],
  text: "Once per turn, when a Rock monster you control changes its battle position: you can target 1 Spell or Trap Card your opponent controls; destroy it.",
  effects: [
    {
      // Activating the card itself: it stays face-up on the field
      kind: 'activation',
      label: 'Activate Attack the Moon!',
    },
    {
      // Once per turn, when the battle position of a Rock-Type monster you control is changed: You can target 1 Spell/Trap Card your opponent controls; destroy that target.
      kind: 'trigger',
      optional: true,
      oncePerTurn: 'card',
      label: "Destroy 1 Spell or Trap Card your opponent controls",
      declares: ['destroy'],
      when: rockChangedPosition,
      targets: [{ prompt: 'Choose a Spell or Trap Card your opponent controls to destroy', from: 'spellTraps', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
