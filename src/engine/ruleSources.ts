import type { Player } from './constants';
import { declaresOwnRule, definitionOf } from './registry';
import { inForce, RECORDED, type DuelRule, type Lasts, type RecordedAbout, type RecordedRuleCode, type SelfRuleCode } from './ruleCodes';
import type { CardId, Duel } from './state';
import type { CardDefinition } from './card';
import { phaseOf } from './turn';

/*
 * The two sources of rules that need no context to be read (continuous.ts `rulesOf` reads all of them):
 * the rules recorded in the duel, and the conditions printed on a card with no answer to ask ("cannot be
 * Special Summoned from the GY"). The modules below the query layer (board.ts, extraDeck.ts, stats.ts)
 * ask these directly: the rest of rulesOf builds the contexts their cards' answers are asked in.
 */

/** A rule found by a walk: what rulesOf turns into a RuleInForce (made only when one is found). */
export interface Hit {
  readonly source: CardId | null;
  readonly player: Player;
  readonly lasts: Lasts;
  readonly effect: number | null;
  readonly recorded: DuelRule | null;
  readonly value: number | null;
}

/** Called with each rule found; true stops the walk. Null: stop at the first (nothing is made for it). */
export type Found = ((hit: Hit) => boolean) | null;

/** A recorded rule's answer, called with the question's arguments spelled out (up to three: no spread). */
type AnyRecorded = (r: DuelRule, a?: unknown, b?: unknown, c?: unknown) => boolean;

/** Walks the rules of `code` recorded in the duel and in force now that answer `about` (all of them, with no `about`). */
export function walkRecorded(duel: Duel, code: RecordedRuleCode, about: readonly unknown[], found: Found): boolean {
  const rules = duel.rules;
  const answers = RECORDED[code] as AnyRecorded;
  // The phase is read only for a rule lasting "until the End Phase".
  let inEndPhase: boolean | null = null;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    if (r.code !== code) continue;
    if (r.lasts.kind === 'untilEndPhase') inEndPhase ??= phaseOf(duel.flow.turnState) === 'end';
    if (!inForce(duel, r.lasts, inEndPhase === true) || (about.length > 0 && !answers(r, about[0], about[1], about[2]))) continue;
    if (!found) return true;
    if (found({ source: r.source ?? null, player: r.player, lasts: r.lasts, effect: null, recorded: r, value: null })) return true;
  }
  return false;
}

/** Whether a rule of `code` recorded in the duel is in force now and answers `about`. */
export function recordedRuleApplies<C extends RecordedRuleCode>(duel: Duel, code: C, ...about: RecordedAbout[C] | []): boolean {
  return duel.rules.length > 0 && walkRecorded(duel, code, about, null);
}

/** Whether a card's definition bears a condition declaring `code` with no answer to ask (for setting up a duel: no instance to ask yet). */
export function printedOn(def: CardDefinition, code: SelfRuleCode): boolean {
  return def.effects?.some((effect) => effect.kind === 'condition' && effect.rules?.some((r) => r.code === code && !r.applies) === true) === true;
}

/** Whether `card` bears a condition (an effect of kind 'condition') declaring `code` with no answer to ask: it holds wherever the card is. */
export function printedRuleApplies(duel: Duel, code: SelfRuleCode, card: CardId): boolean {
  if (!declaresOwnRule(duel, card, code)) return false;
  for (const effect of definitionOf(duel, card).effects!) if (effect.kind === 'condition' && effect.rules?.some((r) => r.code === code && !r.applies)) return true;
  return false;
}
