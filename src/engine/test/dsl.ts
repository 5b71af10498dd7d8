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
  while (d.flow.window?.kind === 'phaseEnd') d = applyAction(d, { type: 'pass' });
  return d;
}

/** Passes every open response window, whatever opened it, until none is open. */
export const passAll = (duel: Duel): Duel => passAllWith(applyAction, duel);

/** passAll through another engine's applyAction (a test's own pool: createEngine([...CARD_POOL, card])). */
export function passAllWith(apply: (duel: Duel, action: Action) => Duel, duel: Duel): Duel {
  let d = duel;
  while (d.flow.window) d = apply(d, { type: 'pass' });
  return d;
}

/** The Pendulum Summon declaration open now (throws if there is none). */
export function pendulumDeclaration(duel: Duel): Action {
  const declared = legalActions(duel).find((a) => a.type === 'specialSummon' && a.method === 'pendulum');
  if (!declared) throw new Error('No Pendulum Summon is open');
  return declared;
}

/** The monsters a Pendulum Summon offers now: its first prompt's cards (a lone candidate is chosen without asking); [] if none is open. */
export function pendulumOffer(duel: Duel): CardId[] {
  if (!legalActions(duel).some((a) => a.type === 'specialSummon' && a.method === 'pendulum')) return [];
  let d = applyAction(duel, pendulumDeclaration(duel));
  if (d.flow.prompt?.kind === 'chooseCard') return [...d.flow.prompt.cards];
  // The lone candidate: only its position is asked; it is the monster that then stands on the field.
  if (d.flow.prompt?.kind === 'chooseOption') d = applyAction(d, { type: 'select', option: 'attack' });
  const before = new Set(duel.players[duel.turnPlayer].monsters.map((s) => s?.card));
  return d.players[duel.turnPlayer].monsters.flatMap((s) => (s && !before.has(s.card) ? [s.card] : []));
}

/**
 * Declares a Pendulum Summon and answers its prompts as a player would: these monsters in order,
 * "stop" if more could be chosen, then their positions (Attack Position when none is given).
 */
export function pendulumSummon(duel: Duel, monsters: readonly CardId[], positions: readonly ('attack' | 'defense')[] = []): Duel {
  let d = applyAction(duel, pendulumDeclaration(duel));
  let picked = 0;
  let placed = 0;
  while (d.flow.prompt && d.flow.prompt.player === duel.turnPlayer) {
    const prompt = d.flow.prompt;
    if (prompt.kind === 'chooseCard' && picked < monsters.length) d = applyAction(d, { type: 'select', ids: [monsters[picked++]!] });
    else if (prompt.kind === 'chooseCard' && prompt.mayStop) d = applyAction(d, { type: 'select', option: 'stop' });
    else if (prompt.kind === 'chooseOption' && prompt.reason.startsWith('Pendulum Summon')) d = applyAction(d, { type: 'select', option: positions[placed++] ?? 'attack' });
    else break;
  }
  return d;
}
