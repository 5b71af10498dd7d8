import { emit, findMonster, placeMonster, removeFromHand } from './board';
import { monsterToGraveyard } from './leaving';
import { mayControlAnotherFaceUp as mayControlAnotherFaceUpCopy } from './board';
import { isMonster, isNormalSummonableKind, type CardDefinition } from './card';
import { tributesNeededNow } from './stats';
import { opponentOf, type Player } from './constants';
import { setSummoning, type Work, writeMonster, writePlayer } from './draft';
import { type Binding, bindingOf, declaresOwnRule, definitionIn } from './registry';
import type { CardId, Duel } from './state';
import { anotherTypeBarred, freeMonsterZones, ownRuleApplies, playCost, ruleApplies, rulesOf, tributeBarred } from './continuous';
import type { Play } from './effects/types';
import type { Refusal } from './refusals';
import { summonEvent, type Summoning } from './summonEvents';
import { printedRuleApplies } from './ruleSources';

export { isSummonEvent, summonEvent, type SummonHow, type Summoning } from './summonEvents';

/**
 * Why `player` may not control `card` face-up now, so not Summon it face-up (Normal, Flip, Special): "you can only
 * control 1 face-up <name>" (Gagaga Magician), or "each player can only control 1 Type of monster" with face-up
 * monsters of another Type (rule code oneTypeOfMonster: Rivalry of Warlords). A Set or a face-down Special Summon
 * is not asked. One predicate: legality lists what it allows and reasons.ts words what it refuses.
 */
export function faceUpRefusal(duel: Duel, player: Player, card: CardId, binding: Binding = bindingOf(duel)): Refusal | null {
  if (!mayControlAnotherFaceUpCopy(duel, player, card, binding)) return 'onlyOneFaceUp';
  return anotherTypeBarred(duel, player, card) ? 'anotherType' : null;
}

/** Whether `player` may control `card` face-up now (faceUpRefusal allows it). */
export const mayControlAnotherFaceUp = (duel: Duel, player: Player, card: CardId, binding?: Binding): boolean => faceUpRefusal(duel, player, card, binding) === null;

/*
 * Normal Summon / Set and Tribute Summon / Set (rulebook v9.1 "Summoning Monster Cards"), shared by
 * the player's action and by effects that grant an extra one (Ultimate Offering).
 */

/**
 * A Summon made while a card resolves (an effect's Special Summon, a Token, Ultimate Offering's
 * Normal Summon) has its monster in place: record it. A Normal Summon made by an effect resolving as
 * Chain Link 1 still has to pass its Summon-negation window once the Chain is over (it is left in
 * `summoning`); every other Summon during a Chain succeeds at once. The response window for
 * Summons made by Chain Link 1 opens once the Chain has resolved (chain.ts, announceSummon).
 */
export function summonedWhileResolving(d: Work, summoning: Summoning, linksBelow: number): void {
  if (summoning.how !== 'special' && linksBelow === 0) {
    setSummoning(d, summoning);
    return;
  }
  emit(d, summonEvent(summoning));
}

/**
 * Whether `player` cannot Special Summon 2 or more monsters at the same time (rule code oneSpecialSummonAtATime:
 * Blue-Eyes Spirit Dragon): a Pendulum Summon takes 1 monster, and an effect Special Summons its first monster only.
 */
export const oneSpecialSummonAtATime = (duel: Duel, player: Player): boolean => ruleApplies(duel, 'oneSpecialSummonAtATime', player);

/**
 * Pays the LP a rule asks of `player` to `play` `card` (rule code lpCostToPlay: Chain Energy's 500 for a
 * card played from the hand), as the card is played, before it leaves the hand. Legality has checked
 * they could (continuous.ts playCostRefusal).
 */
export function payToPlay(d: Work, player: Player, card: CardId, play: Play): void {
  const lp = playCost(d, player, card, play);
  if (lp <= 0) return;
  const ps = writePlayer(d, player);
  ps.lp = Math.max(0, ps.lp - lp);
  emit(d, { type: 'paidLp', player, amount: lp });
}

/**
 * Whether `player` may Summon at all now (Scapegoat: "you cannot Summon" this turn; The Last Warrior
 * from Another Planet while face-up), Setting allowed.
 */
export const maySummon = (duel: Duel, player: Player): boolean => !ruleApplies(duel, 'noSummons', player);

/** Whether `player` may Special Summon now: they may Summon, and no rule bars Special Summons (Jowgen the Spiritualist). */
export const maySpecialSummon = (duel: Duel, player: Player): boolean => maySummon(duel, player) && !ruleApplies(duel, 'noSpecialSummons', player);

/**
 * The monsters `player` may Tribute: their own (a Token that says so cannot be), plus an opponent's
 * monster an effect lets them Tribute (Soul Exchange), which must then be among the Tributes.
 */
const tributable = (binding: Binding, duel: Duel, c: CardId): boolean =>
  !ownRuleApplies(duel, 'notTributeForTributeSummon', c, binding) && !tributeBarred(duel, c);

export function tributeSets(duel: Duel, player: Player, need: number, summoned?: CardId): CardId[][] {
  if (need === 0) return [[]];
  const own: CardId[] = [];
  const binding = bindingOf(duel);
  for (const s of duel.players[player].monsters) if (s && tributable(binding, duel, s.card)) own.push(s.card);
  const borrowed = duel.rules.length === 0 ? [] : rulesOf(duel, 'mayTribute')
    .flatMap((r) => (r.player === player && r.recorded?.card !== undefined ? [r.recorded.card] : []))
    .filter((c) => findMonster(duel, c)?.player === opponentOf(player) && tributable(binding, duel, c));
  const candidates = [...own, ...borrowed];
  const doubles = summoned === undefined ? NONE : candidates.filter((c) => countsAsTwoTributes(duel, c, summoned, binding));
  const sets = doubles.length === 0 ? combinations(candidates, need) : weightedSets(candidates, need, doubles);
  return borrowed.length > 0 ? sets.filter((set) => set.some((c) => borrowed.includes(c))) : sets;
}

const NONE: readonly CardId[] = Object.freeze([]);

/** Whether `tribute` counts as 2 Tributes for the Tribute Summon of `summoned` (rule code doubleTribute: Kaiser Sea Horse). */
const countsAsTwoTributes = (duel: Duel, tribute: CardId, summoned: CardId, binding: Binding): boolean =>
  declaresOwnRule(duel, tribute, 'doubleTribute', binding) && ruleApplies(duel, 'doubleTribute', tribute, summoned);

/**
 * The Tribute sets when some monsters count as 2 Tributes: every set that makes up `need` with no
 * monster to spare (taking any one away leaves too few), so a monster worth 2 is Tributed alone for a
 * monster needing 2, or as 1 of the 1 Tribute another needs.
 */
function weightedSets(candidates: readonly CardId[], need: number, doubles: readonly CardId[]): CardId[][] {
  const out: CardId[][] = [];
  const weight = (c: CardId): number => (doubles.includes(c) ? 2 : 1);
  for (let k = Math.ceil(need / 2); k <= need; k++) {
    for (const set of combinations(candidates, k)) {
      let sum = 0;
      let least = 2;
      for (const c of set) {
        sum += weight(c);
        least = Math.min(least, weight(c));
      }
      if (sum >= need && sum - least < need) out.push(set);
    }
  }
  return out;
}

/** The monsters in `player`'s hand that could be Normal Summoned or Set now, each with its Tribute sets. */
export function summonableFromHand(duel: Duel, player: Player, binding?: Binding): { card: CardId; tributeSets: CardId[][] }[] {
  const out: { card: CardId; tributeSets: CardId[][] }[] = [];
  forEachSummonable(duel, player, binding ?? bindingOf(duel), (card, tributeSets) => {
    out.push({ card, tributeSets: tributeSets as CardId[][] });
  });
  return out;
}

/** A Summon without Tributes: the one Tribute set, empty (shared by every such action: never written). */
const NO_TRIBUTES: readonly (readonly CardId[])[] = Object.freeze([Object.freeze([]) as readonly CardId[]]);

/**
 * Visits each monster in `player`'s hand that could be Normal Summoned or Set now, in hand order,
 * with its Tribute sets (summonableFromHand as a walk: the legal list makes its actions from it
 * without a list of its own in between). A visit that returns true stops the walk, and the walk
 * then returns true (anySummonableFromHand: the first one found is enough).
 */
export function forEachSummonable(duel: Duel, player: Player, binding: Binding, visit: (card: CardId, tributeSets: readonly (readonly CardId[])[]) => boolean | void): boolean {
  const ps = duel.players[player];
  if (ps.hand.length === 0) return false;
  const free = freeZoneCount(duel, player);
  // The Tribute sets depend only on how many are needed: work each out once (index: Tributes needed;
  // the list is made for the first monster needing Tributes, as is nothing else for one needing none).
  let setsFor: TributeSetsMemo | null = null;
  const hand = ps.hand;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    const def = definitionIn(binding, duel, card);
    if (normalSummonKindRefusal(duel, card, def) !== null) continue;
    if (tributesNeededNow(duel, card, def) === 0) {
      if (free > 0 && visit(card, NO_TRIBUTES) === true) return true;
      continue;
    }
    const sets = tributeSetsFor(duel, player, card, def, free, (setsFor ??= []), binding);
    if (sets.length > 0 && visit(card, sets) === true) return true;
  }
  return false;
}

/** How many Monster Zones `player` may place a monster in (empty and usable: continuous.ts freeMonsterZones). */
export function freeZoneCount(duel: Duel, player: Player): number {
  return freeMonsterZones(duel, player).length;
}

/** Whether a card of this kind is ever Normal Summoned or Set (rulebook v9.1 "Summoning Monster Cards"). */
export function normalSummonKindRefusal(duel: Duel, card: CardId, def: CardDefinition): Refusal | null {
  if (!isMonster(def)) return 'notAMonster';
  // Fusion, Synchro and Xyz Monsters live in the Extra Deck; a Ritual Monster is Ritual Summoned; a Token is no card.
  if (!isNormalSummonableKind(def)) return 'notNormalSummonable';
  // "Cannot be Normal Summoned/Set" (rule code onlyByProcedure: Chaos Sorcerer).
  if (printedRuleApplies(duel, 'onlyByProcedure', card)) return 'specialSummonOnly';
  // "Cannot be Normal Summoned/Set", with no procedure of its own: only an effect Special Summons it (Rare Metal Dragon).
  return printedRuleApplies(duel, 'cannotBeNormalSummoned', card) ? 'normalSummonNever' : null;
}

/** Tribute sets worked out per number of Tributes needed (index), shared by the monsters of one hand. */
export type TributeSetsMemo = (CardId[][] | undefined)[];

/**
 * Every legal set of Tributes for this monster in the hand (the empty set for a Level 4 or lower
 * monster, or one an effect lets be Summoned without Tributes), given `free` Monster Zones: a Tribute
 * of one's own frees a zone; an opponent's monster does not (with a zone free, every set will do).
 */
export function tributeSetsFor(duel: Duel, player: Player, card: CardId, def: CardDefinition, free: number, memo: TributeSetsMemo, binding?: Binding): readonly (readonly CardId[])[] {
  const need = tributesNeededNow(duel, card, def);
  if (need === 0) return free > 0 ? NO_TRIBUTES : [];
  const withoutTribute = summonableWithoutTribute(duel, card, binding);
  // A monster that counts as 2 Tributes for some monsters (Kaiser Sea Horse) makes the sets depend on the monster Summoned.
  const perMonster = controlsDoubleTribute(duel, player, binding ?? bindingOf(duel));
  const setsOf = (n: number): CardId[][] => {
    let sets = perMonster ? undefined : memo[n];
    if (!sets) {
      const all = tributeSets(duel, player, n, perMonster ? card : undefined);
      sets = free > 0 ? all : all.filter((set) => set.some((c) => findMonster(duel, c)?.player === player));
      if (!perMonster) memo[n] = sets;
    }
    return sets;
  };
  const needed = setsOf(need);
  // "You can Tribute 3 monsters to Tribute Summon this card" (Beast King Barbaros): a second count, a Summon only (setNeedsTributes).
  const also = alsoTributeSummonedWith(duel, card, binding);
  const all = also !== null && also > 0 && also !== need ? [...needed, ...setsOf(also)] : needed;
  return withoutTribute && free > 0 ? [[], ...all] : all;
}

/**
 * Another number of Tributes a rule of the card lets it be Tribute Summoned with now, besides its Level's (rule code
 * `tributeSummonAlsoWith`: Beast King Barbaros's "You can Tribute 3 monsters to Tribute Summon this card"), or null.
 * A Tribute Summon only: a Set with that many is refused (setNeedsTributes). Test: `test/tributeSummonAlsoWith.test.ts`.
 */
export function alsoTributeSummonedWith(duel: Duel, card: CardId, binding?: Binding): number | null {
  if (!declaresOwnRule(duel, card, 'tributeSummonAlsoWith', binding)) return null;
  return rulesOf(duel, 'tributeSummonAlsoWith', card).find((r) => r.value !== null)?.value ?? null;
}

/** Whether `player` controls a monster declaring doubleTribute (most duels: none, and the Tribute sets are shared by every monster needing as many). */
function controlsDoubleTribute(duel: Duel, player: Player, binding: Binding): boolean {
  for (const s of duel.players[player].monsters) if (s && declaresOwnRule(duel, s.card, 'doubleTribute', binding)) return true;
  return false;
}

/**
 * Whether a rule of the card lets it be Normal Summoned without Tributes now: Summoned or Set (summonWithoutTribute:
 * Big Piece Golem), or Summoned only (normalSummonWithoutTribute: Swift Gaia the Fierce Knight). Asked of every
 * Level 5 or higher monster in the hand at every Main Phase list.
 */
export const summonableWithoutTribute = (duel: Duel, card: CardId, binding?: Binding): boolean =>
  ownRuleApplies(duel, 'summonWithoutTribute', card, binding) || ownRuleApplies(duel, 'normalSummonWithoutTribute', card, binding);

/** Whether the card may be Set with no Tribute its Level asks for: only a rule that allows the Set too (summonWithoutTribute). */
export const settableWithoutTribute = (duel: Duel, card: CardId, binding?: Binding): boolean => ownRuleApplies(duel, 'summonWithoutTribute', card, binding);

/**
 * Whether a Set of this card with these Tributes is refused though its Summon would not be: no Tribute, where only a
 * Summon may go without; or the Tributes of a count only a Tribute Summon may use (tributeSummonAlsoWith: Beast King Barbaros's 3).
 */
export const setNeedsTributes = (duel: Duel, card: CardId, tributes: readonly CardId[], binding?: Binding): boolean => {
  const need = tributesNeededNow(duel, card, definitionIn(binding ?? bindingOf(duel), duel, card));
  if (tributes.length === 0) return need > 0 && !settableWithoutTribute(duel, card, binding);
  return tributes.length !== need && alsoTributeSummonedWith(duel, card, binding) === tributes.length;
};

/** Whether any monster in `player`'s hand could be Normal Summoned or Set now (summonableFromHand not empty), stopping at the first. */
export const anySummonableFromHand = (duel: Duel, player: Player, binding?: Binding): boolean =>
  forEachSummonable(duel, player, binding ?? bindingOf(duel), () => true);

/**
 * Tributes (a cost: sent to the Graveyard, not destroyed), then places the monster face-up in
 * Attack Position (Summon; in face-up Defense Position where a Set must be so: Light of Intervention) or
 * face-down in Defense Position (Set). Returns the Summon, not yet
 * announced (it succeeds only if it is not negated), or null for a Set.
 */
export function summonOrSet(d: Work, player: Player, card: CardId, tributes: readonly CardId[], set: boolean, zone: number, summonedIn: 'attack' | 'defense' = 'attack'): Summoning | null {
  for (const t of tributes) {
    const controller = findMonster(d, t)!.player;
    monsterToGraveyard(d, t);
    emit(d, { type: 'tributed', card: t, controller });
  }
  // The Tributes its Level asks for, read while it is still in the hand (Cost Down lowers the Levels there).
  const need = tributesNeededNow(d, card, definitionIn(bindingOf(d), d, card));
  removeFromHand(d, player, card);
  placeMonster(d, player, zone, card, set ? 'defense' : summonedIn, !set);
  if (tributes.length === 0 && need > 0) writeMonster(d, player, zone).withoutTributes = true;
  if (set) {
    emit(d, { type: 'set', player, card });
    return null;
  }
  return tributes.length > 0 ? { player, card, how: 'tribute', tributes: [...tributes] } : { player, card, how: 'normal' };
}

/** Every choice of `k` of the items, in order (by the first item's position, then the next, ...), each listed once. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const n = items.length;
  const out: T[][] = [];
  if (k > n) return out;
  // The positions chosen, counted up like an odometer (no recursion, no copies of the list).
  const at: number[] = [];
  for (let i = 0; i < k; i++) at.push(i);
  for (;;) {
    const choice: T[] = [];
    for (let i = 0; i < k; i++) choice.push(items[at[i]!]!);
    out.push(choice);
    let j = k - 1;
    while (j >= 0 && at[j] === n - k + j) j--;
    if (j < 0) return out;
    at[j]!++;
    for (let i = j + 1; i < k; i++) at[i] = at[i - 1]! + 1;
  }
}
