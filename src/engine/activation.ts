import type { Action } from './actions';
import { hasFreeSpellTrapZone } from './board';
import type { CardDefinition } from './card';
import { opponentOf, type Player } from './constants';
import { responseToOf, summoningOf, type Work } from './draft';
import { effectContext } from './effects/context';
import { isDuring, spellSpeedOf, type During, type Effect, type EffectContext, type SpellSpeed, type TargetSpec } from './effects/types';
import { activatableInGraveyardAt, activatableOffTurnInHandWith, activatableWith, bindingOf, definitionOf, duelHasWith, scanSpeeds, type Binding, type CardFacts } from './registry';
import type { Refusal } from './refusals';
import { activationBarred, deckToHandBarred, drawBarred, playCostRefusal, protectionInForce, protectsFromTargeting, ruleApplies, spellTrapPlaysBarred } from './continuous';
import { maySpecialSummon } from './summon';
import type { CardId, ChainLink, Duel } from './state';
import { battleStepOf, currentPhase, damageCalculationStarted, phaseOf } from './turn';

/*
 * What may be activated now (rulebook v9.1 "Spell & Trap Cards", "Effect Monsters", "Chains and
 * Spell Speed", "Damage Step Rules"): Spell/Trap Cards, Ignition and Quick Effects of face-up cards,
 * and Quick Effects activated from the hand.
 */

export const isSpell = (def: CardDefinition): boolean => def.frame === 'spell';
export const isTrap = (def: CardDefinition): boolean => def.frame === 'trap';
export const hasSubtype = (def: CardDefinition, s: string): boolean => def.subtype?.includes(s) === true;

/** The lowest Spell Speed that may be activated now by the deciding player. */
export function minimumSpeed(duel: Duel): SpellSpeed {
  const top = duel.flow.chain[duel.flow.chain.length - 1];
  if (top) return Math.max(2, top.speed) as SpellSpeed;
  if (duel.flow.window || duel.flow.prompt) return 2;
  const phase = currentPhase(duel);
  return phase === 'main1' || phase === 'main2' ? 1 : 2;
}

/** Every `activate` action `player` may take now, given the lowest Spell Speed allowed (added to `out` when given). */
export function activations(duel: Duel, player: Player, minSpeed: SpellSpeed, binding?: Binding, out: Action[] = []): Action[] {
  scanActivations(duel, player, minSpeed, out, binding);
  return out;
}

/** Whether `player` may activate anything now (what opens a window), stopping at the first. */
export const canActivateAnything = (duel: Duel, player: Player, minSpeed: SpellSpeed): boolean => scanActivations(duel, player, minSpeed, null);

/**
 * The candidates are the player's hand, Spell & Trap Zones, Field Zone, Pendulum Zones, Graveyard and face-up monsters, in that
 * order; where each is, is known from the scan (no search for it). With `out` null, stops at the
 * first effect that may be activated and says whether there was one.
 */
function scanActivations(duel: Duel, player: Player, minSpeed: SpellSpeed, out: Action[] | null, binding: Binding = bindingOf(duel)): boolean {
  if (duel.winner !== null) return false;
  // The binding is looked up once for the whole scan (or handed in by the caller).
  if (!duelHasWith(binding, duel, 'activatable')) return false;
  const ps = duel.players[player];
  const speeds = scanSpeeds(binding, duel);
  // Cards with no effect that could be activated there at this Spell Speed are passed over before a
  // Location is made for them (canActivate would refuse each of their effects); so is every zone
  // where no card of the duel could be activated at this Spell Speed (scanSpeeds).
  // On the opponent's turn only Quick Effects "from your hand" can be activated there (a Spell Card
  // from the hand only on your own turn: cardCanBeActivated), so Spells in hand are passed over then.
  const myTurn = duel.turnPlayer === player;
  if ((myTurn ? speeds.hand : speeds.handOffTurn) >= minSpeed) for (let i = 0; i < ps.hand.length; i++) {
    const card = ps.hand[i]!;
    const facts = myTurn ? activatableWith(binding, duel, card, minSpeed, true) : activatableOffTurnInHandWith(binding, duel, card, minSpeed);
    if (facts && tryCard(duel, player, card, facts, 'hand', i, minSpeed, out, binding)) return true;
  }
  if (speeds.spellTrap >= minSpeed) for (let i = 0; i < ps.spellTraps.length; i++) {
    const s = ps.spellTraps[i];
    // A face-up card whose effects are negated (Magician Navigation) activates none.
    const facts = s && !s.effectsNegated && activatableWith(binding, duel, s.card, minSpeed, false);
    if (facts && tryCard(duel, player, s.card, facts, 'spellTrap', i, minSpeed, out, binding)) return true;
  }
  const field = ps.field;
  const fieldFacts = field && !field.effectsNegated && speeds.field >= minSpeed && activatableWith(binding, duel, field.card, minSpeed, false);
  if (fieldFacts && tryCard(duel, player, field.card, fieldFacts, 'field', 0, minSpeed, out, binding)) return true;
  if (speeds.pendulum >= minSpeed) for (const index of [0, 1] as const) {
    const s = ps.pendulum[index];
    const facts = s && activatableWith(binding, duel, s.card, minSpeed, false);
    if (facts && tryCard(duel, player, s.card, facts, 'pendulum', index, minSpeed, out, binding)) return true;
  }
  // Ignition Effects activated from the Graveyard (Quillbolt Hedgehog): only effects that say so
  // may be activated there (effectCanBeActivated), so the Graveyard is skipped when no card has one.
  if (speeds.graveyard >= minSpeed) for (let i = 0; i < ps.graveyard.length; i++) {
    const card = ps.graveyard[i]!;
    const facts = activatableInGraveyardAt(binding, duel, card, minSpeed);
    if (facts && tryCard(duel, player, card, facts, 'graveyard', i, minSpeed, out, binding)) return true;
  }
  if (speeds.monster >= minSpeed) for (let i = 0; i < ps.monsters.length; i++) {
    const s = ps.monsters[i];
    // A monster whose effects are negated activates none.
    const facts = s && s.faceUp && !s.effectsNegated ? activatableWith(binding, duel, s.card, minSpeed, false) : null;
    if (facts && tryCard(duel, player, s!.card, facts, 'monster', i, minSpeed, out, binding)) return true;
  }
  // "Either player can …" (Royal Oppression): the opponent's face-up Spells and Traps whose effects say so.
  if (speeds.spellTrap >= minSpeed) {
    const theirs = duel.players[opponentOf(player)].spellTraps;
    for (let i = 0; i < theirs.length; i++) {
      const s = theirs[i];
      const facts = s && s.faceUp && activatableWith(binding, duel, s.card, minSpeed, false);
      if (facts && facts.def.effects?.some(isEitherPlayers) && tryCard(duel, player, s!.card, facts, 'opponentSpellTrap', i, minSpeed, out, binding)) return true;
    }
  }
  return false;
}

/** An effect that answers battle damage (`respondsTo`), while the window open answers battle damage (chain.ts `openEventResponse`). */
const answersBattleDamageNow = (duel: Duel, effect: Effect): boolean =>
  effect.respondsTo === 'battleDamage' && responseToOf(duel).some((e) => e.type === 'battleDamage');

/** An effect the controller's opponent may activate too ("either player can": Royal Oppression). */
const isEitherPlayers = (effect: Effect): boolean => effect.kind === 'quick' && effect.eitherPlayer === true;

/** Adds the card's effects that may be activated to `out`; with `out` null, says whether there is one. */
function tryCard(duel: Duel, player: Player, card: CardId, facts: CardFacts, zone: ScanZone, at: number, minSpeed: SpellSpeed, out: Action[] | null, binding: Binding): boolean {
  const def = facts.def;
  const effects = def.effects;
  if (!effects) return false;
  // Each effect's Spell Speed is read off the card's facts: an effect too slow now is passed over before anything else is asked.
  const speeds = facts.effectSpeeds;
  for (let index = 0; index < effects.length; index++) {
    const speed = speeds[index]!;
    if (speed < minSpeed || activationRefusal(duel, player, card, zone, at, def, effects[index]!, index, speed, minSpeed, binding) !== null) continue;
    if (!out) return true;
    out.push({ type: 'activate', card, effect: index });
  }
  return false;
}

/**
 * Where the scan found a card: a kind of zone of the scanning player's and the index in it (no
 * Location made per candidate: the scan asks this of every card it passes, the player is the scanner).
 */
export type ScanZone = 'hand' | 'spellTrap' | 'field' | 'pendulum' | 'graveyard' | 'monster' | 'opponentSpellTrap';

/**
 * Why this effect of the card may not be activated now (null: it may); `speed` is its Spell Speed
 * (spellSpeedOf), already known to be `minSpeed` or more. The one rule of activation: the scan lists
 * what it allows, and `cardActivationRefusal` words what it refuses.
 */
function activationRefusal(duel: Duel, player: Player, card: CardId, zone: ScanZone, at: number, def: CardDefinition, effect: Effect, index: number, speed: SpellSpeed, minSpeed: SpellSpeed, binding: Binding): Refusal | null {
  // The Damage Step: only Counter Traps, and effects that directly change ATK/DEF (or say they may)
  // up to the start of damage calculation (rulebook v9.1 "Limitations on Activating Cards").
  // An effect answering battle damage (Damage Gate) may be activated in the window after damage calculation that opened for it.
  if (speed < 3 && battleStepOf(duel.flow.turnState) === 'damage' && (effect.damageStep !== true || damageCalculationStarted(duel.flow.turnState)) && !answersBattleDamageNow(duel, effect)) return 'damageStep';
  const where = effect.kind === 'activation' ? cardActivationWhereRefusal(duel, player, zone, at, def, speed, minSpeed) : effectWhereRefusal(duel, player, zone, at, effect, speed, minSpeed);
  if (where !== null) return where;
  // The card's own time ("during your Main Phase or your opponent's Battle Phase"): asked before the
  // checks below, as it rules out most of what a face-up card with one is asked at each phase step.
  if (effect.during && !duringNow(duel, player, effect.during)) return 'notNow';
  // While a Summon is being announced, only effects that negate Summons (rulebook: nothing else may respond then).
  if (duel.flow.chain.length === 0 && summoningOf(duel) && effect.declares?.includes('negateSummon') !== true) return 'onlyNegateSummon';
  if (usedThisDuel(duel, player, card, effect, index)) return 'usedThisDuel';
  if (usedThisTurn(duel, player, card, effect, index)) return 'usedThisTurn';
  if (nameLocked(duel, player, card, effect.kind === 'activation' && (isSpell(def) || isTrap(def)))) return 'nameLocked';
  if (activationBarred(duel, player, card, effect, binding)) return 'activationBarred';
  // "Cannot play … Spell or Trap Cards" (Cold Wave): their activations as cards, from the hand or Set.
  if (effect.kind === 'activation' && (isSpell(def) || isTrap(def)) && spellTrapPlaysBarred(duel, player)) return 'spellTrapPlaysBarred';
  // An LP cost asked for activating a card from the hand (Chain Energy) that its player cannot pay.
  if (zone === 'hand' && playCostRefusal(duel, player, card, 'activate') !== null) return 'playCostUnpaid';
  // "You cannot Summon" (Scapegoat) or "Special Summon" (Jowgen) also rules out activating what would Special Summon (Tokens included).
  if ((effect.declares?.includes('specialSummon') || effect.declares?.includes('token')) && !maySpecialSummon(duel, player)) return 'cannotSummon';
  // "Cannot draw except during Draw Phases" (Protector of the Sanctuary) rules out activating what would draw for its player.
  if (effect.declares?.includes('draw') && drawBarred(duel, player)) return 'cannotDraw';
  // "Neither player can add cards from their Deck to their hand" (Droll & Lock Bird) rules out activating what would draw or search.
  if ((effect.declares?.includes('draw') || effect.declares?.includes('search')) && deckToHandBarred(duel, player)) return 'deckToHandBarred';
  // Most effects ask nothing more: the context (an allocation per effect probed) is made only for those that do.
  if (!effect.condition && !effect.cost && !effect.targets) return effect.kind === 'activation' && hasSubtype(def, 'equip') ? 'needsEquipTarget' : null;
  const ctx = probeContext(duel, player, card);
  if (effect.condition && !effect.condition(ctx)) return 'conditionNotMet';
  if (effect.cost && !effect.cost.can(ctx)) return 'costCannotBePaid';
  if (effect.targets && !targetsAvailable(ctx, effect.targets)) return 'noTargets';
  if (effect.kind === 'activation' && effect.copiesChainedSpell && !targetsAvailable(ctx, targetSpecsOf(duel, effect, duel.flow.chain))) return 'noTargets';
  if (effect.declare && effect.declare.options(ctx).length === 0) return 'conditionNotMet';
  if (effect.kind === 'activation' && hasSubtype(def, 'equip') && !effect.targets) return 'needsEquipTarget';
  return null;
}

/**
 * Why `player` may not activate effect `index` of `card` now, at Spell Speed `minSpeed` or more:
 * where the card is (the zones the scan walks: the player's own hand, Spell & Trap, Field and
 * Pendulum Zones, Graveyard and face-up monsters), then the rule above.
 */
export function cardActivationRefusal(duel: Duel, player: Player, card: CardId, index: number, minSpeed: SpellSpeed, binding: Binding = bindingOf(duel)): Refusal | null {
  const def = definitionOf(duel, card);
  const effect = def.effects?.[index];
  if (!effect) return 'noSuchEffect';
  const speed = spellSpeedOf(def, effect);
  if (speed < minSpeed) return 'spellSpeedTooLow';
  const found = scanZoneOf(duel, player, card);
  if (!found) return 'notYourCard';
  if (found.zone === 'monster') {
    const s = duel.players[player].monsters[found.at]!;
    if (!s.faceUp) return 'faceDownMonster';
    if (s.effectsNegated) return 'effectsNegated';
  }
  if (found.zone === 'spellTrap' && duel.players[player].spellTraps[found.at]?.effectsNegated) return 'effectsNegated';
  if (found.zone === 'field' && duel.players[player].field?.effectsNegated) return 'effectsNegated';
  return activationRefusal(duel, player, card, found.zone, found.at, def, effect, index, speed, minSpeed, binding);
}

/** Where among `player`'s own zones the scan finds the card, if it does. */
function scanZoneOf(duel: Duel, player: Player, card: CardId): { zone: ScanZone; at: number } | null {
  const ps = duel.players[player];
  const inPile = (pile: readonly CardId[], zone: ScanZone) => {
    const at = pile.indexOf(card);
    return at >= 0 ? { zone, at } : null;
  };
  const inZones = (zones: readonly ({ card: CardId } | null)[], zone: ScanZone) => {
    const at = zones.findIndex((s) => s?.card === card);
    return at >= 0 ? { zone, at } : null;
  };
  return inPile(ps.hand, 'hand') ?? inZones(ps.spellTraps, 'spellTrap') ?? (ps.field?.card === card ? { zone: 'field', at: 0 } : null) ??
    inZones(ps.pendulum, 'pendulum') ?? inPile(ps.graveyard, 'graveyard') ?? inZones(ps.monsters, 'monster') ??
    inZones(duel.players[opponentOf(player)].spellTraps, 'opponentSpellTrap');
}

/** Whether this phase of this turn is one `during` names (never once the duel is over). */
function duringNow(duel: Duel, player: Player, during: readonly During[]): boolean {
  const phase = phaseOf(duel.flow.turnState);
  return phase !== 'over' && isDuring(during, phase, duel.turnPlayer === player);
}

/** Activating a Spell or Trap Card itself: where it is, whose turn, when it was Set. */
function cardActivationWhereRefusal(duel: Duel, player: Player, zone: ScanZone, at: number, def: CardDefinition, speed: SpellSpeed, minSpeed: SpellSpeed): Refusal | null {
  const myTurn = duel.turnPlayer === player;
  if (isTrap(def)) {
    // A Trap must be Set first and cannot be activated the turn it was Set.
    if (zone !== 'spellTrap') return 'trapMustBeSet';
    const slot = duel.players[player].spellTraps[at]!;
    if (slot.faceUp) return 'alreadyActive';
    return slot.setTurn !== duel.turn ? null : 'trapSetThisTurn';
  }
  if (!isSpell(def)) return 'noSuchEffect';
  const quickPlay = hasSubtype(def, 'quick-play');
  if (zone === 'hand') {
    // From the hand: on your own turn only; it needs a zone to be placed in.
    if (!myTurn) return 'spellOnYourTurn';
    if (!hasSubtype(def, 'field') && !hasFreeSpellTrapZone(duel, player)) return 'spellTrapZonesFull';
  } else if (zone === 'spellTrap' || zone === 'field') {
    const slot = zone === 'field' ? duel.players[player].field! : duel.players[player].spellTraps[at]!;
    if (slot.faceUp) return 'alreadyActive';
    // A Set Quick-Play Spell cannot be activated the turn it was Set; other Set Spells only on your turn.
    if (quickPlay && slot.setTurn === duel.turn) return 'quickPlaySetThisTurn';
    if (!quickPlay && !myTurn) return 'spellOnYourTurn';
  } else return 'notYourCard';
  // Spell Speed 1 Spells only in your own Main Phase with nothing else going on.
  return speed !== 1 || (myTurn && minSpeed === 1) ? null : 'spellSpeedTooLow';
}

/**
 * Ignition and Quick Effects: of a face-up card on the field you control (a monster, or a face-up
 * Continuous Spell/Trap), or from the hand for those that say so. Ignition Effects only in your
 * own Main Phase with nothing else going on.
 */
function effectWhereRefusal(duel: Duel, player: Player, zone: ScanZone, at: number, effect: Effect, speed: SpellSpeed, minSpeed: SpellSpeed): Refusal | null {
  // Trigger, Flip and Continuous effects are never activated by a player's action.
  if (effect.kind !== 'ignition' && effect.kind !== 'quick') return 'noSuchEffect';
  // The scan only finds the scanning player's own cards (their hand, Graveyard and zones).
  if (effect.range === 'hand') {
    if (zone !== 'hand') return 'notNow';
  } else if (effect.range === 'graveyard') {
    // An Ignition Effect activated while its card is in your Graveyard (Quillbolt Hedgehog).
    if (zone !== 'graveyard') return 'notNow';
  } else if (effect.range === 'pendulumZone') {
    // A Pendulum Effect: only from your Pendulum Zone.
    if (zone !== 'pendulum') return 'notNow';
  } else if (zone === 'opponentSpellTrap') {
    // The opponent's card: only an effect "either player" may activate, while the card is face-up.
    if (!isEitherPlayers(effect)) return 'notYourCard';
    if (duel.players[opponentOf(player)].spellTraps[at]?.faceUp !== true) return 'notNow';
  } else {
    if (!faceUpOnField(duel, player, zone, at)) return 'notNow';
  }
  return speed !== 1 || (duel.turnPlayer === player && minSpeed === 1) ? null : 'spellSpeedTooLow';
}

function faceUpOnField(duel: Duel, player: Player, zone: ScanZone, at: number): boolean {
  const ps = duel.players[player];
  if (zone === 'monster') return ps.monsters[at]?.faceUp === true;
  if (zone === 'spellTrap') return ps.spellTraps[at]?.faceUp === true;
  if (zone === 'field') return ps.field?.faceUp === true;
  return false;
}

/** "Once per turn" (this card) / "You can only use this effect of <name> once per turn" (every copy). */
export function onceKey(duel: Duel, card: CardId, effect: Effect, index: number): string | null {
  if (!effect.oncePerTurn) return null;
  const which = effect.oncePerTurnGroup ?? index;
  return effect.oncePerTurn === 'name' ? `${duel.cards[card]!.passcode}#${which}` : `${card}#${which}`;
}

/** "Once per Duel" (this card) / "You can only use this effect of <name> once per Duel" (every copy): the key its use is recorded under. */
export function oncePerDuelKey(duel: Duel, card: CardId, effect: Effect, index: number): string | null {
  if (!effect.oncePerDuel) return null;
  return effect.oncePerDuel === 'name' ? `${duel.cards[card]!.passcode}#${index}` : `${card}#${index}`;
}

/** Whether `player` has used this once-per-Duel effect already (rule code `effectUsed`). */
export const usedThisDuel = (duel: Duel, player: Player, card: CardId, effect: Effect, index: number): boolean =>
  effect.oncePerDuel !== undefined && duel.rules.length > 0 && ruleApplies(duel, 'effectUsed', player, oncePerDuelKey(duel, card, effect, index)!);

/** Whether `player` has used up this effect: once per turn this turn, or once per Duel already. */
export function usedThisTurn(duel: Duel, player: Player, card: CardId, effect: Effect, index: number): boolean {
  if (usedThisDuel(duel, player, card, effect, index)) return true;
  if (duel.marks.length === 0 || !effect.oncePerTurn) return false;
  const key = onceKey(duel, card, effect, index);
  return key !== null && duel.marks.some((m) => m.mark === 'used' && m.key === key && m.player === player && m.turn === duel.turn);
}

/** "You cannot activate cards, or the effects of cards, with that name for the rest of this turn" (Sangan). */
export function nameLocked(duel: Duel, player: Player, card: CardId, cardActivation = false): boolean {
  if (duel.rules.length === 0) return false;
  return ruleApplies(duel, 'noActivationsOfName', player, duel.cards[card]!.passcode, cardActivation);
}

/** A read-only context for checking conditions (any write or choice here is an engine bug). */
export function probeContext(duel: Duel, player: Player, card: CardId): EffectContext {
  // No targets and no answers: one shared frozen empty list for both (a probe is made for most checks the scan makes).
  return effectContext(duel as Work, { card, player, targets: NO_CARDS, link: null, chain: duel.flow.chain, answers: NO_CARDS });
}
const NO_CARDS: readonly CardId[] = Object.freeze([]);

/** The cards a target of `spec` is chosen among, before filters and protection. */
const targetPool = (ctx: EffectContext, spec: TargetSpec): CardId[] =>
  spec.from === 'monsters' ? ctx.monsters() :
  spec.from === 'spellTraps' ? ctx.spellTraps() :
  spec.from === 'graveyard' ? ctx.graveyard() :
  // A card banished face-down is not a target (its owner alone may look at it).
  spec.from === 'banished' ? ctx.banished().filter((c) => ctx.isFaceUp(c)) :
  ctx.cardsOnField();

/** Whether the card cannot target itself: the text says "other", or it is a Spell/Trap being activated. */
function excludesItself(ctx: EffectContext, spec: TargetSpec): boolean {
  const self = ctx.definition(ctx.card);
  return spec.other === true || isSpell(self) || isTrap(self);
}

/**
 * The cards a target may be chosen among, never a card protected from targeting. "Target 1 monster on
 * the field" includes the card itself unless the text says "other" (`spec.other`), so a mandatory
 * effect whose only possible target is itself targets itself (Man-Eater Bug). A Spell or Trap Card
 * being activated is not a target of its own activation (Mystical Space Typhoon cannot pick itself).
 */
export function candidatesFor(ctx: EffectContext, spec: TargetSpec): CardId[] {
  const pool = targetPool(ctx, spec);
  const notSelf = excludesItself(ctx, spec);
  const out: CardId[] = [];
  // Whether any protection from targeting applies is asked once, and only once a candidate fits the
  // filter (as in targetsAvailable): usually none does, and then no candidate is asked about it.
  let protection: boolean | undefined;
  for (const id of pool) {
    if (notSelf && id === ctx.card) continue;
    if (spec.filter && !spec.filter(ctx, id)) continue;
    if ((protection ??= protectionInForce(ctx.duel)) && protectsFromTargeting(ctx.duel, id, ctx.player)) continue;
    out.push(id);
  }
  return out;
}

export function targetsAvailable(ctx: EffectContext, specs: readonly TargetSpec[]): boolean {
  // Each spec needs one candidate not taken by an earlier spec: the first that fits is enough, so
  // the rest of the pool is not asked (the same answer as building candidatesFor and picking).
  const chosen: CardId[] = [];
  // Whether any protection from targeting applies is asked once, and only once a candidate fits a filter.
  let protection: boolean | undefined;
  for (const spec of specs) {
    const pool = targetPool(ctx, spec);
    const notSelf = excludesItself(ctx, spec);
    let next: CardId | undefined;
    for (const id of pool) {
      if (chosen.includes(id) || (notSelf && id === ctx.card)) continue;
      if (spec.filter && !spec.filter(ctx, id)) continue;
      if ((protection ??= protectionInForce(ctx.duel)) && protectsFromTargeting(ctx.duel, id, ctx.player)) continue;
      next = id;
      break;
    }
    if (next === undefined) return false;
    chosen.push(next);
  }
  return true;
}

/**
 * The effect whose targets and declarations an effect being activated or resolving has, `below` being the Chain under
 * its link: its own, or, for a Spell whose effect becomes that of the Spell it chains to (`copiesChainedSpell`:
 * Serial Spell), that link's effect (none when no link is under it).
 */
export function declaringEffectOf(duel: Duel, effect: Effect, below: readonly ChainLink[]): Effect | null {
  if (effect.kind !== 'activation' || !effect.copiesChainedSpell) return effect;
  const link = below[below.length - 1];
  return (link && definitionOf(duel, link.card).effects?.[link.effect]) ?? null;
}

/** The target specs of an effect being activated or resolving (`declaringEffectOf`'s). */
export const targetSpecsOf = (duel: Duel, effect: Effect, below: readonly ChainLink[]): readonly TargetSpec[] => declaringEffectOf(duel, effect, below)?.targets ?? [];
