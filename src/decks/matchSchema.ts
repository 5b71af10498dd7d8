/**
 * A Match read back from storage (src/store/matchStore.ts saves it after every change): untrusted,
 * so every field is checked, with the field named in the reason, before the Match library works
 * on it; the decks are checked by `parseDeck`. Objects stay open (a later version's field passes
 * through): a new Match field (a format, ...) is added here when it is read.
 */
import { z } from 'zod';
import { FORMAT_IDS } from '../engine/formatRules';
import { MAX_SEED, wholeNumber } from '../engine/scenarioSchema';
import { parseDeck, type Deck } from './deck';
import { COIN_FACES, MATCH_PHASES, MAX_DUELS, type Match } from './match';
import { issuesInWords } from './words';

const player = z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' });
const outcome = z.union([player, z.literal('draw')], { error: 'must be 0, 1 or "draw"' });
const seed = wholeNumber(0, MAX_SEED);
const duelNumber = wholeNumber(1, MAX_DUELS);
const count = wholeNumber(0, 1000);
const sizes = z.looseObject({ main: count, extra: count, side: count }, { error: 'must give the section sizes' });

export const matchSchema = z
  .looseObject({
    phase: z.enum(MATCH_PHASES, { error: `must be one of ${MATCH_PHASES.join(', ')}` }),
    decks: z.tuple([z.unknown(), z.unknown()], { error: 'must be two decks' }),
    startSizes: z.tuple([sizes, sizes], { error: 'must be two decks’ section sizes' }),
    rng: z.tuple([seed, seed, seed, seed], { error: 'must be four 32-bit numbers' }),
    tosses: z.array(z.looseObject({ beforeDuel: duelNumber, face: z.enum(COIN_FACES, { error: 'must be "heads" or "tails"' }), winner: player }), { error: 'must be a list' }).max(MAX_DUELS),
    chooser: player.nullable(),
    current: z.looseObject({ duel: duelNumber, firstPlayer: player, seed }, { error: 'must be the Duel being played, or null' }).nullable(),
    results: z.array(z.looseObject({ duel: duelNumber, firstPlayer: player, seed, winner: outcome }), { error: 'must be a list' }).max(MAX_DUELS),
    sided: z.tuple([z.boolean(), z.boolean()], { error: 'must be two true/false values' }),
    winner: outcome.nullable(),
    // Absent in a Match saved before formats: it plays as Advanced (match.ts `matchFormat`).
    format: z.enum(FORMAT_IDS, { error: `must be one of ${FORMAT_IDS.join(', ')}` }).optional(),
  }, { error: 'must be a Match' })
  .superRefine((m, ctx) => {
    // The phase and what it needs go together (match.ts keeps them so).
    if ((m.phase === 'dueling') !== (m.current !== null)) ctx.addIssue({ code: 'custom', path: ['current'], message: m.phase === 'dueling' ? 'must be the Duel being played' : 'must be null when no Duel is being played' });
    if (m.phase === 'choosingTurnOrder' && m.chooser === null) ctx.addIssue({ code: 'custom', path: ['chooser'], message: 'must say who chooses the turn order' });
    if ((m.phase === 'over') !== (m.winner !== null)) ctx.addIssue({ code: 'custom', path: ['winner'], message: m.phase === 'over' ? 'must say who won the Match' : 'must be null while the Match goes on' });
  });

/** A Match from untrusted data, or the reason (its fields named) it is refused. */
export function parseMatch(input: unknown): { ok: true; match: Match } | { ok: false; error: string } {
  const shape = matchSchema.safeParse(input);
  if (!shape.success) return { ok: false, error: issuesInWords(shape.error.issues).slice(0, 3).join('; ') };
  const decks: Deck[] = [];
  for (const [p, d] of shape.data.decks.entries()) {
    const parsed = parseDeck(d);
    if (!parsed.ok) return { ok: false, error: `decks ${p + 1}: ${parsed.error}` };
    decks.push(parsed.deck);
  }
  return { ok: true, match: { ...(shape.data as unknown as Match), decks: [decks[0]!, decks[1]!] } };
}
