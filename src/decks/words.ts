/** Small wording helpers shared by the deck modules: their messages are shown to players as is. */

/** "1 copy", "3 copies". */
export const copies = (n: number): string => `${n} ${n === 1 ? 'copy' : 'copies'}`;

/** "1 card", "38 cards". */
export const cards = (n: number): string => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** The parts of a schema-library issue the wording needs (zod's issues have this shape). */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
}

/** "forbidden entry 3" for the path ['forbidden', 2]; "" for the root. */
const pathInWords = (path: readonly PropertyKey[]): string =>
  path
    .map((part) => (typeof part === 'number' ? `entry ${part + 1}` : String(part)))
    .join(' ');

/**
 * Schema issues as sentences for players, one per issue, duplicates dropped:
 * `name must not be empty`, `forbidden entry 3 must be a card name`, `unknown field "semilimited"`.
 */
export function issuesInWords(issues: readonly SchemaIssue[]): string[] {
  const out = issues.map((issue) => {
    const where = pathInWords(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const keys = (issue.keys ?? []).map((k) => JSON.stringify(k)).join(', ');
      const what = `unknown field${(issue.keys ?? []).length === 1 ? '' : 's'} ${keys}`;
      return where ? `${where} has ${what}` : what;
    }
    return where ? `${where} ${issue.message}` : issue.message;
  });
  return [...new Set(out)];
}

/** The sentence for a file none of whose cards is in the pool. */
export function noneInPoolInWords(leftOut: readonly { readonly copies: number }[]): string {
  const total = leftOut.reduce((n, x) => n + x.copies, 0);
  return total === 1 ? 'Its only card is not in the card pool' : `None of the ${cards(total)} in it is in the card pool`;
}
