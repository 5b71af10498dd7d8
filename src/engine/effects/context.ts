import { emit, findMonster, freeMonsterZones, locate, onField, ownerOf, placeMonster, takeCard } from '../board';
import { currentAtk, currentDef } from '../stats';
import { shuffle } from '../random';
import type { CardDefinition } from '../card';
import { opponentOf, type Player } from '../constants';
import { writeMonster, writeMonsterZones, writePile, writePlayer, writeSpellTrapZones, type Work } from '../draft';
import { maySummon, summonableFromHand, summonOrSet } from '../summon';
import { cardByName } from '../../cards';
import { currentPhase } from '../turn';
import { definitionOf } from '../registry';
import type { CardId, ChainLink, Duel, Prompt } from '../state';
import type { EffectContext, Restriction, Side } from './types';

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
}

/**
 * Builds the context a card script runs in, over the working copy `d`: board queries plus the
 * engine's effect helpers. Every card uses these; nothing here knows any card.
 */
export function effectContext(d: Work, input: ContextInput): EffectContext {
  const { card, player } = input;
  const opponent = opponentOf(player);
  const cursor = input.cursor ?? { i: 0 };
  const sides = (side: Side = 'all'): Player[] => (side === 'mine' ? [player] : side === 'theirs' ? [opponent] : [player, opponent]);
  const duel = d as Duel;

  const nextAnswer = (prompt: Prompt): string => {
    const answer = input.answers[cursor.i++];
    if (answer === undefined) throw new NeedChoice(prompt);
    return answer;
  };

  /**
   * Moves a card from wherever it is to one of its owner's piles (cards always go to their owner's
   * hand, Graveyard or banished pile). A Token cannot go anywhere but the field: it is just removed.
   */
  const moveTo = (id: CardId, pile: 'hand' | 'graveyard' | 'banished'): Player => {
    const owner = ownerOf(d, id);
    takeCard(d, id);
    if (definitionOf(d, id).frame !== 'token') writePile(d, owner, pile).push(id);
    return owner;
  };

  const ctx: EffectContext = {
    duel,
    card,
    player,
    opponent,
    targets: input.targets,
    equippedTo: input.equippedTo ?? null,
    responseTo: d.responseTo,
    attack: d.attack,
    summoning: d.summoning,
    link: input.link,
    chain: input.chain,
    triggeredBy: input.link?.event ?? null,
    phase: () => currentPhase(duel),
    canNormalSummonNow: (p) => summonableFromHand(d, p).length > 0,

    definition: (id): CardDefinition => definitionOf(d, id),
    monsters: (side) => sides(side).flatMap((p) => d.players[p].monsters.flatMap((s) => (s ? [s.card] : []))),
    spellTraps: (side) =>
      sides(side).flatMap((p) => {
        const ps = d.players[p];
        return [...ps.spellTraps, ps.field, ...ps.pendulum].flatMap((s) => (s ? [s.card] : []));
      }),
    graveyard: (side) => sides(side).flatMap((p) => [...d.players[p].graveyard]),
    hand: (side) => sides(side).flatMap((p) => [...d.players[p].hand]),
    deck: (side) => sides(side).flatMap((p) => [...d.players[p].deck]),
    isFaceUp: (id) => {
      const at = locate(d, id);
      if (at.zone === 'monster') return d.players[at.player].monsters[at.index]?.faceUp === true;
      if (at.zone === 'spellTrap') return d.players[at.player].spellTraps[at.index]?.faceUp === true;
      if (at.zone === 'field') return d.players[at.player].field?.faceUp === true;
      return at.zone !== 'deck' && at.zone !== 'hand';
    },
    controllerOf: (id) => {
      const at = locate(d, id);
      return onField(at) ? at.player : null;
    },
    atk: (id) => {
      const at = findMonster(d, id);
      return at ? currentAtk(d, at.slot) : (definitionOf(d, id).atk ?? 0);
    },
    def: (id) => {
      const at = findMonster(d, id);
      return at ? currentDef(d, at.slot) : (definitionOf(d, id).def ?? 0);
    },

    draw(p, count) {
      for (let i = 0; i < count; i++) {
        const top = d.players[p].deck[0];
        if (top === undefined) return;
        writePile(d, p, 'deck').shift();
        writePile(d, p, 'hand').push(top);
        emit(d, { type: 'drew', player: p, card: top });
      }
    },
    addToHand(cards) {
      for (const id of cards) emit(d, { type: 'addedToHand', player: moveTo(id, 'hand'), card: id });
    },
    shuffleDeck(p) {
      const [deck, rng] = shuffle(d.players[p].deck, d.rng);
      d.rng = rng;
      writePlayer(d, p).deck = deck;
    },
    destroy(cards) {
      for (const id of cards) {
        if (!onField(locate(d, id))) continue;
        moveTo(id, 'graveyard');
        emit(d, { type: 'destroyed', card: id });
      }
    },
    sendToGraveyard(cards) {
      for (const id of cards) {
        moveTo(id, 'graveyard');
        emit(d, { type: 'sentToGraveyard', card: id });
      }
    },
    returnToHand(cards) {
      for (const id of cards) {
        moveTo(id, 'hand');
        emit(d, { type: 'returnedToHand', card: id });
      }
    },
    banish(cards) {
      for (const id of cards) {
        moveTo(id, 'banished');
        emit(d, { type: 'banished', card: id });
      }
    },
    discard(cards) {
      for (const id of cards) emit(d, { type: 'discarded', player: moveTo(id, 'graveyard'), card: id });
    },
    specialSummon(id, p, position) {
      const zone = freeMonsterZones(d.players[p])[0];
      if (zone === undefined || !maySummon(d, p)) return false;
      takeCard(d, id);
      placeMonster(d, p, zone, id, position, true);
      emit(d, { type: 'specialSummoned', player: p, card: id });
      return true;
    },
    gainLp(p, amount) {
      writePlayer(d, p).lp += amount;
      emit(d, { type: 'gainedLp', player: p, amount });
    },
    damage(p, amount) {
      const ps = writePlayer(d, p);
      ps.lp = Math.max(0, ps.lp - amount);
      emit(d, { type: 'effectDamage', player: p, amount });
    },
    payLp(amount) {
      const ps = writePlayer(d, player);
      ps.lp = Math.max(0, ps.lp - amount);
      emit(d, { type: 'paidLp', player, amount });
    },
    negateActivation(link) {
      const i = d.chain.findIndex((l) => l.card === link.card && l.effect === link.effect && l.player === link.player);
      if (i < 0 || d.chain[i]!.negated) return;
      const chain = [...d.chain];
      chain[i] = { ...link, negated: true };
      d.chain = chain;
      emit(d, { type: 'negated', card: link.card });
    },
    setPosition(id, position, faceUp) {
      const at = findMonster(d, id);
      if (!at) return;
      const slot = writeMonster(d, at.player, at.index);
      slot.position = position;
      slot.faceUp = faceUp;
      emit(d, faceUp ? { type: 'positionChanged', card: id, position } : { type: 'flippedFaceDown', card: id });
    },
    reveal(cards, to) {
      emit(d, { type: 'revealed', cards: [...cards], to });
    },
    modifyUntilEndOfTurn(id, change) {
      const at = findMonster(d, id);
      if (!at || !at.slot.faceUp) return;
      d.lingering = [...d.lingering, { card: id, atk: change.atk ?? 0, def: change.def ?? 0, turn: d.turn, placedTurn: at.slot.placedTurn }];
    },
    equip(target) {
      const at = target ? findMonster(d, target) : null;
      const self = locate(d, card);
      if (!at || !at.slot.faceUp || self.zone !== 'spellTrap') {
        // Nothing to equip: the Equip Spell goes to the Graveyard.
        if (onField(self)) moveTo(card, 'graveyard');
        return false;
      }
      const zones = writeSpellTrapZones(d, self.player);
      zones[self.index] = { ...zones[self.index]!, equippedTo: at.slot.card };
      return true;
    },
    negateAttack() {
      if (!d.attack) return;
      emit(d, { type: 'attackNegated', card: d.attack.attacker });
      d.attack = null;
    },
    endBattlePhase() {
      d.resumeTo = 'main2';
    },
    restrictThisTurn(restriction: Restriction, p, about = {}) {
      d.restrictions = [...d.restrictions, { restriction, player: p, turn: d.turn, ...about }];
    },
    changeControl(id, untilEndPhase) {
      const at = findMonster(d, id);
      const zone = freeMonsterZones(d.players[player])[0];
      if (!at || at.player === player || zone === undefined) return false;
      const slot = at.slot;
      writeMonsterZones(d, at.player)[at.index] = null;
      const moved = { ...slot, placedTurn: d.turn, positionChangedTurn: null, ...(untilEndPhase ? { borrowedUntilTurn: d.turn } : {}) };
      if (!untilEndPhase) delete (moved as { borrowedUntilTurn?: number }).borrowedUntilTurn;
      writeMonsterZones(d, player)[zone] = moved;
      emit(d, { type: 'controlChanged', card: id, player });
      return true;
    },
    createToken(name, p, position) {
      const zone = freeMonsterZones(d.players[p])[0];
      const def = cardByName(name);
      if (zone === undefined || !def || def.frame !== 'token') return null;
      let serial = Object.keys(d.cards).length + 1;
      while (d.cards[`${p}:${serial}`]) serial++;
      const id = `${p}:${serial}`;
      d.cards = { ...d.cards, [id]: { id, passcode: def.passcode, owner: p } };
      placeMonster(d, p, zone, id, position, true);
      emit(d, { type: 'specialSummoned', player: p, card: id });
      return id;
    },
    normalSummonNow(p) {
      const options = summonableFromHand(d, p);
      if (options.length === 0) return false;
      const card = ctx.chooseCard(p, 'Choose a monster to Normal Summon or Set', options.map((o) => o.card));
      const sets = options.find((o) => o.card === card)!.tributeSets;
      const tributes: CardId[] = [];
      for (let i = 0; i < (sets[0]?.length ?? 0); i++) {
        const remaining = sets.filter((set) => tributes.every((t) => set.includes(t)));
        const choices = [...new Set(remaining.flatMap((set) => set.filter((c) => !tributes.includes(c))))];
        tributes.push(ctx.chooseCard(p, `Choose a monster to Tribute (${i + 1} of ${sets[0]!.length})`, choices));
      }
      const how = maySummon(d, p) ? ctx.chooseOption(p, `Normal Summon or Set ${definitionOf(d, card).name}?`, ['summon', 'set'] as const) : 'set';
      const freed = tributes.map((t) => findMonster(d, t)).filter((at) => at?.player === p).map((at) => at!.index);
      const zone = [...freeMonsterZones(d.players[p]), ...freed].sort((a, b) => a - b)[0];
      if (zone === undefined) return false;
      const summoned = summonOrSet(d, p, card, tributes, how === 'set', zone);
      if (summoned) emit(d, summoned);
      return true;
    },
    thisTurn(what, p) {
      return d.marks.filter((m) => m.mark === what && m.player === p && m.turn === d.turn).map((m) => m.key);
    },
    awaitLaterThisTurn(effect) {
      d.marks = [...d.marks, { mark: 'delayed', player, turn: d.turn, key: `${card}#${effect}` }];
    },
    negateSummon(id) {
      if (!onField(locate(d, id))) return;
      emit(d, { type: 'summonNegated', card: id });
      moveTo(id, 'graveyard');
      emit(d, { type: 'destroyed', card: id });
    },
    chooseUpTo(p, reason, cards, max) {
      const chosen: CardId[] = [];
      while (chosen.length < max) {
        const left = cards.filter((c) => !chosen.includes(c));
        if (left.length === 0) break;
        if (chosen.length > 0 && ctx.chooseOption(p, `${reason}: choose another?`, ['yes', 'no'] as const) === 'no') break;
        chosen.push(ctx.chooseCard(p, `${reason} (${chosen.length + 1} of up to ${max})`, left));
      }
      return chosen;
    },
    chooseCard(p, reason, cards) {
      if (cards.length === 0) throw new Error(`Nothing to choose for: ${reason}`);
      const answer = nextAnswer({ kind: 'chooseCard', player: p, reason, cards: [...cards] });
      if (!cards.includes(answer)) throw new Error(`The recorded choice ${answer} is not among the options`);
      return answer;
    },
    chooseOption(p, reason, options) {
      const answer = nextAnswer({ kind: 'chooseOption', player: p, reason, options: [...options] });
      const option = options.find((o) => o === answer);
      if (option === undefined) throw new Error(`The recorded choice ${answer} is not among the options`);
      return option;
    },
  };
  return ctx;
}
