import type { Action } from './actions';
import { applyAction } from './apply';
import type { Player } from './constants';
import { describeAction } from './describe';
import { determinise, type PublicDuel } from './determinise';
import { legalActions, summonZones } from './legal';
import { migrateDuel } from './migrate';
import { bindRegistry, createRegistry, type Registry } from './registry';
import { loadScenario, type Scenario } from './scenario';
import { createDuel, type DuelOptions } from './setup';
import type { CardDefinition } from './card';
import type { CardId, Duel } from './state';
import { concede } from './stateCheck';
import { cardName, summary } from './summary';
import type { Summary } from './summaryTypes';
import { viewFor } from './view';
import type { DuelView } from './viewTypes';
import { actionFromView, legalActionsFor } from './viewActions';
import { veiled } from './veil';

/**
 * The engine contract (DESIGN.md) for one card pool. The engine imports no cards: a pool is given
 * here, and every duel handed to these functions is bound to it first (a duel read back from JSON
 * too). src/engine/index.ts binds the full pool; tests may make an engine of a few cards of their own.
 */
export interface Engine {
  readonly registry: Registry;
  createDuel(options: DuelOptions): Duel;
  loadScenario(s: Scenario): Duel;
  legalActions(duel: Duel): Action[];
  /** What `player` may do now, cards hidden from them named as their view names them (viewActions.ts). */
  legalActionsFor(duel: Duel, player: Player): Action[];
  /** The engine's action for one `player` chose from `legalActionsFor` (a zone perhaps filled in). */
  actionFromView(duel: Duel, player: Player, action: Action): Action;
  applyAction(duel: Duel, action: Action): Duel;
  describeAction(duel: Duel, action: Action, viewer?: Player): string;
  viewFor(duel: Duel, viewer: Player): DuelView;
  summary(duel: Duel): Summary;
  cardName(duel: Duel, id: CardId): string;
  summonZones(duel: Duel, action: Action): number[];
  concede(duel: Duel, player: Player): Duel;
  /** A playable duel of this pool from a view's public state, its hidden cards filled by guesses (for look-ahead). */
  determinise(pub: PublicDuel, fill: Readonly<Record<CardId, string>>, seed: number): Duel;
}

/** The engine bound to a card pool (a list of card definitions, or a registry made from one). */
export function createEngine(pool: readonly CardDefinition[] | Registry): Engine {
  const registry = 'byPasscode' in pool ? pool : createRegistry(pool);
  // Every duel handed in: brought to the current format, and bound to this engine's pool.
  const bind = (duel: Duel): Duel => bindRegistry(migrateDuel(duel), registry);
  return {
    registry,
    // A new duel gets its veil (veil.ts): the secret its views name hidden cards by.
    createDuel: (options) => veiled(createDuel(registry, options)),
    loadScenario: (s) => veiled(loadScenario(registry, s)),
    legalActions: (duel) => legalActions(bind(duel)),
    legalActionsFor: (duel, player) => legalActionsFor(bind(duel), player),
    actionFromView: (duel, player, action) => actionFromView(bind(duel), player, action),
    applyAction: (duel, action) => applyAction(bind(duel), action),
    describeAction: (duel, action, viewer) => describeAction(bind(duel), action, viewer),
    viewFor: (duel, viewer) => viewFor(bind(duel), viewer),
    summary: (duel) => summary(bind(duel)),
    cardName: (duel, id) => cardName(bind(duel), id),
    summonZones: (duel, action) => summonZones(bind(duel), action),
    concede: (duel, player) => concede(bind(duel), player),
    determinise: (pub, fill, seed) => determinise(registry, pub, fill, seed),
  };
}
