import { actionFromView, decidingPlayer, isPendulumScaleActivation, legalActionsFor, summonZones, type Action, type CardId, type Duel, type Player } from '../engine';

/**
 * The one adapter between the engine's legal actions and the mat: it groups `legalActions` by what
 * the player touches (a card, an attack target, the phase bar, the prompt), and knows which Monster
 * Zones each summon may use. The view reads only this; it never decides a rule itself.
 */
/** A Summon into a Monster Zone from the hand: Normal/Tribute Summon or Set, or a Special Summon by the card's own procedure. */
export type SummonAction = Extract<Action, { type: 'normalSummon' | 'setMonster' | 'specialSummon' }>;
export type AttackAction = Extract<Action, { type: 'attack' }>;
export type PhaseAction = Extract<Action, { type: 'nextPhase' }>;
export type SelectAction = Extract<Action, { type: 'select' }>;
export type SpellTrapPlay = Extract<Action, { type: 'setSpellTrap' | 'activate' }>;

export interface Interaction {
  readonly all: readonly Action[];
  /** Actions whose acting card is this card (a one-card `select` counts for that card). */
  readonly byCard: ReadonlyMap<CardId, readonly Action[]>;
  /** Attacks declared on this monster. */
  readonly attacksOn: ReadonlyMap<CardId, readonly AttackAction[]>;
  readonly directAttacks: readonly AttackAction[];
  readonly phases: readonly PhaseAction[];
  readonly pass: Action | null;
  /** Answers to the open prompt. */
  readonly selects: readonly SelectAction[];
  /** Monster Zones (0-4) each summon/set action may use. */
  readonly zonesOf: ReadonlyMap<Action, readonly number[]>;
  /** The deciding player's empty Spell & Trap Zones (0-4), and whether their Field Zone is empty. */
  readonly freeSpellTrapZones: readonly number[];
  readonly fieldZoneFree: boolean;
  /** Cards in the deciding player's hand (a Spell/Trap there is played by dragging it to a zone). */
  readonly inHand: ReadonlySet<CardId>;
}

export const NO_INTERACTION: Interaction = {
  all: [],
  byCard: new Map(),
  attacksOn: new Map(),
  directAttacks: [],
  phases: [],
  pass: null,
  selects: [],
  zonesOf: new Map(),
  freeSpellTrapZones: [],
  fieldZoneFree: false,
  inHand: new Set(),
};

export const isSummon = (a: Action): a is SummonAction => a.type === 'normalSummon' || a.type === 'setMonster' || a.type === 'specialSummon';

/** The card an action is "about", for grouping into a card's menu. */
export function actingCard(a: Action): CardId | null {
  if ('card' in a) return a.card;
  if (a.type === 'select' && 'ids' in a && a.ids.length === 1) return a.ids[0] ?? null;
  return null;
}

/**
 * The interaction for `actions`, named as the deciding player's view names cards (legalActionsFor):
 * the mat's cards carry those ids. `toEngine` turns one back for the engine's questions (which
 * zones a Summon may use); without it the actions are taken to be the engine's own.
 */
export function buildInteraction(duel: Duel, actions: readonly Action[], toEngine: (a: Action) => Action = (a) => a): Interaction {
  if (actions.length === 0) return NO_INTERACTION;
  const byCard = new Map<CardId, Action[]>();
  const attacksOn = new Map<CardId, AttackAction[]>();
  const directAttacks: AttackAction[] = [];
  const phases: PhaseAction[] = [];
  const selects: SelectAction[] = [];
  const zonesOf = new Map<Action, readonly number[]>();
  let pass: Action | null = null;
  const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  };
  for (const a of actions) {
    const card = actingCard(a);
    if (card !== null) push(byCard, card, a);
    switch (a.type) {
      case 'attack':
        if (a.target === 'direct') directAttacks.push(a);
        else push(attacksOn, a.target, a);
        break;
      case 'nextPhase':
        phases.push(a);
        break;
      case 'pass':
        pass = a;
        break;
      case 'select':
        selects.push(a);
        break;
      case 'normalSummon':
      case 'setMonster':
      case 'specialSummon':
        zonesOf.set(a, summonZones(duel, toEngine(a)));
        break;
      default:
        break;
    }
  }
  const me = duel.players[decidingPlayer(duel) ?? duel.turnPlayer];
  const freeSpellTrapZones = me.spellTraps.flatMap((s, i) => (s === null ? [i] : []));
  return { all: actions, byCard, attacksOn, directAttacks, phases, pass, selects, zonesOf, freeSpellTrapZones, fieldZoneFree: me.field === null, inHand: new Set(me.hand) };
}

/** What `player` may do now, as the mat offers it: their legal actions in their view's terms. */
export function interactionFor(duel: Duel, player: Player): Interaction {
  return buildInteraction(duel, legalActionsFor(duel, player), (a) => actionFromView(duel, player, a));
}

/** A hand card's Spell/Trap plays: Set it, or activate it from the hand (into a Spell & Trap or Field Zone: a Pendulum Monster's activation goes to a Pendulum Zone). */
export function spellTrapPlays(ia: Interaction, card: CardId): SpellTrapPlay[] {
  if (!ia.inHand.has(card)) return [];
  return (ia.byCard.get(card) ?? []).filter((a): a is SpellTrapPlay => a.type === 'setSpellTrap' || (a.type === 'activate' && !isPendulumScaleActivation(a)));
}

/** The choices for dropping a hand card on Spell & Trap Zone `zone` (Set or activated, it goes to that zone). */
export function spellTrapPlaysIntoZone(ia: Interaction, card: CardId, zone: number | 'field'): SpellTrapPlay[] {
  return spellTrapPlays(ia, card).map((a) => (zone !== 'field' ? { ...a, zone } : a));
}

/** Every Monster Zone some summon of this card may use. */
export function zonesForCard(ia: Interaction, card: CardId): Set<number> {
  const zones = new Set<number>();
  for (const a of ia.byCard.get(card) ?? []) for (const z of ia.zonesOf.get(a) ?? []) zones.add(z);
  return zones;
}

/** The summon choices for dropping `card` on Monster Zone `zone`, with the zone filled in. */
export function summonsIntoZone(ia: Interaction, card: CardId, zone: number): SummonAction[] {
  const out: SummonAction[] = [];
  for (const a of ia.byCard.get(card) ?? []) {
    if (!isSummon(a)) continue;
    if ((ia.zonesOf.get(a) ?? []).includes(zone)) out.push({ ...a, zone });
  }
  return out;
}

/** Every summon/set of any card that may use Monster Zone `zone` (what an empty zone's menu lists). */
export function summonsForZone(ia: Interaction, zone: number): SummonAction[] {
  const out: SummonAction[] = [];
  for (const [a, zones] of ia.zonesOf) if (isSummon(a) && zones.includes(zone)) out.push({ ...a, zone });
  return out;
}

/** Every card id some answer to the open prompt names (lit up on the mat). */
export function selectableIds(ia: Interaction): ReadonlySet<CardId> {
  const ids = new Set<CardId>();
  for (const a of ia.selects) if ('ids' in a) for (const id of a.ids) ids.add(id);
  return ids;
}

/**
 * A response window or chain: `pass` is legal, and so (maybe) are responses such as activations.
 * `responses` lists what may be done instead of passing (not `select`s, which belong to a prompt).
 */
export function responseWindow(ia: Interaction): { readonly pass: Action; readonly responses: readonly Action[] } | null {
  if (!ia.pass) return null;
  return { pass: ia.pass, responses: ia.all.filter((a) => a.type !== 'pass' && a.type !== 'select' && a.type !== 'nextPhase') };
}
