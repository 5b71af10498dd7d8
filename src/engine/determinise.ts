import { locate } from './board';
import type { Player } from './constants';
import { bindRegistry, type Registry } from './registry';
import { seedRng } from './random';
import type { CardId, CardInstance, Duel } from './state';
import type { HiddenSlot, PublicDuel } from './viewTypes';
import { canSee } from './visibility';

export type { HiddenSlot, HiddenZone, PublicDuel } from './viewTypes';

/**
 * Public state and determinising: what lets a computer player look ahead with the engine without
 * ever reading what it may not know.
 *
 * `publicState(duel, viewer)` is the duel as `viewer` may know it: every card they cannot see has
 * no passcode (''), the cards of hidden piles (both Decks, the opponent's hand and Extra Deck) get
 * anonymous ids in a fixed order (so neither ids nor order say anything), the viewer's own Deck
 * contents are given as a sorted list (a player knows their Deck, not its order), and the
 * generator's state is dropped. `determinise(pub, fill, seed)` turns it back into a playable duel
 * with the hidden cards filled by the caller's guesses and a fresh generator.
 */

const UNKNOWN = '';

export function publicState(duel: Duel, viewer: Player): PublicDuel {
  const rename = new Map<CardId, CardId>();
  const hidden: HiddenSlot[] = [];
  const ownDeck: string[] = [];
  const serial: [number, number] = [0, 0];
  // Walk the piles in a fixed order so anonymous ids depend only on counts.
  for (const p of [0, 1] as const) {
    for (const zone of ['hand', 'deck', 'extra'] as const) {
      for (const id of duel.players[p][zone]) {
        if (canSee(duel, viewer, id)) continue;
        const anon = `${p}:?${serial[p]++}`;
        rename.set(id, anon);
        hidden.push({ id: anon, owner: (duel.cards[id] as CardInstance).owner, holder: p, zone });
        if (zone === 'deck' && p === viewer) ownDeck.push((duel.cards[id] as CardInstance).passcode);
      }
    }
  }
  const cards: Record<CardId, CardInstance> = {};
  for (const [id, card] of Object.entries(duel.cards)) {
    const anon = rename.get(id);
    if (anon !== undefined) {
      cards[anon] = { id: anon, passcode: UNKNOWN, owner: card.owner };
    } else if (canSee(duel, viewer, id)) {
      cards[id] = card;
    } else {
      cards[id] = { id, passcode: UNKNOWN, owner: card.owner };
      const at = locate(duel, id);
      hidden.push({ id, owner: card.owner, holder: at.player, zone: at.zone });
    }
  }
  const renamed = renameIds({ ...duel, cards: {}, events: [] }, rename) as Duel;
  // Deck order is hidden from everyone: the anonymous ids are already in a meaningless order, and
  // each Deck's list is sorted so the seen ids (a search in progress) keep no position either.
  const players = renamed.players.map((ps) => ({ ...ps, deck: [...ps.deck].sort() })) as unknown as Duel['players'];
  const state: Duel = { ...renamed, cards, players, rng: [0, 0, 0, 1] };
  return { state, hidden, ownDeck: ownDeck.sort() };
}

/** Every id string in `value` (also in "id#effect" keys) replaced by its new name. */
function renameIds(value: unknown, rename: ReadonlyMap<CardId, CardId>): unknown {
  if (rename.size === 0) return value;
  if (typeof value === 'string') {
    const direct = rename.get(value);
    if (direct !== undefined) return direct;
    const hash = value.indexOf('#');
    if (hash > 0) {
      const head = rename.get(value.slice(0, hash));
      if (head !== undefined) return head + value.slice(hash);
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => renameIds(v, rename));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[rename.get(k) ?? k] = renameIds(v, rename);
    return out;
  }
  return value;
}

/**
 * A playable duel from a public state: `fill` gives a passcode for every hidden card (the caller's
 * guess), `seed` a fresh generator. Refuses a fill that leaves a card unknown or names no card.
 */
export function determinise(registry: Registry, pub: PublicDuel, fill: Readonly<Record<CardId, string>>, seed: number): Duel {
  const cards: Record<CardId, CardInstance> = { ...pub.state.cards };
  for (const slot of pub.hidden) {
    const passcode = fill[slot.id];
    if (passcode === undefined || !registry.byPasscode.has(passcode)) throw new RangeError(`determinise: no card given for hidden card ${slot.id}`);
    cards[slot.id] = { id: slot.id, passcode, owner: slot.owner };
  }
  return bindRegistry({ ...pub.state, cards, rng: seedRng(seed) }, registry);
}
