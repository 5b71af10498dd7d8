import { emptyMonsterZones, faceDownInBanished, findMonster, freeSpellTrapZones, locate, onField, whereIs } from './board';
import { isNormalPendulumMonster, isTrapMonster, monsterKinds, tributesNeeded, type CardDefinition } from './card';
import { attackOf, NOTHING_TO_ANSWER, responseToOf, summoningOf } from './draft';
import { faceUpInExtra } from './extraDeck';
import { opponentOf, type Attribute, type Player } from './constants';
import type { CardRule, EffectOrigin, QueryContext, Side } from './effects/types';
import { bindingOf, declaresOwnRule, definitionOf, duelHas, HOLDER_IN_FIELD_ZONE, HOLDER_IN_MONSTER_ZONE, HOLDER_IN_SPELL_TRAP_ZONE, holderZonesIn, holdersIn, holdersOf } from './registry';
import { recordedRuleApplies, walkRecorded } from './ruleSources';
import { continuousEffectsApply, type CardId, type ChainLink, type Duel, type DuelEvent, type MonsterSlot, type SpellTrapSlot } from './state';
import { currentPhase } from './turn';

/**
 * Current ATK/DEF: the printed values plus every change that applies now, computed from the board
 * each time and never written into it, so removing the source removes the change:
 * - continuous effects of face-up cards (Equip Spells on the monster they equip, Field Spells), once
 *   their activation has resolved (state.ts, continuousEffectsApply),
 * - changes "until the end of this turn" from resolved effects (Reinforcements, Castle Walls).
 */
export function currentAtk(duel: Duel, slot: MonsterSlot): number {
  return halved(duel, slot, Math.max(0, originalStat(duel, slot, 'originalAtk') + changes(duel, slot).atk));
}

/**
 * "Has its ATK halved" (rule code `halvesAtk`: Mirror Wall): the ATK with every other change applied,
 * halved (rounded down) once for each face-up card whose rule halves it. Read here, below the rule
 * readers (continuous.ts asks stats.ts), from the duel's few cards declaring it: most duels hold none.
 */
function halved(duel: Duel, slot: MonsterSlot, atk: number): number {
  if (!slot.faceUp) return atk;
  const binding = bindingOf(duel);
  const holders = holdersIn(binding, duel, 'halvesAtk');
  if (holders.length === 0) return atk;
  const zones = holderZonesIn(binding, duel, 'halvesAtk');
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    if ((zones & HOLDER_IN_SPELL_TRAP_ZONE) !== 0) for (const s of ps.spellTraps) if (s && holders.includes(s.card) && halves(duel, p, s, slot.card)) atk = Math.floor(atk / 2);
    if ((zones & HOLDER_IN_MONSTER_ZONE) !== 0) for (const s of ps.monsters) if (s && holders.includes(s.card) && halves(duel, p, s, slot.card)) atk = Math.floor(atk / 2);
  }
  return atk;
}

/** Whether the face-up card in `slot` (controlled by `p`), its effects applying, halves `monster`'s ATK now. */
function halves(duel: Duel, p: Player, slot: NegatingSlot, monster: CardId): boolean {
  if (!effectsApplyNow(duel, slot)) return false;
  const ctx = queryContext(duel, { card: slot.card, player: p, equippedTo: slot.equippedTo ?? null, linkedTo: slot.linkedTo ?? null });
  for (const effect of definitionOf(duel, slot.card).effects ?? []) {
    if (effect.kind === 'condition') continue;
    for (const rule of effect.rules ?? []) if (rule.code === 'halvesAtk' && rule.applies(ctx, monster)) return true;
  }
  return false;
}

export function currentDef(duel: Duel, slot: MonsterSlot): number {
  return Math.max(0, originalStat(duel, slot, 'originalDef') + changes(duel, slot).def);
}

/**
 * A face-up monster's original ATK or DEF: the printed value, or the one its own rule gives it now (rule
 * codes `originalAtk`, `originalDef`: "This card's ATK and DEF become the same as the equipped monster's",
 * Thousand-Eyes Restrict). Changes from other effects apply on top of it.
 */
function originalStat(duel: Duel, slot: MonsterSlot, code: 'originalAtk' | 'originalDef'): number {
  // "Switch the original ATK and DEF" (rule code `swapsOriginalStats`: Shield & Sword): each such rule about the
  // face-up monster exchanges them once (two exchange them back).
  if (slot.faceUp && duel.rules.length > 0 && swapsOf(duel, slot.card) % 2 === 1) return ownOriginal(duel, slot, code === 'originalAtk' ? 'originalDef' : 'originalAtk');
  return ownOriginal(duel, slot, code);
}

/** How many recorded rules exchange `card`'s original ATK and DEF now. */
function swapsOf(duel: Duel, card: CardId): number {
  let n = 0;
  walkRecorded(duel, 'swapsOriginalStats', [card], () => {
    n++;
    return false;
  });
  return n;
}

/** The original ATK or DEF before any exchange: the printed value, or the one the card's own rule gives it. */
function ownOriginal(duel: Duel, slot: MonsterSlot, code: 'originalAtk' | 'originalDef'): number {
  // "Its original DEF becomes 0" (recorded rule `originalDefBecomes`: Curse of Anubis), the last such rule recorded.
  if (code === 'originalDef' && slot.faceUp && duel.rules.length > 0) {
    let set: number | null = null;
    walkRecorded(duel, 'originalDefBecomes', [slot.card], (r) => {
      set = Number(r.recorded?.key ?? 0);
      return false;
    });
    if (set !== null) return set;
  }
  const def = definitionOf(duel, slot.card);
  const printed = (code === 'originalAtk' ? def.atk : def.def) ?? 0;
  // One bit of the card's facts: almost every monster declares no such rule.
  if (!slot.faceUp || !declaresOwnRule(duel, slot.card, code) || !effectsApplyNow(duel, slot)) return printed;
  const ctx = queryContext(duel, { card: slot.card, player: findMonster(duel, slot.card)?.player ?? (duel.cards[slot.card] as { owner: Player }).owner });
  for (const effect of def.effects ?? []) {
    if (effect.kind !== 'continuous') continue;
    for (const rule of effect.rules ?? []) {
      if (rule.code !== code) continue;
      const value = rule.applies(ctx);
      if (value !== null) return value;
    }
  }
  return printed;
}

/**
 * A card's Attribute now: for a face-up monster on the field whose effects apply, the one an effect changed
 * it to (Homunculus the Alchemic Being: `MonsterSlot.attribute`; ygopro resets it as the card is negated,
 * here it is not read while the card is negated), else the printed one (undefined for a Spell or Trap).
 */
export function attributeNow(duel: Duel, id: CardId): Attribute | undefined {
  const at = findMonster(duel, id);
  if (at?.slot.faceUp && at.slot.attribute !== undefined && effectsApplyNow(duel, at.slot)) return at.slot.attribute;
  return definitionOf(duel, id).attribute;
}

/**
 * Whether a card is of `attribute` now (attributeNow), or also treated as it by its own rule (rule code
 * `alsoAttribute`, Elemental Mistress Doriado): an effect's while it is face-up on the field with its effects
 * applying; a printed condition's (GOAT's Doriado) wherever the card is.
 */
export function hasAttribute(duel: Duel, id: CardId, attribute: Attribute): boolean {
  if (attributeNow(duel, id) === attribute) return true;
  // One bit of the card's facts: almost every card declares no such rule.
  if (!declaresOwnRule(duel, id, 'alsoAttribute')) return false;
  const at = findMonster(duel, id);
  const ctx = queryContext(duel, { card: id, player: at?.player ?? (duel.cards[id] as { owner: Player }).owner });
  for (const effect of definitionOf(duel, id).effects ?? []) {
    if (effect.kind !== 'condition' && (effect.kind !== 'continuous' || !at?.slot.faceUp || !effectsApplyNow(duel, at.slot))) continue;
    for (const rule of effect.rules ?? []) if (rule.code === 'alsoAttribute' && rule.applies(ctx, attribute)) return true;
  }
  return false;
}

/**
 * The answers a card's own rules of `code` give now: a printed condition's wherever the card is, a continuous
 * effect's while it is face-up on the field with its effects applying (as `hasAttribute` reads `alsoAttribute`).
 */
function ownRuleAnswers<C extends 'nameBecomes' | 'alsoNamed' | 'treatedAsNormalMonster' | 'alsoArchetype' | 'fusionSubstitute'>(
  duel: Duel,
  id: CardId,
  code: C,
  ask: (rule: Extract<CardRule, { code: C }>, ctx: QueryContext) => boolean,
): boolean {
  if (!declaresOwnRule(duel, id, code)) return false;
  // On the field: a Monster Zone, or a Spell & Trap or Field Zone (Toon Kingdom's name in the Field Zone).
  const at = findMonster(duel, id) ?? spellTrapSlotOf(duel, id);
  const ctx = queryContext(duel, { card: id, player: at?.player ?? (duel.cards[id] as { owner: Player }).owner });
  for (const effect of definitionOf(duel, id).effects ?? []) {
    if (effect.kind !== 'condition' && (effect.kind !== 'continuous' || !at?.slot.faceUp || !effectsApplyNow(duel, at.slot))) continue;
    for (const rule of effect.rules ?? []) if (rule.code === code && ask(rule as Extract<CardRule, { code: C }>, ctx)) return true;
  }
  return false;
}

/** The card's slot in a Spell & Trap Zone or the Field Zone, and who controls it; null elsewhere. */
function spellTrapSlotOf(duel: Duel, id: CardId): { player: Player; slot: SpellTrapSlot } | null {
  const at = whereIs(duel, id);
  if (at?.zone === 'field') return { player: at.player, slot: duel.players[at.player].field! };
  if (at?.zone === 'spellTrap') return { player: at.player, slot: duel.players[at.player].spellTraps[at.index]! };
  return null;
}

/**
 * The names a card has now (rule codes `nameBecomes`, `alsoNamed`): its own, or the one it becomes where
 * its rule says so (Blue-Eyes Alternative White Dragon on the field or in the Graveyard), and those it is
 * also treated as (The Eye of Timaeus). The card stays itself (its passcode, its name in a summary or a
 * view); only what asks for a name reads these.
 */
export function namesOf(duel: Duel, id: CardId): readonly string[] {
  let own = definitionOf(duel, id).name;
  const also: string[] = [];
  ownRuleAnswers(duel, id, 'nameBecomes', (rule, ctx) => {
    const name = rule.applies(ctx);
    if (name !== null) own = name;
    return name !== null;
  });
  // A name given by an effect for a while (rule code nameChangedTo: Galaxy-Eyes Cipher Dragon's), the latest.
  const given = recordedName(duel, id);
  if (given !== null) own = given;
  ownRuleAnswers(duel, id, 'alsoNamed', (rule, ctx) => {
    also.push(...rule.applies(ctx));
    return false;
  });
  return also.length === 0 ? [own] : [own, ...also.filter((n) => n !== own)];
}

/** The name a recorded rule gives the card now (rule code `nameChangedTo`, its key), the latest one in force; null for none. */
function recordedName(duel: Duel, id: CardId): string | null {
  if (duel.rules.length === 0 || !duel.rules.some((r) => r.code === 'nameChangedTo' && r.card === id)) return null;
  let name: string | null = null;
  walkRecorded(duel, 'nameChangedTo', [id], (rule) => {
    name = rule.recorded?.key ?? name;
    return false;
  });
  return name;
}

/** Whether a card has `name` now (namesOf): one read for every card, its rules asked only when it declares one. */
export function isNamed(duel: Duel, id: CardId, name: string): boolean {
  const def = definitionOf(duel, id);
  if (!declaresOwnRule(duel, id, 'nameBecomes') && !declaresOwnRule(duel, id, 'alsoNamed') && recordedName(duel, id) === null) return def.name === name;
  return namesOf(duel, id).includes(name);
}

/** Whether a card is a Normal Monster now: printed as one, or treated as one where its rule says (rule code `treatedAsNormalMonster`). */
export function isNormalMonster(duel: Duel, id: CardId): boolean {
  const def = definitionOf(duel, id);
  return def.frame === 'normal' || isNormalPendulumMonster(def) || ownRuleAnswers(duel, id, 'treatedAsNormalMonster', (rule, ctx) => rule.applies(ctx));
}

/** Whether a card is of `archetype` now: one of its names includes it, or its rule says it is (rule code `alsoArchetype`). */
export function isOfArchetype(duel: Duel, id: CardId, archetype: string): boolean {
  return namesOf(duel, id).some((n) => n.includes(archetype)) || ownRuleAnswers(duel, id, 'alsoArchetype', (rule, ctx) => rule.applies(ctx, archetype));
}

/** Whether a card may substitute for any 1 Fusion Material now (rule code `fusionSubstitute`: Versago the Destroyer). */
export function isFusionSubstitute(duel: Duel, id: CardId): boolean {
  return ownRuleAnswers(duel, id, 'fusionSubstitute', (rule, ctx) => rule.applies(ctx));
}

/**
 * A monster's ATK and DEF now, with one walk of the modifiers (where both are asked: each walk visits
 * every modifying card); `lingering` false leaves out the changes that end with this turn (Reinforcements).
 */
export function currentStats(duel: Duel, slot: MonsterSlot, lingering = true): { readonly atk: number; readonly def: number } {
  const change = changes(duel, slot, lingering);
  return { atk: halved(duel, slot, Math.max(0, originalStat(duel, slot, 'originalAtk') + change.atk)), def: Math.max(0, originalStat(duel, slot, 'originalDef') + change.def) };
}

/**
 * A monster's Level now: the printed Level, or the one an effect gave it "until the End Phase" while
 * it stays face-up on the field (Gagaga Magician). An Xyz Monster has a Rank, not a Level: 0.
 */
export function currentLevel(duel: Duel, id: CardId): number {
  const def = definitionOf(duel, id);
  if (def.frame === 'xyz') return 0;
  const changed = findMonster(duel, id)?.slot;
  const level = changed?.levelUntilTurn && changed.faceUp && changed.levelUntilTurn.turn === duel.turn ? changed.levelUntilTurn.level : changed ? ownLevel(duel, changed, def.level ?? 0) : (def.level ?? 0);
  return duel.rules.length > 0 ? withLevelChanges(duel, id, level) : level;
}

/**
 * A face-up monster's Level as its own rule makes it (rule code `levelBecomes`: Performapal Drummerilla's "if this card
 * is Normal Summoned without Tributing, its Level becomes 4"), or `printed`; not while its effects do not apply.
 */
function ownLevel(duel: Duel, slot: MonsterSlot, printed: number): number {
  if (!slot.faceUp || !declaresOwnRule(duel, slot.card, 'levelBecomes') || !effectsApplyNow(duel, slot)) return printed;
  const ctx = queryContext(duel, { card: slot.card, player: findMonster(duel, slot.card)?.player ?? (duel.cards[slot.card] as { owner: Player }).owner });
  for (const effect of definitionOf(duel, slot.card).effects ?? []) {
    if (effect.kind !== 'continuous') continue;
    for (const rule of effect.rules ?? []) {
      if (rule.code !== 'levelBecomes') continue;
      const value = rule.applies(ctx);
      if (value !== null) return value;
    }
  }
  return printed;
}

/**
 * A Level with the recorded changes about the card added (rule code `handLevelChange`: Cost Down's -2 on the monsters
 * in the hand, kept as they are Summoned; ended by the rules' end of turn, or as the card leaves the field): never
 * below 1 for a monster that has a Level.
 */
function withLevelChanges(duel: Duel, id: CardId, level: number): number {
  if (level <= 0) return level;
  let change = 0;
  const at = whereIs(duel, id);
  walkRecorded(duel, 'handLevelChange', [id, at?.zone === 'hand' ? at.player : null], (r) => {
    change += Number(r.recorded?.key ?? 0);
    return false;
  });
  return change === 0 ? level : Math.max(1, level + change);
}

/** How many Tributes a Normal Summon of `card` needs now: by its current Level (card.ts tributesNeeded with a Level changed: Cost Down). */
export function tributesNeededNow(duel: Duel, card: CardId, def: CardDefinition = definitionOf(duel, card)): number {
  if (duel.rules.length === 0 || def.level === undefined) return tributesNeeded(def);
  const level = currentLevel(duel, card);
  return level >= 7 ? 2 : level >= 5 ? 1 : 0;
}

const NONE: readonly CardId[] = [];

/**
 * Whether a face-up card's continuous effects apply now (its rules, its ATK/DEF changes, its Trigger
 * effects on the field): face-up with its activation resolved (state.ts continuousEffectsApply), its
 * Summon no longer waiting to succeed (a monster's effects apply once it is Summoned: Jinzo does not stop
 * Solemn Judgment negating its Summon), and its effects not negated by a rule (negatedByRule).
 */
export function effectsApplyNow(duel: Duel, slot: { readonly card: CardId; readonly faceUp: boolean; readonly effectsNegated?: true }): boolean {
  if (!continuousEffectsApply(duel, slot)) return false;
  const summoning = duel.flow.next === undefined ? null : summoningOf(duel);
  if (summoning && (summoning.card === slot.card || summoning.together?.includes(slot.card) === true)) return false;
  return !negatedByRule(duel, slot.card);
}

/**
 * Whether a rule negates the effects of `card` on the field now (rule code `negatesEffects`: Jinzo, Royal
 * Decree). Its sources apply it while face-up with their activation resolved; whether their own effects
 * are negated is not asked (a rule negating another negating card would go round in circles: Jinzo
 * negates Royal Decree's effects anyway). Most duels hold no such card: nothing is walked then.
 */
export function negatedByRule(duel: Duel, card: CardId): boolean {
  if (duel.rules.length > 0 && negatedByKind(duel, card)) return true;
  return negatingSource(duel, card, null) !== null;
}

/** Whether `card` is a face-up monster on the field of a kind whose effects a recorded rule negates (negatesEffectsOfKind: Dimension Barrier). */
function negatedByKind(duel: Duel, card: CardId): boolean {
  if (!duel.rules.some((r) => r.code === 'negatesEffectsOfKind')) return false;
  const at = findMonster(duel, card);
  return at !== null && at.slot.faceUp && monsterKinds(definitionOf(duel, card)).some((kind) => recordedRuleApplies(duel, 'negatesEffectsOfKind', kind));
}

/**
 * The face-up source negating `card`'s effects now, other than `besides`, or null. A source that is itself
 * negated by another (Spell Canceller under Skill Drain) negates nothing, unless each negates the other
 * (Skill Drain and Jinzo: both apply then). One level deep: the sources are few.
 */
function negatingSource(duel: Duel, card: CardId, besides: CardId | null): CardId | null {
  const binding = bindingOf(duel);
  const holders = holdersIn(binding, duel, 'negatesEffects');
  if (holders.length === 0) return null;
  const zones = holderZonesIn(binding, duel, 'negatesEffects');
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    if ((zones & HOLDER_IN_MONSTER_ZONE) !== 0) for (const s of ps.monsters) if (s && s.card !== besides && holders.includes(s.card) && negates(duel, p, s, card) && !disabled(duel, p, s, besides)) return s.card;
    if ((zones & HOLDER_IN_SPELL_TRAP_ZONE) !== 0) for (const s of ps.spellTraps) if (s && s.card !== besides && holders.includes(s.card) && negates(duel, p, s, card) && !disabled(duel, p, s, besides)) return s.card;
  }
  return null;
}

/** A zone's card that may negate others: a monster or a Spell/Trap (an Equip Card's monster, a linked card's monster). */
type NegatingSlot = { readonly card: CardId; readonly faceUp: boolean; readonly effectsNegated?: true; readonly equippedTo?: CardId | null; readonly linkedTo?: CardId };

/** Whether the negating source in `slot` is negated itself by another source it does not negate in turn (asked one level deep only). */
function disabled(duel: Duel, p: Player, slot: NegatingSlot, asking: CardId | null): boolean {
  if (asking !== null) return false;
  const other = negatingSource(duel, slot.card, slot.card);
  return other !== null && !negates(duel, p, slot, other);
}

/** Whether the face-up source in `slot` (controlled by `p`) negates `card`'s effects (a linked card's rule asks about its `linkedTo`: Fiendish Chain). */
function negates(duel: Duel, p: Player, slot: NegatingSlot, card: CardId): boolean {
  if (!continuousEffectsApply(duel, slot)) return false;
  const summoning = duel.flow.next === undefined ? null : summoningOf(duel);
  if (summoning && (summoning.card === slot.card || summoning.together?.includes(slot.card) === true)) return false;
  const ctx = queryContext(duel, { card: slot.card, player: p, equippedTo: slot.equippedTo ?? null, linkedTo: slot.linkedTo ?? null });
  for (const effect of definitionOf(duel, slot.card).effects ?? []) {
    if (effect.kind === 'condition') continue;
    for (const rule of effect.rules ?? []) if (rule.code === 'negatesEffects' && rule.applies(ctx, card)) return true;
  }
  return false;
}
const NO_CHANGE: Readonly<{ atk: number; def: number }> = Object.freeze({ atk: 0, def: 0 });

/**
 * Whether `card` cannot be Normal, Flip or Special Summoned now by its own printed condition (rule code
 * `cannotBeSummonedNow`: Guardian Kay'est without a face-up "Rod of Silence - Kay'est" on its player's field),
 * asked with the player who would Summon it (by default its controller, or its owner off the field). A Set is not a Summon: not asked for one.
 */
export function summonConditionUnmet(duel: Duel, card: CardId, summoner?: Player): boolean {
  if (!declaresOwnRule(duel, card, 'cannotBeSummonedNow')) return false;
  const player = summoner ?? findMonster(duel, card)?.player ?? (duel.cards[card] as { owner: Player }).owner;
  const ctx = queryContext(duel, { card, player });
  for (const effect of definitionOf(duel, card).effects ?? []) {
    if (effect.kind !== 'condition') continue;
    for (const rule of effect.rules ?? []) if (rule.code === 'cannotBeSummonedNow' && rule.applies(ctx)) return true;
  }
  return false;
}

/**
 * Whose effect the card `source` applies, and of what kind (ygopro's `te:IsActiveType`): a Spell's (a Pendulum
 * Monster's Pendulum Effect in its Pendulum Zone too), a Trap's, or a monster's. `player`: whose effect it is.
 */
export function originOf(duel: Duel, source: CardId, player: Player): EffectOrigin {
  const frame = definitionOf(duel, source).frame;
  const kind = frame === 'spell' || locate(duel, source).zone === 'pendulum' ? 'spell' : frame === 'trap' ? 'trap' : 'monster';
  return { card: source, kind, player };
}

/**
 * Whether the card `card` is unaffected by the effect of `source` (rule code `unaffectedBy`, ygopro's
 * EFFECT_IMMUNE_EFFECT: Horus the Black Flame Dragon LV6, "unaffected by Spell effects"). Only a face-up monster
 * on the field whose own effects apply is (its rule is a continuous effect of its own), and never to its own
 * effects. One bit of its facts says whether it declares any: most cards do not, and nothing is walked then.
 * A face-up card may also make other monsters unaffected (rule code `makesMonstersUnaffected`, ygopro's
 * EFFECT_IMMUNE_EFFECT as a field effect: Eternal Soul's "Dark Magician"): asked of the duel's few such cards.
 * The rulebooks say nothing of "unaffected"; where ygopro-core asks `is_affect_by_effect` we ask this
 * (docs/rules-decisions.md "Unaffected by effects").
 */
export function unaffectedBy(duel: Duel, card: CardId, source: CardId | null, player: Player): boolean {
  if (source === null || source === card || !mayBeUnaffected(duel, card)) return false;
  const at = findMonster(duel, card);
  if (!at) return false;
  const origin = originOf(duel, source, player);
  if (at.slot.faceUp && declaresOwnRule(duel, card, 'unaffectedBy') && effectsApplyNow(duel, at.slot)) {
    const ctx = queryContext(duel, { card, player: at.player });
    for (const effect of definitionOf(duel, card).effects ?? []) {
      if (effect.kind !== 'continuous') continue;
      for (const rule of effect.rules ?? []) if (rule.code === 'unaffectedBy' && rule.applies(ctx, origin)) return true;
    }
  }
  return grantedUnaffected(duel, card, origin);
}

/**
 * Whether a face-up card on the field, its effects applying, makes the monster `card` unaffected by `origin`
 * (rule code `makesMonstersUnaffected`): its answer says which monsters (face-up or not) and which effects.
 */
function grantedUnaffected(duel: Duel, card: CardId, origin: EffectOrigin): boolean {
  const holders = holdersOf(duel, 'makesMonstersUnaffected');
  if (holders.length === 0) return false;
  const zones = holderZonesIn(bindingOf(duel), duel, 'makesMonstersUnaffected');
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    if ((zones & HOLDER_IN_SPELL_TRAP_ZONE) !== 0) for (const s of ps.spellTraps) if (s && holders.includes(s.card) && grants(duel, p, s, card, origin)) return true;
    if ((zones & HOLDER_IN_MONSTER_ZONE) !== 0) for (const s of ps.monsters) if (s && holders.includes(s.card) && grants(duel, p, s, card, origin)) return true;
    if ((zones & HOLDER_IN_FIELD_ZONE) !== 0 && ps.field && holders.includes(ps.field.card) && grants(duel, p, ps.field, card, origin)) return true;
  }
  return false;
}

/** Whether the face-up card in `slot` (controlled by `p`), its effects applying, makes `monster` unaffected by `origin` now. */
function grants(duel: Duel, p: Player, slot: NegatingSlot, monster: CardId, origin: EffectOrigin): boolean {
  // Never unaffected by the granting card's own effects (ygopro's immunity filters leave out the effect's own card).
  if (slot.card === monster || slot.card === origin.card || !effectsApplyNow(duel, slot)) return false;
  const ctx = queryContext(duel, { card: slot.card, player: p, equippedTo: slot.equippedTo ?? null, linkedTo: slot.linkedTo ?? null });
  for (const effect of definitionOf(duel, slot.card).effects ?? []) {
    if (effect.kind === 'condition') continue;
    for (const rule of effect.rules ?? []) if (rule.code === 'makesMonstersUnaffected' && rule.applies(ctx, monster, origin)) return true;
  }
  return false;
}

/**
 * Whether anything could make `card` unaffected by an effect in this duel: its own rule (`unaffectedBy`) or a card
 * of the duel making monsters unaffected (`makesMonstersUnaffected`). The readers of every ATK/DEF and attack ask
 * this first: most duels hold neither.
 */
export function mayBeUnaffected(duel: Duel, card: CardId): boolean {
  return declaresOwnRule(duel, card, 'unaffectedBy') || holdersOf(duel, 'makesMonstersUnaffected').length > 0;
}

/** `sum` plus the changes the face-up card `source`'s modifier effects make to `monster` (a new record only when there is one). */
function addModifiers(duel: Duel, p: Player, source: CardId, equippedTo: CardId | null, monster: CardId, sum: Readonly<{ atk: number; def: number }>, reversed: boolean, linkedTo: CardId | null = null): Readonly<{ atk: number; def: number }> {
  const effects = definitionOf(duel, source).effects;
  if (!effects) return sum;
  let ctx: QueryContext | null = null;
  for (const effect of effects) {
    if (!effect.modifiers) continue;
    ctx ??= queryContext(duel, { card: source, player: p, equippedTo, linkedTo });
    for (const m of effect.modifiers(ctx)) {
      if (!m.applies(monster)) continue;
      const atk = m.atk ?? 0;
      const def = m.def ?? 0;
      sum = { atk: sum.atk + (reversed ? -atk : atk), def: sum.def + (reversed ? -def : def) };
    }
  }
  return sum;
}

function changes(duel: Duel, slot: MonsterSlot, lingering = true): Readonly<{ atk: number; def: number }> {
  // Face-down monsters have no ATK/DEF to change until they are flipped.
  if (!slot.faceUp) return NO_CHANGE;
  const boost = slot.boost;
  if (duel.lingering.length === 0 && !duelHas(duel, 'modifies')) return boost ? { atk: boost.atk, def: boost.def } : NO_CHANGE;
  // Reverse Trap: this turn, every increase is a decrease of the same amount, and every decrease an increase.
  const reversed = duel.rules.length > 0 && recordedRuleApplies(duel, 'reverseStatChanges');
  const sign = (n: number): number => (reversed ? -n : n);
  let sum: Readonly<{ atk: number; def: number }> = boost ? { atk: boost.atk, def: boost.def } : NO_CHANGE;
  const holders = duelHas(duel, 'modifies') ? holdersOf(duel, 'modifies') : NONE;
  // A monster unaffected by some effects (Horus the Black Flame Dragon LV6: Spells'; Eternal Soul's "Dark Magician"): their changes do not apply to it.
  const immune = holders.length > 0 && mayBeUnaffected(duel, slot.card);
  const applies = (source: CardId, p: Player): boolean => !immune || !unaffectedBy(duel, slot.card, source, p);
  if (holders.length > 0) {
    // Only the kinds of zone the duel's modifying cards can stand in are walked (Equip Spells: the Spell & Trap Zones).
    const zones = holderZonesIn(bindingOf(duel), duel, 'modifies');
    for (const p of [0, 1] as const) {
      const ps = duel.players[p];
      // Monsters, then Spells & Traps, then the Field Zone (plain loops: this runs for every ATK/DEF asked).
      if ((zones & HOLDER_IN_MONSTER_ZONE) !== 0) for (let i = 0; i < ps.monsters.length; i++) {
        const source = ps.monsters[i];
        if (source && holders.includes(source.card) && effectsApplyNow(duel, source) && applies(source.card, p)) sum = addModifiers(duel, p, source.card, null, slot.card, sum, reversed);
      }
      if ((zones & HOLDER_IN_SPELL_TRAP_ZONE) !== 0) for (let i = 0; i < ps.spellTraps.length; i++) {
        const source = ps.spellTraps[i];
        if (source && holders.includes(source.card) && effectsApplyNow(duel, source) && applies(source.card, p)) sum = addModifiers(duel, p, source.card, source.equippedTo, slot.card, sum, reversed, source.linkedTo ?? null);
      }
      const field = ps.field;
      if ((zones & HOLDER_IN_FIELD_ZONE) !== 0 && field && holders.includes(field.card) && effectsApplyNow(duel, field) && applies(field.card, p)) sum = addModifiers(duel, p, field.card, field.equippedTo, slot.card, sum, reversed);
    }
  }
  if (duel.lingering.length === 0 || !lingering) return sum;
  let { atk, def } = sum;
  for (const l of duel.lingering) {
    if (l.card === slot.card && (l.turn === duel.turn || (l.through !== undefined && l.turn <= duel.turn && duel.turn <= l.through)) && l.placedTurn === slot.placedTurn) {
      atk += sign(l.atk);
      def += sign(l.def);
    }
  }
  return { atk, def };
}

export type { CardId };

/** Whose card, and where it stands, for a context (the effect context adds its answers). */
export interface QueryInput {
  card: CardId;
  player: Player;
  targets?: readonly CardId[];
  link?: ChainLink | null;
  chain?: readonly ChainLink[];
  /** For an Equip Card: the monster it is equipped to. */
  equippedTo?: CardId | null;
  /** For a card linked to the monster it targeted: that monster. */
  linkedTo?: CardId | null;
  /** A continuous effect acting on an event (`withoutChain`, no Chain Link): the event. */
  event?: DuelEvent;
}

/**
 * The read-only context continuous effects are asked in (ATK/DEF modifiers, rule effects, "without
 * Tributing"): board queries only, so asking it never changes the duel. The helpers live once on a
 * shared prototype (contexts are made for every check, so they must be cheap); effects/context.ts
 * builds the effect context on the same prototype.
 */
export function queryContext(duel: Duel, input: QueryInput): QueryContext {
  return new QueryContextOf(duel, input);
}

/**
 * Makes contexts on a prototype of queries, their data fields set by one constructor: V8 then sizes
 * each object for all of its fields at once (made with Object.create and filled one field after
 * another, a context grew a separate property store several times over).
 */
export function contextMaker<I extends QueryInput, C extends QueryContext>(prototype: object, fill: (ctx: Mutable<C>, duel: Duel, input: I) => void): new (duel: Duel, input: I) => C {
  function Context(this: Mutable<C>, duel: Duel, input: I): void {
    fill(this, duel, input);
  }
  Context.prototype = prototype;
  return Context as unknown as new (duel: Duel, input: I) => C;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Data = 'duel' | 'card' | 'player' | 'opponent' | 'targets' | 'equippedTo' | 'linkedTo' | 'responseTo' | 'attack' | 'summoning' | 'link' | 'chain' | 'triggeredBy' | 'declared';

/** Sets a context's data fields (shared by the effect context). */
export function fillQueryContext<C extends QueryContext>(context: C, duel: Duel, input: QueryInput): C {
  const ctx = context as Mutable<QueryContext>;
  ctx.duel = duel;
  ctx.card = input.card;
  ctx.player = input.player;
  ctx.opponent = opponentOf(input.player);
  ctx.targets = input.targets ?? [];
  ctx.equippedTo = input.equippedTo ?? null;
  ctx.linkedTo = input.linkedTo ?? null;
  // With nothing waiting on the flow (most probes of the legal list), nothing is looked for there.
  const waiting = duel.flow.next !== undefined;
  ctx.responseTo = waiting ? responseToOf(duel) : NOTHING_TO_ANSWER;
  ctx.attack = waiting ? attackOf(duel) : null;
  ctx.summoning = waiting ? summoningOf(duel) : null;
  ctx.link = input.link ?? null;
  ctx.chain = input.chain ?? duel.flow.chain;
  ctx.triggeredBy = input.link?.event ?? input.event ?? null;
  ctx.declared = input.link?.declared ?? null;
  return context;
}

/** The cards of one kind of pile of the given players, in one new list. */
function pilesOf(duel: Duel, players: readonly Player[], pile: 'graveyard' | 'hand' | 'deck' | 'banished'): CardId[] {
  const out: CardId[] = [];
  for (const p of players) {
    const cards = duel.players[p][pile];
    for (let i = 0; i < cards.length; i++) out.push(cards[i]!);
  }
  return out;
}

const NO_CARDS: readonly CardId[] = Object.freeze([]);

type Queries = Omit<QueryContext, Data> & { sides(side?: Side): Player[] };

/** The board queries of every context. */
export const QUERIES: ThisType<QueryContext & Queries> & Queries = {
  sides(side: Side = 'all'): Player[] {
    return side === 'mine' ? [this.player] : side === 'theirs' ? [this.opponent] : [this.player, this.opponent];
  },
  phase() {
    return currentPhase(this.duel);
  },
  definition(id) {
    return definitionOf(this.duel, id);
  },
  // Plain loops into one list: these are asked for every target check and every trigger.
  monsters(side) {
    const out: CardId[] = [];
    for (const p of this.sides(side)) {
      const zones = this.duel.players[p].monsters;
      for (let i = 0; i < zones.length; i++) if (zones[i]) out.push(zones[i]!.card);
    }
    return out;
  },
  cardsOnField(side) {
    const out = this.monsters(side);
    for (const c of this.spellTraps(side)) if (!out.includes(c)) out.push(c);
    return out;
  },
  spellTraps(side) {
    const out: CardId[] = [];
    for (const p of this.sides(side)) {
      const ps = this.duel.players[p];
      for (let i = 0; i < ps.spellTraps.length; i++) if (ps.spellTraps[i]) out.push(ps.spellTraps[i]!.card);
      if (ps.field) out.push(ps.field.card);
      for (let i = 0; i < ps.pendulum.length; i++) if (ps.pendulum[i]) out.push(ps.pendulum[i]!.card);
      // A Trap Monster in a Monster Zone is still a Trap Card on the field (library.ts trapMonsterActivation).
      for (let i = 0; i < ps.monsters.length; i++) {
        const m = ps.monsters[i];
        if (m && m.faceUp && isTrapMonster(definitionOf(this.duel, m.card))) out.push(m.card);
      }
    }
    return out;
  },
  graveyard(side) {
    return pilesOf(this.duel, this.sides(side), 'graveyard');
  },
  banished(side) {
    return pilesOf(this.duel, this.sides(side), 'banished');
  },
  hand(side) {
    return pilesOf(this.duel, this.sides(side), 'hand');
  },
  deck(side) {
    return pilesOf(this.duel, this.sides(side), 'deck');
  },
  isFaceUp(id) {
    const at = locate(this.duel, id);
    if (at.zone === 'monster') return this.duel.players[at.player].monsters[at.index]?.faceUp === true;
    if (at.zone === 'spellTrap') return this.duel.players[at.player].spellTraps[at.index]?.faceUp === true;
    if (at.zone === 'field') return this.duel.players[at.player].field?.faceUp === true;
    if (at.zone === 'banished') return !faceDownInBanished(this.duel, id);
    // Face-up in an Extra Deck: only a Pendulum Monster that left the field (test/pendulumFromExtraDeckByEffect.test.ts).
    if (at.zone === 'extra') return faceUpInExtra(this.duel, id);
    return at.zone !== 'deck' && at.zone !== 'hand';
  },
  controllerOf(id) {
    const at = locate(this.duel, id);
    return onField(at) ? at.player : null;
  },
  atk(id) {
    const at = findMonster(this.duel, id);
    return at ? currentAtk(this.duel, at.slot) : (definitionOf(this.duel, id).atk ?? 0);
  },
  originalAtk(id) {
    const at = findMonster(this.duel, id);
    return at ? originalStat(this.duel, at.slot, 'originalAtk') : (definitionOf(this.duel, id).atk ?? 0);
  },
  def(id) {
    const at = findMonster(this.duel, id);
    return at ? currentDef(this.duel, at.slot) : (definitionOf(this.duel, id).def ?? 0);
  },
  level(id) {
    return currentLevel(this.duel, id);
  },
  attributeOf(id) {
    return attributeNow(this.duel, id);
  },
  hasAttribute(id, attribute) {
    return hasAttribute(this.duel, id, attribute);
  },
  isNamed(id, name) {
    return isNamed(this.duel, id, name);
  },
  isNormalMonster(id) {
    return isNormalMonster(this.duel, id);
  },
  isOfArchetype(id, archetype) {
    return isOfArchetype(this.duel, id, archetype);
  },
  isFusionSubstitute(id) {
    return isFusionSubstitute(this.duel, id);
  },
  keptTargets() {
    const at = locate(this.duel, this.card);
    if (at.zone !== 'spellTrap') return NO_CARDS;
    const slot = this.duel.players[at.player].spellTraps[at.index]!;
    return slot.keeps ?? (slot.linkedTo !== undefined ? [slot.linkedTo] : NO_CARDS);
  },
  keptDeclared(card) {
    const at = locate(this.duel, card ?? this.card);
    if (at.zone === 'field') return this.duel.players[at.player].field?.declared ?? null;
    if (at.zone !== 'spellTrap') return null;
    return this.duel.players[at.player].spellTraps[at.index]?.declared ?? null;
  },
  unaffectedByThis(card) {
    return unaffectedBy(this.duel, card, this.card, this.player);
  },
  equipsOf(monster) {
    const out: CardId[] = [];
    for (const ps of this.duel.players) for (const s of ps.spellTraps) if (s && s.equippedTo === monster) out.push(s.card);
    return out;
  },
  extra(side) {
    return this.sides(side).flatMap((p) => [...this.duel.players[p].extra]);
  },
  materialsOf(id) {
    return [...(findMonster(this.duel, id)?.slot.materials ?? [])];
  },
  counters(id) {
    const monster = findMonster(this.duel, id);
    if (monster) return monster.slot.counters;
    const at = locate(this.duel, id);
    const ps = this.duel.players[at.player];
    if (at.zone === 'spellTrap') return ps.spellTraps[at.index]?.counters ?? 0;
    return at.zone === 'field' ? (ps.field?.counters ?? 0) : 0;
  },
  freeMonsterZones(p) {
    return freeMonsterZones(this.duel, p ?? this.player);
  },
  freeSpellTrapZones(p) {
    return freeSpellTrapZones(this.duel, p ?? this.player);
  },
  thisTurn(what, p) {
    return this.duel.marks.filter((m) => m.mark === what && m.player === p && m.turn === this.duel.turn).map((m) => m.key);
  },
};

const QueryContextOf = contextMaker<QueryInput, QueryContext>(QUERIES, fillQueryContext);

/**
 * `player`'s Monster Zones that cannot be used now (rule code `unusableZones`: Ojama King's chosen zones).
 * Recorded about the card that chose them, so they end as it leaves the field or is turned face-down
 * (board.ts forgetRulesAbout); while its effects are negated the zones may be used again.
 */
export function unusableMonsterZones(duel: Duel, player: Player): number[] {
  if (duel.rules.length === 0) return NO_ZONES;
  let out: number[] | null = null;
  for (const r of duel.rules) {
    if (r.code !== 'unusableZones' || r.player !== player || r.key === undefined) continue;
    const source = r.card === undefined ? null : findMonster(duel, r.card);
    if (source !== null && !effectsApplyNow(duel, source.slot)) continue;
    for (const z of r.key.split(',')) if (!(out ??= []).includes(Number(z))) out.push(Number(z));
  }
  return out ?? NO_ZONES;
}
const NO_ZONES: number[] = [];

/**
 * The Monster Zones a monster may be placed in for `player` now, in zone order: empty, and not made
 * unusable (Ojama King). Every Summon, Special Summon, Token, control change and return to the field
 * asks this, so no path places a monster where it may not go.
 */
export function freeMonsterZones(duel: Duel, player: Player): number[] {
  const zones = emptyMonsterZones(duel.players[player]);
  if (duel.rules.length === 0) return zones;
  const unusable = unusableMonsterZones(duel, player);
  const usable = unusable.length === 0 ? zones : zones.filter((z) => !unusable.includes(z));
  const cap = monsterCapOf(duel, player);
  // Under a cap, as many zones as monsters may still be placed (the first of them: the count is what matters).
  return cap === null ? usable : usable.slice(0, Math.max(0, cap - monsterCount(duel, player)));
}

const monsterCount = (duel: Duel, player: Player): number => duel.players[player].monsters.reduce((n, s) => (s ? n + 1 : n), 0);

/**
 * The most monsters `player` may control by placing one more (rule code monsterCap: Kaiser Colosseum): as many
 * as the rule's card's controller controls, while that card is face-up on the field with its effects applying
 * and they control 1 or more; null when no cap holds. Those already beyond it stay (nothing is taken away).
 */
export function monsterCapOf(duel: Duel, player: Player): number | null {
  let cap: number | null = null;
  for (const r of duel.rules) {
    if (r.code !== 'monsterCap' || r.player !== player || r.card === undefined) continue;
    const at = locate(duel, r.card);
    if (at.zone !== 'spellTrap') continue;
    const slot = duel.players[at.player].spellTraps[at.index];
    if (!slot || !continuousEffectsApply(duel, slot)) continue;
    const limit = monsterCount(duel, at.player);
    if (limit > 0) cap = cap === null ? limit : Math.min(cap, limit);
  }
  return cap;
}
