/**
 * The secrets harness (issue 37): whether a player's view depends only on what that player may know.
 * Three checks, each run on every view of seeded random-legal duels (secretsDuel) and usable alone:
 * - `viewLeaks`: the names and passcodes of cards hidden from the viewer, searched as substrings of
 *   the whole view (prompt, reasons, log lines, events, the public state the computer reads);
 * - `swapVariants`: the same duel with its hidden cards swapped (hand order, Deck order, which card
 *   is in the hand, the Deck or face-down); the viewer's view of each must be the same, key order
 *   included;
 * - `IdWatch`: a card seen face-up and hidden again, or hidden anew (Set, returned, Set again), never
 *   shows an id the viewer has seen before.
 * The oracle of what is hidden is written here from the rulebook ("Public Knowledge"), not taken
 * from the engine's own visibility code, so the two check each other.
 */
import { applyAction, cardName, createDuel, legalActions, viewFor, type CardId, type Duel, type DuelView, type Player } from '../engine';
import { cardByPasscode } from '../cards';
import { materialsText } from '../engine/words';
import { randomInt, seedRng, type RngState } from '../engine/random';
import { decksFor, listOf } from './pairings';

const other = (p: Player): Player => (p === 0 ? 1 : 0);

/** Where a card lies and whether `viewer` may know what it is (the rulebook's public knowledge). */
interface Placed {
  readonly id: CardId;
  readonly holder: Player;
  /** hand, deck, extra, graveyard, banished, material, or m0-m4 / s0-s4 / field / p0-p1 on the field. */
  readonly where: string;
  readonly faceUp: boolean;
}

/** Every card of the duel with its place. */
export function placesOf(duel: Duel): Placed[] {
  const out: Placed[] = [];
  const faceUpExtra = new Set(duel.faceUpExtra ?? []);
  for (const holder of [0, 1] as const) {
    const ps = duel.players[holder];
    for (const id of ps.hand) out.push({ id, holder, where: 'hand', faceUp: false });
    // A Deck turned upside-down (Convulsion of Nature) shows its top card face-up.
    ps.deck.forEach((id, i) => out.push({ id, holder, where: 'deck', faceUp: i === 0 && (duel.decksUpsideDown ?? []).includes(holder) }));
    for (const id of ps.extra) out.push({ id, holder, where: 'extra', faceUp: faceUpExtra.has(id) });
    for (const id of ps.graveyard) out.push({ id, holder, where: 'graveyard', faceUp: true });
    // A card banished face-down ("banish … face-down": Different Dimension Capsule) is known to its owner only.
    for (const id of ps.banished) out.push({ id, holder, where: 'banished', faceUp: !(duel.faceDownBanished ?? []).includes(id) });
    ps.monsters.forEach((s, i) => {
      if (!s) return;
      out.push({ id: s.card, holder, where: `m${i}`, faceUp: s.faceUp });
      for (const m of s.materials) out.push({ id: m, holder, where: 'material', faceUp: true });
    });
    ps.spellTraps.forEach((s, i) => s && out.push({ id: s.card, holder, where: `s${i}`, faceUp: s.faceUp }));
    if (ps.field) out.push({ id: ps.field.card, holder, where: 'field', faceUp: ps.field.faceUp });
    ps.pendulum.forEach((s, i) => s && out.push({ id: s.card, holder, where: `p${i}`, faceUp: true }));
  }
  return out;
}

/**
 * Whether `viewer` may know the card's identity where it lies: never a Deck card (their own Deck's
 * cards only while their own search shows them), a hand or face-down Extra Deck only their holder,
 * a face-down card on the field only its controller, a face-down banished card only its owner; Graveyards,
 * banished cards, materials, face-up cards are public.
 */
export function mayKnow(duel: Duel, viewer: Player, c: Placed): boolean {
  if (c.where === 'deck') return c.faceUp || c.holder === viewer && duel.flow.prompt?.player === viewer && duel.flow.prompt.kind === 'chooseCard' && duel.flow.prompt.cards.includes(c.id);
  // A player choosing a card from the opponent's hand looks at it (Trap Dustshoot: "Look at your opponent's hand").
  if (c.where === 'hand' && c.holder !== viewer && duel.flow.prompt?.player === viewer && duel.flow.prompt.kind === 'chooseCard' && duel.flow.prompt.cards.includes(c.id)) return true;
  if (c.faceUp) return true;
  return c.holder === viewer;
}

/** What a card's face says: its passcode, name, text, effect labels and materials (all known once the card is). */
const wordsOf = new Map<string, readonly string[]>();
function faceWords(passcode: string): readonly string[] {
  let words = wordsOf.get(passcode);
  if (!words) {
    const def = cardByPasscode(passcode);
    // A known card's own words may name other cards ("Dark Magician Girl"; a Fusion's materials).
    words = def ? [passcode, def.name, def.text, ...(def.effects ?? []).flatMap((e) => (e.label ? [e.label] : [])), ...(def.materials ? [materialsText(def.materials)] : [])] : [passcode];
    wordsOf.set(passcode, words);
  }
  return words;
}

/** The names and passcodes `viewer` may know right now, and those of the cards hidden from them. */
function knowledge(duel: Duel, viewer: Player, places: readonly Placed[]): { known: Set<string>; hidden: Set<string> } {
  const knownCodes = new Set<string>();
  const hiddenCodes = new Set<string>();
  const code = (id: CardId): string => duel.cards[id]!.passcode;
  for (const c of places) {
    // A player knows their own Deck list, so every card they own is named freely (a name, not where it is).
    if (mayKnow(duel, viewer, c) || duel.cards[c.id]!.owner === viewer) knownCodes.add(code(c.id));
    else hiddenCodes.add(code(c.id));
  }
  // Shown to both when it happened: a Chain Link's card, cards added from the Deck, cards revealed to the viewer.
  for (const l of duel.flow.chain) knownCodes.add(code(l.card));
  for (const e of duel.events) {
    if (e.type === 'revealed' && e.to === viewer) e.cards.forEach((c) => knownCodes.add(code(c)));
    if (e.type === 'addedToHand' || e.type === 'activated' || e.type === 'pendulumActivated') knownCodes.add(code(e.card));
    // A target both players saw when it was targeted (secretsDuel checks the claim against the places before).
    if (e.type === 'activated') for (const t of e.targets ?? []) if (t.seen) knownCodes.add(code(t.card));
  }
  // "You cannot activate cards with that name this turn" (Sangan's search) names a card the search showed to both.
  for (const r of duel.rules) if (r.passcode) knownCodes.add(r.passcode);
  const known = new Set<string>();
  for (const c of knownCodes) for (const w of faceWords(c)) known.add(w);
  const hidden = new Set<string>();
  for (const c of hiddenCodes) {
    if (knownCodes.has(c)) continue;
    const [passcode, name] = faceWords(c);
    hidden.add(passcode!);
    if (name !== undefined && !known.has(name)) hidden.add(name);
  }
  return { known, hidden };
}

/**
 * The names and passcodes of cards hidden from `viewer` that their view contains anywhere, as
 * substrings: a prompt's reason, a log line, an event, a key or value of the public state. A name
 * that only appears inside a longer string the viewer may know (a visible "Winged Kuriboh" for a
 * hidden "Kuriboh", a card text naming another card) is not a leak.
 */
export function viewLeaks(duel: Duel, viewer: Player, view: unknown = viewFor(duel, viewer), where?: string[], places = placesOf(duel)): string[] {
  const { known, hidden } = knowledge(duel, viewer, places);
  const text = typeof view === 'string' ? view : JSON.stringify(view);
  const found: string[] = [];
  for (const secret of hidden) {
    for (let at = text.indexOf(secret); at >= 0; at = text.indexOf(secret, at + 1)) {
      if (!insideKnown(text, at, secret.length, known)) {
        found.push(secret);
        where?.push(`…${text.slice(Math.max(0, at - 160), at + secret.length + 40)}…`);
        break;
      }
    }
  }
  return found;
}

/**
 * Whether the text at [at, at + length) overlaps a string the viewer may know that reaches beyond it
 * ("Summoned Skull" in "You Normal Summoned Skull Red Bird"; "Kuriboh" inside a visible "Winged
 * Kuriboh"; a name inside a visible card's text), so it is not the hidden card being named.
 */
function insideKnown(text: string, at: number, length: number, known: ReadonlySet<string>): boolean {
  const secret = text.slice(at, at + length);
  for (const k of known) {
    // A known string inside the hidden name ("Kuriboh" in "Winged Kuriboh") excuses nothing.
    if (secret.includes(k)) continue;
    for (const form of [k, JSON.stringify(k).slice(1, -1)]) {
      const j = text.indexOf(form, Math.max(0, at - form.length + 1));
      if (j >= 0 && j < at + length) return true;
    }
  }
  return false;
}

/** A duel with some of its players' arrays and cards replaced (the rest shared). */
function edited(duel: Duel, edit: (players: [Duel['players'][0], Duel['players'][1]], cards: Record<CardId, Duel['cards'][string]>) => void): Duel {
  const players: [Duel['players'][0], Duel['players'][1]] = [{ ...duel.players[0] }, { ...duel.players[1] }];
  const cards = { ...duel.cards };
  edit(players, cards);
  return { ...duel, players, cards };
}

type Kind = 'monster' | 'spellTrap' | 'field' | 'other';
function kindOf(duel: Duel, id: CardId): Kind {
  const def = cardByPasscode(duel.cards[id]!.passcode);
  if (!def) return 'other';
  if (def.frame === 'spell' || def.frame === 'trap') return def.subtype?.includes('field') ? 'field' : 'spellTrap';
  return def.frame === 'fusion' || def.frame === 'synchro' || def.frame === 'xyz' || def.frame === 'token' ? 'other' : 'monster';
}

/**
 * The duel with its cards hidden from `viewer` swapped, in ways the viewer cannot tell apart: each
 * hand reversed, each Deck rotated, and the passcodes of two hidden cards of one owner exchanged
 * (a face-down monster with a monster in the hand or Deck, a Set Spell/Trap with a Spell/Trap there,
 * a hand card with a Deck card). The instance ids stay where they are: an id is the engine's handle
 * on a place and its history; what is hidden is which card it is and where it lies in a pile.
 */
export function swapVariants(duel: Duel, viewer: Player, rng: RngState): { readonly variants: [string, Duel][]; readonly rng: RngState } {
  const variants: [string, Duel][] = [];
  const opp = other(viewer);
  if (duel.players[opp].hand.length > 1) variants.push(['the opponent\'s hand in another order', edited(duel, (ps) => (ps[opp] = { ...ps[opp], hand: [...ps[opp].hand].reverse() }))]);
  for (const p of [0, 1] as const) {
    const deck = duel.players[p].deck;
    // A Deck turned upside-down (Convulsion of Nature) keeps its face-up top card: the rest is rotated.
    const top = (duel.decksUpsideDown ?? []).includes(p) ? 1 : 0;
    if (deck.length > top + 1) variants.push([`player ${p + 1}'s Deck in another order`, edited(duel, (ps) => (ps[p] = { ...ps[p], deck: [...deck.slice(0, top), ...deck.slice(top + 1), deck[top]!] }))]);
  }
  const places = placesOf(duel);
  // A card this action showed the viewer (a search's card added to the hand, a card revealed to
  // them) is one they know: it is not swapped.
  const shown = new Set<CardId>(duel.flow.chain.map((l) => l.card));
  for (const e of duel.events) {
    if (e.type === 'addedToHand' && !e.hidden) shown.add(e.card);
    if (e.type === 'revealed' && e.to === viewer) e.cards.forEach((c) => shown.add(c));
  }
  const hidden = places.filter((c) => !mayKnow(duel, viewer, c) && !shown.has(c.id));
  const pick = <T>(xs: readonly T[]): T | undefined => {
    if (xs.length === 0) return undefined;
    let k: number;
    [k, rng] = randomInt(rng, xs.length);
    return xs[k];
  };
  const swap = (label: string, a: Placed | undefined, b: Placed | undefined): void => {
    if (!a || !b || duel.cards[a.id]!.passcode === duel.cards[b.id]!.passcode) return;
    variants.push([label, edited(duel, (_, cards) => {
      cards[a.id] = { ...cards[a.id]!, passcode: duel.cards[b.id]!.passcode };
      cards[b.id] = { ...cards[b.id]!, passcode: duel.cards[a.id]!.passcode };
    })]);
  };
  const owner = (c: Placed): Player => duel.cards[c.id]!.owner;
  const inPile = (c: Placed) => c.where === 'hand' || c.where === 'deck';
  for (const [zone, kind] of [['m', 'monster'], ['s', 'spellTrap'], ['field', 'field']] as const) {
    const down = pick(hidden.filter((c) => c.where.startsWith(zone) && !c.faceUp && owner(c) === c.holder));
    if (!down) continue;
    const partner = pick(hidden.filter((c) => inPile(c) && c.holder === down.holder && owner(c) === owner(down) && kindOf(duel, c.id) === kind));
    swap(`which ${kind} is face-down`, down, partner);
  }
  // A card banished face-down (Different Dimension Capsule) and a card of its owner's hand or Deck.
  const banishedDown = pick(hidden.filter((c) => c.where === 'banished' && !c.faceUp));
  if (banishedDown) swap('which card is banished face-down', banishedDown, pick(hidden.filter((c) => inPile(c) && c.holder === banishedDown.holder && owner(c) === owner(banishedDown))));
  for (const p of [0, 1] as const) {
    const inHand = pick(hidden.filter((c) => c.where === 'hand' && c.holder === p && owner(c) === p));
    const inDeck = pick(hidden.filter((c) => c.where === 'deck' && c.holder === p && owner(c) === p));
    swap(`which of player ${p + 1}'s cards is in the hand`, inHand, inDeck);
  }
  return { variants, rng };
}

/** The first place two JSON texts differ, with a little context (for a readable failure). */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 120), i + 60)}… became …${b.slice(Math.max(0, i - 120), i + 60)}…`;
}

/** Every id the view shows on a card face (a card the viewer sees), the public state left out. */
function faceIds(view: DuelView, out: Set<string>): void {
  const face = (c: { id: string | null } | null | undefined): void => {
    if (c && !('hidden' in c) && c.id !== null) out.add(c.id);
  };
  for (const p of view.players) {
    [...p.hand, ...p.extra, ...p.graveyard, ...p.banished].forEach(face);
    // The face-up top card of a Deck turned upside-down (Convulsion of Nature).
    face(p.deckTop);
    for (const m of p.monsters) {
      face(m?.card);
      m?.materials.forEach(face);
    }
    for (const s of [...p.spellTraps, p.field, ...p.pendulum]) face(s?.card);
  }
  view.chain.forEach((l) => face(l.card));
  view.prompt?.cards?.forEach(face);
}

/**
 * Watches one viewer's views through a duel: a card hidden from them on the field shows an id, and
 * that id must be new for each stretch of time the card stays hidden in one place ("stint"): never
 * an id the viewer saw on a face-up card, nor one an earlier stint used. Neither may the view name,
 * anywhere (the public state included), a real id the viewer saw on a card now hidden from them.
 */
export class IdWatch {
  private readonly seenFaces = new Set<string>();
  private readonly stintOfId = new Map<string, string>();
  private lastPlace = new Map<CardId, { where: string; since: number }>();

  constructor(readonly viewer: Player) {}

  /** Checks a view (and its JSON text) after action `step`; returns what is wrong, or null. */
  observe(duel: Duel, view: DuelView, step: number, text = JSON.stringify(view), places = placesOf(duel)): string | null {
    const opp = other(this.viewer);
    const ps = duel.players[opp];
    const shown = new Map<CardId, string | null>();
    ps.monsters.forEach((s, i) => s && !s.faceUp && shown.set(s.card, hiddenId(view.players[opp].monsters[i]?.card)));
    ps.spellTraps.forEach((s, i) => s && !s.faceUp && shown.set(s.card, hiddenId(view.players[opp].spellTraps[i]?.card)));
    if (ps.field && !ps.field.faceUp) shown.set(ps.field.card, hiddenId(view.players[opp].field?.card));
    // Banished face-down (Different Dimension Capsule): named by an alias, as a Set card.
    ps.banished.forEach((id, i) => duel.faceDownBanished?.includes(id) && shown.set(id, hiddenId(view.players[opp].banished[i])));
    const onChain = new Set(duel.flow.chain.map((l) => l.card));
    let problem: string | null = null;
    const now = new Map<CardId, { where: string; since: number }>();
    for (const c of places) {
      if (mayKnow(duel, this.viewer, c)) continue;
      // A Chain Link's card stays on the Chain face-up (and named) even if it has been turned face-down since.
      if (this.seenFaces.has(c.id) && !onChain.has(c.id) && (text.includes(`"${c.id}"`) || text.includes(`"${c.id}#`))) {
        problem ??= `the view names ${cardName(duel, c.id)} (${c.id}) by the id it had face-up, now that it is hidden (${c.where})`;
      }
      const shownId = shown.get(c.id);
      if (shownId === undefined) continue;
      const last = this.lastPlace.get(c.id);
      const since = last && last.where === c.where ? last.since : step;
      now.set(c.id, { where: c.where, since });
      if (shownId === null) continue;
      const stint = `${c.id}@${c.where}@${since}`;
      if (this.seenFaces.has(shownId)) problem ??= `a face-down card (${cardName(duel, c.id)}) shows the id ${shownId} the viewer saw on a face-up card`;
      const earlier = this.stintOfId.get(shownId);
      if (earlier !== undefined && earlier !== stint) problem ??= `a face-down card (${cardName(duel, c.id)}) shows the id ${shownId} of an earlier face-down card (${earlier})`;
      this.stintOfId.set(shownId, stint);
    }
    this.lastPlace = now;
    faceIds(view, this.seenFaces);
    return problem;
  }
}

const hiddenId = (c: { hidden?: true; id: string | null } | object | undefined): string | null =>
  c && 'hidden' in c && typeof (c as { id: unknown }).id === 'string' ? (c as { id: string }).id : null;

export const CHECKS = ['names', 'ids', 'swaps'] as const;
export type Check = (typeof CHECKS)[number];

/**
 * Targets an activation names as seen by both players (`ActivationTarget.seen`) that were public
 * (face-up on the field, in a Graveyard, banished, a material) neither before the action nor after
 * it: the engine's claim checked by the oracle.
 */
function seenTargetsNotPublic(duel: Duel, before: readonly Placed[], after: readonly Placed[]): string[] {
  const isPublic = (places: readonly Placed[], id: CardId): boolean => places.some((c) => c.id === id && c.faceUp);
  return duel.events.flatMap((e) => (e.type === 'activated' ? (e.targets ?? []) : []))
    .filter((t) => t.seen && !isPublic(before, t.card) && !isPublic(after, t.card))
    .map((t) => cardName(duel, t.card));
}

export interface SecretsReport {
  readonly seed: number;
  readonly actions: number;
  readonly views: number;
  readonly swaps: number;
}

/**
 * One seeded random-legal duel (the same pairings as the reliability fuzz) with every check on both
 * players' views after every action; the swap check after one action in `swapEvery`. Throws naming
 * the seed, the action and what the view gave away.
 */
export function secretsDuel(seed: number, options: { maxActions?: number; swapEvery?: number; checks?: readonly Check[] } = {}): SecretsReport {
  const checks = new Set<Check>(options.checks ?? CHECKS);
  const [a, b] = decksFor(seed);
  let rng: RngState = seedRng(seed * 2246822519 + 7);
  let duel = createDuel({ decks: [listOf(a), listOf(b)], seed });
  const watches = [new IdWatch(0), new IdWatch(1)] as const;
  let views = 0;
  let swaps = 0;
  let i = 0;
  const fail = (what: string): never => {
    throw new Error(`secrets: seed ${seed} (${a.name} vs ${b.name}), after action ${i}: ${what}`);
  };
  const max = options.maxActions ?? 5000;
  let places = placesOf(duel);
  for (; i < max && duel.winner === null; i++) {
    const legal = legalActions(duel);
    let k: number;
    [k, rng] = randomInt(rng, legal.length);
    duel = applyAction(duel, legal[k]!);
    let s: number;
    [s, rng] = randomInt(rng, options.swapEvery ?? 8);
    const before = places;
    places = placesOf(duel);
    const unseen = seenTargetsNotPublic(duel, before, places);
    if (unseen.length) fail(`a log line names a target as seen by both that was public neither before nor after: ${unseen.join(', ')}`);
    for (const p of [0, 1] as const) {
      const view = viewFor(duel, p);
      const text = JSON.stringify(view);
      views++;
      const where: string[] = [];
      const leaked = checks.has('names') ? viewLeaks(duel, p, text, where, places) : [];
      if (leaked.length) fail(`player ${p + 1}'s view names hidden cards: ${leaked.join(', ')} in ${where.join(' and ')}`);
      const seen = checks.has('ids') ? watches[p].observe(duel, view, i, text, places) : null;
      if (seen) fail(`player ${p + 1}'s view: ${seen}`);
      if (s !== 0 || !checks.has('swaps')) continue;
      let variants: [string, Duel][];
      ({ variants, rng } = swapVariants(duel, p, rng));
      for (const [label, variant] of variants) {
        swaps++;
        const other = JSON.stringify(viewFor(variant, p));
        if (other !== text) fail(`player ${p + 1}'s view changes with ${label}: ${firstDifference(text, other)}`);
      }
    }
  }
  return { seed, actions: i, views, swaps };
}
