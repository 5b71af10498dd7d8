/**
 * A small setup DSL for engine specs (in the spirit of Keyteki's setupTest / XMage's addCard):
 * build a duel from a scenario, find cards by name, and act through the public surface only.
 */
import { applyAction, cardName, legalActions, loadScenario, summary, type Action, type CardId, type Duel, type Scenario } from '..';
import type { ScenarioPlayer } from '../scenario';
import { BINDING } from '../draft';
import { nameOf } from '../registry';

/** Filler so nobody decks out by accident. */
export const FILLER = (n = 10): string[] => Array.from({ length: n }, () => 'Celtic Guardian');

export function duelOf(s: Partial<Omit<Scenario, 'players'>> & { me?: ScenarioPlayer; opp?: ScenarioPlayer }): Duel {
  const { me = {}, opp = {}, ...rest } = s;
  return loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1', ...rest,
    players: [{ deck: FILLER(), ...me }, { deck: FILLER(), ...opp }],
  });
}

/** Instance ids of the cards named `name` that `owner` owns. */
export function idsOf(duel: Duel, name: string, owner: 0 | 1 = 0): CardId[] {
  // A duel of another engine (a test pool with made-up cards) is read with its own pool.
  const nameIn = BINDING in duel.cards ? nameOf : cardName;
  return Object.values(duel.cards).filter((c) => c.owner === owner && nameIn(duel, c.id) === name).map((c) => c.id);
}

export function idOf(duel: Duel, name: string, owner: 0 | 1 = 0): CardId {
  const [id] = idsOf(duel, name, owner);
  if (id === undefined) throw new Error(`No ${name} owned by player ${owner + 1}`);
  return id;
}

/** Applies a sequence of actions. */
export const play = (duel: Duel, ...actions: Action[]): Duel => actions.reduce(applyAction, duel);

/** The legal actions of one type (optionally for one card). */
export function legal<T extends Action['type']>(duel: Duel, type: T, card?: CardId): Extract<Action, { type: T }>[] {
  return legalActions(duel).filter(
    (a): a is Extract<Action, { type: T }> => a.type === type && (card === undefined || ('card' in a && a.card === card)),
  );
}

export const me = (duel: Duel) => summary(duel).players[0];
export const opp = (duel: Duel) => summary(duel).players[1];

/** Deep-freezes plain data so any write to it throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** Passes every phase-end window on the way (players holding cards they could activate get one). */
export function passWindows(duel: Duel): Duel {
  let d = duel;
  while (d.window?.kind === 'phaseEnd') d = applyAction(d, { type: 'pass' });
  return d;
}

/** Passes every open response window, whatever opened it, until none is open. */
export function passAll(duel: Duel): Duel {
  let d = duel;
  while (d.window) d = applyAction(d, { type: 'pass' });
  return d;
}
