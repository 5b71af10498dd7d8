import { cardByPasscode } from '../../cards';
import type { CardDefinition, CardFace } from '../../engine';

/**
 * The mat's `Card` component draws a `CardFace` (a card instance as a player sees it). The builder
 * shows cards that are not in any duel, so it makes a face from the card's definition: the id is
 * the passcode, prefixed so it can never be mistaken for a duel's card instance.
 */
const faces = new Map<string, CardFace>();

export function faceOf(def: CardDefinition): CardFace {
  const known = faces.get(def.passcode);
  if (known) return known;
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
