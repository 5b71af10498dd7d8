import { cardByPasscode } from '../../cards';
import type { CardDefinition, CardFace } from '../../engine';
import { compareCards } from './poolFilter';

/**
 * The mat's `Card` component draws a `CardFace` (a card instance as a player sees it). The builder
 * shows cards that are not in any duel, so it makes a face from the card's definition: the id is
 * the passcode, prefixed so it can never be mistaken for a duel's card instance.
 */
const faces = new Map<string, CardFace>();

export function faceOf(def: CardDefinition): CardFace {
  const known = faces.get(def.passcode);
  // A card shown as another era played it (cardInEra) has that era's text: its face is made again.
  if (known && known.text === def.text) return known;
  const face: CardFace = {
    id: `def:${def.passcode}`,
    passcode: def.passcode,
    name: def.name,
    frame: def.frame,
    subtype: def.subtype ?? [],
    text: def.text,
    owner: 0,
    ...(def.attribute !== undefined && { attribute: def.attribute }),
    ...(def.monsterType !== undefined && { monsterType: def.monsterType }),
    ...(def.level !== undefined && { level: def.level }),
    ...(def.atk !== undefined && { atk: def.atk }),
    ...(def.def !== undefined && { def: def.def }),
  };
  faces.set(def.passcode, face);
  return face;
}

export function faceOfPasscode(passcode: string): CardFace | null {
  const def = cardByPasscode(passcode);
  return def ? faceOf(def) : null;
}

/** "Level 4 · ATK 1800 / DEF 1600", "Rank 4 · ...", or the frame for Spells and Traps. */
export function statsLine(def: CardDefinition): string {
  const bits: string[] = [];
  if (def.level !== undefined) bits.push(`${def.frame === 'xyz' ? 'Rank' : 'Level'} ${def.level}`);
  if (def.atk !== undefined || def.def !== undefined) bits.push(`ATK ${def.atk ?? '?'} / DEF ${def.def ?? '?'}`);
  return bits.join(' · ');
}

const byKind = compareCards('kind');

/**
 * The distinct cards of a list of passcodes with how many copies each, in the pool's "Kind & Level"
 * order (a passcode the pool does not know last, by passcode): the tiles of a deck section in the
 * deck builder and of the siding screen.
 */
export function groupCopies(entries: readonly string[]): { passcode: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of entries) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts.entries()]
    .map(([passcode, count]) => ({ passcode, count }))
    .sort((a, b) => {
      const x = cardByPasscode(a.passcode);
      const y = cardByPasscode(b.passcode);
      return x && y ? byKind(x, y) : x ? -1 : y ? 1 : a.passcode.localeCompare(b.passcode);
    });
}
