/*
 * The names of every card of the card database (cards-db.tsv), for a passcode the pool lacks: a
 * player reads "Pot of Avarice", not 67284908 (issue 36). The table is large next to the app's
 * first screen, so it is a chunk of its own, fetched the first time a name is needed
 * (`loadCardNames`); scripts/card-names.mjs generates it.
 */

/** Passcode (8 digits) → name. */
export type CardNames = ReadonlyMap<string, string>;

/** The table from its compact text: each line the distance from the previous passcode in base 36, a tab, the name. */
export function decodeCardNames(text: string): CardNames {
  const names = new Map<string, string>();
  let code = 0;
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    code += parseInt(line.slice(0, tab), 36);
    names.set(String(code).padStart(8, '0'), line.slice(tab + 1));
  }
  return names;
}

let loading: Promise<CardNames> | null = null;

/** The table, fetched once (a failed fetch is tried again next time). */
export function loadCardNames(): Promise<CardNames> {
  loading ??= import('./cardNames.data').then(
    (m) => decodeCardNames(m.CARD_NAMES),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** A passcode's name in the table, however the file wrote it ("5818798" is 05818798). */
export const nameIn = (names: CardNames | null, passcode: string): string | undefined =>
  names && /^\d{1,8}$/.test(passcode) ? names.get(passcode.padStart(8, '0')) : undefined;
