import type { Action } from './actions';
import { emit, findMonster, freeSpellTrapZones, hasFreeSpellTrapZone, locate, type Location, onField, ownerOf, setSpellTrapFaceDown, spellTrapZoneFree, takeCard, whereIs } from './board';
import { toGraveyard } from './leaving';
import { isMonster, type CardDefinition } from './card';
import { opponentOf, SPELL_TRAP_ZONES, type Player } from './constants';
import { FORMAT_RULES, formatOf } from './formatRules';
import { pushNext, responseToOf, setResponseTo, setSummoning, summoningOf, writeMonster, writePlayer, writeSpellTrapZones, type Work } from './draft';
import { effectContext } from './effects/context';
import { spellSpeedOf, type Effect, type EffectContext, type SpellSpeed } from './effects/types';
import { activations, candidatesFor, hasSubtype, isSpell, isTrap, nameLocked, onceKey, oncePerDuelKey, probeContext, declaringEffectOf, targetSpecsOf, targetsAvailable, usedThisTurn } from './activation';
import { bindingOf, definitionIn, definitionOf, duelHas, duelHasWith, type Binding } from './registry';
import { PENDULUM_SCALE, type ActivationTarget, type CardId, type ChainLink, type Continuation, type Duel, type DuelEvent, type PendingTrigger } from './state';
import { activatePendulum } from './pendulum';
import { freeMonsterZones, graveyardLocked, ownRuleApplies, playCostRefusal, ruleApplies, rulesOf, spellTrapPlaysBarred } from './continuous';
import { battleStepOf, damageTimingOf } from './turn';
import { PENDULUM_SCALE_LABEL } from './words';
import type { Refusal } from './refusals';
import { goesToExtraInsteadOfGraveyard, toExtraDeck } from './extraDeck';
import { collectTriggers, stillThere } from './triggers';
import { opensWindow } from './secrets';
import { canSee } from './visibility';
import { isSummonEvent, maySpecialSummon, payToPlay, type Summoning } from './summon';
import { summonEventsOf } from './summonEvents';
import { negatedByRule } from './stats';

/*
 * Activations and Chains (rulebook v9.1 "Chains and Spell Speed", "Turn Player's Priority").
 * An activation puts a Chain Link on the Chain and passes priority to the opponent; each player in
 * turn may add a link of Spell Speed 2 or more, not lower than the last link; when both pass in a
 * row the Chain resolves from the last link down. A player with nothing to activate is not asked.
 */

/** Once a Chain is over (or a window closed with nothing activated), flow.ts decides what happens next. */
const AFTER_CHAIN: Continuation = { kind: 'afterChain' };
const CHAIN_RESOLVED: Continuation = { kind: 'afterChain', resolved: true };

/** Spells and Traps that stay on the field after resolving. */
const staysOnField = (def: CardDefinition): boolean =>
  hasSubtype(def, 'continuous') || hasSubtype(def, 'equip') || hasSubtype(def, 'field') || def.frame === 'pendulum';

/**
 * Puts simultaneous Trigger and Flip effects on a Chain: the turn player's first, each player
 * choosing the order of their own; optional ones only if their controller says so; effects whose
 * card has moved on or that have no legal target are left out. Then priority as after any activation.
 */
export function chainTriggers(d: Work, found: readonly PendingTrigger[], answers: readonly string[]): void {
  const cursor = { i: 0 };
  // Continuous effects acting on the event (`withoutChain`: Shard of Greed's counter) apply first, with no Chain Link.
  const triggers = applyWithoutChain(d, found, answers, cursor);
  for (const player of [d.turnPlayer, opponentOf(d.turnPlayer)]) {
    let mine = triggers.filter((t) => t.player === player && stillThere(d, t) && canStart(d, t));
    // Copies of a "once per turn" effect set off together: only one can be used, so only one is asked about.
    const asked = new Set<string>();
    mine = mine.filter((t) => {
      const effect = definitionOf(d, t.card).effects![t.effect]!;
      const once = onceKey(d, t.card, effect, t.effect);
      // "Activate 1 of these effects": the card's other effects of the group are not offered once one is taken.
      const oneOf = effect.oneOf === undefined ? null : `${t.card}~${effect.oneOf}`;
      if ((once !== null && asked.has(once)) || (oneOf !== null && asked.has(oneOf))) return false;
      if (!t.optional) {
        if (once !== null) asked.add(once);
        if (oneOf !== null) asked.add(oneOf);
        return true;
      }
      const ctx = effectContext(d, { card: t.card, player, targets: [], link: null, chain: d.flow.chain, answers, cursor });
      const label = definitionOf(d, t.card).effects![t.effect]!.label;
      const yes = ctx.chooseOption(player, `Activate ${definitionOf(d, t.card).name}'s effect? (${label})`, ['yes', 'no'] as const) === 'yes';
      if (yes && once !== null) asked.add(once);
      if (yes && oneOf !== null) asked.add(oneOf);
      return yes;
    });
    while (mine.length > 0) {
      let next = mine[0]!;
      if (mine.length > 1) {
        const ctx = effectContext(d, { card: next.card, player, targets: [], link: null, chain: d.flow.chain, answers, cursor });
        const card = ctx.chooseCard(player, 'Choose the effect to put on the Chain next', mine.map((t) => t.card));
        next = mine.find((t) => t.card === card)!;
      }
      mine = mine.filter((t) => t !== next);
      // Two copies set off at once: a once-per-turn effect the first one used is not available to the second.
      if (!canStart(d, next)) continue;
      addLink(d, player, next.card, next.effect, answers, cursor, next.event);
    }
  }
  if (d.flow.chain.length > 0) offerPriority(d, d.turnPlayer, 0);
  // No Trigger went on the Chain after a Summon or an attack declaration: its response window opens now.
  else if (responseToOf(d).some(isSummonEvent)) summonResponseWindow(d);
  else if (responseToOf(d).some((e) => e.type === 'attackDeclared')) attackResponseWindow(d);
  else if (responseToOf(d).some(answeredEvent)) eventResponseWindow(d);
  else pushNext(d, AFTER_CHAIN);
}

/** Applies the `withoutChain` effects among `found` (turn player's first, as found), and returns the others. */
function applyWithoutChain(d: Work, found: readonly PendingTrigger[], answers: readonly string[], cursor: { i: number }): readonly PendingTrigger[] {
  if (!found.some((t) => definitionOf(d, t.card).effects?.[t.effect]?.withoutChain === true)) return found;
  const rest: PendingTrigger[] = [];
  for (const t of found) {
    const effect = definitionOf(d, t.card).effects![t.effect]!;
    if (effect.withoutChain !== true) rest.push(t);
    else if (stillThere(d, t)) effect.resolve?.(effectContext(d, { card: t.card, player: t.player, targets: [], link: null, chain: d.flow.chain, answers, cursor, event: t.event }));
  }
  return rest;
}

function canStart(d: Work, t: PendingTrigger): boolean {
  const effect = definitionOf(d, t.card).effects?.[t.effect];
  if (!effect) return false;
  if (usedThisTurn(d, t.player, t.card, effect, t.effect) || nameLocked(d, t.player, t.card)) return false;
  // A player who cannot Summon this turn (Scapegoat) or Special Summon (Jowgen) cannot activate a Trigger that would Special Summon: it could do nothing.
  if ((effect.declares?.includes('specialSummon') || effect.declares?.includes('token')) && !maySpecialSummon(d, t.player)) return false;
  const ctx = probeContext(d, t.player, t.card);
  if (effect.condition && !effect.condition(ctx)) return false;
  if (effect.cost && !effect.cost.can(ctx)) return false;
  if (effect.declare && effect.declare.options(ctx).length === 0) return false;
  return !effect.targets || targetsAvailable(ctx, effect.targets);
}

/** Activating a card or effect: place the card, pay the cost, choose targets, add the Chain Link. */
export function activate(d: Work, player: Player, card: CardId, effectIndex: number, answers: readonly string[], zone?: number): void {
  const def = definitionOf(d, card);
  const effect = def.effects?.[effectIndex];
  if (!effect) throw new Error(`${def.name} has no effect ${effectIndex}`);
  const at = locate(d, card);
  // An LP cost a rule asks for activating a card from the hand (Chain Energy) is paid as it is activated.
  if (at.zone === 'hand') payToPlay(d, player, card, 'activate');
  if (effect.kind === 'activation' && (isSpell(def) || isTrap(def))) placeActivatedCard(d, player, card, def, at, zone);
  addLink(d, player, card, effectIndex, answers, { i: 0 });
  offerPriority(d, opponentOf(player), 0);
}

/** Pays the cost, chooses the targets and puts the Chain Link on the Chain. */
function addLink(d: Work, player: Player, card: CardId, effectIndex: number, answers: readonly string[], cursor: { i: number }, event?: DuelEvent): void {
  const def = definitionOf(d, card);
  const effect = def.effects![effectIndex]!;
  const targets: CardId[] = [];
  const ctx = effectContext(d, { card, player, targets, link: null, chain: d.flow.chain, answers, cursor });
  // Where it is activated, known before a cost moves it (Ghost Ogre & Snow Rabbit asks "a monster on the field").
  const activatedIn = whereIs(d, card)?.zone;
  const once = onceKey(d, card, effect, effectIndex);
  if (once !== null) d.marks = [...d.marks, { mark: 'used', player, turn: d.turn, key: once }];
  const oncePerDuel = oncePerDuelKey(d, card, effect, effectIndex);
  if (oncePerDuel !== null) d.rules = [...d.rules, { code: 'effectUsed', player, key: oncePerDuel, source: card, lasts: { kind: 'duel' } }];
  const paid = effect.cost?.pay(ctx);
  // What the cost was paid with is known to the targets chosen next (Skull Lair: a monster whose Level is the number banished).
  if (typeof paid === 'string') (ctx as { declared: string | null }).declared = paid;
  for (const spec of targetSpecsOf(d, effect, d.flow.chain)) {
    const options = candidatesFor(ctx, spec).filter((id) => !targets.includes(id));
    const chooser = spec.chooser === 'opponent' ? opponentOf(player) : player;
    if (spec.upTo !== undefined) targets.push(...ctx.chooseUpTo(chooser, spec.prompt, options, typeof spec.upTo === 'function' ? spec.upTo(ctx) : spec.upTo));
    else targets.push(spec.named && options.length === 1 ? options[0]! : ctx.chooseCard(chooser, spec.prompt, options));
  }
  // "Declare … to activate" (Gagaga Magician's Level): part of the activation, seen by both players.
  const declared = effect.declare ? ctx.chooseOption(player, effect.declare.prompt, effect.declare.options(ctx)) : typeof paid === 'string' ? paid : undefined;
  // Known to what it declares it affects (Tribe-Infecting Virus: the monsters of the declared Type).
  if (declared !== undefined) (ctx as { declared: string | null }).declared = declared;
  // A Spell copying the one it chains to (Serial Spell) declares what that one declares.
  const declaring = declaringEffectOf(d, effect, d.flow.chain) ?? effect;
  const affects = affectedCards(ctx, declaring);
  const discards = discardingPlayers(ctx, declaring);
  const link: ChainLink = {
    card, effect: effectIndex, player, speed: spellSpeedOf(def, effect),
    targets: targets.map((t) => ({ card: t, zone: locate(d, t).zone })),
    negated: false, cardActivation: effect.kind === 'activation' && (isSpell(def) || isTrap(def)),
    ...(event ? { event } : {}),
    ...(declared !== undefined ? { declared } : {}),
    ...(affects ? { affects } : {}),
    ...(discards.length > 0 ? { discards } : {}),
    ...(activatedIn !== undefined ? { activatedIn } : {}),
  };
  d.flow.chain = [...d.flow.chain, link];
  const label = declared !== undefined ? `${effect.label} (declared ${declared})` : effect.label;
  // Each target as both players saw it now: the log words the activation after it may have resolved,
  // when a face-up target may have left for a hand (Hane-Hane returning a face-up monster).
  const seen = activationTargets(d, link).map((t) => (canSee(d, 0, t.card) && canSee(d, 1, t.card) ? { ...t, seen: true as const } : t));
  emit(d, { type: 'activated', player, card, link: d.flow.chain.length, label, ...(targets.length > 0 && { targets: seen }) });
  if (link.cardActivation && isSpell(def) && link.targets.length === 1) guardAgainstSpell(d, link);
  if (link.targets.length > 0 && link.cardActivation && isSpell(def)) negateTargetingGuard(d, link, 'negatesSpellEffectTargetingIt');
  else if (link.targets.length > 0 && isTrap(def)) negateTargetingGuard(d, link, 'negatesTrapEffectTargetingIt');
  if (link.targets.length === 1 && isMonster(def)) negateMonsterEffectOnItsOnlyTarget(d, link);
}

/**
 * A face-up monster whose rule negates the effect of a monster that targets it and no other card (Chaos
 * Command Magician: rule code negatesMonsterEffectTargetingOnlyIt), as that effect is activated: it was
 * activated and resolves doing nothing (official/c72630549.lua: NegateEffect on EVENT_CHAINING).
 */
function negateMonsterEffectOnItsOnlyTarget(d: Work, link: ChainLink): void {
  const target = link.targets[0]!.card;
  const at = findMonster(d, target);
  if (!at || !at.slot.faceUp || !ownRuleApplies(d, 'negatesMonsterEffectTargetingOnlyIt', target)) return;
  const i = d.flow.chain.findIndex((l) => l.card === link.card && l.effect === link.effect);
  if (i < 0 || d.flow.chain[i]!.negated || d.flow.chain[i]!.effectNegated) return;
  const chain = [...d.flow.chain];
  chain[i] = { ...d.flow.chain[i]!, effectNegated: true };
  d.flow.chain = chain;
  emit(d, { type: 'effectNegated', card: link.card });
}

/** The players an activation declares it would make discard (`Effect.discards`), worked out as it is activated. */
function discardingPlayers(ctx: EffectContext, effect: Effect): Player[] {
  const whose = typeof effect.discards === 'function' ? effect.discards(ctx) : effect.discards;
  if (!whose) return [];
  return whose === 'mine' ? [ctx.player] : whose === 'theirs' ? [ctx.opponent] : [ctx.player, ctx.opponent];
}

/**
 * The cards an activation declares it will affect (`Effect.affects`), worked out once its cost is paid and
 * its targets chosen (ygopro's operation info): an effect that declares 'destroy' and targets, and says
 * nothing more, would destroy its targets. Null when it names none.
 */
function affectedCards(ctx: EffectContext, effect: Effect): ChainLink['affects'] | null {
  const affects: Record<string, readonly CardId[]> = {};
  for (const [category, cards] of Object.entries(effect.affects ?? {})) affects[category] = [...cards(ctx)];
  if (!affects.destroy && effect.declares?.includes('destroy') && ctx.targets.length > 0) affects.destroy = [...ctx.targets];
  return Object.keys(affects).length > 0 ? affects : null;
}

/**
 * A face-up monster whose rule negates the effect of a Spell Card (Ryu Senshi: rule code
 * negatesSpellEffectTargetingIt) or of a Trap (Fiend Skull Dragon: negatesTrapEffectTargetingIt) that
 * targets it, and destroys that card if it is on the field, as the Spell or Trap effect is activated.
 */
function negateTargetingGuard(d: Work, link: ChainLink, code: 'negatesSpellEffectTargetingIt' | 'negatesTrapEffectTargetingIt'): void {
  // A monster guarding itself (Ryu Senshi), or one a face-up card guards (Rod of Silence - Kay'est, the monster it equips:
  // rule code negatesSpellEffectTargetingMonster; it is destroyed by that card's controller).
  let by: Player | null = null;
  const guard = link.targets.find((t) => {
    const at = findMonster(d, t.card);
    if (at === null || !at.slot.faceUp) return false;
    if (ownRuleApplies(d, code, t.card)) return (by = at.player), true;
    const rule = code === 'negatesSpellEffectTargetingIt' ? rulesOf(d, 'negatesSpellEffectTargetingMonster', t.card).find((r) => r.source !== link.card) : undefined;
    return rule !== undefined && ((by = rule.player), true);
  });
  if (!guard || by === null) return;
  const i = d.flow.chain.findIndex((l) => l.card === link.card && l.effect === link.effect);
  if (i < 0 || d.flow.chain[i]!.negated) return;
  const chain = [...d.flow.chain];
  chain[i] = { ...d.flow.chain[i]!, effectNegated: true };
  d.flow.chain = chain;
  emit(d, { type: 'effectNegated', card: link.card });
  const at = locate(d, link.card);
  if (!onField(at)) return;
  takeCard(d, link.card);
  toGraveyard(d, link.card);
  emit(d, { type: 'destroyed', card: link.card, by, controller: at.player });
}

/** The link's targets with who controls each (its owner, off the field): the words "targeting your Mystical Elf". */
export function activationTargets(duel: Duel, link: ChainLink): ActivationTarget[] {
  return link.targets.map((t) => {
    const at = locate(duel, t.card);
    return { card: t.card, zone: t.zone, player: onField(at) ? at.player : ownerOf(duel, t.card) };
  });
}

/**
 * Activating a Pendulum Monster from the hand as a Spell Card in a Pendulum Zone (rulebook v9.1
 * "Pendulum Monster Cards": "activate them as Spell Cards in your Pendulum Zones"): placed face-up,
 * it is a Spell Speed 1 Chain Link of a Spell Card's activation with no effect to resolve, so the
 * opponent may respond (Magic Jammer, Solemn Judgment negate it); it then stays in the zone.
 */
export function activatePendulumScale(d: Work, player: Player, card: CardId, zone?: number): void {
  payToPlay(d, player, card, 'activate');
  activatePendulum(d, player, card, zone);
  const link: ChainLink = { card, effect: PENDULUM_SCALE, player, speed: 1, targets: [], negated: false, cardActivation: true, activatedIn: 'pendulum' };
  d.flow.chain = [...d.flow.chain, link];
  emit(d, { type: 'activated', player, card, link: d.flow.chain.length, label: PENDULUM_SCALE_LABEL });
  offerPriority(d, opponentOf(player), 0);
}

/** A face-down Defense Position monster that answers a Spell targeting only it (Big Shield Gardna). */
function guardAgainstSpell(d: Work, link: ChainLink): void {
  const target = link.targets[0]!.card;
  const at = findMonster(d, target);
  if (!at || at.slot.faceUp || at.slot.position !== 'defense') return;
  if (!ownRuleApplies(d, 'negatesSpellTargetingIt', target)) return;
  const slot = writeMonster(d, at.player, at.index);
  slot.faceUp = true;
  emit(d, { type: 'flippedFaceUp', card: target });
  const i = d.flow.chain.indexOf(link);
  const chain = [...d.flow.chain];
  chain[i] = { ...link, negated: true };
  d.flow.chain = chain;
  emit(d, { type: 'negated', card: link.card });
}

/** A Spell activated from the hand is placed face-up (in `zone` if given); a Set card is turned face-up. */
function placeActivatedCard(d: Work, player: Player, card: CardId, def: CardDefinition, at: Location, chosen?: number): void {
  if (hasSubtype(def, 'field')) {
    // One Field Spell per player: a new one sends the old one to the Graveyard.
    const old = d.players[player].field;
    if (old && old.card !== card) {
      takeCard(d, old.card);
      // Banished instead (Banisher of the Light: `banished` is emitted), it is not sent to the Graveyard.
      if (!toGraveyard(d, old.card)) emit(d, { type: 'sentToGraveyard', card: old.card, controller: player });
    }
    if (at.zone === 'hand') takeCard(d, card);
    writePlayer(d, player).field = { card, faceUp: true, setTurn: null, equippedTo: null };
    return;
  }
  if (at.zone === 'hand') {
    takeCard(d, card);
    const zone = chosen !== undefined && spellTrapZoneFree(d, player, chosen) ? chosen : freeSpellTrapZones(d, player)[0] ?? -1;
    const zones = writeSpellTrapZones(d, player);
    if (zone < 0 || zone >= SPELL_TRAP_ZONES) throw new Error('No Spell & Trap Zone is free');
    zones[zone] = { card, faceUp: true, setTurn: null, equippedTo: null };
  } else if (at.zone === 'spellTrap') {
    const zones = writeSpellTrapZones(d, player);
    zones[at.index] = { ...zones[at.index]!, faceUp: true };
  }
}

/**
 * Gives `player` the chance to add to the Chain. A player with nothing to activate passes without
 * being asked; after two passes in a row the window closes and the Chain resolves (flow.ts, settle).
 */
export function offerPriority(d: Work, player: Player, passes: number): void {
  let who = player;
  let count = passes;
  while (count < 2) {
    const top = d.flow.chain[d.flow.chain.length - 1];
    const min = (top ? Math.max(2, top.speed) : 2) as SpellSpeed;
    if (opensWindow(d, who, min)) {
      d.flow.window = { kind: 'chain', player: who, passes: count };
      return;
    }
    count++;
    who = opponentOf(who);
  }
  d.flow.window = null;
  // Nobody activated anything in response: play goes on (a Chain, if any, now resolves in flow.ts, settle).
  if (d.flow.chain.length === 0) pushNext(d, AFTER_CHAIN);
}

/**
 * After an attack declaration: Trigger effects it set off (Number 39: Utopia's, attacked with no
 * material) activate first, as a Chain of their own, before the attack goes on, and responses to the
 * attack may be chained to it (`respondTo` waits until that Chain is over), as after a Summon (see
 * openSummonResponse). With no such Trigger, the response window opens at once.
 */
export function openResponseWindow(d: Work, events: readonly Duel['events'][number][]): void {
  setResponseTo(d, [...events]);
  if (collectTriggers(d).length > 0) {
    d.flow.window = null;
    return; // flow.ts's settle puts the Triggers on a Chain; see chainTriggers.
  }
  // The declaration set nothing off: it is not looked at again once the responses to it have resolved
  // (Utopia that detached its last material to negate this attack is not destroyed by it afterwards).
  if (d.flow.triggerQueue.length > 0) d.flow.triggerQueue = [];
  attackResponseWindow(d);
}

/**
 * The response window after an attack declaration: the opponent may respond (the turn player keeps
 * priority in the open game state, so is not asked first). With nothing to respond with, play goes
 * straight on.
 */
function attackResponseWindow(d: Work): void {
  offerPriority(d, opponentOf(d.turnPlayer), 1);
}

/**
 * The one path every Summon is announced through (rulebook v9.1 "Summoning Monster Cards", "Special
 * Summon", "Chains and Spell Speed"), once its monster is in place:
 * - a Summon not made by an effect (Normal, Tribute, Flip, a card's own Special Summon procedure) and
 *   Ultimate Offering's extra Normal Summon when it resolves as Chain Link 1 may still be negated:
 *   first a window in which only effects that negate Summons (Solemn Judgment) may be activated,
 *   and only if the duel holds such a card; once nobody negates it, it succeeds (flow.ts, afterChain);
 * - a Special Summon by an effect (and a Token) succeeded as the effect resolved: `succeeded` holds
 *   those Summons of the last Chain Link, announced together once that Chain is over;
 * - a successful Summon sets off its Trigger effects (the Summon events were queued for them as they
 *   were emitted), which go on a Chain first, and opens the response window ("When your opponent
 *   Summons…"): see openSummonResponse.
 */
export function announceSummon(d: Work, summoning: Summoning | null, succeeded: readonly DuelEvent[] = []): void {
  if (summoning && duelHas(d, 'negatesSummons')) {
    setSummoning(d, summoning);
    offerPriority(d, opponentOf(summoning.player), 0);
    return;
  }
  const events = [...succeeded];
  if (summoning) {
    for (const event of summonEventsOf(summoning)) {
      emit(d, event);
      events.push(event);
    }
  }
  openSummonResponse(d, events);
}

/** The Summon succeeded (its monsters still on the field): "when … is Summoned" effects may now respond. */
export function summonSucceeds(d: Work, summoning: Summoning): void {
  const events = summonEventsOf(summoning).filter((e) => locate(d, e.card).zone === 'monster');
  for (const event of events) emit(d, event);
  openSummonResponse(d, events);
}

/**
 * After Summons: Trigger effects set off by them (and by what happened with them, such as a Tributed
 * Sangan) activate first, as a Chain of their own (rulebook v7.0 "Turn Player's Priority": "the
 * opponent cannot activate cards or effects, except for effects that activate automatically, like
 * Trigger or Flip effects"); "when … is Summoned" cards may be chained to it (`respondTo` waits
 * until that Chain is over). With no such Trigger, the response window opens at once.
 */
function openSummonResponse(d: Work, events: readonly DuelEvent[]): void {
  setResponseTo(d, [...events]);
  if (collectTriggers(d).length > 0) {
    d.flow.window = null;
    return; // flow.ts's settle puts the Triggers on a Chain; see chainTriggers.
  }
  // The Summon set nothing off: it is not looked at again once the responses to it have resolved (a
  // Mysterious Puppeteer Special Summoned in answer to it does not gain LP for it), as after an attack declaration.
  if (d.flow.triggerQueue.length > 0) d.flow.triggerQueue = [];
  summonResponseWindow(d);
}

/**
 * The response window after Summons: the turn player holds priority, but is asked only when their
 * opponent made one of the Summons (after their own Summon, the turn player simply goes on: the
 * opponent is asked).
 */
function summonResponseWindow(d: Work): void {
  const byOpponent = responseToOf(d).some((e) => isSummonEvent(e) && e.player !== d.turnPlayer);
  if (byOpponent) offerPriority(d, d.turnPlayer, 0);
  else offerPriority(d, opponentOf(d.turnPlayer), 1);
}

/** The events a window opens after besides Summons and attack declarations (`Effect.respondsTo`). */
const answeredEvent = (e: DuelEvent): boolean => e.type === 'battleDamage' || e.type === 'destroyed';

/**
 * Whether a response window should open after battle damage or destructions (rulebook v9.1 "Turn Player's
 * Priority": the turn player first, then the opponent): cards whose condition answers them ("When you take
 * battle damage": Damage Gate; "When a monster you control is destroyed": Soul Rope; `Effect.respondsTo`) may
 * then be activated, and chained to the Trigger effects the same events set off. Kept cheap: only in a duel
 * holding such a card (in any Deck: a public fact). It opens whether or not such a card could be activated
 * now, so that its opening tells neither player, nor the computer, what the other holds; as in every window,
 * only a player with something to activate is asked (offerPriority). When it should, `respondTo` holds the
 * events (the answering conditions read them) and the caller opens it (eventResponseWindow) or lets the
 * Triggers' Chain come first.
 */
export function awaitsAnswer(d: Work, events: readonly DuelEvent[]): boolean {
  if (events.length === 0 || !duelHas(d, 'respondsToEvents')) return false;
  setResponseTo(d, [...events]);
  return true;
}

/** The window after battle damage or destructions (awaitsAnswer): the turn player has priority first. */
export function eventResponseWindow(d: Work): void {
  offerPriority(d, d.turnPlayer, 0);
}

/**
 * Once a Chain is over, its last link's destructions of monsters on the field may be answered (Soul Rope:
 * "When a monster you control is destroyed"; not in the Damage Step, where only Counter Traps and ATK/DEF
 * changes may be activated): the Triggers they set off go on a Chain first (flow.ts settle), else the window
 * opens. Returns whether it did; the Chain's end (flow.ts afterChain) comes once the window closes.
 */
function openDestructionResponse(d: Work, events: readonly DuelEvent[]): boolean {
  if (battleStepOf(d.flow.turnState) === 'damage') return false;
  const destroyed = events.filter((e) => e.type === 'destroyed' && e.controller !== undefined);
  if (!awaitsAnswer(d, destroyed)) return false;
  if (collectTriggers(d).length > 0) {
    d.flow.window = null;
    return true;
  }
  if (d.flow.triggerQueue.length > 0) d.flow.triggerQueue = [];
  eventResponseWindow(d);
  return true;
}

/** The card effects that move cards (out of a Graveyard, where a target lies). */
const MOVES = ['specialSummon', 'toHand', 'toDeck', 'banish', 'search'] as const;

/**
 * "Negate any card effect that would move a card in the Graveyard" (Necrovalley: rule code locksGraveyard):
 * a Chain Link that moves cards and targets one still in a Graveyard that the rule holds resolves doing nothing.
 */
function movesLockedTarget(d: Work, link: ChainLink, effect: Effect | undefined): boolean {
  if (!effect || link.targets.length === 0 || !MOVES.some((m) => effect.declares?.includes(m))) return false;
  return link.targets.some((t) => t.zone === 'graveyard' && graveyardLocked(d, t.card, link.card));
}

/**
 * "All effects of Spell, Trap, and Monster Cards that target a card(s) in the Graveyard or that activate in the
 * Graveyard are negated" (The End of Anubis: rule code negatesGraveyardEffects): as a Chain Link resolves, its
 * effect is negated if one of its targets is in a Graveyard now, or if it was activated in the Graveyard (an effect
 * whose range is the Graveyard); asked as the script does (EVENT_CHAIN_SOLVING, CHAININFO_TRIGGERING_LOCATION).
 */
function graveyardEffectNegated(d: Work, link: ChainLink, effect: Effect | undefined): boolean {
  if (!effect || !ruleApplies(d, 'negatesGraveyardEffects', link.card)) return false;
  if ('range' in effect && effect.range === 'graveyard') return true;
  return link.targets.some((t) => whereIs(d, t.card)?.zone === 'graveyard');
}

/**
 * A monster's effect activated on the field does nothing if that monster's effects are negated by
 * the time it resolves (Effect Veiler chained to Time Wizard's effect): negating a monster's effects
 * negates those already on the Chain too. Effects activated elsewhere (the hand, the Graveyard) are
 * not touched by it.
 */
function negatedSinceActivation(d: Work, link: ChainLink): boolean {
  // "Negate all Trap Card effects on the field" (Jinzo, Royal Decree), "the effects of all face-up monsters
  // on the field are negated" (Skill Drain): a card resolving on the field while a rule negates it does nothing.
  if (onField(locate(d, link.card)) && negatedByRule(d, link.card)) return true;
  // "Negate the effects of Flip Effect Monsters" (Fiend Skull Dragon): wherever the monster is as its effect resolves.
  if (ruleApplies(d, 'negatesResolvingEffects', link.card)) return true;
  // "Negate your opponent's Spell effects that target this card" (rule code negatesOpponentSpellEffectTargetingIt:
  // Silent Swordsman LV3; goat/c504700006.lua on EVENT_CHAIN_SOLVING): asked of its face-up targets as it resolves.
  if (link.targets.length > 0 && (link.effect === PENDULUM_SCALE || definitionOf(d, link.card).frame === 'spell') && link.targets.some((t) => {
    const at = findMonster(d, t.card);
    return at !== null && at.slot.faceUp && at.player !== link.player && ownRuleApplies(d, 'negatesOpponentSpellEffectTargetingIt', t.card);
  })) return true;
  if (link.cardActivation) return false;
  // A face-up Spell or Trap Card's effect too, once the card's effects are negated (Magician Navigation).
  const at = whereIs(d, link.card);
  if (at?.zone === 'spellTrap') return d.players[at.player].spellTraps[at.index]?.effectsNegated === true;
  if (at?.zone === 'field') return d.players[at.player].field?.effectsNegated === true;
  return findMonster(d, link.card)?.slot.effectsNegated === true;
}

/**
 * One face-up Field Spell between both players (FormatRules.oneFieldSpell): when a Field Spell's
 * activation resolves while it is still face-up, the opponent's face-up Field Spell is destroyed by
 * the rule (no player's card destroys it: the event names no `by`).
 */
function oneFieldSpellOnTheField(d: Work, card: CardId): void {
  if (!FORMAT_RULES[formatOf(d)].oneFieldSpell) return;
  const at = locate(d, card);
  if (at.zone !== 'field' || d.players[at.player].field?.faceUp !== true) return;
  const other = d.players[opponentOf(at.player)].field;
  if (!other?.faceUp) return;
  takeCard(d, other.card);
  toGraveyard(d, other.card);
  emit(d, { type: 'destroyed', card: other.card, controller: opponentOf(at.player) });
}

/** Resolves the last Chain Link; when the Chain is empty, play goes on where it started. */
/**
 * A face-up monster whose rule rolls a die against an opponent's effect targeting it (rule code
 * negatesTargetingOnRoll: Infernalqueen and Terrorking Archfiend), as that effect resolves: its controller
 * rolls a six-sided die; on a result the rule names, the effect is negated (it resolves doing nothing) and the
 * opponent's card, still on the field, is destroyed by the monster's effect (official/c8581705.lua:
 * EVENT_CHAIN_SOLVING, TossDice, NegateEffect, Destroy). Each such target rolls until one negates.
 */
function rollAgainstTargeting(d: Work, link: ChainLink, answers: readonly string[]): boolean {
  for (const t of link.targets) {
    const at = findMonster(d, t.card);
    if (!at || t.zone !== 'monster' || !at.slot.faceUp || at.player === link.player || !ownRuleApplies(d, 'negatesTargetingOnRoll', t.card)) continue;
    const ctx = effectContext(d, { card: t.card, player: at.player, targets: [], link: null, chain: d.flow.chain, answers, cursor: { i: 0 } });
    const roll = ctx.rollDie();
    if (!ruleApplies(d, 'negatesTargetingOnRoll', t.card, roll)) continue;
    emit(d, { type: 'effectNegated', card: link.card });
    if (onField(locate(d, link.card))) ctx.destroy([link.card]);
    return true;
  }
  return false;
}

export function resolveTopLink(d: Work, answers: readonly string[]): void {
  const link = d.flow.chain[d.flow.chain.length - 1];
  if (!link) return;
  const start = d.events.length;
  const def = definitionOf(d, link.card);
  const effect = def.effects?.[link.effect];
  // Negated, or its effect negated (Ryu Senshi): it resolves doing nothing.
  const negated = link.negated || link.effectNegated === true || negatedSinceActivation(d, link) || movesLockedTarget(d, link, effect) || graveyardEffectNegated(d, link, effect)
    || (link.targets.length > 0 && rollAgainstTargeting(d, link, answers));
  if (!negated && effect?.resolve) {
    const targets: CardId[] = [];
    const ctx = effectContext(d, { card: link.card, player: link.player, targets, link, chain: d.flow.chain.slice(0, -1), answers, cursor: { i: 0 } });
    // A target is affected only if it is still where it was chosen and still fits what the effect
    // targets: "the attacking monster" turned face-down in answer (Book of Moon) is not one any more.
    link.targets.forEach((t, i) => {
      // Targets past the last spec were chosen by it ("up to N": TargetSpec.upTo).
      const specs = targetSpecsOf(d, effect, d.flow.chain.slice(0, -1));
      const filter = specs[Math.min(i, specs.length - 1)]?.filter;
      // A Token that left the field in answer is gone from the duel (whereIs: null), so not there.
      if (whereIs(d, t.card)?.zone === t.zone && (!filter || filter(ctx, t.card))) targets.push(t.card);
    });
    effect.resolve(ctx);
    destroyTargetedSelfDestroyers(d, link);
  }
  if (link.cardActivation && !link.negated && hasSubtype(def, 'field')) oneFieldSpellOnTheField(d, link.card);
  d.flow.chain = d.flow.chain.slice(0, -1);
  emit(d, { type: 'resolved', card: link.card, link: d.flow.chain.length + 1, player: link.player, ...(link.cardActivation && { cardActivation: true as const }), ...(negated && { negated: true as const }) });
  // A Normal/Quick-Play Spell or a Normal/Counter Trap goes to the Graveyard once resolved (or negated).
  const at = locate(d, link.card);
  // A Spell whose own effect keeps it on the field for some turns (Swords of Revealing Light) stays too.
  // So does a Trap Card that its own effect equipped to a monster (Blast with Chain): it is an Equip Card now.
  const becameEquip = at.zone === 'spellTrap' && !!d.players[at.player].spellTraps[at.index]?.equippedTo;
  if (link.cardActivation && onField(at) && (link.negated || (!staysOnField(def) && !becameEquip && (d.rules.length === 0 || !ruleApplies(d, 'remainsOnField', link.card))))) {
    takeCard(d, link.card);
    // A negated Pendulum Monster goes face-up to the Extra Deck instead (rulebook v9.1).
    if (goesToExtraInsteadOfGraveyard(def)) toExtraDeck(d, link.card, true);
    else toGraveyard(d, link.card);
  }
  if (d.flow.chain.length > 0) return;
  // The Chain is over: rules that lasted for it end (Barrel Behind the Door's reflected damage), and a
  // card kept on the field for it (Fake Trap, standing in for the Traps it shields) goes to the Graveyard.
  if (d.rules.some((r) => r.lasts.kind === 'thisChain')) {
    const kept = d.rules.filter((r) => r.lasts.kind === 'thisChain' && r.code === 'remainsOnField' && r.card !== undefined).map((r) => r.card!);
    d.rules = d.rules.filter((r) => r.lasts.kind !== 'thisChain');
    for (const card of kept) {
      if (locate(d, card).zone !== 'spellTrap') continue;
      takeCard(d, card);
      toGraveyard(d, card);
    }
  }
  // The Chain is over. Summons made by its Chain Link 1 were the last thing to happen: they are
  // announced now (a Normal Summon by an effect may still be negated; then the response window).
  const pending = summoningOf(d);
  const succeeded = d.events.slice(start).filter(isSummonEvent).filter((e) => findMonster(d, e.card) !== null);
  if (pending || succeeded.length > 0) {
    setSummoning(d, null);
    d.flow.window = null;
    setResponseTo(d, []);
    return announceSummon(d, pending, succeeded);
  }
  if (duelHas(d, 'respondsToEvents') && openDestructionResponse(d, d.events.slice(start))) return;
  pushNext(d, CHAIN_RESOLVED);
}

/**
 * "After resolving a card effect that targets this face-up card, destroy this card" (rule code
 * `destroyedAfterTargeted`: Spirit Reaper): a face-up monster the resolved Chain Link targeted while face-up is
 * destroyed, unless its effects are negated (the card's answer is asked about the card whose effect it was).
 * In the Damage Step before damage calculation it is destroyed
 * once damage is calculated (battle.ts), as ygopro's script does.
 */
function destroyTargetedSelfDestroyers(d: Work, link: ChainLink): void {
  for (const t of link.targets) {
    const at = findMonster(d, t.card);
    if (!at || !at.slot.faceUp || !ruleApplies(d, 'destroyedAfterTargeted', t.card, link.card)) continue;
    const timing = damageTimingOf(d.flow.turnState);
    if (timing === 'start' || timing === 'beforeCalculation') {
      d.marks = [...d.marks, { mark: 'destroyAfterDamageCalculation', player: at.player, turn: d.turn, key: t.card }];
      continue;
    }
    effectContext(d, { card: t.card, player: at.player, targets: [], link: null, chain: d.flow.chain, answers: [] }).destroy([t.card]);
  }
}

/** Setting a Spell or Trap face-down in the Main Phase (a Field Spell goes to the Field Zone). */
export function setSpellTrap(d: Work, player: Player, card: CardId, zone?: number): void {
  payToPlay(d, player, card, 'set');
  setSpellTrapFaceDown(d, player, card, zone);
}

/** Why `player` may not Set this card from the hand now (in their Main Phase): a Spell or Trap, with room for it. */
export function setSpellTrapRefusal(duel: Duel, player: Player, card: CardId, free: boolean, binding?: Binding): Refusal | null {
  if (!duel.players[player].hand.includes(card)) return 'notInHand';
  const def = binding ? definitionIn(binding, duel, card) : definitionOf(duel, card);
  // A monster that says so is Set as a Spell Card (rule code setAsSpellCard: Artifact Lancea).
  if (!isSpell(def) && !isTrap(def) && !ownRuleApplies(duel, 'setAsSpellCard', card, binding)) return 'notSpellTrap';
  if (ownRuleApplies(duel, 'cannotBeSet', card, binding)) return 'cannotBeSet';
  // A Field Spell is Set in the Field Zone (one there is replaced).
  if (!free && !hasSubtype(def, 'field')) return 'spellTrapZonesFull';
  if (spellTrapPlaysBarred(duel, player)) return 'spellTrapPlaysBarred';
  return playCostRefusal(duel, player, card, 'set');
}

/** The Set actions open to `player` in their Main Phase: one per Spell/Trap in hand with room for it. */
export function spellTrapSets(duel: Duel, player: Player, binding?: Binding): Action[] {
  const ps = duel.players[player];
  const free = hasFreeSpellTrapZone(duel, player);
  const out: Action[] = [];
  if (ps.hand.length === 0) return out;
  binding ??= bindingOf(duel);
  // A duel of monsters only: nothing in any hand to look at.
  if (!duelHasWith(binding, duel, 'spellTrap')) return out;
  for (const card of ps.hand) if (setSpellTrapRefusal(duel, player, card, free, binding) === null) out.push({ type: 'setSpellTrap', card });
  return out;
}

export { freeMonsterZones, activations };
export { minimumSpeed } from './activation';
