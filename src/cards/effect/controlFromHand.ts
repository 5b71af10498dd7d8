import { freeMonsterZones } from '../../engine/effects/library';
import type { Effect } from '../../engine/effects/types';

/**
 * Puppet Plant, Electric Virus: "Discard this card (from your hand); take control of 1 face-up <Type>
 * monster your opponent controls until the End Phase of this turn" (an Ignition Effect from the hand,
 * the monster targeted as it is activated).
 */
export function discardToTakeControl(name: string, types: readonly string[]): Effect {
  const what = `a face-up ${types.join(' or ')} monster your opponent controls`;
  return {
    kind: 'ignition',
    range: 'hand',
    label: `Discard ${name}: take control of ${what} until the End Phase`,
    declares: ['discard', 'changeControl'],
    condition: (ctx) => freeMonsterZones(ctx) > 0,
    cost: { can: () => true, pay: (ctx) => ctx.discard([ctx.card]) },
    targets: [{
      prompt: `Choose ${what}`,
      from: 'monsters',
      filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) && types.includes(ctx.definition(c).monsterType ?? ''),
    }],
    resolve: (ctx) => {
      const [target] = ctx.targets;
      if (target && ctx.controllerOf(target) === ctx.opponent && ctx.isFaceUp(target)) ctx.changeControl(target, true);
    },
  };
}
