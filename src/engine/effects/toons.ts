import type { Player } from '../constants';
import type { CardId, DuelEvent } from '../state';
import type { Effect, EffectContext, QueryContext, SummonProcedure } from './types';
import { isSummonOf, tributableMonsters } from './library';

/**
 * The Toon rules, as the 2016 texts of the Toon monsters state them (each card prints them; ygopro
 * writes them once per card the same way, e.g. `c79875176.lua`):
 * - "cannot attack during the turn that it is Normal Summoned, Flip Summoned, or Special Summoned":
 *   a continuous effect acting on its Summon records `cannotAttack` for this turn;
 * - "When "Toon World" on the field is destroyed, destroy this card": a continuous effect acting on that
 *   destruction (no Chain);
 * - "If "Toon World" is on your side of the field and your opponent does not control a Toon Monster, this
 *   card can attack your opponent directly": rule code `attacksDirectly` under that condition (a face-up
 *   Toon World, face-up Toon Monsters: ygopro's `IsFaceup()` filters);
 * - "If your opponent controls a face-up Toon Monster, you must select it as an attack target": rule code
 *   `attackTargetsOnly`;
 * - "cannot attack unless you pay 500 Life Points": rule code `attackCost`;
 * - "can only be Special Summoned while you control "Toon World" … (Tributes are required if it is Level 5
 *   or higher)": the Summon procedure `toonSummonProcedure`.
 */

export const TOON_WORLD = 'Toon World';

/** Whether the card is a Toon Monster (its ability, as the card database lists it). */
export const isToon = (ctx: QueryContext, card: CardId): boolean => ctx.definition(card).subtype?.includes('toon') === true;

/** Whether `player` controls a face-up "Toon World" (in a Spell & Trap Zone or the Field Zone). */
export function controlsToonWorld(ctx: QueryContext, player: Player = ctx.player): boolean {
  const ps = ctx.duel.players[player];
  // By name: a card whose name becomes "Toon World" (Toon Kingdom in the Field Zone, rule code nameBecomes) is one.
  for (const s of [...ps.spellTraps, ps.field]) if (s && s.faceUp && ctx.isNamed(s.card, TOON_WORLD)) return true;
  return false;
}

/** Whether `player` controls a face-up Toon Monster. */
export function controlsFaceUpToon(ctx: QueryContext, player: Player): boolean {
  for (const s of ctx.duel.players[player].monsters) if (s && s.faceUp && isToon(ctx, s.card)) return true;
  return false;
}

/** A "Toon World" on the field was destroyed (the `destroyed` event of a card its controller had on the field). */
const toonWorldDestroyed = (ctx: QueryContext, e: DuelEvent): boolean =>
  e.type === 'destroyed' && e.controller !== undefined && (e.names ? e.names.includes(TOON_WORLD) : ctx.definition(e.card).name === TOON_WORLD);

export interface ToonRules {
  /** The text's direct attack needs its controller's "Toon World" ("If "Toon World" is on your side of the field"). */
  readonly directNeedsToonWorld: boolean;
  /** "If your opponent controls a face-up Toon Monster, you must select it as an attack target". */
  readonly mustAttackToons?: boolean;
  /** "Cannot attack unless you pay 500 Life Points": the LP. */
  readonly attackCost?: number;
  /** false where the text has no "cannot attack the turn it is Summoned" (Toon Dark Magician Girl). */
  readonly summonTurnLock?: boolean;
}

/** The Toon rules a Toon Monster's text prints (see the top of this file), as its effects. */
export function toonRules(rules: ToonRules): Effect[] {
  const out: Effect[] = [];
  if (rules.summonTurnLock !== false) {
    out.push({
      // This card cannot attack during the turn that it is Normal Summoned, Flip Summoned, or Special Summoned.
      kind: 'trigger',
      withoutChain: true,
      label: 'Cannot attack the turn it is Summoned',
      declares: ['restrict'],
      when: (ctx, e) => isSummonOf(e) && 'card' in e && e.card === ctx.card,
      resolve: (ctx) => ctx.applyRule('cannotAttack', { player: ctx.player, card: ctx.card }, 'thisTurn'),
    });
  }
  out.push(
    {
      // When "Toon World" on the field is destroyed, destroy this card.
      kind: 'trigger',
      withoutChain: true,
      label: 'Destroyed with "Toon World"',
      declares: ['destroy'],
      when: toonWorldDestroyed,
      resolve: (ctx: EffectContext) => {
        if (ctx.controllerOf(ctx.card) !== null) ctx.destroy([ctx.card]);
      },
    },
    {
      // If your opponent doesn't control a Toon Monster, this card can attack your opponent directly.
      kind: 'continuous',
      label: 'Attacks directly unless your opponent controls a Toon Monster',
      rules: [{ code: 'attacksDirectly', applies: (ctx) => (!rules.directNeedsToonWorld || controlsToonWorld(ctx)) && !controlsFaceUpToon(ctx, ctx.opponent) }],
    },
  );
  if (rules.mustAttackToons) {
    out.push({
      // If your opponent controls a face-up Toon Monster, you must select it as an attack target.
      kind: 'continuous',
      label: 'Must attack a face-up Toon Monster',
      rules: [{ code: 'attackTargetsOnly', applies: (ctx, attacker, target) => attacker === ctx.card && ctx.isFaceUp(target) && isToon(ctx, target) }],
    });
  }
  if (rules.attackCost !== undefined) {
    const lp = rules.attackCost;
    out.push({
      // This card cannot attack unless you pay 500 Life Points.
      kind: 'continuous',
      label: `Pay ${lp} LP to attack`,
      rules: [{ code: 'attackCost', applies: () => lp }],
    });
  }
  return out;
}

/** The Tributes a Toon's own Special Summon asks for: as many as a Tribute Summon of its Level. */
const tributesForLevel = (level: number): number => (level >= 7 ? 2 : level >= 5 ? 1 : 0);

/**
 * "Special Summon this card from your hand while you control "Toon World" (Tributes are required if it is
 * Level 5 or higher)": a Summon procedure from the hand, Tributing as many monsters as its Tribute Summon.
 */
export function toonSummonProcedure(level: number): SummonProcedure {
  const need = tributesForLevel(level);
  const can = (ctx: EffectContext): boolean => controlsToonWorld(ctx) && tributableMonsters(ctx).length >= need;
  if (need === 0) return { from: 'hand', condition: controlsToonWorld };
  return {
    from: 'hand',
    condition: can,
    cost: {
      can,
      pay: (ctx) => {
        const chosen: CardId[] = [];
        for (let i = 0; i < need; i++) {
          const left = tributableMonsters(ctx).filter((c) => !chosen.includes(c));
          chosen.push(ctx.chooseCard(ctx.player, need === 1 ? 'Choose a monster to Tribute' : `Choose monster ${i + 1} of ${need} to Tribute`, left));
        }
        ctx.tribute(chosen);
      },
    },
  };
}
