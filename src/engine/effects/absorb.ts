import { isMonster, isTrapMonster } from '../card';
import type { CardId } from '../state';
import type { Effect, QueryContext } from './types';

/**
 * Relinquished and Thousand-Eyes Restrict share two clauses, word for word in their 2016 texts:
 * "Once per turn: you can target 1 monster your opponent controls; take control of it and equip it to
 * this card (only 1 at a time)" and "This card's ATK and DEF are those of the monster equipped to it; if
 * this card would be destroyed by battle, that monster is destroyed in its place" (ygopro writes them
 * once per card the same way: `c64631466.lua`, `c63519819.lua`).
 */

/** The monster this card has equipped to itself by its effect (an Equip Card in a Spell & Trap Zone), if any: a Trap Monster taken keeps its monster facts (the GOAT script's reading). */
export const absorbedMonster = (ctx: QueryContext): CardId | null =>
  ctx.equipsOf(ctx.card).find((c) => isMonster(ctx.definition(c)) || isTrapMonster(ctx.definition(c))) ?? null;

/** "Once per turn: you can target 1 monster your opponent controls; take control of it and equip it to this card (only 1 at a time)." */
export function absorbOpponentMonster(): Effect {
  return {
    kind: 'ignition',
    label: 'Equip 1 monster your opponent controls to this card',
    declares: ['changeControl'],
    oncePerTurn: 'card',
    condition: (ctx) => absorbedMonster(ctx) === null && ctx.freeSpellTrapZones().length > 0,
    targets: [{ prompt: 'Choose a monster your opponent controls to equip to this card', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
    resolve: (ctx) => {
      const [target] = ctx.targets;
      if (target && absorbedMonster(ctx) === null) ctx.equipMonsterToThis(target);
    },
  };
}

/** "This card's ATK and DEF are those of the monster equipped to it; if this card would be destroyed by battle, that monster is destroyed in its place." */
export function takesAbsorbedStats(): Effect {
  return {
    kind: 'continuous',
    label: "Its ATK/DEF are the equipped monster's; the equipped monster is destroyed instead of it by battle",
    rules: [
      { code: 'originalAtk', applies: (ctx) => { const m = absorbedMonster(ctx); return m === null ? null : (ctx.definition(m).atk ?? 0); } },
      { code: 'originalDef', applies: (ctx) => { const m = absorbedMonster(ctx); return m === null ? null : (ctx.definition(m).def ?? 0); } },
      { code: 'equipDestroyedInstead', applies: (ctx) => absorbedMonster(ctx) !== null },
    ],
  };
}
