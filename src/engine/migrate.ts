import type { Action } from './actions';
import type { Phase } from './constants';
import { DUEL_VERSION, DUEL_VERSIONS, PENDULUM_SCALE, STOP, WAITING, type CardId, type Continuation, type Duel, type DuelEvent, type Pending, type PendingAttack, type PendingSummon } from './state';

/**
 * A duel of an older format, brought to the current one (engine.ts does this to every duel handed
 * in; a current duel is returned as it is), one version at a time:
 * - version 1 is a valid version 2 duel (2 only added the optional `MonsterSlot.effectsNegated`);
 * - version 2 kept "where the turn was heading when a Chain interrupted it" in `resumeTo`, a Summon
 *   waiting for its negation window in `summoning` and an attack waiting for responses in `attack`;
 *   version 3 keeps them as the waiting continuations `turnTowards`, `summon` and `attack` at the
 *   bottom of the flow's `next` stack;
 * - version 3 is a valid version 4 duel (4 only added the optional `faceUpExtra` and `properlySummoned`);
 * - version 4 kept what the response window answers in `responseTo`, the step waiting for a prompt's
 *   answer in `pending` and a replayed attacker in `replayAttacker`; version 5 keeps them as the
 *   waiting continuations `respondTo`, `choice` and `replay`.
 * A duel of a later version, or of none, is refused with a message.
 */
export function migrateDuel(duel: Duel): Duel {
  const version: unknown = (duel as { version?: unknown }).version;
  if (version === DUEL_VERSION) return duel;
  if (version === 1 || version === 2) return fromVersion4(fromVersion2(duel));
  if (version === 3 || version === 4) return fromVersion4(duel);
  throw new RangeError(
    `This duel is in format version ${JSON.stringify(version)}, which this version of duelmat cannot read (it reads versions ${DUEL_VERSIONS.join(', ')})`,
  );
}

/** The waiting continuations of an older format, put at the bottom of `next` in `WAITING` order (as draft.ts keeps them). */
function withWaiting<T extends { readonly next?: readonly Continuation[] }>(rest: T, waiting: readonly Continuation[]): Omit<T, 'next'> & { next?: readonly Continuation[] } {
  const rank = (c: Continuation): number => (WAITING as readonly string[]).indexOf(c.kind);
  const all = [...waiting, ...(rest.next ?? [])];
  const next = [...all.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b)), ...all.filter((c) => rank(c) < 0)];
  const { next: _, ...withoutNext } = rest;
  return { ...withoutNext, ...(next.length > 0 ? { next } : {}) };
}

/** Version 2 (or 1) to version 3 (a valid version 4 duel). */
function fromVersion2(duel: Duel): Duel {
  const { resumeTo, summoning, attack, ...rest } = duel as Duel & { resumeTo?: Phase | null; summoning?: PendingSummon | null; attack?: PendingAttack | null };
  return withWaiting({ ...rest, version: 3 as const }, [
    ...(resumeTo ? [{ kind: 'turnTowards', to: resumeTo } as const] : []),
    ...(summoning ? [{ kind: 'summon', summoning } as const] : []),
    ...(attack ? [{ kind: 'attack', attack } as const] : []),
  ]) as unknown as Duel;
}

/** Version 4 (or 3) to the current version. */
function fromVersion4(duel: Duel): Duel {
  const { responseTo, pending, replayAttacker, ...rest } = duel as Duel & { responseTo?: readonly DuelEvent[]; pending?: Pending | null; replayAttacker?: CardId | null };
  return withWaiting({ ...rest, version: DUEL_VERSION }, [
    ...(responseTo && responseTo.length > 0 ? [{ kind: 'respondTo', events: responseTo } as const] : []),
    ...(pending ? [{ kind: 'choice', pending } as const] : []),
    ...(replayAttacker ? [{ kind: 'replay', attacker: replayAttacker } as const] : []),
  ]) as Duel;
}

/**
 * Actions of earlier versions that saves and replays may hold, and what they are now:
 * - `{ type: 'activatePendulum', card, zone? }` is `{ type: 'activate', card, effect: PENDULUM_SCALE, zone? }`;
 * - a Pendulum Summon that named its monsters at once (`{ type: 'specialSummon', method: 'pendulum',
 *   card: <first monster>, monsters, positions? }`) is today's declaration (with the card in the left
 *   Pendulum Zone) followed by the answers to its prompts: those monsters in order, "stop" if more
 *   could have been chosen, then their positions (Attack Position when none was given).
 * Any other action is returned as it is.
 */
export type LegacyPendulumSummon = { readonly type: 'specialSummon'; readonly method: 'pendulum'; readonly monsters: readonly CardId[]; readonly positions?: readonly string[] };

export function upgradeAction(action: Action): Action {
  const a = action as unknown as { type: string; card?: CardId; zone?: number };
  if (a.type !== 'activatePendulum') return action;
  return { type: 'activate', card: a.card as CardId, effect: PENDULUM_SCALE, ...(a.zone !== undefined && { zone: a.zone }) };
}

export const isLegacyPendulumSummon = (action: Action): action is Action & LegacyPendulumSummon =>
  action.type === 'specialSummon' && action.method === 'pendulum' && Array.isArray((action as { monsters?: unknown }).monsters);

/** The answers a legacy Pendulum Summon gives to today's prompts, for the prompt now open (null: it has none left to give). */
export function legacyPendulumAnswer(duel: Duel, legacy: LegacyPendulumSummon, answered: { monsters: number; positions: number }): Action | null {
  const prompt = duel.prompt;
  if (!prompt) return null;
  if (prompt.kind === 'chooseCard') {
    const pick = legacy.monsters[answered.monsters];
    // Every monster named is chosen (a lone candidate is chosen without asking), then the choice stops.
    if (pick !== undefined) {
      answered.monsters++;
      return { type: 'select', ids: [pick] };
    }
    return prompt.mayStop ? { type: 'select', option: STOP } : null;
  }
  if (prompt.kind === 'chooseOption') {
    const position = legacy.positions?.[answered.positions++] ?? 'attack';
    return { type: 'select', option: position };
  }
  return null;
}
