import type { Phase } from './constants';
import { DUEL_VERSION, DUEL_VERSIONS, type Continuation, type Duel, type PendingAttack, type PendingSummon } from './state';

/**
 * A duel of an older format, brought to the current one (engine.ts does this to every duel handed
 * in; a current duel is returned as it is):
 * - version 3 is a valid version 4 duel (4 only added the optional `faceUpExtra` and `properlySummoned`);
 * - version 1 is a valid version 2 duel (2 only added the optional `MonsterSlot.effectsNegated`);
 * - version 2 kept "where the turn was heading when a Chain interrupted it" in `resumeTo`, a Summon
 *   waiting for its negation window in `summoning` and an attack waiting for responses in `attack`;
 *   version 3 keeps them as the waiting continuations `turnTowards`, `summon` and `attack` at the
 *   bottom of the flow's `next` stack.
 * A duel of a later version, or of none, is refused with a message.
 */
export function migrateDuel(duel: Duel): Duel {
  const version: unknown = (duel as { version?: unknown }).version;
  if (version === DUEL_VERSION) return duel;
  // Version 4 only added the optional `faceUpExtra` and `properlySummoned`: a version 3 duel is a valid version 4 duel.
  if (version === 3) return { ...duel, version: DUEL_VERSION };
  if (version === 1 || version === 2) {
    const { resumeTo, summoning, attack, ...rest } = duel as Duel & { resumeTo?: Phase | null; summoning?: PendingSummon | null; attack?: PendingAttack | null };
    const next: Continuation[] = [
      ...(resumeTo ? [{ kind: 'turnTowards', to: resumeTo } as const] : []),
      ...(summoning ? [{ kind: 'summon', summoning } as const] : []),
      ...(attack ? [{ kind: 'attack', attack } as const] : []),
      ...(rest.next ?? []),
    ];
    const { next: _, ...withoutNext } = rest;
    return { ...withoutNext, version: DUEL_VERSION, ...(next.length > 0 ? { next } : {}) };
  }
  throw new RangeError(
    `This duel is in format version ${JSON.stringify(version)}, which this version of duelmat cannot read (it reads versions ${DUEL_VERSIONS.join(', ')})`,
  );
}
