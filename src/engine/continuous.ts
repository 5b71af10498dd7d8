import { monsterKinds } from './card';
import type { Player } from './constants';
import type { Battle, CardRule, DestroyingEffect, Effect, Play, QueryContext, RuleAbout } from './effects/types';
import type { Refusal } from './refusals';
import { controllerOnField, countersHeld, findMonster, isToken, locate, ownerOf } from './board';
import {
  bindingOf, cardInPool, declaresOwnRule, definitionOf, duelDeclaresOwnRule, duelHasWith, HOLDER_IN_FIELD_ZONE, HOLDER_IN_MONSTER_ZONE, HOLDER_IN_PENDULUM_ZONE, HOLDER_IN_SPELL_TRAP_ZONE,
  holderZonesIn, holdersIn, type Binding,
} from './registry';
import { RULE_CODES, type FieldRuleCode, type Lasts, type RecordedRuleCode, type RuleCode, type RuleInForce, type SelfRuleCode } from './ruleCodes';
import { walkRecorded, type Found } from './ruleSources';
import type { CardId, Duel, PlayerState, SpellTrapSlot } from './state';
import { effectsApplyNow, mayBeUnaffected, namesOf, negatedByRule, queryContext, unaffectedBy } from './stats';
import { currentPhase, damageTimingOf } from './turn';

/*
 * The one reader of rule codes (ruleCodes.ts): `rulesOf(duel, code, ...about)` gives the rules of a
 * code in force now that answer its question about `about` (a card, a player, a battle), wherever
 * they come from: face-up cards on the field (asked of the board each time, never written into it,
 * so they end the moment their card leaves, is turned face-down or negated: rulebook v9.1 "Continuous
 * Effects"; and only once the card's activation has resolved: state.ts continuousEffectsApply), the
 * card asked about itself, and the rules recorded in the duel (until their duration runs out).
 * `ruleApplies` is the same walk stopping at the first rule found (what most readers ask), and the
 * readers below put the engine's questions in the game's words.
 */

/** A card's answer, called with the question's arguments spelled out (up to three: no spread in the hot walks). */
type AnyAnswer = (ctx: QueryContext, a?: unknown, b?: unknown, c?: unknown) => boolean | number | null;
/** Nothing asked about (every rule of the code in force). */
const NOTHING: readonly unknown[] = Object.freeze([]);
type FieldSlot = { readonly card: CardId; readonly faceUp: boolean; readonly effectsNegated?: true; readonly equippedTo?: CardId | null; readonly linkedTo?: CardId };

const NO_RULES: readonly RuleInForce[] = Object.freeze([]);
const WHILE_FACE_UP: Lasts = Object.freeze({ kind: 'whileFaceUp' });
const PRINTED: Lasts = Object.freeze({ kind: 'printed' });

/** The rules of `code` in force now that answer `about` (all of them, with no `about`), from the field, the card itself and the duel. */
export function rulesOf<C extends RuleCode>(duel: Duel, code: C, ...about: RuleAbout[C] | []): readonly RuleInForce[] {
  let out: RuleInForce[] | null = null;
  walk(duel, code, about, (hit) => {
    (out ??= []).push({ code, ...hit });
    return false;
  });
  return out ?? NO_RULES;
}

/** Whether any rule of `code` in force now answers `about` (rulesOf not empty, without the list). */
export function ruleApplies<C extends RuleCode>(duel: Duel, code: C, ...about: RuleAbout[C] | []): boolean {
  return walk(duel, code, about, null);
}

/** Where each code is asked (RULE_CODES), as bits worked out once: the walk reads them for every question. */
const IN_DUEL = 1;
const IN_SELF = 2;
const IN_FIELD = 4;
const ASKED: ReadonlyMap<RuleCode, number> = new Map(
  (Object.keys(RULE_CODES) as RuleCode[]).map((code) => {
    const asked = RULE_CODES[code].asked as readonly string[];
    return [code, (asked.includes('duel') ? IN_DUEL : 0) | (asked.includes('self') ? IN_SELF : 0) | (asked.includes('field') ? IN_FIELD : 0)];
  }),
);

/** Walks the rules of `code` in force now, where the table says the code is asked: cheapest first. */
function walk(duel: Duel, code: RuleCode, about: readonly unknown[], found: Found): boolean {
  const asked = ASKED.get(code)!;
  if ((asked & IN_DUEL) !== 0 && duel.rules.length > 0 && walkRecorded(duel, code as RecordedRuleCode, about, found)) return true;
  if ((asked & IN_SELF) !== 0 && about.length > 0 && walkSelf(duel, code as SelfRuleCode, about[0] as CardId, found, about[1])) return true;
  return (asked & IN_FIELD) !== 0 && walkField(duel, code as FieldRuleCode, about, found);
}

/**
 * Whether a rule of this self code of `card`'s own applies now: rulesOf(duel, code, card) not empty,
 * read from the card alone (one bit of its facts says whether it declares any: most cards do not).
 */
export function ownRuleApplies(duel: Duel, code: SelfRuleCode, card: CardId, binding: Binding = bindingOf(duel)): boolean {
  return declaresOwnRule(duel, card, code, binding) && walkSelf(duel, code, card, null);
}

/**
 * Whether the duel holds anything a rule asked of the duel or the field could come from: a recorded
 * rule, or a card declaring a field rule. Most duels hold neither, and the readers asked for every
 * monster in every list look no further then.
 */
function mayHoldRules(duel: Duel, binding: Binding): boolean {
  return duel.rules.length > 0 || duelHasWith(binding, duel, 'continuous');
}

/**
 * The card's own rules of `code`: a condition's wherever the card is ('printed'); a continuous
 * effect's while the card is face-up on the field with its effects applying (a Pendulum Effect's: in its Pendulum Zone).
 */
function walkSelf(duel: Duel, code: SelfRuleCode, card: CardId, found: Found, other?: unknown): boolean {
  if (!declaresOwnRule(duel, card, code)) return false;
  const effects = definitionOf(duel, card).effects!;
  let where: { player: Player; slot: SpellTrapSlot | { card: CardId; faceUp: boolean; effectsNegated?: true } | null; pendulum: boolean } | null = null;
  for (let index = 0; index < effects.length; index++) {
    const effect = effects[index]!;
    const rule = effect.rules?.find((r) => r.code === code);
    if (!rule) continue;
    const printed = effect.kind === 'condition';
    // A printed condition with no answer to ask holds as it is (most of them): nothing to look up.
    if (printed && !rule.applies && !found) return true;
    where ??= placeOf(duel, card);
    if (!printed && (!where.slot || !effectsApplyNow(duel, where.slot) || (effect.range === 'pendulumZone') !== where.pendulum)) continue;
    const ctx = queryContext(duel, { card, player: where.player, equippedTo: slotLink(where.slot, 'equippedTo'), linkedTo: slotLink(where.slot, 'linkedTo') });
    // A question about the card and one more thing ("with a monster that has the same ATK": Kaiser Glider) passes it on.
    const answer = rule.applies ? (rule.applies as AnyAnswer)(ctx, other) : true;
    if (answer === false || answer === null) continue;
    if (!found) return true;
    if (found({ source: card, player: where.player, lasts: printed ? PRINTED : lastsOf(where.slot), effect: index, recorded: null, value: typeof answer === 'number' ? answer : null })) return true;
  }
  return false;
}

const slotLink = (slot: object | null, link: 'equippedTo' | 'linkedTo'): CardId | null => (slot as Partial<SpellTrapSlot> | null)?.[link] ?? null;

/** Where a card is, for its own rules: its controller (its owner off the field), its slot on the field if any, and whether that is a Pendulum Zone. */
function placeOf(duel: Duel, card: CardId): { player: Player; slot: SpellTrapSlot | { card: CardId; faceUp: boolean; effectsNegated?: true } | null; pendulum: boolean } {
  const at = locate(duel, card);
  const ps = duel.players[at.player];
  switch (at.zone) {
    case 'monster': return { player: at.player, slot: ps.monsters[at.index]!, pendulum: false };
    case 'spellTrap': return { player: at.player, slot: ps.spellTraps[at.index]!, pendulum: false };
    case 'field': return { player: at.player, slot: ps.field!, pendulum: false };
    case 'pendulum': return { player: at.player, slot: ps.pendulum[at.index]!, pendulum: true };
    default: return { player: duel.cards[card]!.owner, slot: null, pendulum: false };
  }
}

/** How long a face-up card's rule lasts: while it is equipped or linked to a monster, or while it is face-up. */
function lastsOf(slot: object | null): Lasts {
  const equipped = slotLink(slot, 'equippedTo');
  if (equipped) return { kind: 'whileEquipped', to: equipped };
  const linked = slotLink(slot, 'linkedTo');
  return linked ? { kind: 'whileLinked', to: linked } : WHILE_FACE_UP;
}

/**
 * The rules of `code` of each face-up card on the field declaring it (the duel's few such cards,
 * listed once: usually none), whose answer about `about` holds. Only the kinds of zone those cards can
 * stand in are walked (a Trap's rule: the Spell & Trap Zones only).
 */
function walkField(duel: Duel, code: FieldRuleCode, about: readonly unknown[], found: Found, binding: Binding = bindingOf(duel)): boolean {
  // A field code's holder list is empty unless the duel holds a card declaring it (no separate duel-wide check first).
  const holders = holdersIn(binding, duel, code);
  if (holders.length === 0 || !someOnField(holders, fieldCardsNow(duel, binding))) return false;
  const zones = holderZonesIn(binding, duel, code);
  // Plain loops, no closure: this runs for every target candidate and every monster's position.
  for (let p: Player = 0; p <= 1; p = (p + 1) as Player) {
    const ps = duel.players[p];
    if ((zones & HOLDER_IN_MONSTER_ZONE) !== 0) {
      const monsters = ps.monsters;
      for (let i = 0; i < monsters.length; i++) if (visitSlot(duel, code, holders, p, monsters[i] ?? null, false, about, found)) return true;
    }
    if ((zones & HOLDER_IN_SPELL_TRAP_ZONE) !== 0) {
      const spellTraps = ps.spellTraps;
      for (let i = 0; i < spellTraps.length; i++) if (visitSlot(duel, code, holders, p, spellTraps[i] ?? null, false, about, found)) return true;
    }
    if ((zones & HOLDER_IN_FIELD_ZONE) !== 0 && visitSlot(duel, code, holders, p, ps.field, false, about, found)) return true;
    // Pendulum Effects, from a card in a Pendulum Zone (always face-up there).
    if ((zones & HOLDER_IN_PENDULUM_ZONE) !== 0) {
      if (visitSlot(duel, code, holders, p, ps.pendulum[0], true, about, found) || visitSlot(duel, code, holders, p, ps.pendulum[1], true, about, found)) return true;
    }
  }
  return false;
}

/** Whether any of `holders` is among the cards on the field. */
function someOnField(holders: readonly CardId[], onField: readonly CardId[]): boolean {
  for (let i = 0; i < holders.length; i++) if (onField.includes(holders[i]!)) return true;
  return false;
}

/**
 * The cards in both players' Monster, Spell & Trap, Field and Pendulum Zones now. A duel's holders of a
 * field code are mostly in its Decks and hands, so walkField asks this first: it is read once per state
 * and kept with the binding while those zones are the same (registry.ts FieldCardsMemo).
 */
function fieldCardsNow(duel: Duel, binding: Binding): readonly CardId[] {
  const memo = binding.fieldCards;
  const ps0 = duel.players[0];
  const ps1 = duel.players[1];
  const drafts = binding.drafts;
  if (
    memo.monsterWrites === drafts.monsterWrites && memo.spellTrapWrites === drafts.spellTrapWrites &&
    memo.monsters[0] === ps0.monsters && memo.monsters[1] === ps1.monsters && sameSpellTrapSide(memo, ps0, ps1)
  ) return memo.cards;
  const cards: CardId[] = [];
  for (const ps of [ps0, ps1]) {
    for (const s of ps.monsters) if (s) cards.push(s.card);
    for (const s of ps.spellTraps) if (s) cards.push(s.card);
    if (ps.field) cards.push(ps.field.card);
    for (const s of ps.pendulum) if (s) cards.push(s.card);
  }
  memo.monsterWrites = drafts.monsterWrites;
  memo.spellTrapWrites = drafts.spellTrapWrites;
  memo.monsters[0] = ps0.monsters;
  memo.monsters[1] = ps1.monsters;
  rememberSpellTrapSide(memo, ps0, ps1);
  memo.cards = cards;
  return cards;
}

/** The Spell & Trap, Field and Pendulum Zones a memo was read from (registry.ts ZonesMemo, FieldCardsMemo). */
interface SpellTrapSideMemo {
  spellTraps: [object | null, object | null];
  field: [object | null, object | null];
  pendulum: [object | null, object | null];
}

/** Whether both players' Spell & Trap, Field and Pendulum Zones are the ones the memo was read from (lists and slots compared by identity). */
const sameSpellTrapSide = (memo: SpellTrapSideMemo, ps0: PlayerState, ps1: PlayerState): boolean =>
  memo.spellTraps[0] === ps0.spellTraps && memo.spellTraps[1] === ps1.spellTraps &&
  memo.field[0] === ps0.field && memo.field[1] === ps1.field && memo.pendulum[0] === ps0.pendulum && memo.pendulum[1] === ps1.pendulum;

function rememberSpellTrapSide(memo: SpellTrapSideMemo, ps0: PlayerState, ps1: PlayerState): void {
  memo.spellTraps[0] = ps0.spellTraps;
  memo.spellTraps[1] = ps1.spellTraps;
  memo.field[0] = ps0.field;
  memo.field[1] = ps1.field;
  memo.pendulum[0] = ps0.pendulum;
  memo.pendulum[1] = ps1.pendulum;
}

/**
 * The field codes whose rule does something to the monster asked about (`about[0]`): a monster unaffected by
 * the rule's card (rule code `unaffectedBy`: Horus the Black Flame Dragon LV6 and a Spell's) is not held by it
 * (Messenger of Peace's "cannot attack", Ring of Magnetism, Snatch Steal's control, Dragon Capture Jar's lock).
 */
const ON_THE_MONSTER: ReadonlySet<RuleCode> = new Set<RuleCode>(['mustBeAttacked', 'cannotAttack', 'takesControl', 'cannotChangePosition', 'locksInDefense', 'locksInAttack', 'cannotBeAttackTarget', 'piercing', 'noMonsterSets', 'attacksDirectly']);

/** Whether the monster `about[0]` is unaffected by the field rule of `source` (controlled by `p`) asked about it. */
const spares = (duel: Duel, code: RuleCode, source: CardId, p: Player, about: readonly unknown[]): boolean =>
  about.length > 0 && ON_THE_MONSTER.has(code) && typeof about[0] === 'string' && unaffectedBy(duel, about[0], source, p);

/** One zone's card, if it is one of the holders and applies its continuous effects now. */
function visitSlot(duel: Duel, code: FieldRuleCode, holders: readonly CardId[], p: Player, slot: FieldSlot | null, pendulum: boolean, about: readonly unknown[], found: Found): boolean {
  return slot !== null && holders.includes(slot.card) && effectsApplyNow(duel, slot) && visitSource(duel, code, p, slot, pendulum, about, found);
}

/** A face-up source's rules of `code` that apply where it is (in a Pendulum Zone its Pendulum Effects only, elsewhere the others). */
function visitSource(duel: Duel, code: RuleCode, p: Player, slot: FieldSlot, pendulum: boolean, about: readonly unknown[], found: Found): boolean {
  const effects = definitionOf(duel, slot.card).effects ?? [];
  let ctx: QueryContext | null = null;
  for (let index = 0; index < effects.length; index++) {
    const effect = effects[index]!;
    if (effect.kind === 'condition' || (effect.range === 'pendulumZone') !== pendulum) continue;
    const rules = effect.rules;
    if (!rules) continue;
    for (let r = 0; r < rules.length; r++) {
      const rule: CardRule = rules[r]!;
      if (rule.code !== code) continue;
      // With nothing asked about, every such rule of a face-up card is in force (and no context is made).
      // A rule answering with a number (an LP cost: lpCostToPlay) is in force with that value.
      let value: number | null = null;
      if (about.length > 0 && rule.applies) {
        ctx ??= queryContext(duel, { card: slot.card, player: p, equippedTo: slot.equippedTo ?? null, linkedTo: slot.linkedTo ?? null });
        const answer = (rule.applies as AnyAnswer)(ctx, about[0], about[1], about[2]);
        if (typeof answer === 'number') value = answer;
        else if (answer !== true) continue;
        if (spares(duel, code, slot.card, p, about)) continue;
      }
      if (!found) return true;
      if (found({ source: slot.card, player: p, lasts: lastsOf(slot), effect: index, recorded: null, value })) return true;
    }
  }
  return false;
}

/**
 * The face-up cards applying a field rule now, each as a test of `about` (the cards are found once,
 * then asked of each monster in turn): what defenseLock asks after every action.
 */
function fieldTests(duel: Duel, code: FieldRuleCode, binding: Binding): { readonly answer: AnyAnswer; readonly ctx: QueryContext }[] {
  const tests: { answer: AnyAnswer; ctx: QueryContext }[] = [];
  walkField(duel, code, NOTHING, (hit) => {
    const effect = definitionOf(duel, hit.source!).effects![hit.effect!]!;
    const ctx = queryContext(duel, { card: hit.source!, player: hit.player, equippedTo: hit.lasts.kind === 'whileEquipped' ? hit.lasts.to : null, linkedTo: hit.lasts.kind === 'whileLinked' ? hit.lasts.to : null });
    for (const rule of effect.rules ?? []) {
      if (rule.code !== code || !rule.applies) continue;
      const answer = rule.applies as AnyAnswer;
      const source = hit.source!;
      const p = hit.player;
      // A monster unaffected by the rule's card is not held by it (spares).
      tests.push({ answer: (c, monster) => answer(c, monster) === true && !spares(duel, code, source, p, [monster]), ctx });
    }
    return false;
  }, binding);
  return tests;
}

// ---- The readers: the engine's questions, each answered by its code (RULE_CODES says who asks) ----

/** Whether any face-up card on the field applies a rule of this code now (asked once before asking it of every candidate). */
export const ruleInForce = (duel: Duel, code: FieldRuleCode): boolean => walkField(duel, code, NOTHING, null);

/**
 * Whether `player` cannot banish `card` now: it is in a Graveyard and a rule bars them (Kycoo the Ghost
 * Destroyer). Asked of every card an effect or a cost would banish, and of the targets and costs offered.
 */
export const graveyardBanishBarred = (duel: Duel, player: Player, card: CardId): boolean =>
  banishingBarred(duel, player) || (locate(duel, card).zone === 'graveyard' && ruleApplies(duel, 'cannotBanishFromGraveyard', player, card));

/**
 * Whether `player` cannot banish cards now, from anywhere (recorded rule `noBanishing`: Artifact Lancea, both
 * players this turn). Asked of every banishing: effects, costs, targets, and the redirections ("banished instead",
 * "banish it when it leaves the field"), which then leave the card going where it was going.
 * Test: `test/noBanishing.test.ts`.
 */
export const banishingBarred = (duel: Duel, player: Player): boolean => duel.rules.length > 0 && ruleApplies(duel, 'noBanishing', player);

/** A card that may be banished in place of the destruction of `monsters` (rule code `banishedInsteadOfDestruction`), at `player`'s choice. */
export interface DestructionReplacement {
  readonly holder: CardId;
  readonly player: Player;
  readonly monsters: readonly CardId[];
  /**
   * What its player pays: the card itself banished (from the Graveyard), 1 card from the top of their Deck banished
   * face-down for each monster, `count` Xyz Materials detached from the monster itself (`ownMaterials`), or 1 counter
   * removed from the card itself, which is then the one spared (`ownCounter`; `monsters`: it).
   */
  readonly pays: 'itself' | 'deckTopEach' | 'ownMaterials' | 'ownCounter';
  readonly count?: number;
}

/**
 * Whether any destruction in this duel could be replaced at all: a card of it declares a replacement code (most
 * duels hold none, and destroyByBattle and ctx.destroy then ask nothing of the cards destroyed).
 */
export function destructionMayBeReplaced(duel: Duel, binding: Binding = bindingOf(duel)): boolean {
  return duelDeclaresOwnRule(binding, duel, 'banishedInsteadOfDestruction') || duelDeclaresOwnRule(binding, duel, 'counterRemovedInsteadOfDestruction') ||
    duelDeclaresOwnRule(binding, duel, 'materialsDetachedInsteadOfDestruction') || holdersIn(binding, duel, 'deckTopBanishedInsteadOfDestruction').length > 0;
}

/**
 * The cards that may replace the destruction of some of `monsters` (about to be destroyed by battle or by a card
 * effect) at their player's choice: "you can banish this card from your Graveyard instead" (Return of the Dragon
 * Lords, rule code `banishedInsteadOfDestruction`, asked of the cards in the Graveyards), while it may be banished.
 * Asked before any of them leaves; the engine asks each card's player (test/banishedInsteadOfDestruction.test.ts).
 */
export function destructionReplacements(duel: Duel, cards: readonly CardId[]): DestructionReplacement[] {
  const out: DestructionReplacement[] = [];
  if (cards.length === 0 || !destructionMayBeReplaced(duel)) return out;
  // "If this card would be destroyed, you can remove 1 Spell Counter from this card instead" (Magical Citadel of
  // Endymion, rule code counterRemovedInsteadOfDestruction): a face-up card on the field holding a counter, any kind of card.
  for (const card of cards) {
    if (!declaresOwnRule(duel, card, 'counterRemovedInsteadOfDestruction') || countersHeld(duel, card) === 0) continue;
    const player = controllerOnField(duel, card);
    if (player !== null && ownRuleApplies(duel, 'counterRemovedInsteadOfDestruction', card)) out.push({ holder: card, player, monsters: [card], pays: 'ownCounter' });
  }
  const monsters = cards.filter((c) => findMonster(duel, c) !== null);
  if (monsters.length === 0) return out;
  for (const player of [0, 1] as const) {
    for (const holder of duel.players[player].graveyard) {
      if (!declaresOwnRule(duel, holder, 'banishedInsteadOfDestruction') || graveyardBanishBarred(duel, player, holder)) continue;
      const covered = monsters.filter((m) => ruleApplies(duel, 'banishedInsteadOfDestruction', holder, m));
      if (covered.length > 0) out.push({ holder, player, monsters: covered, pays: 'itself' });
    }
  }
  // "You can banish 1 card from the top of your Deck, face-down, for each of those monsters instead" (Toon Kingdom,
  // rule code deckTopBanishedInsteadOfDestruction, a face-up card's): while its Deck holds enough cards.
  if (ruleInForce(duel, 'deckTopBanishedInsteadOfDestruction')) {
    const byHolder = new Map<CardId, { player: Player; monsters: CardId[] }>();
    for (const m of monsters) {
      for (const hit of rulesOf(duel, 'deckTopBanishedInsteadOfDestruction', m)) {
        if (hit.source === null) continue;
        const entry = byHolder.get(hit.source) ?? { player: hit.player, monsters: [] };
        if (!entry.monsters.includes(m)) entry.monsters.push(m);
        byHolder.set(hit.source, entry);
      }
    }
    for (const [holder, { player, monsters: covered }] of byHolder) {
      if (!banishingBarred(duel, player) && duel.players[player].deck.length >= covered.length) out.push({ holder, player, monsters: covered, pays: 'deckTopEach' });
    }
  }
  // "If this face-up card would be destroyed, you can detach 2 Xyz Materials from this card instead" (Number C102:
  // Archfiend Seraph, rule code materialsDetachedInsteadOfDestruction, its own continuous effect): while it holds enough.
  for (const m of monsters) {
    if (!declaresOwnRule(duel, m, 'materialsDetachedInsteadOfDestruction')) continue;
    const at = findMonster(duel, m);
    const count = rulesOf(duel, 'materialsDetachedInsteadOfDestruction', m)[0]?.value ?? null;
    if (at && at.slot.faceUp && count !== null && count > 0 && at.slot.materials.length >= count) out.push({ holder: m, player: at.player, monsters: [m], pays: 'ownMaterials', count });
  }
  return out;
}

/** The once-per-turn use of a `paysSpellCounterCosts` card (a turn mark `used`). */
export const spellCounterCostKey = (holder: CardId): string => `${holder}#paysSpellCounterCosts`;

/**
 * "Once per turn, if you would activate a card's effect by removing Spell Counter(s) from cards you control, you can
 * remove Spell Counters from this card instead" (Magical Citadel of Endymion, rule code `paysSpellCounterCosts`): the
 * face-up cards `player` controls, other than `card` (whose effect's cost it is), that hold `count` Spell Counters
 * and have not paid such a cost this turn (test/paysSpellCounterCosts.test.ts).
 */
export function spellCounterCostStandIns(duel: Duel, player: Player, card: CardId, count: number): CardId[] {
  const out: CardId[] = [];
  const ps = duel.players[player];
  const candidates = [ps.field, ...ps.spellTraps, ...ps.monsters].map((s) => s?.card).filter((c): c is CardId => c !== undefined && c !== card);
  for (const holder of candidates) {
    if (!declaresOwnRule(duel, holder, 'paysSpellCounterCosts') || countersHeld(duel, holder) < count) continue;
    if (duel.marks.some((m) => m.mark === 'used' && m.player === player && m.turn === duel.turn && m.key === spellCounterCostKey(holder))) continue;
    if (ownRuleApplies(duel, 'paysSpellCounterCosts', holder)) out.push(holder);
  }
  return out;
}

/**
 * Whether `card` cannot be Tributed now, for a Tribute Summon, a cost, a Ritual Summon or a Summon procedure:
 * a recorded rule about it (Mind Control's monster) or a face-up card's (Mask of Restrict: every monster).
 * The one answer every Tribute asks (summon.ts `tributeSets`, effects/context.ts `mayBeTributed`, `tribute`).
 */
export const tributeBarred = (duel: Duel, card: CardId): boolean => ruleApplies(duel, 'cannotBeTributed', card);

/**
 * "Cannot be Special Summoned from the Graveyard unless you Tribute 1 …" (rule code `tributeToSummonFromGraveyard`,
 * Tyrant Dragon): null when `card` asks no such cost (or is not in a Graveyard); else the monsters `summoner`
 * controls that may be that Tribute (none: it cannot be Special Summoned from there now).
 */
export function graveyardSummonTributes(duel: Duel, card: CardId, summoner: Player): CardId[] | null {
  if (!declaresOwnRule(duel, card, 'tributeToSummonFromGraveyard')) return null;
  if (!duel.players[(duel.cards[card] as { owner: Player }).owner].graveyard.includes(card)) return null;
  const ctx = queryContext(duel, { card, player: summoner });
  const out: CardId[] = [];
  for (const slot of duel.players[summoner].monsters) {
    if (!slot || tributeBarred(duel, slot.card)) continue;
    for (const effect of definitionOf(duel, card).effects ?? []) {
      if (effect.kind !== 'condition') continue;
      if ((effect.rules ?? []).some((r) => r.code === 'tributeToSummonFromGraveyard' && r.applies(ctx, slot.card)) && !out.includes(slot.card)) out.push(slot.card);
    }
  }
  return out;
}

/** Whether an effect that would make `player` gain LP inflicts that much damage to them instead (Bad Reaction to Simochi). */
export const lpGainBecomesDamage = (duel: Duel, player: Player): boolean => ruleInForce(duel, 'lpGainBecomesDamage') && ruleApplies(duel, 'lpGainBecomesDamage', player);
/**
 * The LP `player` must pay to `play` `card` now: every rule's cost added up (Chain Energy: 500 for each
 * card Normal Summoned, Set, Special Summoned or activated from the hand); 0 when no rule asks one.
 */
export function playCost(duel: Duel, player: Player, card: CardId, play: Play): number {
  let lp = 0;
  walkField(duel, 'lpCostToPlay', [player, card, play], (hit) => {
    lp += hit.value ?? 0;
    return false;
  });
  return lp;
}

/**
 * Whether a rule bars `player` from playing `card` this way at all (rule code cannotBePlayed: Prohibition's
 * declared name): its Normal Summon, Set, Special Summon (from anywhere, by any means) or activation as a card.
 */
export const playBarred = (duel: Duel, player: Player, card: CardId, play: Play): boolean =>
  (ruleInForce(duel, 'cannotBePlayed') && ruleApplies(duel, 'cannotBePlayed', player, card, play)) ||
  // "Neither player can Special Summon monsters of the declared type" (recorded rule noSpecialSummonsOfKind: Dimension Barrier).
  (play === 'specialSummon' && duel.rules.length > 0 && monsterKinds(definitionOf(duel, card)).some((kind) => ruleApplies(duel, 'noSpecialSummonsOfKind', player, kind))) ||
  // Key 'extraDeck': no Special Summons of monsters from the Extra Deck, whatever their kind (Artifact Scythe).
  (play === 'specialSummon' && duel.rules.length > 0 && locate(duel, card).zone === 'extra' && ruleApplies(duel, 'noSpecialSummonsOfKind', player, 'extraDeck'));

/**
 * Why `player` may not `play` `card` now: a rule bars it (`playBarred`: Prohibition), or they have less LP
 * than its LP cost asks (paying all of it is allowed).
 */
export function playCostRefusal(duel: Duel, player: Player, card: CardId, play: Play): Refusal | null {
  if (playBarred(duel, player, card, play)) return 'cannotBePlayed';
  const lp = playCost(duel, player, card, play);
  return lp > 0 && duel.players[player].lp < lp ? 'playCostUnpaid' : null;
}

/**
 * Whether the effect of `by` may not move `card` out of its Graveyard now (rule code locksGraveyard:
 * Necrovalley). Only a card in a Graveyard is asked about.
 */
export const graveyardLocked = (duel: Duel, card: CardId, by: CardId): boolean =>
  locate(duel, card).zone === 'graveyard' && ruleApplies(duel, 'locksGraveyard', card, by);

/**
 * Whether `monster` cannot be Set nor turned face-down now (rule code noMonsterSets: Light of Intervention):
 * its Set is a Normal Summon in face-up Defense Position, and an effect's face-down Special Summon is face-up.
 */
export const monsterSetBarred = (duel: Duel, monster: CardId): boolean => ruleInForce(duel, 'noMonsterSets') && ruleApplies(duel, 'noMonsterSets', monster);

/** How a monster's Set from the hand is played now: a Set, or a Normal Summon in face-up Defense Position (monsterSetBarred). */
export const setPlay = (duel: Duel, monster: CardId): Play => (monsterSetBarred(duel, monster) ? 'normalSummon' : 'set');

/** Whether `player` cannot draw now: it is not a Draw Phase and a rule bars their draws outside it (Protector of the Sanctuary). */
export const drawBarred = (duel: Duel, player: Player): boolean =>
  ruleInForce(duel, 'drawsOnlyInDrawPhase') && currentPhase(duel) !== 'draw' && ruleApplies(duel, 'drawsOnlyInDrawPhase', player);

/** Whether `player` cannot add cards from their Deck to their hand now, drawing included (Droll & Lock Bird: rule code noDeckToHand, recorded). */
export const deckToHandBarred = (duel: Duel, player: Player): boolean => duel.rules.length > 0 && ruleApplies(duel, 'noDeckToHand', player);

/** Whether a face-up card turns `player`'s Deck upside-down now (Convulsion of Nature): stateCheck.ts turns it over to match. */
export const deckUpsideDownByRule = (duel: Duel, player: Player): boolean => ruleInForce(duel, 'decksUpsideDown') && ruleApplies(duel, 'decksUpsideDown', player);

/** Whether `player` may not activate nor Set Spell and Trap Cards now (Cold Wave: rule code noSpellTrapPlays, recorded). */
export const spellTrapPlaysBarred = (duel: Duel, player: Player): boolean => duel.rules.length > 0 && ruleApplies(duel, 'noSpellTrapPlays', player);

/** Whether `by`'s card effects cannot target `card` now (Lord of D.: anyone's; King Dragun: the opponent's). */
export const protectsFromTargeting = (duel: Duel, card: CardId, by: Player): boolean => ruleApplies(duel, 'protects', card, by);

/** Whether any "cannot be targeted" rule is in force: a face-up card's, or one recorded (Azure-Eyes Silver Dragon's). */
export const protectionInForce = (duel: Duel): boolean => ruleInForce(duel, 'protects') || duel.rules.some((r) => r.code === 'protects');

/** Whether a recorded rule says `card` cannot be destroyed by card effects (Azure-Eyes Silver Dragon). */
/**
 * Whether `card` cannot be destroyed by this card effect: a recorded "cannot be destroyed by card effects"
 * (Azure-Eyes Silver Dragon), or its own rule about the effect `by` (Different Dimension Dragon: a Spell or
 * Trap Card's effect that does not target it). Test: `test/indestructibleByEffectOf.test.ts`.
 */
export const destroyedByEffectsBarred = (duel: Duel, card: CardId, by?: DestroyingEffect): boolean =>
  (duel.rules.length > 0 && ruleApplies(duel, 'indestructibleByEffects', card)) || (by !== undefined && ruleApplies(duel, 'indestructibleByEffectOf', card, by));

/**
 * Which monsters must stay in face-up Defense Position and cannot change position (Dragon Capture
 * Jar), as a test per monster; null when no such rule applies now.
 */
export function defenseLock(duel: Duel, binding: Binding = bindingOf(duel)): ((monster: CardId) => boolean) | null {
  // Most duels hold no such card: nothing is made for the walk then (this is asked after every action).
  const holders = holdersIn(binding, duel, 'locksInDefense');
  if (holders.length === 0) return null;
  // Most of the time none of them applies its lock now: found by a walk that makes nothing, or remembered.
  if (!lockInForce(duel, binding)) return null;
  const tests = fieldTests(duel, 'locksInDefense', binding);
  return (monster) => {
    for (let i = 0; i < tests.length; i++) if (tests[i]!.answer(tests[i]!.ctx, monster) === true) return true;
    return false;
  };
}

/**
 * Which monsters must stay in face-up Attack Position and cannot change position (Final Attack Orders), as a
 * test per monster; null when no such rule applies now. Cheap when the duel holds no such card (asked after
 * every action), and walked each time otherwise (few duels hold one).
 */
export function attackLock(duel: Duel, binding: Binding = bindingOf(duel)): ((monster: CardId) => boolean) | null {
  if (holdersIn(binding, duel, 'locksInAttack').length === 0) return null;
  const tests = fieldTests(duel, 'locksInAttack', binding);
  if (tests.length === 0) return null;
  return (monster) => {
    for (let i = 0; i < tests.length; i++) if (tests[i]!.answer(tests[i]!.ctx, monster) === true) return true;
    return false;
  };
}

/**
 * Whether a card applying a Defense lock is in force now. The state check asks this after every action
 * and step, and the answer changes only with the zones such cards can stand in and the Chain, so the
 * last one is kept with the binding and given again while those are the same (registry.ts ZonesMemo).
 * Cards that could apply one from a Monster Zone (whose slots are written in place) are looked for every time.
 */
function lockInForce(duel: Duel, binding: Binding): boolean {
  const zones = holderZonesIn(binding, duel, 'locksInDefense');
  if ((zones & HOLDER_IN_MONSTER_ZONE) !== 0) return walkField(duel, 'locksInDefense', NOTHING, null, binding);
  const memo = binding.lockMemo;
  const ps0 = duel.players[0];
  const ps1 = duel.players[1];
  const writes = binding.drafts.spellTrapWrites;
  if (
    memo.writes === writes && memo.chain === duel.flow.chain && sameSpellTrapSide(memo, ps0, ps1)
  ) return memo.answer;
  const answer = walkField(duel, 'locksInDefense', NOTHING, null, binding);
  memo.writes = writes;
  memo.chain = duel.flow.chain;
  rememberSpellTrapSide(memo, ps0, ps1);
  memo.answer = answer;
  return answer;
}

/**
 * Which monsters' controllers cannot change their battle positions now (Spellbinding Circle; a Flip
 * Summon is a change too), as a test per monster; null when nothing could stop one (asked once per list).
 */
export function positionLock(duel: Duel, binding: Binding = bindingOf(duel)): ((monster: CardId) => boolean) | null {
  return mayHoldRules(duel, binding) ? (monster) => ruleApplies(duel, 'cannotChangePosition', monster) : null;
}

/** The monsters of `defender` that `defender`'s opponent must attack if able (Ring of Magnetism). */
export function mustBeAttacked(duel: Duel, defender: Player): CardId[] {
  const out: CardId[] = [];
  // Most duels hold no such card: no walk (this is asked for every Battle Step list).
  if (!ruleInForce(duel, 'mustBeAttacked')) return out;
  for (const s of duel.players[defender].monsters) if (s && s.faceUp && ruleApplies(duel, 'mustBeAttacked', s.card)) out.push(s.card);
  return out;
}

/**
 * The monsters of `defender` that `attacker` must select its attack target among, while any is there
 * (rule code `attackTargetsOnly`: a Toon's "if your opponent controls a face-up Toon Monster, you must
 * select it as an attack target"); empty: no such limit.
 */
export function onlyTargetsFor(duel: Duel, attacker: CardId, defender: Player): CardId[] {
  const out: CardId[] = [];
  // Most duels hold no such card: no walk (this is asked for every attacker of every Battle Step list).
  if (!ruleInForce(duel, 'attackTargetsOnly')) return out;
  for (const s of duel.players[defender].monsters) if (s && ruleApplies(duel, 'attackTargetsOnly', attacker, s.card)) out.push(s.card);
  return out;
}

/** The LP `monster`'s controller must pay to declare an attack with it (rule code `attackCost`: Toon Summoned Skull's 500); 0 for none. */
export function attackCostOf(duel: Duel, monster: CardId): number {
  let cost = 0;
  for (const rule of rulesOf(duel, 'attackCost', monster)) cost += rule.value ?? 0;
  return cost;
}

/**
 * The monsters of `defender` that `defender`'s opponent cannot select as attack targets (Magician's Valkyria's other
 * Spellcasters; recorded `attackTargetsOnlyNamed`: Hippo Carnival's player's monsters but "Hippo Tokens", this turn).
 */
export function shieldedFromAttack(duel: Duel, defender: Player): CardId[] {
  const out: CardId[] = [];
  // Most duels hold no such card: no walk (this is asked for every Battle Step list).
  const field = ruleInForce(duel, 'cannotBeAttackTarget');
  const recorded = duel.rules.length > 0 && duel.rules.some((r) => r.code === 'attackTargetsOnlyNamed');
  if (!field && !recorded) return out;
  for (const s of duel.players[defender].monsters) {
    if (!s) continue;
    if ((field && ruleApplies(duel, 'cannotBeAttackTarget', s.card)) ||
      (recorded && ruleApplies(duel, 'attackTargetsOnlyNamed', s.card, defender, definitionOf(duel, s.card).passcode))) out.push(s.card);
  }
  return out;
}

/**
 * Whether the rules stop `player` declaring any attack now (Threatening Roar, Swords of Revealing Light); with
 * `attacker`, whether they stop that monster: one unaffected by every barring rule's card (rule code
 * `unaffectedBy`: Horus the Black Flame Dragon LV6 and Swords of Revealing Light, a Spell) may still attack.
 */
export function attackDeclarationsBarred(duel: Duel, player: Player, binding: Binding = bindingOf(duel), attacker?: CardId): boolean {
  if (!mayHoldRules(duel, binding)) return false;
  if (attacker === undefined || !mayBeUnaffected(duel, attacker)) return ruleApplies(duel, 'noAttackDeclarations', player);
  // A recorded rule's player is the one it bars: the effect was its source's owner's.
  return rulesOf(duel, 'noAttackDeclarations', player).some((r) => !unaffectedBy(duel, attacker, r.source, r.recorded && r.source !== null ? duel.cards[r.source]!.owner : r.player));
}

/** The passcodes of the names a card's own rules give it beside its printed one (stats.ts namesOf), none for most cards. */
function namedPasscodes(duel: Duel, card: CardId): string[] {
  if (!declaresOwnRule(duel, card, 'nameBecomes') && !declaresOwnRule(duel, card, 'alsoNamed')) return [];
  const own = definitionOf(duel, card).name;
  return namesOf(duel, card).flatMap((name) => {
    const named = name === own ? undefined : cardInPool(duel, name);
    return named ? [named.passcode] : [];
  });
}

/**
 * Which monsters the rules say cannot attack now (Spellbinding Circle: the one it binds; Burst Stream of
 * Destruction: every "Blue-Eyes White Dragon" this turn), as a test
 * per monster; null when nothing could stop one (asked once per list of attacks).
 */
export function monsterAttackLock(duel: Duel, binding: Binding = bindingOf(duel)): ((monster: CardId) => boolean) | null {
  // A recorded rule may name every monster of a name (Burst Stream of Destruction): the name is asked too, and
  // the name its own rule gives it (rule code `nameBecomes`: Blue-Eyes Alternative White Dragon on the field).
  if (!mayHoldRules(duel, binding)) return null;
  const named = (monster: CardId): boolean =>
    ruleApplies(duel, 'cannotAttack', monster, definitionOf(duel, monster).passcode) || namedPasscodes(duel, monster).some((p) => ruleApplies(duel, 'cannotAttack', monster, p));
  // Or every monster of a Type a player controls but one (rule code typeCannotAttack: Magicians Unite), or every
  // monster a player controls but one (othersCannotAttack: Diffusion Wave-Motion).
  const ofType = duel.rules.some((r) => r.code === 'typeCannotAttack');
  const others = duel.rules.some((r) => r.code === 'othersCannotAttack');
  if (!ofType && !others) return named;
  return (monster) => {
    if (named(monster)) return true;
    const at = findMonster(duel, monster);
    if (!at) return false;
    return (ofType && ruleApplies(duel, 'typeCannotAttack', monster, at.player, definitionOf(duel, monster).monsterType)) ||
      (others && ruleApplies(duel, 'othersCannotAttack', monster, at.player));
  };
}

/**
 * Whether `monster` may attack each monster the opponent controls, once each: its own rule (rule code
 * `attacksEachMonster`: Asura Priest), or one recorded about it for the turn (Diffusion Wave-Motion).
 */
export const attacksEachMonster = (duel: Duel, monster: CardId): boolean =>
  ownRuleApplies(duel, 'attacksEachMonster', monster) || (duel.rules.length > 0 && duel.rules.some((r) => r.code === 'attacksEachMonster') && ruleApplies(duel, 'attacksEachMonster', monster));

/**
 * Whether `card`, which has just left the field while linked or equipped to a monster, takes that
 * monster with it as it goes: destroys it (rule code `destroysLinkedMonster`: Call of the Haunted whenever
 * it leaves, Premature Burial when it is destroyed) or banishes it (`banishesLinkedMonster`: Big Bang
 * Shot). Asked of the card as it was: its continuous effects, as they applied on the field.
 */
export function destroysLinkedAsItLeaves(
  duel: Duel, card: CardId, player: Player, destroyed: boolean, code: 'destroysLinkedMonster' | 'banishesLinkedMonster' = 'destroysLinkedMonster',
): boolean {
  // Negated as it left (Jinzo, Royal Decree face-up): it takes nothing with it.
  if (!declaresOwnRule(duel, card, code) || negatedByRule(duel, card)) return false;
  const effects = definitionOf(duel, card).effects!;
  for (const effect of effects) {
    for (const rule of effect.rules ?? []) {
      if (rule.code !== code) continue;
      if ((rule.applies as AnyAnswer)(queryContext(duel, { card, player }), destroyed) === true) return true;
    }
  }
  return false;
}

/**
 * Whether a monster on the field that is about to leave it (destroyed, Tributed, sent, returned to the
 * hand or Deck, its controller's borrowed time over) is banished instead: the one check every move off the
 * field reads. Two things redirect it: a Summon that said "banish it when it leaves the field" (the slot's
 * `banishWhenLeaves`, Quillbolt Hedgehog: it holds face-down too, and is not an effect of the monster, so
 * negating the monster does not lift it), and the monster's own "if this face-up card would leave the field,
 * banish it instead" (rule code `banishedAsItLeaves`, Dark Magician of Chaos: only while it is face-up; a
 * printed condition holds even while its effects are negated, a continuous effect does not). A Token is
 * never banished: it simply ceases to exist.
 */
export function banishedAsItLeaves(duel: Duel, monster: CardId): boolean {
  const at = findMonster(duel, monster);
  if (!at || isToken(duel, monster)) return false;
  if (banishingBarred(duel, at.player)) return false;
  if (at.slot.banishWhenLeaves) return true;
  return at.slot.faceUp && ownRuleApplies(duel, 'banishedAsItLeaves', monster);
}

/**
 * Whether `card`, about to be sent to a Graveyard, is banished instead ("any card sent to the Graveyard is
 * banished instead": Banisher of the Light, rule code `banishesGraveyardBound`, while its source is face-up and
 * its effects apply). A Token is never banished: it ceases to exist. Asked before the card moves (the source
 * leaving at the same time still counts: effects/context.ts `destroy` asks for all the cards first).
 * Test: `test/banishesGraveyardBound.test.ts`.
 */
export function banishedInsteadOfGraveyard(duel: Duel, card: CardId, binding: Binding = bindingOf(duel)): boolean {
  if (holdersIn(binding, duel, 'banishesGraveyardBound').length === 0 || isToken(duel, card)) return false;
  if (banishingBarred(duel, ownerOf(duel, card))) return false;
  return ruleApplies(duel, 'banishesGraveyardBound', card);
}

/**
 * Who a rule gives control of each monster to now ("take control of the equipped monster": Snatch Steal), as a
 * test per monster: the first face-up source holding it; null when no such rule applies now. The sources are
 * found once, then each monster is asked (the state check asks it of every monster after every action).
 */
export function controlTaker(duel: Duel, binding: Binding = bindingOf(duel)): ((monster: CardId) => Player | null) | null {
  if (holdersIn(binding, duel, 'takesControl').length === 0) return null;
  const tests = fieldTests(duel, 'takesControl', binding);
  if (tests.length === 0) return null;
  return (monster) => {
    for (let i = 0; i < tests.length; i++) if (tests[i]!.answer(tests[i]!.ctx, monster) === true) return tests[i]!.ctx.player;
    return null;
  };
}

/** Whether `monster`, which has attacked this turn, may declare one more attack now ("a second attack in a row": Black Luster Soldier - Envoy of the Beginning). */
export const mayAttackAgain = (duel: Duel, monster: CardId): boolean => duel.rules.length > 0 && ruleApplies(duel, 'extraAttack', monster);

/**
 * How many attacks more than one `monster` may make in each Battle Phase now (rule code `extraAttacks`): the rules'
 * numbers added up (Armed Samurai - Ben Kei's Equip Cards; Twin Swords of Flashing Light - Tryce on the monster it equips).
 */
export function extraAttacksOf(duel: Duel, monster: CardId): number {
  let n = 0;
  walk(duel, 'extraAttacks', [monster], (hit) => {
    n += hit.value ?? 0;
    return false;
  });
  return n;
}

/**
 * Whether `monster` may attack directly as far as its own rules go (Number 17: Leviathan Dragon) and the recorded
 * ones about its controller's other monsters (rule code `othersCannotAttackDirectly`: Galaxy-Eyes Cipher Dragon).
 */
export function mayAttackDirectly(duel: Duel, monster: CardId): boolean {
  if (ownRuleApplies(duel, 'cannotAttackDirectly', monster)) return false;
  if (duel.rules.length === 0 || !duel.rules.some((r) => r.code === 'othersCannotAttackDirectly')) return true;
  const at = findMonster(duel, monster);
  return !at || !ruleApplies(duel, 'othersCannotAttackDirectly', monster, at.player);
}

/** Whether `player` cannot conduct a Battle Phase this turn (Soul Exchange). */
export const battlePhaseBarred = (duel: Duel, player: Player): boolean => duel.rules.length > 0 && ruleApplies(duel, 'noBattlePhase', player);

/** Whether a continuous effect doubles the battle damage `damaged` takes from this battle (Odd-Eyes Pendulum Dragon); doubled once, however many apply. */
export function battleDamageDoubled(duel: Duel, attacker: CardId, target: CardId | 'direct', damaged: Player): boolean {
  const battle: Battle = { attacker, target, damaged };
  return ruleApplies(duel, 'doublesBattleDamage', battle);
}

/**
 * Whether `attacker`, attacking a Defense Position monster, inflicts piercing battle damage (rulebook
 * v9.1 "Piercing Battle Damage": the difference between its ATK and that monster's DEF).
 */
export const inflictsPiercingDamage = (duel: Duel, attacker: CardId): boolean => ruleApplies(duel, 'piercing', attacker);

/**
 * Whether `player` may not activate the effect of `card` because the card is in a Graveyard and a recorded rule
 * bars their activations there ("card effects that activate in your opponent's Graveyard": Abyss Dweller, rule
 * code noGraveyardActivations): Triggers and effects used from the Graveyard alike.
 */
export const graveyardActivationBarred = (duel: Duel, player: Player, card: CardId): boolean =>
  duel.rules.length > 0 && ruleApplies(duel, 'noGraveyardActivations', player) && locate(duel, card).zone === 'graveyard';

/**
 * Whether a continuous effect stops `player` activating this card's effect now (Stargazer and Timegazer Magician),
 * or a recorded rule stops their activations in the Graveyard (`graveyardActivationBarred`).
 */
export function activationBarred(duel: Duel, player: Player, card: CardId, effect: Effect, binding: Binding = bindingOf(duel)): boolean {
  if (graveyardActivationBarred(duel, player, card)) return true;
  // Asked of every effect the activation scan looks at: most duels hold no such card, and nothing is made then.
  if (holdersIn(binding, duel, 'barsActivation').length === 0) return false;
  return walkField(duel, 'barsActivation', [player, card, effect], null, binding);
}

/**
 * The effect that stops `card` being destroyed by an effect `by` controls (Timegazer Magician), not yet
 * used this turn, as the mark its use leaves; null if none does.
 */
export function destructionPrevention(duel: Duel, card: CardId, by: Player): { player: Player; key: string } | null {
  return unusedPrevention(duel, rulesOf(duel, 'preventsDestruction', card, by));
}

/** The effect that stops `card` being destroyed by battle (Gogogo Golem), not yet used this turn, as the mark its use leaves; null if none does. */
export function battleDestructionPrevention(duel: Duel, card: CardId): { player: Player; key: string } | null {
  return unusedPrevention(duel, rulesOf(duel, 'preventsBattleDestruction', card));
}

/** The first of these once-per-turn rules not yet used this turn (its key: its card and effect index). */
function unusedPrevention(duel: Duel, rules: readonly RuleInForce[]): { player: Player; key: string } | null {
  for (const rule of rules) {
    const key = `${rule.source}#${rule.effect}`;
    if (!duel.marks.some((m) => m.mark === 'used' && m.player === rule.player && m.turn === duel.turn && m.key === key)) return { player: rule.player, key };
  }
  return null;
}

/**
 * The Equip Card destroyed instead of `monster` when it would be destroyed by battle (or, `by` 'effect', by a
 * card effect: a Union monster equipped by its own effect, "destroy this card instead"); null if none is.
 */
export function equipSubstitute(duel: Duel, monster: CardId, by: 'battle' | 'effect' = 'battle'): CardId | null {
  for (const rule of rulesOf(duel, 'substitutesForEquipped', monster, by)) if (rule.lasts.kind === 'whileEquipped' && rule.lasts.to === monster) return rule.source;
  if (by === 'effect') return null;
  // "If this card would be destroyed by battle, the equipped monster is destroyed instead" (rule code
  // `equipDestroyedInstead`, Thousand-Eyes Restrict): the monster equipped to it as an Equip Card.
  if (ownRuleApplies(duel, 'equipDestroyedInstead', monster)) {
    for (const ps of duel.players) for (const s of ps.spellTraps) if (s && s.equippedTo === monster && definitionOf(duel, s.card).frame !== 'spell' && definitionOf(duel, s.card).frame !== 'trap') return s.card;
  }
  return null;
}

/** The Pendulum Scale of the card in this Pendulum Zone now: printed, or what its Pendulum Effect makes it (Stargazer Magician). */
export function currentScale(duel: Duel, player: Player, slot: SpellTrapSlot): number {
  void player;
  const printed = definitionOf(duel, slot.card).scale ?? 0;
  // "This card's Pendulum Scale becomes 7 until the end of this turn" (recorded rule `pendulumScaleBecomes`: Performapal
  // Parrotrio), the last such rule recorded; it ends as the card leaves its zone.
  if (duel.rules.length > 0) {
    let set: number | null = null;
    walkRecorded(duel, 'pendulumScaleBecomes', [slot.card], (r) => {
      set = Number(r.recorded?.key ?? printed);
      return false;
    });
    if (set !== null) return set;
  }
  if (!declaresOwnRule(duel, slot.card, 'pendulumScale')) return printed;
  return rulesOf(duel, 'pendulumScale', slot.card)[0]?.value ?? printed;
}

/**
 * How many more Spell Counters a face-up card on the field can take now: its own `holdsSpellCounters` rule's
 * limit less the counters on it (0 for a card that declares none, or whose effects do not apply).
 */
export function spellCounterRoom(duel: Duel, card: CardId): number {
  if (!declaresOwnRule(duel, card, 'holdsSpellCounters')) return 0;
  const limit = rulesOf(duel, 'holdsSpellCounters', card)[0]?.value ?? 0;
  const at = locate(duel, card);
  const ps = duel.players[at.player];
  const counters = at.zone === 'monster' ? ps.monsters[at.index]!.counters : at.zone === 'spellTrap' ? (ps.spellTraps[at.index]!.counters ?? 0) : at.zone === 'field' ? (ps.field!.counters ?? 0) : 0;
  return Math.max(0, limit - counters);
}

/** Whether `player` takes no damage from this effect of `by`'s card (rule code noEffectDamage: Des Wombat, Hallowed Life Barrier). */
export function effectDamagePrevented(duel: Duel, player: Player, by: Player, binding: Binding = bindingOf(duel)): boolean {
  return mayHoldRules(duel, binding) && ruleApplies(duel, 'noEffectDamage', player, by);
}


// The Monster Zones a monster may be placed in (rule code `unusableZones`) live with the queries cards ask (stats.ts).
export { freeMonsterZones, unusableMonsterZones } from './stats';

// ---- "Each player can only control 1 Type of monster" (rule code oneTypeOfMonster: Rivalry of Warlords) ----

/**
 * Whether a face-up monster of Type `type` may not come to `player`'s field now: a rule holds them to 1 Type of
 * monster and they control a face-up monster of another Type (`except` left out: the monster asked about). A
 * monster with no Type is not counted (goat/c504700158.lua, "ignores cards without race"). Asked by every
 * face-up Summon (summon.ts `faceUpRefusal`); a Set and a face-down Special Summon are not held.
 */
export function typeBarred(duel: Duel, player: Player, type: string | undefined, except?: CardId): boolean {
  if (type === undefined || !ruleInForce(duel, 'oneTypeOfMonster') || !ruleApplies(duel, 'oneTypeOfMonster', player)) return false;
  const monsters = duel.players[player].monsters;
  for (let i = 0; i < monsters.length; i++) {
    const s = monsters[i];
    if (!s || !s.faceUp || s.card === except) continue;
    const other = definitionOf(duel, s.card).monsterType;
    if (other !== undefined && other !== type) return true;
  }
  return false;
}

/** Whether `card` may not be Summoned face-up to `player`'s field now (typeBarred, of its Type). */
export const anotherTypeBarred = (duel: Duel, player: Player, card: CardId): boolean => typeBarred(duel, player, definitionOf(duel, card).monsterType, card);

/** The Types of `player`'s face-up monsters, each once, in zone order (a monster with no Type counts none). */
export function faceUpTypes(duel: Duel, player: Player): string[] {
  const out: string[] = [];
  for (const s of duel.players[player].monsters) {
    const type = s && s.faceUp ? definitionOf(duel, s.card).monsterType : undefined;
    if (type !== undefined && !out.includes(type)) out.push(type);
  }
  return out;
}

/**
 * The Type each player keeps under oneTypeOfMonster is kept on the rule's source, as its declared value
 * (`SpellTrapSlot.declared`, public): `<player 0's Type>|<player 1's Type>`, empty for none (ygopro keeps it in
 * the script, reset as the card is activated).
 */
export function keptTypeIn(declared: string | null | undefined, player: Player): string | null {
  const kept = (declared ?? '').split('|')[player] ?? '';
  return kept === '' ? null : kept;
}

/** `declared` with `player`'s kept Type replaced (null: none). */
export function withKeptType(declared: string | null | undefined, player: Player, type: string | null): string {
  const both = [keptTypeIn(declared, 0) ?? '', keptTypeIn(declared, 1) ?? ''];
  both[player] = type ?? '';
  return both.join('|');
}

/**
 * What the state check does about `player`'s monsters under oneTypeOfMonster now (goat/c504700158.lua `adjustop`):
 * null when no such rule holds them, or in the Damage Step until damage is calculated; else the Type they keep
 * (null: they control no face-up monster) and the sources holding it, or `choose`: the Types among which they must
 * choose (they control face-up monsters of 2 or more Types, and none is the Type they kept).
 */
export function typesToKeep(duel: Duel, player: Player): { readonly keep: string | null; readonly sources: readonly CardId[] } | { readonly choose: readonly string[]; readonly sources: readonly CardId[] } | null {
  if (!ruleInForce(duel, 'oneTypeOfMonster')) return null;
  const timing = damageTimingOf(duel.flow.turnState);
  if (timing === 'start' || timing === 'beforeCalculation' || timing === 'calculation') return null;
  const sources = rulesOf(duel, 'oneTypeOfMonster', player).flatMap((r) => (r.source === null ? [] : [r.source]));
  if (sources.length === 0) return null;
  const types = faceUpTypes(duel, player);
  if (types.length <= 1) return { keep: types[0] ?? null, sources };
  const kept = sources.map((s) => keptTypeIn(declaredOn(duel, s), player)).find((t) => t !== null && types.includes(t));
  return kept !== undefined ? { keep: kept, sources } : { choose: types, sources };
}

/** The value a face-up Spell or Trap Card keeps as declared (`SpellTrapSlot.declared`), if any. */
export function declaredOn(duel: Duel, card: CardId): string | undefined {
  const at = locate(duel, card);
  if (at.zone === 'spellTrap') return duel.players[at.player].spellTraps[at.index]?.declared;
  return at.zone === 'field' ? duel.players[at.player].field?.declared : undefined;
}
