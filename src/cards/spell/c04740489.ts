// Magnet Field
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';
import { chooseSummonPosition } from '../../engine/effects/library';

/** A face-up Level 4 or lower EARTH Rock monster. */
const smallEarthRock = (ctx: EffectContext, c: string): boolean =>
  ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Rock' && ctx.hasAttribute(c, 'EARTH') && ctx.level(c) > 0 && ctx.level(c) <= 4;

/** A Level 4 or lower "Magnet Warrior" monster in your Graveyard that may be Special Summoned. */
const smallMagnetWarrior = (ctx: EffectContext, c: string): boolean => {
  const def = ctx.definition(c);
  return ctx.graveyard('mine').includes(c) && isMonster(def) && (def.level ?? 0) <= 4 && ctx.isOfArchetype(c, 'Magnet Warrior') && ctx.maySpecialSummonByEffect(c);
};

/**
 * At the end of the Damage Step: the opponent's monster that battled a face-up EARTH Rock monster you control and
 * is still on the field (not destroyed by that battle), or null.
 */
function survivorOf(ctx: EffectContext, e: DuelEvent): string | null {
  if (e.type !== 'battleEnded' || e.target === 'direct') return null;
  for (const [mine, theirs] of [[e.attacker, e.target], [e.target, e.attacker]] as const) {
    // Asked of the monsters' zones, not of where each is: a Token destroyed in that battle is nowhere now.
    if (!ctx.monsters('mine').includes(mine) || !ctx.isFaceUp(mine)) continue;
    if (ctx.definition(mine).monsterType !== 'Rock' || !ctx.hasAttribute(mine, 'EARTH')) continue;
    if (ctx.monsters('theirs').includes(theirs)) return theirs;
  }
  return null;
}

export default {
  passcode: '04740489',
  name: 'Magnet Field',
  frame: 'spell',
  subtype: ['field'],
  text: 'While you control a Level 4 or lower EARTH Rock monster: you can target 1 Level 4 or lower "Magnet Warrior" monster in your Graveyard; Special Summon it (this effect of "Magnet Field" once per turn). Once per turn, at the end of the Damage Step, if an EARTH Rock monster you control battled an opponent\'s monster that was not destroyed by that battle: you can return that monster to its owner\'s hand.',
  effects: [
    {
      // Activating the card itself: it stays face-up in the Field Zone
      kind: 'activation',
      label: 'Activate Magnet Field',
    },
    {
      // If you control a Level 4 or lower EARTH Rock-Type monster: You can target 1 Level 4 or lower "Magnet Warrior" monster in your Graveyard; Special Summon it. Once per turn by name.
      kind: 'ignition',
      label: 'Special Summon a Level 4 or lower "Magnet Warrior" monster from your Graveyard',
      declares: ['specialSummon'],
      oncePerTurn: 'name',
      condition: (ctx) => ctx.monsters('mine').some((c) => smallEarthRock(ctx, c)) && ctx.freeMonsterZones().length > 0,
      targets: [{ prompt: 'Choose a "Magnet Warrior" monster in your Graveyard', from: 'graveyard', filter: smallMagnetWarrior }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
    {
      // Once per turn, at the end of the Damage Step, when an EARTH Rock-Type monster you control battles an opponent's monster that was not destroyed by the battle: You can return that monster to the hand.
      kind: 'trigger',
      optional: true,
      oncePerTurn: 'card',
      label: "Return the opponent's monster that battled to the hand",
      declares: ['toHand'],
      when: (ctx, e) => survivorOf(ctx, e) !== null,
      resolve: (ctx) => {
        const e = ctx.link?.event ?? null;
        const monster = e ? survivorOf(ctx, e) : null;
        if (monster && ctx.controllerOf(monster) === ctx.opponent) ctx.returnToHand([monster]);
      },
    },
  ],
} satisfies CardDefinition;
