import type { Player } from './constants';
import { epochAt, type CardId, type Duel, type MonsterSlot, type PlayerState, type SpellTrapSlot, type Veil } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type { Veil } from './state';

/**
 * The names a view gives the cards hidden from its viewer (issue 37: a view depends only on what its
 * player may know). The engine's instance ids stay stable (an action's `card` is one); a view never
 * shows one of a card its viewer may not see, because an id seen on a face-up card would recognise
 * the card once it is face-down again (The Wicked Worm Beast returned to the hand and Set again).
 *
 * - A card hidden on the field (a Set card, a face-down monster) or banished face-down is shown by an alias: a keyed hash of
 *   the duel's secret `salt`, the viewer, the card and its hidden epoch. The epoch counts the times
 *   the card became hidden anew: it went to a hand, a Deck or an Extra Deck, to another zone on the
 *   field, was turned face-down, was banished face-down, or its Deck was shuffled (`withVeil`, after every action). So an
 *   alias holds while the card stays where it is and is new, and unrelated to every earlier one,
 *   each time it is hidden again; without the salt, which no view carries, no alias can be linked
 *   to a card.
 * - A card in a hidden pile (the opponent's hand, either Deck, a face-down Extra Deck) is shown by a
 *   number, `<holder>:?<n>`, given in each view afresh in the order of the cards' aliases (not their
 *   order in the pile): the names say how many cards there are, and nothing of which is where.
 */
/**
 * The duel's veil: its own, or for a duel without one (a determinised copy for look-ahead, which no
 * view is made of; a duel of an older format), one keyed with the generator's present state.
 */
export const veilOf = (duel: Duel): Veil => duel.veil ?? { salt: duel.rng, epochs: NO_EPOCHS };
const NO_EPOCHS: Veil['epochs'] = Object.freeze([Object.freeze([]), Object.freeze([])] as const);

/** How many times `id` has become hidden anew. */
function epochOf(veil: Veil, id: CardId): number {
  const at = epochAt(id);
  return at ? (veil.epochs[at[0]][at[1]] ?? 0) : 0;
}

/** A new duel with its veil, keyed with its generator's state as it begins (createDuel, loadScenario). */
export const veiled = (duel: Duel): Duel => (duel.veil ? duel : { ...duel, veil: { salt: duel.rng, epochs: NO_EPOCHS } });

/** MurmurHash3's finaliser: every input bit reaches every output bit. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Six letters of a word (no digits, so no alias can read like a passcode). */
function letters(h: number): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    out += LETTERS[h % 26];
    h = Math.floor(h / 26);
  }
  return out;
}

/** The alias `viewer` sees for a card hidden from them in its present hidden epoch: "?" and twelve letters. */
export function aliasOf(veil: Veil, viewer: Player, id: CardId): string {
  const epoch = epochOf(veil, id);
  const [s0, s1, s2, s3] = veil.salt;
  let a = mix(s0 ^ 0x9e3779b9 ^ viewer);
  let b = mix(s1 ^ 0x7f4a7c15 ^ (viewer << 8));
  for (let i = 0; i < id.length; i++) {
    a = mix(a ^ id.charCodeAt(i) ^ s2);
    b = mix(b ^ (id.charCodeAt(i) << 16) ^ s3);
  }
  a = mix(a ^ epoch ^ s3);
  b = mix(b ^ Math.imul(epoch, 0x27d4eb2d) ^ s2);
  return `?${letters(a)}${letters(b)}`;
}

/** Whether the cards of a Deck that stayed in it are no longer in the same order (it was shuffled). */
function shuffled(before: readonly CardId[], after: readonly CardId[], kept: ReadonlySet<CardId>): boolean {
  const stayed = new Set(after);
  let j = 0;
  for (const id of before) {
    if (!stayed.has(id)) continue;
    while (j < after.length && !kept.has(after[j]!)) j++;
    if (after[j] !== id) return true;
    j++;
  }
  return false;
}

/** Whether every card of `after` was in `before`, in the same order (cards only left it). */
function inSameOrder(after: readonly CardId[], before: readonly CardId[]): boolean {
  let j = 0;
  for (const id of after) {
    while (j < before.length && before[j] !== id) j++;
    if (j === before.length) return false;
    j++;
  }
  return true;
}

/** Cards of `after` that were not in `before`. */
function entered(before: readonly CardId[], after: readonly CardId[], out: CardId[], was?: ReadonlySet<CardId>): void {
  if (before === after) return;
  for (const id of after) if (!(was ? was.has(id) : before.includes(id))) out.push(id);
}

/** A card that came to a slot, or was turned face-down in it. */
function hiddenInSlot(before: MonsterSlot | SpellTrapSlot | null, after: MonsterSlot | SpellTrapSlot | null, out: CardId[]): void {
  if (before === after || after === null) return;
  if (before === null || before.card !== after.card || (before.faceUp && !after.faceUp)) out.push(after.card);
}

function hiddenAnew(b: PlayerState, a: PlayerState, out: CardId[]): void {
  entered(b.hand, a.hand, out);
  entered(b.extra, a.extra, out);
  // Most Deck changes are draws: what is left is in the order it was, and nothing came in.
  if (b.deck !== a.deck && !inSameOrder(a.deck, b.deck)) {
    const kept = new Set(b.deck);
    entered(b.deck, a.deck, out, kept);
    if (shuffled(b.deck, a.deck, kept)) out.push(...a.deck);
  }
  if (b.monsters !== a.monsters) for (let i = 0; i < a.monsters.length; i++) hiddenInSlot(b.monsters[i] ?? null, a.monsters[i] ?? null, out);
  if (b.spellTraps !== a.spellTraps) for (let i = 0; i < a.spellTraps.length; i++) hiddenInSlot(b.spellTraps[i] ?? null, a.spellTraps[i] ?? null, out);
  hiddenInSlot(b.field, a.field, out);
}

/**
 * The duel after an action, with the hidden epoch of every card that became hidden anew in it
 * counted up (see `Veil`). A duel without a veil (a determinised copy for look-ahead) keeps none:
 * look-ahead pays nothing for it.
 */
export function withVeil(before: Duel, after: Duel): Duel {
  const veil = before.veil;
  if (!veil) return after;
  const anew: CardId[] = [];
  if (before.players[0] !== after.players[0]) hiddenAnew(before.players[0], after.players[0], anew);
  if (before.players[1] !== after.players[1]) hiddenAnew(before.players[1], after.players[1], anew);
  // Banished face-down: hidden anew there (a card seen in a hand or on the field gets a new, unrelated alias).
  if (after.faceDownBanished !== before.faceDownBanished) for (const id of after.faceDownBanished ?? []) if (!before.faceDownBanished?.includes(id)) anew.push(id);
  // `after` is the action's own new copy (apply.ts): the veil is written into it, not into another copy of the whole duel.
  const result = after === before ? { ...after } : (after as Mutable<Duel>);
  if (anew.length === 0) {
    result.veil = veil;
    return result;
  }
  // Only the owners' lists that change are copied: a list of numbers copies in well under a microsecond.
  const epochs: [number[] | null, number[] | null] = [null, null];
  for (const id of anew) {
    const at = epochAt(id);
    if (!at) throw new Error(`Card ${id} has no place in the veil: instance ids are "<owner>:<serial>"`);
    const list = (epochs[at[0]] ??= veil.epochs[at[0]].slice());
    while (list.length <= at[1]) list.push(0);
    list[at[1]]!++;
  }
  result.veil = { salt: veil.salt, epochs: [epochs[0] ?? veil.epochs[0], epochs[1] ?? veil.epochs[1]] };
  return result;
}

/**
 * The name `viewer`'s view gives each card hidden from them (see `Veil`); a card they may see keeps
 * its instance id and is not listed. The one source of view ids: the view, its public state and
 * the viewer's legal actions all use it.
 */
export function hiddenNames(duel: Duel, viewer: Player): ReadonlyMap<CardId, CardId> {
  const veil = veilOf(duel);
  const names = new Map<CardId, CardId>();
  const faceUpExtra = duel.faceUpExtra;
  const searching = duel.flow.prompt?.player === viewer && duel.flow.prompt.kind === 'chooseCard' ? duel.flow.prompt.cards : null;
  for (const holder of [0, 1] as const) {
    const ps = duel.players[holder];
    const mine = holder === viewer;
    let serial = 0;
    for (const pile of ['hand', 'deck', 'extra'] as const) {
      const hidden: [string, CardId][] = [];
      // The top card of a Deck turned upside-down (Convulsion of Nature) is face-up: seen by both.
      const faceUpTop = pile === 'deck' && duel.decksUpsideDown?.includes(holder) ? ps.deck[0] : undefined;
      for (const id of ps[pile]) {
        const seen =
          pile === 'hand' ? mine : pile === 'extra' ? mine || (faceUpExtra?.includes(id) ?? false) : id === faceUpTop || (mine && searching !== null && searching.includes(id));
        if (!seen) hidden.push([aliasOf(veil, viewer, id), id]);
      }
      hidden.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
      for (const [, id] of hidden) names.set(id, `${holder}:?${serial++}`);
    }
    if (mine) continue;
    // A card banished face-down keeps its place in the pile (when it was banished is public): an alias, as on the field.
    if (duel.faceDownBanished) for (const id of ps.banished) if (duel.faceDownBanished.includes(id)) names.set(id, aliasOf(veil, viewer, id));
    for (const s of ps.monsters) if (s && !s.faceUp) names.set(s.card, aliasOf(veil, viewer, s.card));
    for (const s of ps.spellTraps) if (s && !s.faceUp) names.set(s.card, aliasOf(veil, viewer, s.card));
    if (ps.field && !ps.field.faceUp) names.set(ps.field.card, aliasOf(veil, viewer, ps.field.card));
  }
  return names;
}

/** A name the veil gives a card in a hidden pile (`1:?3`): it stands for "a card there" and follows no card. */
export const inHiddenPile = (name: CardId): boolean => name.includes(':?');

/**
 * Cards in the order a view lists them: as given, except that the cards of hidden piles among them
 * take the places those cards hold in the list in the order of their view names (a hand's or a
 * Deck's order is not shown, not even as the order of choices).
 */
export function viewOrder(ids: readonly CardId[], names: ReadonlyMap<CardId, CardId>): CardId[] {
  const viewId = (id: CardId): CardId => names.get(id) ?? id;
  const piled = ids.filter((id) => inHiddenPile(viewId(id)));
  if (piled.length < 2) return [...ids];
  const sorted = piled.map((id) => [viewId(id), id] as const).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  let k = 0;
  return ids.map((id) => (inHiddenPile(viewId(id)) ? sorted[k++]![1] : id));
}

