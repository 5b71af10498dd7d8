import { controllerOnField, countersHeld, emit, faceDownInBanished, findMonster, forgetRulesAbout, freeSpellTrapZones, hasFreeSpellTrapZone, spellTrapZoneFree, intoBanished, intoBanishedFaceDown, intoGraveyard, isToken, locate, onField, ownerOf, placeMonster, setSpellTrapFaceDown, takeCard, whereIs } from '../board';
import { payReplacement, replacementOptions, replacementQuestion, replacementStands } from '../leaving';
import { isTrapMonster } from '../card';
import { contextMaker, fillQueryContext, namesOf, QUERIES, summonConditionUnmet, unaffectedBy } from '../stats';
import { banishedAsItLeaves, banishedInsteadOfGraveyard, deckToHandBarred, destroyedByEffectsBarred, destructionMayBeReplaced, destructionReplacements, destructionPrevention, drawBarred, equipSubstitute, effectDamagePrevented, freeMonsterZones, graveyardBanishBarred, graveyardLocked, graveyardSummonTributes, playBarred, tributeBarred, lpGainBecomesDamage, monsterSetBarred, ownRuleApplies, playCostRefusal, protectsFromTargeting, ruleApplies, rulesOf, setPlay, spellCounterCostKey, spellCounterCostStandIns, spellCounterRoom, typeBarred, unusableMonsterZones } from '../continuous';
import { randomInt, shuffle } from '../random';
import { opponentOf, type Player } from '../constants';
import { attackOf, canonicalSlot, summoningOf, setAttack, setTurnTowards, writeMonster, writeMonsterZones, writePile, writePlayer, writeSpellTrapZones, type Work } from '../draft';
import { anySummonableFromHand, mayControlAnotherFaceUp, maySpecialSummon, maySummon, oneSpecialSummonAtATime, payToPlay, setNeedsTributes, summonableFromHand, summonedWhileResolving, summonOrSet } from '../summon';
import { endDuel, loseByDeckOut } from '../ending';
import { forgetProperSummon, goesToExtraInsteadOfGraveyard, goesToExtraInsteadOfHandOrDeck, markProperlySummoned, mayBeSpecialSummonedByEffect, toExtraDeck } from '../extraDeck';
import { bindGrownCards, cardInPool, definitionOf, duelHas } from '../registry';
import { printedRuleApplies } from '../ruleSources';
import { STOP, type CardId, type ChainLink, type Duel, type DuelEvent, type Prompt } from '../state';
import type { EffectContext, QueryContext, Side } from './types';
import { lastTurnOf, recordedLasts } from '../ruleCodes';

/** "Control of this face-up card cannot switch" (rule code `controlCannotSwitch`: Mataza the Zapper). */
const controlLocked = (d: Work, monster: CardId): boolean => findMonster(d, monster)?.slot.faceUp === true && ownRuleApplies(d, 'controlCannotSwitch', monster);

/** Thrown by a choice that has no recorded answer yet: the engine turns it into a prompt. */
export class NeedChoice {
  constructor(readonly prompt: Prompt) {}
}

export interface ContextInput {
  card: CardId;
  player: Player;
  targets: readonly CardId[];
  link: ChainLink | null;
  chain: readonly ChainLink[];
  /** Answers recorded so far for this step, consumed in order. */
  answers: readonly string[];
  /** For an Equip Card: the monster it is equipped to. */
  equippedTo?: CardId | null;
  /** Shared by every context of one step, so several links built in one step read their answers in turn. */
  cursor?: { i: number };
  /** A continuous effect acting on an event (`withoutChain`): the event (`ctx.triggeredBy`). */
  event?: DuelEvent;
}

/** The state behind one context (kept off the card-facing surface). */
interface ContextState {
  readonly d: Work;
  readonly answers: readonly string[];
  readonly cursor: { i: number };
  /** The monsters each player has Special Summoned by this effect so far ("2 or more at the same time": rule code oneSpecialSummonAtATime). */
  readonly specialSummoned: [number, number];
}

type Internal = EffectContext & ContextState & {
  sides(side?: Side): Player[];
  nextAnswer(prompt: Prompt): string;
  moveTo(id: CardId, pile: 'hand' | 'graveyard' | 'banished', graveyardBanished?: boolean): Player;
  /** `{ byCard }` for an event this effect causes while it applies (not while its cost is paid): "sent ... by the effect of a Continuous Spell". */
  effectCard(): { byCard?: CardId };
  /** The cards of `cards` this effect, applying now, may do something to: not those unaffected by it (`untouched`). */
  touchable(cards: readonly CardId[]): readonly CardId[];
};

/**
 * Builds the context a card script runs in, over the working copy `d`: the board queries of the
 * read-only layer (stats.ts QUERIES, on the prototype chain) plus the engine's effect helpers, the
 * only place that changes a duel for a card. Nothing here knows any card. The helpers live once on
 * a shared prototype (contexts are made for every condition check, so they must be cheap).
 */
/**
 * Where a Chain Link a card read from the Chain (`ctx.chain`) is on it now: that very link, so two links of one
 * card's same effect (Number 39: Utopia activated twice in one Chain) are told apart; a copy is matched by its fields.
 */
function chainLinkIndex(chain: readonly ChainLink[], link: ChainLink): number {
  const same = chain.indexOf(link);
  return same >= 0 ? same : chain.findIndex((l) => l.card === link.card && l.effect === link.effect && l.player === link.player);
}

export function effectContext(d: Work, input: ContextInput): EffectContext {
  return new EffectContextOf(d as Duel, input);
}

function fillEffectContext(ctx: Mutable<Internal>, duel: Duel, input: ContextInput): void {
  fillQueryContext(ctx, duel, input);
  ctx.d = duel as Work;
  ctx.answers = input.answers;
  ctx.cursor = input.cursor ?? { i: 0 };
  ctx.specialSummoned = [0, 0];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const MUTATORS: ThisType<Internal> & Omit<Internal, keyof ContextState | keyof QueryContext | 'sides'> = {
    nextAnswer(prompt: Prompt): string {
      const answer = this.answers[this.cursor.i++];
      if (answer === undefined) throw new NeedChoice(prompt);
      return answer;
    },
    /**
     * Moves a card from wherever it is to one of its owner's piles (cards always go to their owner's
     * hand, Graveyard or banished pile). A Token cannot go anywhere but the field: it is just removed.
     */
    moveTo(id: CardId, pile: 'hand' | 'graveyard' | 'banished', graveyardBanished?: boolean): Player {
      const owner = ownerOf(this.d, id);
      // "Any card sent to the Graveyard is banished instead" (Banisher of the Light): asked before the card moves,
      // or given by a caller that asked it for a whole batch first (destroy).
      const banishInstead = pile !== 'banished' && (banishedAsItLeaves(this.d, id) || (pile === 'graveyard' && (graveyardBanished ?? banishedInsteadOfGraveyard(this.d, id))));
      const at = takeCard(this.d, id);
      const def = definitionOf(this.d, id);
      if (def.frame === 'token') return owner;
      if (banishInstead) {
        // "Banish it when it leaves the field": wherever it was going, it is banished instead.
        intoBanished(this.d, id);
        return owner;
      }
      // A Fusion, Synchro or Xyz Monster never goes to the hand: to the Extra Deck instead; a Pendulum
      // Monster leaving the field for the Graveyard goes face-up to the Extra Deck (rulebook v9.1).
      if (pile === 'hand' && goesToExtraInsteadOfHandOrDeck(def)) toExtraDeck(this.d, id, false);
      else if (pile === 'graveyard' && onField(at) && goesToExtraInsteadOfGraveyard(def)) toExtraDeck(this.d, id, true);
      else if (pile === 'graveyard') intoGraveyard(this.d, id);
      else writePile(this.d, owner, pile).push(id);
      if (pile === 'hand') forgetProperSummon(this.d, id);
      return owner;
    },
    effectCard() {
      // The card whose effect is applying (the events' `byCard`): none while a cost is paid (no Chain Link yet, no event acted on).
      return this.link !== null || this.triggeredBy !== null ? { byCard: this.card } : {};
    },
    untouched(id) {
      // Costs are not effects (no Chain Link yet, no event acted on): a cost may send an unaffected card.
      return (this.link !== null || this.triggeredBy !== null) && unaffectedBy(this.d, id, this.card, this.player);
    },
    touchable(cards) {
      return cards.some((id) => this.untouched(id)) ? cards.filter((id) => !this.untouched(id)) : cards;
    },
    canNormalSummonNow(p) {
      return anySummonableFromHand(this.d, p);
    },
    draw(p, count) {
      // "Cannot draw cards except during Draw Phases" (Protector of the Sanctuary), "cannot add cards from the Deck to
      // the hand" (Droll & Lock Bird): no card is drawn.
      if (drawBarred(this.d, p) || deckToHandBarred(this.d, p)) return;
      for (let i = 0; i < count; i++) {
        const top = this.d.players[p].deck[0];
        // Made to draw more cards than the Deck holds: that player loses.
        if (top === undefined) return loseByDeckOut(this.d, p);
        writePile(this.d, p, 'deck').shift();
        writePile(this.d, p, 'hand').push(top);
        emit(this.d, { type: 'drew', player: p, card: top });
      }
    },
    addToHand(cards) {
      for (const id of cards.filter((c) => this.mayLeaveGraveyard(c))) {
        // "Cannot add cards from the Deck to the hand" (Droll & Lock Bird): a card in a barred player's Deck stays there.
        const at = locate(this.d, id);
        const fromDeck = at.zone === 'deck';
        if (fromDeck && deckToHandBarred(this.d, at.player)) continue;
        // One of the face-down banished cards is not shown as it goes to the hand.
        const hidden = faceDownInBanished(this.d, id);
        emit(this.d, { type: 'addedToHand', player: this.moveTo(id, 'hand'), card: id, ...(hidden && { hidden: true as const }), ...(fromDeck && { fromDeck: true as const }) });
      }
    },
    takeIntoHand(id, p) {
      // From a hand (Exchange) or from a Graveyard, face-up there (Graverobber).
      const fromHand = locate(this.d, id).zone === 'hand';
      takeCard(this.d, id);
      writePile(this.d, p, 'hand').push(id);
      emit(this.d, { type: 'addedToHand', player: p, card: id, ...(fromHand ? { fromHand: true as const } : { fromGraveyard: true as const }) });
    },
    shuffleDeck(p) {
      const [deck, rng] = shuffle(this.d.players[p].deck, this.d.rng);
      this.d.rng = rng;
      writePlayer(this.d, p).deck = deck;
    },
    destroy(cards, options) {
      // A card unaffected by this effect (rule code unaffectedBy: Horus the Black Flame Dragon LV6 and a Spell) is not destroyed by it.
      cards = this.touchable(cards);
      // "Destroy this card instead" (recorded rule `destroyedInstead`, Fake Trap): the card stays and the
      // rule's source, still on the field, is destroyed in its place, once however many it stands for.
      const instead = this.link && this.d.rules.length > 0 ? substitutes(this.d, cards, `${this.link.card}#${this.link.effect}`) : null;
      if (instead) cards = [...cards.filter((id) => !instead.replaced.includes(id)), ...instead.by.filter((id) => !cards.includes(id))];
      for (const id of instead?.replaced ?? []) emit(this.d, { type: 'notDestroyed', card: id });
      // "If the equipped monster would be destroyed by card effect, destroy this card instead" (a Union monster,
      // rule code substitutesForEquipped asked with 'effect'): a Union destroyed by the same effect stands for nothing.
      if (duelHas(this.d, 'continuous')) cards = unionSubstitutes(this.d, cards);
      // "The first card(s) … that would be destroyed … is not destroyed" (Timegazer Magician): decided for
      // all the cards destroyed at once, then that effect is used for this turn.
      const spared = cards.map((id) => (onField(locate(this.d, id)) ? destructionPrevention(this.d, id, this.player) : null));
      for (const p of spared) if (p && !this.d.marks.some((m) => m.mark === 'used' && m.key === p.key && m.turn === this.d.turn && m.player === p.player)) this.d.marks = [...this.d.marks, { mark: 'used', player: p.player, turn: this.d.turn, key: p.key }];
      // "You can banish this card from your Graveyard instead" (rule code banishedInsteadOfDestruction: Return of the
      // Dragon Lords; deckTopBanishedInsteadOfDestruction: Toon Kingdom): asked of its player while a Chain Link resolves (the answers are replayed with the script), for
      // the monsters this destruction would reach, before any of them leaves.
      const replaced: CardId[] = [];
      if (this.link && destructionMayBeReplaced(this.d)) {
        // (Any card on the field: "remove 1 Spell Counter from this card instead", Magical Citadel of Endymion, is a Field Spell's.)
        const reaching = cards.filter((id, i) => onField(locate(this.d, id)) && !spared[i] && !destroyedByEffectsBarred(this.d, id, { card: this.card, targeted: this.link?.targets.some((t) => t.card === id) === true }));
        for (const offer of destructionReplacements(this.d, reaching)) {
          const left = offer.monsters.filter((m) => !replaced.includes(m));
          if (left.length === 0 || !replacementStands(this.d, offer, left)) continue;
          if (this.chooseOption(offer.player, replacementQuestion(this.d, offer, left), replacementOptions(offer)) === 'destroy') continue;
          payReplacement(this.d, offer, left);
          replaced.push(...left);
        }
      }
      const destroyed: CardId[] = [];
      // Banished instead of going to the Graveyard (Banisher of the Light) is asked for all of them before any moves.
      const graveyardBanished = options?.banish ? null : cards.map((id) => banishedInsteadOfGraveyard(this.d, id));
      for (const [i, id] of cards.entries()) {
        // A card in a hand or a Deck may be destroyed too (Deck Devastation Virus, Crush Card Virus): to its owner's
        // Graveyard, no controller.
        const pile = locate(this.d, id).zone;
        if (pile === 'hand' || pile === 'deck') {
          this.moveTo(id, options?.banish ? 'banished' : 'graveyard', graveyardBanished?.[i]);
          emit(this.d, { type: 'destroyed', card: id, by: this.player, ...this.effectCard() });
          if (options?.banish) emit(this.d, { type: 'banished', card: id });
          destroyed.push(id);
          continue;
        }
        if (!onField(locate(this.d, id))) continue;
        // "Cannot be destroyed by card effects" (recorded rule `indestructibleByEffects`), or by this one (its own
        // rule `indestructibleByEffectOf`, asked with the effect's card and whether it targets it): it stays.
        const targeted = this.link?.targets.some((t) => t.card === id) === true;
        if (spared[i] || replaced.includes(id) || destroyedByEffectsBarred(this.d, id, { card: this.card, targeted })) {
          emit(this.d, { type: 'notDestroyed', card: id });
          continue;
        }
        // "If it would be destroyed, the counter is removed instead" (recorded rule `counterRemovedInstead`, Magic
        // Reflector): one such rule is used up with one counter, while the card still holds one.
        if (this.d.rules.length > 0 && this.counters(id) > 0) {
          const shield = rulesOf(this.d, 'counterRemovedInstead', id).find((r) => r.recorded !== null);
          if (shield) {
            this.d.rules = this.d.rules.filter((r) => r !== shield.recorded);
            this.changeCounters(id, -1);
            emit(this.d, { type: 'notDestroyed', card: id });
            continue;
          }
        }
        const controller = controllerOnField(this.d, id)!;
        // "If this Set card in the Spell & Trap Zone is destroyed" (Artifact Lancea): the event says it was Set there.
        const at = locate(this.d, id);
        const setThere = at.zone === 'spellTrap' && this.d.players[at.player].spellTraps[at.index]?.faceUp === false;
        // A name it had there other than its own ("its name becomes "Toon World" while in the Field Zone": Toon Kingdom).
        const names = namesOf(this.d, id);
        const renamed = names.length !== 1 || names[0] !== definitionOf(this.d, id).name;
        // The counters it held ("place its Spell Counters on this card": Magical Citadel of Endymion).
        const counters = countersHeld(this.d, id);
        // The Xyz Materials it had (Number 62: Galaxy-Eyes Prime Photon Dragon asks for one by name).
        const materials = findMonster(this.d, id)?.slot.materials ?? [];
        if (options?.toDeckTop) this.returnToDeck([id], 'top');
        else this.moveTo(id, options?.banish ? 'banished' : 'graveyard', graveyardBanished?.[i]);
        emit(this.d, { type: 'destroyed', card: id, by: this.player, controller, ...this.effectCard(), ...(setThere && { setInSpellTrapZone: true as const }), ...(renamed && { names }), ...(counters > 0 && { counters }), ...(materials.length > 0 && { materials: [...materials] }) });
        if (options?.banish && definitionOf(this.d, id).frame !== 'token') emit(this.d, { type: 'banished', card: id, by: this.player, controller });
        destroyed.push(id);
      }
      return destroyed;
    },
    sendToGraveyard(cards) {
      const touched = this.touchable(cards);
      const graveyardBanished = touched.map((id) => banishedInsteadOfGraveyard(this.d, id));
      for (const [i, id] of touched.entries()) {
        const controller = controllerOnField(this.d, id);
        const zone = locate(this.d, id).zone;
        this.moveTo(id, 'graveyard', graveyardBanished[i]);
        // Banished instead (Banisher of the Light: its `banished` event is emitted): not sent to the Graveyard.
        if (graveyardBanished[i]) continue;
        const from = zone === 'hand' || zone === 'deck' ? zone : null;
        emit(this.d, { type: 'sentToGraveyard', card: id, by: this.player, ...(controller !== null && { controller }), ...(from && { from }), ...this.effectCard() });
      }
    },
    returnToHand(cards) {
      for (const id of this.touchable(cards).filter((c) => this.mayLeaveGraveyard(c))) {
        const at = locate(this.d, id);
        // Banished instead ("banish it when it leaves the field"): it does not return to the hand.
        const banishedInstead = banishedAsItLeaves(this.d, id);
        this.moveTo(id, 'hand');
        if (banishedInstead) continue;
        emit(this.d, { type: 'returnedToHand', card: id, by: this.player, ...(onField(at) ? { controller: at.player } : {}) });
      }
    },
    returnToDeck(cards, where) {
      const owners = new Set<Player>();
      for (const id of this.touchable(cards).filter((c) => this.mayLeaveGraveyard(c))) {
        const at = locate(this.d, id);
        const owner = ownerOf(this.d, id);
        const def = definitionOf(this.d, id);
        const banishInstead = banishedAsItLeaves(this.d, id);
        takeCard(this.d, id);
        if (def.frame === 'token') continue;
        if (banishInstead) {
          intoBanished(this.d, id);
          continue;
        }
        forgetProperSummon(this.d, id);
        // A Fusion, Synchro or Xyz Monster is never in the Main Deck: to the Extra Deck instead.
        if (goesToExtraInsteadOfHandOrDeck(def)) toExtraDeck(this.d, id, false);
        else if (where === 'bottom') writePile(this.d, owner, 'deck').push(id);
        else writePile(this.d, owner, 'deck').unshift(id);
        if (where === 'shuffle' && !goesToExtraInsteadOfHandOrDeck(def)) owners.add(owner);
        emit(this.d, { type: 'returnedToDeck', card: id, by: this.player, ...(onField(at) ? { controller: at.player } : {}) });
      }
      for (const owner of owners) this.shuffleDeck(owner);
    },
    banish(cards) {
      // Which may be banished is settled before any moves: cards banished together (D.D. Assailant and
      // the Kycoo that destroyed it) are checked against the field as it was.
      for (const id of this.touchable(cards).filter((c) => this.mayBanish(c))) {
        const at = locate(this.d, id);
        this.moveTo(id, 'banished');
        emit(this.d, { type: 'banished', card: id, by: this.player, ...(onField(at) ? { controller: at.player } : {}) });
      }
    },
    banishFaceDown(cards) {
      for (const id of cards.filter((c) => this.mayBanish(c))) {
        takeCard(this.d, id);
        intoBanishedFaceDown(this.d, id);
      }
    },
    mayBanish(id) {
      return !graveyardBanishBarred(this.d, this.player, id) && this.mayLeaveGraveyard(id);
    },
    mayLeaveGraveyard(id) {
      // Only an effect resolving is stopped (a cost is not an effect: Necrovalley's banishing rule covers those).
      return this.link === null || !graveyardLocked(this.d, id, this.card);
    },
    mayTarget(id) {
      return !protectsFromTargeting(this.d, id, this.player);
    },
    discard(cards) {
      for (const id of cards) emit(this.d, { type: 'discarded', player: this.moveTo(id, 'graveyard'), card: id, by: this.player });
    },
    specialSummon(id, p, position, options = {}) {
      const zone = freeMonsterZones(this.d, p)[0];
      if (zone === undefined || !maySpecialSummon(this.d, p) || !this.mayLeaveGraveyard(id) || summonConditionUnmet(this.d, id, p)) return false;
      // "Neither player can Special Summon 2 or more monsters at the same time" (Blue-Eyes Spirit Dragon): an effect's first only.
      if (this.specialSummoned[p] > 0 && oneSpecialSummonAtATime(this.d, p)) return false;
      // A Fusion Monster from the Extra Deck by a card's effect, not one that comes out only by its own procedure.
      const def = definitionOf(this.d, id);
      // A Synchro Monster too (Blue-Eyes Spirit Dragon's Special Summon of one from the Extra Deck).
      const byEffectFromExtra = (def.frame === 'fusion' && def.materials?.kind === 'fusion' && !def.materials.contact) || def.frame === 'synchro';
      const fromExtraDeck = options.fromExtraDeck === true && byEffectFromExtra && this.d.players[ownerOf(this.d, id)].extra.includes(id);
      if (!options.summonedAs && !options.properly && !options.ignoringConditions && !fromExtraDeck && !mayBeSpecialSummonedByEffect(this.d, id)) return false;
      // Face-down (rulebook v9.1 "Special Summon": "unless otherwise specified", face-up): a Set card, so
      // "only 1 face-up" does not count it; a Token is always face-up.
      // Where monsters cannot be Set (Light of Intervention), a face-down Special Summon is a face-up Defense one.
      const faceDown = position === 'faceDownDefense' && !monsterSetBarred(this.d, id);
      if (faceDown && def.frame === 'token') return false;
      if (!faceDown && !mayControlAnotherFaceUp(this.d, p, id)) return false;
      // A monster Special Summoned from the hand for which a rule asks LP its player cannot pay stays there (Chain Energy).
      const fromHand = this.d.players[p].hand.includes(id);
      if (fromHand && playCostRefusal(this.d, p, id, 'specialSummon') !== null) return false;
      // A card that cannot be played (Prohibition's name) is Special Summoned from nowhere.
      if (playBarred(this.d, p, id, 'specialSummon')) return false;
      // "Cannot be Special Summoned from the Graveyard unless you Tribute 1 …" (Tyrant Dragon): a cost of the Summon,
      // the summoner's choice, paid as the monster leaves the Graveyard.
      const tributes = graveyardSummonTributes(this.d, id, p);
      if (tributes !== null) {
        if (tributes.length === 0) return false;
        this.tribute([this.chooseCard(p, `Tribute 1 monster to Special Summon ${def.name} from the Graveyard`, tributes)]);
      }
      if (fromHand) payToPlay(this.d, p, id, 'specialSummon');
      const was = locate(this.d, id).zone;
      const from = was === 'hand' || was === 'deck' || was === 'extra' || was === 'graveyard' || was === 'banished' ? was : null;
      takeCard(this.d, id);
      placeMonster(this.d, p, zone, id, position === 'faceDownDefense' ? 'defense' : position, !faceDown);
      if (options.negateEffects) writeMonster(this.d, p, zone).effectsNegated = true;
      if (options.summonedAs || options.properly) markProperlySummoned(this.d, id);
      // The summoning card's instance id: a card hidden from a player later is renamed in their public state with it.
      writeMonster(this.d, p, zone).summonedBy = this.card;
      this.specialSummoned[p]++;
      summonedWhileResolving(this.d, { player: p, card: id, how: 'special', ...(options.summonedAs ? { method: options.summonedAs } : {}), ...(from ? { from } : {}) }, this.chain.length);
      return true;
    },
    specialSummonBanishedWhenItLeaves(id, p, position) {
      if (!this.specialSummon(id, p, position)) return false;
      const at = findMonster(this.d, id)!;
      writeMonster(this.d, at.player, at.index).banishWhenLeaves = true;
      return true;
    },
    equipThisMonsterTo(target) {
      const self = findMonster(this.d, this.card);
      if (!self || !self.slot.faceUp || self.player !== this.player) return false;
      return this.equipUnionTo(this.card, target);
    },
    equipUnionTo(union, target) {
      const host = findMonster(this.d, target);
      if (!host || !host.slot.faceUp || host.player !== this.player || target === union) return false;
      const from = locate(this.d, union).zone;
      if (from === 'graveyard' && !this.mayLeaveGraveyard(union)) return false;
      // Behind the equipped monster if that zone is free (rulebook v7.0 "Equip Spell Cards"), else the first free one.
      const zone = spellTrapZoneFree(this.d, this.player, host.index) ? host.index : freeSpellTrapZones(this.d, this.player)[0] ?? -1;
      if (zone < 0) return false;
      takeCard(this.d, union);
      writeSpellTrapZones(this.d, this.player)[zone] = { card: union, faceUp: true, setTurn: null, equippedTo: target };
      emit(this.d, { type: 'equipped', card: union, to: target });
      return true;
    },
    equipMonsterToThis(target) {
      const self = findMonster(this.d, this.card);
      const host = findMonster(this.d, target);
      if (!self || !self.slot.faceUp || !host || target === this.card || this.untouched(target)) return false;
      const zone = freeSpellTrapZones(this.d, this.player)[0] ?? -1;
      if (zone < 0) return false;
      takeCard(this.d, target);
      // A Token cannot be anywhere but a Monster Zone (rulebook v9.1 "Monster Tokens"): it is
      // removed from the field instead of becoming an Equip Card.
      if (isToken(this.d, target)) return false;
      // Face-up, an Equip Card with no effects of its own (it is not equipped by its own effect).
      writeSpellTrapZones(this.d, this.player)[zone] = { card: target, faceUp: true, setTurn: null, equippedTo: this.card, effectsNegated: true };
      emit(this.d, { type: 'equipped', card: target, to: this.card });
      return true;
    },
    equipThisFromGraveyardTo(target) {
      const host = findMonster(this.d, target);
      if (locate(this.d, this.card).zone !== 'graveyard' || !this.mayLeaveGraveyard(this.card) || !host || !host.slot.faceUp || this.untouched(target)) return false;
      const zone = this.d.players[this.player].spellTraps.findIndex((z) => z === null);
      if (zone < 0) return false;
      takeCard(this.d, this.card);
      // Face-up, an Equip Card that keeps its effects (it is equipped by its own effect).
      writeSpellTrapZones(this.d, this.player)[zone] = { card: this.card, faceUp: true, setTurn: null, equippedTo: target };
      emit(this.d, { type: 'equipped', card: this.card, to: target });
      return true;
    },
    changeLevelUntilEndOfTurn(id, level) {
      const at = findMonster(this.d, id);
      if (!at || !at.slot.faceUp || this.untouched(id)) return;
      writeMonster(this.d, at.player, at.index).levelUntilTurn = { level, turn: this.d.turn };
      emit(this.d, { type: 'levelChanged', card: id, level });
    },
    changeAttribute(id, attribute) {
      const at = findMonster(this.d, id);
      if (!at || !at.slot.faceUp) return;
      writeMonster(this.d, at.player, at.index).attribute = attribute;
      emit(this.d, { type: 'attributeChanged', card: id, attribute });
    },
    negateEffectsUntilEndOfTurn(id) {
      const at = findMonster(this.d, id);
      if (!at) return negateSpellTrapUntilEndOfTurn(this.d, id);
      if (!at.slot.faceUp || this.untouched(id)) return;
      // Already negated for as long as it stays: nothing shorter to add.
      if (at.slot.effectsNegated && at.slot.negatedUntilTurn === undefined) return;
      const slot = writeMonster(this.d, at.player, at.index);
      slot.effectsNegated = true;
      slot.negatedUntilTurn = this.d.turn;
    },
    negateEffects(id) {
      const at = findMonster(this.d, id);
      if (!at || !at.slot.faceUp || this.untouched(id)) return;
      const slot = writeMonster(this.d, at.player, at.index);
      slot.effectsNegated = true;
      delete slot.negatedUntilTurn;
    },
    changeStats(id, change) {
      const at = findMonster(this.d, id);
      if (!at || !at.slot.faceUp || this.untouched(id)) return;
      const slot = writeMonster(this.d, at.player, at.index);
      slot.boost = { atk: (slot.boost?.atk ?? 0) + (change.atk ?? 0), def: (slot.boost?.def ?? 0) + (change.def ?? 0) };
    },
    detach(material) {
      const at = locate(this.d, material);
      if (at.zone !== 'material') return;
      const from = this.d.players[at.player].monsters[at.index]!.card;
      this.moveTo(material, 'graveyard');
      emit(this.d, { type: 'detached', card: material, from });
    },
    attachMaterials(cards, to) {
      const host = findMonster(this.d, to);
      if (!host || !host.slot.faceUp || definitionOf(this.d, to).frame !== 'xyz') return [];
      const attached: CardId[] = [];
      for (const id of cards) {
        const at = whereIs(this.d, id);
        if (!at || id === to || at.zone === 'deck' || isToken(this.d, id) || this.untouched(id)) continue;
        // A monster attached brings no materials along: those under it go to the Graveyard.
        if (at.zone === 'monster') for (const under of this.d.players[at.player].monsters[at.index]!.materials) this.moveTo(under, 'graveyard');
        takeCard(this.d, id);
        const now = findMonster(this.d, to)!;
        writeMonster(this.d, now.player, now.index).materials = [...now.slot.materials, id];
        attached.push(id);
      }
      return attached;
    },
    maySpecialSummonByEffect(id, as = {}) {
      const faceUp = as.position !== 'faceDownDefense' || monsterSetBarred(this.d, id);
      return (as.summonedAs !== undefined || mayBeSpecialSummonedByEffect(this.d, id)) && (!faceUp || mayControlAnotherFaceUp(this.d, as.to ?? this.player, id)) && !playBarred(this.d, this.player, id, 'specialSummon') && !summonConditionUnmet(this.d, id, this.player) && graveyardSummonTributes(this.d, id, this.player)?.length !== 0;
    },
    mayBeTributed(id) {
      return !tributeBarred(this.d, id);
    },
    tribute(cards) {
      // From the hand (a Ritual Summon's Tributes) or the field: only the latter left the field. A card that
      // cannot be Tributed (Mask of Restrict) is not, should a cost have offered it.
      for (const id of cards.filter((c) => this.mayBeTributed(c))) {
        const controller = controllerOnField(this.d, id);
        this.moveTo(id, 'graveyard');
        emit(this.d, { type: 'tributed', card: id, ...(controller !== null && { controller }), ...this.effectCard() });
      }
    },
    setLp(p, lp) {
      writePlayer(this.d, p).lp = Math.max(0, lp);
      emit(this.d, { type: 'lpBecame', player: p, lp: Math.max(0, lp) });
    },
    gainLp(p, amount) {
      // "Any effect that would increase your opponent's LP inflicts that much damage instead" (Bad Reaction to Simochi).
      if (lpGainBecomesDamage(this.d, p)) return this.damage(p, amount);
      writePlayer(this.d, p).lp += amount;
      emit(this.d, { type: 'gainedLp', player: p, amount });
    },
    damage(target, amount) {
      // "Your opponent takes the damage instead" (Barrel Behind the Door): for the Chain Link it answered.
      const link = this.link;
      const p = link && this.d.rules.length > 0 && ruleApplies(this.d, 'reflectsEffectDamage', target, `${link.card}#${link.effect}`) ? opponentOf(target) : target;
      // "Any damage … from a card effect becomes 0" (Des Wombat, Hallowed Life Barrier): none is taken.
      if (effectDamagePrevented(this.d, p, this.player)) return;
      // "Negate the effect damage you receive" from that Chain Link (Trap of Board Eraser).
      if (link && this.d.rules.length > 0 && ruleApplies(this.d, 'noDamageFromLink', p, `${link.card}#${link.effect}`)) return;
      const ps = writePlayer(this.d, p);
      ps.lp = Math.max(0, ps.lp - amount);
      emit(this.d, { type: 'effectDamage', player: p, amount });
    },
    lpCostWaived() {
      // A cost is paid as the card is activated (no Chain Link yet); a Spell's activation is its card's only effect with an LP cost in the pool.
      return this.link === null && definitionOf(this.d, this.card).frame === 'spell' && ruleApplies(this.d, 'noSpellLpCosts', this.player);
    },
    payLp(amount) {
      const ps = writePlayer(this.d, this.player);
      ps.lp = Math.max(0, ps.lp - amount);
      emit(this.d, { type: 'paidLp', player: this.player, amount });
    },
    negateActivation(link) {
      const i = chainLinkIndex(this.d.flow.chain, link);
      if (i < 0 || this.d.flow.chain[i]!.negated) return;
      const chain = [...this.d.flow.chain];
      chain[i] = { ...link, negated: true };
      this.d.flow.chain = chain;
      emit(this.d, { type: 'negated', card: link.card });
    },
    negateEffect(link) {
      const i = chainLinkIndex(this.d.flow.chain, link);
      const found = this.d.flow.chain[i];
      if (!found || found.negated || found.effectNegated) return;
      const chain = [...this.d.flow.chain];
      chain[i] = { ...found, effectNegated: true };
      this.d.flow.chain = chain;
      emit(this.d, { type: 'effectNegated', card: link.card });
    },
    settableFromHand(p) {
      const free = hasFreeSpellTrapZone(this.d, p);
      return this.d.players[p].hand.filter((c) => {
        const def = definitionOf(this.d, c);
        return (def.frame === 'spell' || def.frame === 'trap') && (free || def.subtype?.includes('field') === true) && !ownRuleApplies(this.d, 'cannotBeSet', c);
      });
    },
    setFromHand(card) {
      const at = locate(this.d, card);
      if (at.zone !== 'hand' || !this.settableFromHand(at.player).includes(card)) return;
      setSpellTrapFaceDown(this.d, at.player, card);
    },
    placeFaceUp(card) {
      const at = locate(this.d, card);
      const def = definitionOf(this.d, card);
      if ((at.zone !== 'hand' && at.zone !== 'deck') || at.player !== this.player || (def.frame !== 'spell' && def.frame !== 'trap')) return false;
      const zone = this.d.players[this.player].spellTraps.findIndex((z) => z === null);
      if (zone < 0) return false;
      takeCard(this.d, card);
      writeSpellTrapZones(this.d, this.player)[zone] = { card, faceUp: true, setTurn: null, equippedTo: null };
      emit(this.d, { type: 'placedFaceUp', player: this.player, card });
      if (at.zone === 'deck') this.shuffleDeck(this.player);
      return true;
    },
    winDuel(winner) {
      endDuel(this.d, winner, { kind: 'cardEffect', winner, card: definitionOf(this.d, this.card).name });
    },
    setPosition(id, position, faceUp, { flips = true } = {}) {
      const at = findMonster(this.d, id);
      // Tokens are always face-up (rulebook v9.1 "Monster Tokens"): nothing turns one face-down.
      if (!at || (!faceUp && definitionOf(this.d, id).frame === 'token') || this.untouched(id)) return;
      // Nor is a monster turned face-down while a rule says monsters cannot be (Light of Intervention).
      if (!faceUp && monsterSetBarred(this.d, id)) return;
      const slot = writeMonster(this.d, at.player, at.index);
      const wasFaceDown = !slot.faceUp;
      const positionBefore = slot.position;
      slot.position = position;
      slot.faceUp = faceUp;
      // A face-down monster turned face-up by a card effect is flipped: its Flip effect activates
      // (rulebook v9.1 "Flip Effect": "flipped face-up by a card effect"), unless the card that turns
      // it says its Flip effect is not activated (Ceasefire): then it is only a change of position.
      if (faceUp && wasFaceDown && flips) {
        emit(this.d, { type: 'flippedFaceUp', card: id });
        if (position !== positionBefore) emit(this.d, { type: 'positionChanged', card: id, position });
        return;
      }
      // A Trap Monster turned face-down goes back to the Spell & Trap Zone it held, a Set Trap Card (library.ts
      // trapMonsterActivation; ygopro moves it there as it changes position).
      if (!faceUp && isTrapMonster(definitionOf(this.d, id))) {
        const held = this.d.rules.find((r) => r.code === 'trapMonsterZone' && r.card === id);
        const zone = held?.key === undefined ? -1 : Number(held.key);
        if (held && this.d.players[held.player].spellTraps[zone] === null) {
          takeCard(this.d, id);
          writeSpellTrapZones(this.d, held.player)[zone] = { card: id, faceUp: false, setTurn: this.d.turn, equippedTo: null };
          emit(this.d, { type: 'flippedFaceDown', card: id });
          return;
        }
      }
      // Turned face-down, it is a new card as far as "negate its effects" and its gains go.
      if (!faceUp) {
        // Cleared, not deleted: a slot keeps its one shape (draft.ts canonicalSlot).
        slot.effectsNegated = undefined;
        slot.negatedUntilTurn = undefined;
        slot.boost = undefined;
        slot.levelUntilTurn = undefined;
        slot.attribute = undefined;
        slot.withoutTributes = undefined;
        slot.summonedBy = undefined;
        forgetRulesAbout(this.d, id);
      }
      emit(this.d, faceUp ? { type: 'positionChanged', card: id, position } : { type: 'flippedFaceDown', card: id, ...(!wasFaceDown && positionBefore === 'attack' ? { fromAttack: true as const } : {}) });
    },
    flipFaceUp(id) {
      const at = findMonster(this.d, id);
      if (!at || at.slot.faceUp) return;
      writeMonster(this.d, at.player, at.index).faceUp = true;
      emit(this.d, { type: 'flippedFaceUp', card: id });
    },
    reveal(cards, to) {
      emit(this.d, { type: 'revealed', cards: [...cards], to });
    },
    modifyUntilEndOfTurn(id, change) {
      const at = findMonster(this.d, id);
      if (!at || !at.slot.faceUp || this.untouched(id)) return;
      this.d.lingering = [...this.d.lingering, { card: id, atk: change.atk ?? 0, def: change.def ?? 0, turn: this.d.turn, placedTurn: at.slot.placedTurn }];
    },
    modifyUntilEndOfOpponentsTurn(id, change) {
      const at = findMonster(this.d, id);
      if (!at || !at.slot.faceUp || this.untouched(id)) return;
      const opponent = opponentOf(this.player);
      const through = this.d.turnPlayer === opponent ? this.d.turn : lastTurnOf(this.d, opponent, 1);
      this.d.lingering = [...this.d.lingering, { card: id, atk: change.atk ?? 0, def: change.def ?? 0, turn: this.d.turn, placedTurn: at.slot.placedTurn, through }];
    },
    modifyUntilEndOfBattlePhase(id, change) {
      const at = findMonster(this.d, id);
      if (!at || !at.slot.faceUp || this.untouched(id)) return;
      // Dropped as the Battle Phase ends (phases.ts `endBattlePhaseChanges`).
      this.d.lingering = [...this.d.lingering, { card: id, atk: change.atk ?? 0, def: change.def ?? 0, turn: this.d.turn, placedTurn: at.slot.placedTurn, untilBattlePhaseEnds: true }];
    },
    modifyForThisDamageCalculation(id, change) {
      const at = findMonster(this.d, id);
      if (!at || !at.slot.faceUp || this.untouched(id)) return;
      // Dropped as damage calculation ends (battle.ts `endDamageCalculationChanges`).
      this.d.lingering = [...this.d.lingering, { card: id, atk: change.atk ?? 0, def: change.def ?? 0, turn: this.d.turn, placedTurn: at.slot.placedTurn, battle: true }];
    },
    destroyAfterDamageCalculation(id) {
      const at = findMonster(this.d, id);
      if (!at || !at.slot.faceUp) return;
      this.d.marks = [...this.d.marks, { mark: 'destroyAfterDamageCalculation', player: at.player, turn: this.d.turn, key: id }];
    },
    equip(target) {
      const at = target ? findMonster(this.d, target) : null;
      const self = locate(this.d, this.card);
      if (!at || !at.slot.faceUp || self.zone !== 'spellTrap') {
        // Nothing to equip: the Equip Spell goes to the Graveyard.
        if (onField(self)) this.moveTo(this.card, 'graveyard');
        return false;
      }
      const zones = writeSpellTrapZones(this.d, self.player);
      zones[self.index] = { ...zones[self.index]!, equippedTo: at.slot.card };
      // "When an Equip Card is equipped to this card" (Gearfried the Iron Knight) asks.
      emit(this.d, { type: 'equipped', card: this.card, to: at.slot.card });
      return true;
    },
    negateAttack() {
      const attack = attackOf(this.d);
      if (!attack) return;
      emit(this.d, { type: 'attackNegated', card: attack.attacker });
      setAttack(this.d, null);
    },
    makeAttackDirect() {
      const attack = attackOf(this.d);
      if (!attack || attack.target === 'direct') return;
      setAttack(this.d, { ...attack, target: 'direct' });
    },
    changeAttackTarget(monster) {
      const attack = attackOf(this.d);
      const attacker = attack ? findMonster(this.d, attack.attacker) : null;
      const at = findMonster(this.d, monster);
      if (!attack || !attacker || !at || monster === attack.attacker || (attack.damageStep && attack.destroys)) return false;
      // Before damage calculation, a face-down new target is flipped face-up as an attacked one is (battle.ts beforeDamageCalculation).
      const flipped = attack.damageStep === true && !at.slot.faceUp;
      if (flipped) {
        writeMonster(this.d, at.player, at.index).faceUp = true;
        emit(this.d, { type: 'flippedFaceUp', card: monster });
      }
      // The same attack goes on against its new target: the opponent's monsters as they are now, so it is not replayed.
      const defender = opponentOf(attacker.player);
      const opponentMonsters = this.d.players[defender].monsters.flatMap((s) => (s ? [s.card] : []));
      setAttack(this.d, {
        attacker: attack.attacker, target: monster, opponentMonsters,
        ...(attack.damageStep && { damageStep: true as const }), ...(attack.held && { held: attack.held }), ...(flipped && { targetFlipped: true as const }),
        ...(at.player === attacker.player && { ownSideTarget: true as const }),
      });
      return true;
    },
    endBattlePhase() {
      setTurnTowards(this.d, 'main2');
    },
    applyRule(code, about, lasts) {
      // A rule about a card unaffected by this effect is not applied to it (Burst Stream's "cannot attack").
      if (about.card !== undefined && this.untouched(about.card)) return;
      const rule = {
        code, player: about.player, ...(about.card !== undefined ? { card: about.card } : {}), ...(about.passcode !== undefined ? { passcode: about.passcode } : {}),
        ...(about.key !== undefined ? { key: about.key } : {}),
        source: this.card, lasts: recordedLasts(this.d, lasts),
      };
      this.d.rules = [...this.d.rules, rule];
    },
    keepTargets(cards) {
      const self = locate(this.d, this.card);
      const kept = cards.filter((c) => onField(locate(this.d, c)));
      if (self.zone !== 'spellTrap' || kept.length === 0) return false;
      const zones = writeSpellTrapZones(this.d, self.player);
      zones[self.index] = { ...zones[self.index]!, keeps: kept };
      return true;
    },
    keepDeclared(value) {
      const self = locate(this.d, this.card);
      // A Field Spell in the Field Zone keeps it as well (Array of Revealing Light's Type).
      if (self.zone === 'field' && this.d.players[self.player].field) {
        writePlayer(this.d, self.player).field = { ...this.d.players[self.player].field!, declared: value };
        return true;
      }
      if (self.zone !== 'spellTrap') return false;
      const zones = writeSpellTrapZones(this.d, self.player);
      zones[self.index] = { ...zones[self.index]!, declared: value };
      return true;
    },
    linkTo(monster) {
      const self = locate(this.d, this.card);
      if (self.zone !== 'spellTrap' || !findMonster(this.d, monster)) return false;
      const zones = writeSpellTrapZones(this.d, self.player);
      zones[self.index] = { ...zones[self.index]!, linkedTo: monster };
      return true;
    },
    changeControl(id, untilEndPhase) {
      if (this.untouched(id)) return false;
      return moveControl(this.d, id, this.player, untilEndPhase);
    },
    giveControl(id, to) {
      if (this.untouched(id)) return false;
      return moveControl(this.d, id, to, false);
    },
    switchControl(a, b) {
      const at = findMonster(this.d, a);
      const bt = findMonster(this.d, b);
      if (!at || !bt || at.player === bt.player || controlLocked(this.d, a) || controlLocked(this.d, b) || this.untouched(a) || this.untouched(b)) return false;
      // Each takes the zone the other leaves; the swap is for good (no way back at the End Phase).
      const moved = (slot: typeof at.slot) => {
        const copy = canonicalSlot(slot);
        copy.borrowedUntilTurn = undefined;
        copy.heldByRule = undefined;
        return copy;
      };
      writeMonsterZones(this.d, bt.player)[bt.index] = moved(at.slot);
      writeMonsterZones(this.d, at.player)[at.index] = moved(bt.slot);
      emit(this.d, { type: 'controlChanged', card: a, player: bt.player });
      emit(this.d, { type: 'controlChanged', card: b, player: at.player });
      return true;
    },
    createToken(name, p, position, copying) {
      const zone = freeMonsterZones(this.d, p)[0];
      const printed = cardInPool(this.d, name);
      if (zone === undefined || !printed || printed.frame !== 'token') return null;
      // "With the same original Type, Attribute, Level, ATK and DEF as that monster" (Cloning): the Token keeps them.
      const source = copying === undefined ? undefined : definitionOf(this.d, copying);
      const copies = copying === undefined || !source ? undefined : { of: copying, attribute: source.attribute, monsterType: source.monsterType, level: source.level, atk: source.atk, def: source.def };
      const def = copies ? { ...printed, monsterType: copies.monsterType } : printed;
      // A Token is always face-up: not of another Type than its player's face-up monsters where they may control only 1 (Rivalry of Warlords).
      if (typeBarred(this.d, p, def.monsterType)) return null;
      if (this.specialSummoned[p] > 0 && oneSpecialSummonAtATime(this.d, p)) return null;
      this.specialSummoned[p]++;
      let serial = Object.keys(this.d.cards).length + 1;
      while (this.d.cards[`${p}:${serial}`]) serial++;
      const id = `${p}:${serial}`;
      this.d.cards = bindGrownCards(this.d.cards, { ...this.d.cards, [id]: { id, passcode: def.passcode, owner: p, ...(copies ? { copies } : {}) } });
      placeMonster(this.d, p, zone, id, position, true);
      summonedWhileResolving(this.d, { player: p, card: id, how: 'special' }, this.chain.length);
      return id;
    },
    normalSummonNow(p) {
      if (ruleApplies(this.d, 'noNormalSummons', p)) return false;
      // A card that asks LP to play it from the hand (Chain Energy): only those its player can pay for.
      const options = summonableFromHand(this.d, p).filter((o) => playCostRefusal(this.d, p, o.card, 'set') === null || playCostRefusal(this.d, p, o.card, 'normalSummon') === null);
      if (options.length === 0) return false;
      const chosen = this.chooseCard(p, 'Choose a monster to Normal Summon or Set', options.map((o) => o.card));
      const sets = options.find((o) => o.card === chosen)!.tributeSets;
      const tributes: CardId[] = [];
      for (let i = 0; i < (sets[0]?.length ?? 0); i++) {
        const remaining = sets.filter((set) => tributes.every((t) => set.includes(t)));
        const choices = [...new Set(remaining.flatMap((set) => set.filter((c) => !tributes.includes(c))))];
        tributes.push(this.chooseCard(p, `Choose a monster to Tribute (${i + 1} of ${sets[0]!.length})`, choices));
      }
      const canSummon = maySummon(this.d, p) && !printedRuleApplies(this.d, 'normalSummonOnlySet', chosen) && mayControlAnotherFaceUp(this.d, p, chosen) && playCostRefusal(this.d, p, chosen, 'normalSummon') === null && !summonConditionUnmet(this.d, chosen, p);
      // Where monsters cannot be Set (Light of Intervention), the Set is a Normal Summon in face-up Defense Position.
      const setAs = setPlay(this.d, chosen);
      const canSet = setAs === 'set' ? playCostRefusal(this.d, p, chosen, 'set') === null && !setNeedsTributes(this.d, chosen, tributes) : canSummon;
      if (!canSummon && !canSet) return false;
      const how = canSummon && canSet ? this.chooseOption(p, `Normal Summon or Set ${definitionOf(this.d, chosen).name}?`, ['summon', 'set'] as const) : canSummon ? 'summon' : 'set';
      const freed = tributes.map((t) => findMonster(this.d, t)).filter((at) => at?.player === p).map((at) => at!.index).filter((i) => !unusableMonsterZones(this.d, p).includes(i));
      const zone = [...freeMonsterZones(this.d, p), ...freed].sort((a, b) => a - b)[0];
      if (zone === undefined) return false;
      payToPlay(this.d, p, chosen, how === 'set' ? setAs : 'normalSummon');
      const summoned = summonOrSet(this.d, p, chosen, tributes, how === 'set' && setAs === 'set', zone, how === 'set' ? 'defense' : 'attack');
      // Negatable only if this effect resolves as Chain Link 1: then it is announced once the Chain is over.
      if (summoned) summonedWhileResolving(this.d, summoned, this.chain.length);
      return true;
    },
    spellCounterRoom(card) {
      return spellCounterRoom(this.d, card);
    },
    spellCounterCostStandIns(count) {
      return spellCounterCostStandIns(this.d, this.player, this.card, count);
    },
    paySpellCounterCostWith(holder, count) {
      if (!spellCounterCostStandIns(this.d, this.player, this.card, count).includes(holder)) return;
      this.d.marks = [...this.d.marks, { mark: 'used', player: this.player, turn: this.d.turn, key: spellCounterCostKey(holder) }];
      this.changeCounters(holder, -count);
    },
    becomeEndPhase() {
      if (!this.d.marks.some((m) => m.mark === 'endPhaseNow' && m.turn === this.d.turn)) this.d.marks = [...this.d.marks, { mark: 'endPhaseNow', player: this.player, turn: this.d.turn, key: this.card }];
    },
    awaitLaterThisTurn(key) {
      this.awaitLater(key, 'thisTurn');
    },
    awaitLater(key, lasts, about) {
      // A Spell whose effect is that of the Spell it chains to (`copiesChainedSpell`: Serial Spell copying Cost Down): the
      // delayed effect the copied effect names is that Spell's, left waiting for this player (held by the copied card).
      const own = definitionOf(this.d, this.card).effects;
      const copied = own?.some((e) => e.kind === 'activation' && e.copiesChainedSpell === true) ? this.chain[this.chain.length - 1]?.card : undefined;
      const holder = copied !== undefined && !own?.some((e) => e.key === key) ? copied : this.card;
      const effect = definitionOf(this.d, holder).effects?.find((e) => e.key === key);
      if (effect?.range !== 'delayed') throw new Error(`${definitionOf(this.d, holder).name} has no delayed effect named "${key}"`);
      // Not about the card (no `card`): it waits wherever the card goes; `about` is kept as it moves too.
      this.d.rules = [...this.d.rules, { code: 'awaits', player: this.player, key: `${holder}#${key}`, source: holder, ...(about !== undefined && { about }), lasts: recordedLasts(this.d, lasts) }];
    },
    awaitedAbout() {
      return rulesOf(this.d, 'awaits', this.card).flatMap((r) => (r.recorded?.about !== undefined ? [r.recorded.about] : []));
    },
    negateSummon(id) {
      // Monsters Summoned at the same time (a Pendulum Summon) are one Summon: negating it negates them all.
      const pending = summoningOf(this.d);
      const all = pending && [pending.card, ...(pending.together ?? [])].includes(id) ? [pending.card, ...(pending.together ?? [])] : [id];
      for (const m of all) {
        if (!onField(locate(this.d, m))) continue;
        emit(this.d, { type: 'summonNegated', card: m });
        const controller = controllerOnField(this.d, m)!;
        this.moveTo(m, 'graveyard');
        // A negated Summon never happened: a Synchro or Xyz Monster so sent was not properly Summoned (no Monster Reborn for it).
        forgetProperSummon(this.d, m);
        emit(this.d, { type: 'destroyed', card: m, controller });
      }
    },
    tossCoin() {
      const [n, rng] = randomInt(this.d.rng, 2);
      this.d.rng = rng;
      const result = n === 0 ? 'heads' : 'tails';
      emit(this.d, { type: 'coinTossed', player: this.player, result });
      return result;
    },
    randomCard(cards) {
      if (cards.length === 0) throw new Error('Nothing to choose at random');
      // In an order of their own (the ids sorted), not the hand's: the choice depends on the generator alone.
      const [n, rng] = randomInt(this.d.rng, cards.length);
      this.d.rng = rng;
      return [...cards].sort()[n]!;
    },
    rollDie() {
      const [n, rng] = randomInt(this.d.rng, 6);
      this.d.rng = rng;
      emit(this.d, { type: 'dieRolled', player: this.player, result: n + 1 });
      return n + 1;
    },
    orderDeckTop(p, cards) {
      const deck = writePile(this.d, p, 'deck');
      for (const c of cards) {
        const i = deck.indexOf(c);
        if (i < 0) throw new Error(`Card ${c} is not in player ${p + 1}'s Deck`);
        deck.splice(i, 1);
      }
      deck.unshift(...cards);
    },
    changeCounters(id, change) {
      const at = findMonster(this.d, id);
      if (!at) {
        // A Spell or Trap Card face-up in a Spell & Trap Zone or the Field Zone (its slot is replaced whole).
        const place = locate(this.d, id);
        if (place.zone !== 'spellTrap' && place.zone !== 'field') return 0;
        const old = place.zone === 'field' ? this.d.players[place.player].field! : this.d.players[place.player].spellTraps[place.index]!;
        const counters = Math.max(0, (old.counters ?? 0) + change);
        const slot = { ...old, counters };
        if (place.zone === 'field') writePlayer(this.d, place.player).field = slot;
        else writeSpellTrapZones(this.d, place.player)[place.index] = slot;
        emit(this.d, { type: 'countersChanged', card: id, counters });
        return counters;
      }
      if (this.untouched(id)) return at.slot.counters;
      const slot = writeMonster(this.d, at.player, at.index);
      slot.counters = Math.max(0, slot.counters + change);
      emit(this.d, { type: 'countersChanged', card: id, counters: slot.counters });
      return slot.counters;
    },
    chooseUpTo(p, reason, cards, max) {
      // One card at a time; after the first, one prompt offers another card or stopping (state.ts STOP).
      const chosen: CardId[] = [];
      while (chosen.length < max) {
        const left = cards.filter((c) => !chosen.includes(c));
        if (left.length === 0) break;
        const ask = `${reason} (${chosen.length + 1} of up to ${max})`;
        const answer = this.nextAnswer(chosen.length === 0 ? { kind: 'chooseCard', player: p, reason: ask, cards: left } : { kind: 'chooseCard', player: p, reason: `${ask}, or stop`, cards: left, mayStop: true });
        if (answer === STOP && chosen.length > 0) break;
        if (!left.includes(answer)) throw new Error(`The recorded choice ${answer} is not among the options`);
        chosen.push(answer);
      }
      return chosen;
    },
    chooseCard(p, reason, cards) {
      if (cards.length === 0) throw new Error(`Nothing to choose for: ${reason}`);
      const answer = this.nextAnswer({ kind: 'chooseCard', player: p, reason, cards: [...cards] });
      if (!cards.includes(answer)) throw new Error(`The recorded choice ${answer} is not among the options`);
      return answer;
    },
    chooseOption(p, reason, options) {
      const answer = this.nextAnswer({ kind: 'chooseOption', player: p, reason, options: [...options] });
      const option = options.find((o) => o === answer);
      if (option === undefined) throw new Error(`The recorded choice ${answer} is not among the options`);
      return option;
    },
};

const HELPERS: object = Object.assign(Object.create(QUERIES) as object, MUTATORS);
const EffectContextOf = contextMaker<ContextInput, Internal>(HELPERS, fillEffectContext);

/**
 * Control of a monster passes to `to` (rulebook v9.1 "Control/Possess"): taking control is not
 * Summoning or Setting, so the monster keeps the turn it came to the field and may change its battle
 * position or be Flip Summoned if it otherwise could. With `untilEndPhase` it goes back in this turn's End Phase.
 */
function moveControl(d: Work, id: CardId, to: Player, untilEndPhase: boolean): boolean {
  const at = findMonster(d, id);
  const zone = freeMonsterZones(d, to)[0];
  // Control of Mataza the Zapper cannot switch (rule code controlCannotSwitch).
  if (!at || at.player === to || zone === undefined || controlLocked(d, id)) return false;
  writeMonsterZones(d, at.player)[at.index] = null;
  // Taking control is not Summoning or Setting (rulebook v9.1 "Control/Possess"): the monster keeps
  // the turn it came to the field, so it may change its battle position or be Flip Summoned if it otherwise could.
  const moved = canonicalSlot(at.slot);
  moved.borrowedUntilTurn = untilEndPhase ? d.turn : undefined;
  writeMonsterZones(d, to)[zone] = moved;
  emit(d, { type: 'controlChanged', card: id, player: to });
  return true;
}

/**
 * A face-up Spell or Trap Card on the field has its effects negated until the end of this turn (Magician
 * Navigation): its slot is marked as a monster's is (`effectsNegated`, `negatedUntilTurn`), so its continuous
 * effects stop applying (state.ts `continuousEffectsApply`), its effects cannot be activated (activation.ts)
 * and those already on the Chain resolve doing nothing (chain.ts `negatedSinceActivation`).
 */
function negateSpellTrapUntilEndOfTurn(d: Work, id: CardId): void {
  const at = whereIs(d, id);
  if (!at || (at.zone !== 'spellTrap' && at.zone !== 'field')) return;
  const ps = d.players[at.player];
  const slot = at.zone === 'field' ? ps.field : ps.spellTraps[at.index];
  if (!slot || !slot.faceUp || (slot.effectsNegated && slot.negatedUntilTurn === undefined)) return;
  const negated = { ...slot, effectsNegated: true as const, negatedUntilTurn: d.turn };
  if (at.zone === 'field') writePlayer(d, at.player).field = negated;
  else writeSpellTrapZones(d, at.player)[at.index] = negated;
}

/**
 * `cards` with each monster an Equip Card stands in for ("if the equipped monster would be destroyed by card
 * effect, destroy this card instead": continuous.ts `equipSubstitute` asked with 'effect') replaced by that Equip
 * Card, which is destroyed in its place (event `notDestroyed` for the monster). An Equip Card already among
 * `cards` stands for nothing, and each stands for one monster.
 */
function unionSubstitutes(d: Work, cards: readonly CardId[]): CardId[] {
  const out = [...cards];
  for (const [i, id] of cards.entries()) {
    if (locate(d, id).zone !== 'monster') continue;
    const by = equipSubstitute(d, id, 'effect');
    if (by === null || out.includes(by)) continue;
    out[i] = by;
    emit(d, { type: 'notDestroyed', card: id });
  }
  return out;
}

/**
 * The cards of `cards` a `destroyedInstead` rule keyed to the Chain Link `link` stands in for, and the
 * rules' sources that are destroyed instead (those still on the field: a substitute that has left
 * replaces nothing). Null when none.
 */
function substitutes(d: Work, cards: readonly CardId[], link: string): { replaced: CardId[]; by: CardId[] } | null {
  const replaced: CardId[] = [];
  const by: CardId[] = [];
  for (const id of cards) {
    if (!onField(locate(d, id))) continue;
    const rule = rulesOf(d, 'destroyedInstead', id, link).find((r) => r.source !== null && r.source !== id && onField(locate(d, r.source)));
    if (!rule) continue;
    replaced.push(id);
    if (!by.includes(rule.source!)) by.push(rule.source!);
  }
  return replaced.length > 0 ? { replaced, by } : null;
}
