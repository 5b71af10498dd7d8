import type { Action } from './actions';
import type { Phase, Player } from './constants';
import { RECORDED_RULES, type DuelRule, type RecordedRuleCode } from './ruleCodes';
import { DUEL_VERSION, DUEL_VERSIONS, epochAt, PENDULUM_SCALE, STOP, WAITING, type CardId, type Continuation, type Duel, type DuelEvent, type DuelFlow, type Pending, type PendingAttack, type PendingSummon } from './state';

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
 *   waiting continuations `respondTo`, `choice` and `replay`;
 * - version 5 kept the rule changes made for the turn in `restrictions` (`{ restriction, player, turn,
 *   card?, passcode? }`, each lasting until the end of `turn`); version 6 keeps them in `rules`, each
 *   carrying its duration (`{ code, player, card?, passcode?, lasts: { kind: 'thisTurn', turn } }`);
 * - version 6 kept the veil's hidden epochs as a record by card id (`{ '0:12': 2 }`); version 7 keeps
 *   them by owner and serial (`[[..., 2 at 12, ...], [...]]`, state.ts `Veil`);
 * - version 7 kept `turnState`, `window`, `prompt`, `chain`, `triggerQueue` and `next` as fields of the
 *   duel; version 8 keeps them in one record, `flow` (state.ts `DuelFlow`).
 * A duel of a later version, or of none, is refused with a message.
 */
export function migrateDuel(duel: Duel): Duel {
  const version: unknown = (duel as { version?: unknown }).version;
  if (version === DUEL_VERSION) return duel;
  const flat = duel as unknown as FlatDuel;
  if (version === 1 || version === 2) return fromVersion7(fromVersion6(fromVersion5(fromVersion4(fromVersion2(flat)))));
  if (version === 3 || version === 4) return fromVersion7(fromVersion6(fromVersion5(fromVersion4(flat))));
  if (version === 5) return fromVersion7(fromVersion6(fromVersion5(flat)));
  if (version === 6) return fromVersion7(fromVersion6(flat));
  if (version === 7) return fromVersion7(flat);
  throw new RangeError(
    `This duel is in format version ${JSON.stringify(version)}, which this version of duelmat cannot read (it reads versions ${DUEL_VERSIONS.join(', ')})`,
  );
}

/** A duel of version 7 or earlier: the flow's fields lay on the duel itself. */
type FlatDuel = Omit<Duel, 'flow' | 'version'> & DuelFlow & { readonly version: number };

/** Version 7 to the current version: the flow's fields gathered in one record, in `DuelFlow`'s order. */
function fromVersion7(duel: FlatDuel): Duel {
  const { turnState, window, prompt, chain, triggerQueue, next, ...rest } = duel;
  const flow: DuelFlow = { turnState, window, prompt, chain, triggerQueue, ...(next && next.length > 0 ? { next } : {}) };
  return { ...rest, version: DUEL_VERSION, flow };
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
function fromVersion2(duel: FlatDuel): FlatDuel {
  const { resumeTo, summoning, attack, ...rest } = duel as FlatDuel & { resumeTo?: Phase | null; summoning?: PendingSummon | null; attack?: PendingAttack | null };
  return withWaiting({ ...rest, version: 3 as const }, [
    ...(resumeTo ? [{ kind: 'turnTowards', to: resumeTo } as const] : []),
    ...(summoning ? [{ kind: 'summon', summoning } as const] : []),
    ...(attack ? [{ kind: 'attack', attack } as const] : []),
  ]) as FlatDuel;
}

/** Version 4 (or 3) to version 5. */
function fromVersion4(duel: FlatDuel): FlatDuel {
  const { responseTo, pending, replayAttacker, ...rest } = duel as FlatDuel & { responseTo?: readonly DuelEvent[]; pending?: Pending | null; replayAttacker?: CardId | null };
  return withWaiting({ ...rest, version: 5 as const }, [
    ...(responseTo && responseTo.length > 0 ? [{ kind: 'respondTo', events: responseTo } as const] : []),
    ...(pending ? [{ kind: 'choice', pending } as const] : []),
    ...(replayAttacker ? [{ kind: 'replay', attacker: replayAttacker } as const] : []),
  ]) as FlatDuel;
}

/** A version 5 rule change for the turn. */
interface TurnRestriction {
  readonly restriction: string;
  readonly player: Player;
  readonly turn: number;
  readonly card?: CardId;
  readonly passcode?: string;
}

/** Version 5 to version 6: each rule change for the turn becomes a rule lasting this turn. */
function fromVersion5(duel: FlatDuel): FlatDuel {
  const { restrictions, ...rest } = duel as FlatDuel & { restrictions?: readonly TurnRestriction[] };
  const rules = (restrictions ?? []).map((r): DuelRule => {
    if (!(RECORDED_RULES as readonly string[]).includes(r.restriction)) throw new RangeError(`This duel holds an unknown rule change "${r.restriction}"`);
    return {
      code: r.restriction as RecordedRuleCode, player: r.player,
      ...(r.card !== undefined ? { card: r.card } : {}), ...(r.passcode !== undefined ? { passcode: r.passcode } : {}),
      lasts: { kind: 'thisTurn', turn: r.turn },
    };
  });
  // A delayed effect waiting this turn was a mark (`delayed`, key `<card>#<effect key>`); it is a rule (`awaits`) now.
  const delayed = (rest.marks as readonly { mark: string; player: Player; turn: number; key: string }[]).filter((m) => m.mark === 'delayed');
  const waiting = delayed.map((m): DuelRule => ({ code: 'awaits', player: m.player, key: m.key, source: m.key.split('#')[0]!, lasts: { kind: 'thisTurn', turn: m.turn } }));
  const marks = delayed.length > 0 ? rest.marks.filter((m) => (m.mark as string) !== 'delayed') : rest.marks;
  return { ...rest, version: 6, rules: [...rules, ...waiting], marks };
}

/** Version 6 to version 7: the veil's epochs by card id become epochs by owner and serial. */
function fromVersion6(duel: FlatDuel): FlatDuel {
  const veil = duel.veil as { salt: NonNullable<Duel['veil']>['salt']; epochs: Readonly<Record<CardId, number>> } | undefined;
  // A veil already kept by owner (a duel made today and relabelled, as the tests of older versions do) stays.
  if (!veil || Array.isArray(veil.epochs)) return { ...duel, version: 7 };
  const epochs: [number[], number[]] = [[], []];
  for (const [id, epoch] of Object.entries(veil.epochs)) {
    const at = epochAt(id);
    if (!at) throw new RangeError(`This duel's veil names a card "${id}" that no duel holds`);
    const list = epochs[at[0]];
    while (list.length <= at[1]) list.push(0);
    list[at[1]] = epoch;
  }
  return { ...duel, version: 7, veil: { salt: veil.salt, epochs } };
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
  const prompt = duel.flow.prompt;
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
