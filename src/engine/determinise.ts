import type { Player } from './constants';
import { bindRegistry, type Registry } from './registry';
import { seedRng } from './random';
import type { CardId, CardInstance, Duel } from './state';
import type { HiddenSlot, PublicDuel } from './viewTypes';
import { hiddenNames, inHiddenPile, viewOrder } from './veil';

export type { HiddenSlot, HiddenZone, PublicDuel } from './viewTypes';

/**
 * Public state and determinising: what lets a computer player look ahead with the engine without
 * ever reading what it may not know.
 *
 * `publicState(duel, viewer)` is the duel as `viewer` may know it: every card they cannot see has no
 * passcode ('') and is renamed as the veil names it for them (veil.ts: an alias on the field, a
 * number in a hidden pile), everywhere in the state; hidden piles are listed in the order of those
 * names and the card table by id, so neither names, order nor key order follow where a hidden card
 * lies; what the state remembers of a hidden card's past (this turn's marks, lasting ATK changes,
 * "properly Summoned") is dropped, as it would recognise the card; the opponent's open prompt keeps
 * its options but not its reason (it may name the card they are about to Set); the viewer's own
 * Deck contents are given as a sorted list (a player knows their Deck, not its order); the
 * generator's state and the veil are dropped. `determinise(pub, fill, seed)` turns it back into a
 * playable duel with the hidden cards filled by the caller's guesses and a fresh generator.
 */

const UNKNOWN = '';
/** What a mark about a card hidden from the viewer says of it: that some card did it. */
const SOMEONE = '?';
const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function publicState(duel: Duel, viewer: Player, names: ReadonlyMap<CardId, CardId> = hiddenNames(duel, viewer)): PublicDuel {
  const hidden: HiddenSlot[] = [];
  const ownDeck: string[] = [];
  for (const id of duel.players[viewer].deck) if (names.has(id)) ownDeck.push((duel.cards[id] as CardInstance).passcode);
  const entries: [CardId, CardInstance][] = [];
  for (const [id, card] of Object.entries(duel.cards)) {
    if (names.has(id)) continue;
    // A Token copying a monster now hidden from the viewer (Cloning's target turned face-down, or in a hand) names it as some card.
    entries.push([id, card.copies && names.has(card.copies.of) ? { ...card, copies: { ...card.copies, of: SOMEONE } } : card]);
  }
  const hide = (id: CardId, holder: Player, zone: HiddenSlot['zone']): void => {
    const name = names.get(id);
    if (name === undefined) return;
    const owner = (duel.cards[id] as CardInstance).owner;
    entries.push([name, { id: name, passcode: UNKNOWN, owner }]);
    hidden.push({ id: name, owner, holder, zone });
  };
  for (const holder of [0, 1] as const) {
    const ps = duel.players[holder];
    for (const zone of ['hand', 'deck', 'extra'] as const) for (const id of ps[zone]) hide(id, holder, zone);
    for (const s of ps.monsters) if (s) hide(s.card, holder, 'monster');
    for (const s of ps.spellTraps) if (s) hide(s.card, holder, 'spellTrap');
    if (ps.field) hide(ps.field.card, holder, 'field');
    // Cards banished face-down (veil.ts names them for the viewer when they are the opponent's).
    if (duel.faceDownBanished) for (const id of ps.banished) hide(id, holder, 'banished');
  }
  // The table in the order of its ids (a hidden card's name, not its place, decides where it is listed).
  const cards: Record<CardId, CardInstance> = Object.fromEntries(entries.sort((a, b) => byId(a[0], b[0])));
  hidden.sort((a, b) => byId(a.id, b.id));
  const hiddenId = (id: CardId): boolean => names.has(id);
  const { cards: _cards, events: _events, veil: _veil, ...rest } = duel;
  const forgetting: Duel = {
    ...rest, cards: {}, events: [],
    marks: duel.marks.map((m) => {
      // A key is a card's id, or "id#effect" for its once-per-turn effects.
      const hash = m.key.indexOf('#');
      return hiddenId(hash < 0 ? m.key : m.key.slice(0, hash)) ? { ...m, key: SOMEONE + (hash < 0 ? '' : m.key.slice(hash)) } : m;
    }),
    lingering: duel.lingering.filter((l) => !hiddenId(l.card)),
    ...(duel.properlySummoned && { properlySummoned: duel.properlySummoned.filter((id) => !hiddenId(id)) }),
    // The opponent's prompt: they are choosing; what it says may name what they choose among.
    flow: { ...duel.flow, prompt: duel.flow.prompt && duel.flow.prompt.player !== viewer ? { ...duel.flow.prompt, reason: UNKNOWN } : duel.flow.prompt },
  };
  const renamed = renameIds(forgetting, names) as Duel;
  // Hidden piles in the order of their names (a number each: the order says nothing), a Deck always
  // so (the seen ids of a search in progress keep no position either); a prompt's cards likewise.
  const inOrder = (ids: readonly CardId[], always: boolean): CardId[] => (always || ids.some(inHiddenPile) ? [...ids].sort(byId) : [...ids]);
  // A Deck turned upside-down (Convulsion of Nature) keeps its face-up top card on top: the rest is in name order.
  const deckInOrder = (deck: readonly CardId[], holder: Player): CardId[] =>
    duel.decksUpsideDown?.includes(holder) && deck.length > 0 && !names.has(duel.players[holder].deck[0]!) ? [deck[0]!, ...inOrder(deck.slice(1), true)] : inOrder(deck, true);
  const players = renamed.players.map((ps, holder) => ({ ...ps, hand: inOrder(ps.hand, false), deck: deckInOrder(ps.deck, holder as Player), extra: inOrder(ps.extra, false) })) as unknown as Duel['players'];
  const prompt = duel.flow.prompt?.kind === 'chooseCard' && renamed.flow.prompt ? { ...renamed.flow.prompt, cards: viewOrder(duel.flow.prompt.cards, names).map((id) => names.get(id) ?? id) } : renamed.flow.prompt;
  const state: Duel = { ...renamed, cards, players, flow: { ...renamed.flow, prompt }, rng: [0, 0, 0, 1] };
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
