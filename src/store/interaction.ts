import { summonZones, type Action, type CardId, type Duel } from '../engine';

/**
 * The one adapter between the engine's legal actions and the mat: it groups `legalActions` by what
 * the player touches (a card, an attack target, the phase bar, the prompt), and knows which Monster
 * Zones each summon may use. The view reads only this; it never decides a rule itself.
 */
export type SummonAction = Extract<Action, { type: 'normalSummon' | 'setMonster' }>;
export type AttackAction = Extract<Action, { type: 'attack' }>;
export type PhaseAction = Extract<Action, { type: 'nextPhase' }>;
export type SelectAction = Extract<Action, { type: 'select' }>;

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
};

export const isSummon = (a: Action): a is SummonAction => a.type === 'normalSummon' || a.type === 'setMonster';

/** The card an action is "about", for grouping into a card's menu. */
export function actingCard(a: Action): CardId | null {
  if ('card' in a) return a.card;
  if (a.type === 'select' && 'ids' in a && a.ids.length === 1) return a.ids[0] ?? null;
  return null;
}

export function buildInteraction(duel: Duel, actions: readonly Action[]): Interaction {
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
        zonesOf.set(a, summonZones(duel, a));
        break;
      default:
        break;
    }
  }
  return { all: actions, byCard, attacksOn, directAttacks, phases, pass, selects, zonesOf };
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
