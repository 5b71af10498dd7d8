/**
 * Test support for the deck modules (imported only by *.test.ts): a card lookup that adds a few
 * cards the pool does not hold yet (Spells, Fusion/Synchro/Xyz Monsters, a Token), and deck builders.
 * The extra cards carry their real names and passcodes; only the facts the rules read are filled in.
 */
import { PRESET_DECKS } from '../cards/decks';
import { CARD_POOL, cardByPasscode, cardByName } from '../cards';
import type { CardDefinition } from '../engine/card';
import { deckFromNames, type CardLookup, type Deck } from './deck';

const extraCard = (passcode: string, name: string, frame: CardDefinition['frame']): CardDefinition => ({
  passcode,
  name,
  frame,
  text: 'Test card.',
});

export const POT_OF_GREED = extraCard('55144522', 'Pot of Greed', 'spell');
export const RAIGEKI = extraCard('12580477', 'Raigeki', 'spell');
export const CHANGE_OF_HEART = extraCard('04031928', 'Change of Heart', 'spell');
export const FLAME_SWORDSMAN = extraCard('45231177', 'Flame Swordsman', 'fusion');
export const THOUSAND_DRAGON = extraCard('41462083', 'Thousand Dragon', 'fusion');
export const GAIA_DRAGON_CHAMPION = extraCard('66889139', 'Gaia the Dragon Champion', 'fusion');
export const STARDUST_DRAGON = extraCard('44508094', 'Stardust Dragon', 'synchro');
export const UTOPIA = extraCard('84013237', 'Number 39: Utopia', 'xyz');
export const SHEEP_TOKEN = extraCard('73915052', 'Sheep Token', 'token');
export const BLACK_LUSTER_SOLDIER = extraCard('05405694', 'Black Luster Soldier', 'ritual');
/** An Extra Deck monster of no format this game plays (the others above have since joined the pool). */
export const TEMPEST_MAGICIAN = extraCard('63101919', 'Tempest Magician', 'synchro');

const EXTRA_CARDS = [POT_OF_GREED, RAIGEKI, CHANGE_OF_HEART, FLAME_SWORDSMAN, THOUSAND_DRAGON, GAIA_DRAGON_CHAMPION, STARDUST_DRAGON, UTOPIA, SHEEP_TOKEN, BLACK_LUSTER_SOLDIER, TEMPEST_MAGICIAN];
const extraByPasscode = new Map(EXTRA_CARDS.map((c) => [c.passcode, c]));

/** 15 legal Extra Deck cards: 3 copies each of the five Extra Deck test monsters. */
export const FULL_EXTRA: readonly string[] = [FLAME_SWORDSMAN, THOUSAND_DRAGON, GAIA_DRAGON_CHAMPION, STARDUST_DRAGON, UTOPIA].flatMap((c) => [
  c.passcode,
  c.passcode,
  c.passcode,
]);

/** The pool plus the test cards above. */
export const testLookup: CardLookup = (passcode) => extraByPasscode.get(passcode) ?? cardByPasscode(passcode);

/** Passcodes the pool does not know. */
export const UNKNOWN = '12345678';
export const UNKNOWN_2 = '87654321';

/** The passcode of a pool card by name (throws if absent, so a typo fails loudly). */
export function pc(name: string): string {
  const card = cardByName(name) ?? EXTRA_CARDS.find((c) => c.name === name);
  if (!card) throw new Error(`testing: no card named ${name}`);
  return card.passcode;
}

/** `n` copies of a passcode. */
export const times = (n: number, passcode: string): string[] => Array.from({ length: n }, () => passcode);

/** A legal 40-card deck: the first preset's Main Deck, no Extra or Side. */
export const presetDeck = (index = 0): Deck => {
  const preset = PRESET_DECKS[index];
  if (!preset) throw new Error(`testing: no preset ${index}`);
  return deckFromNames(preset.name, { main: preset.main });
};

/** The pool's Normal Monsters' passcodes, in pool order. */
export const NORMALS: readonly string[] = CARD_POOL.filter((c) => c.frame === 'normal').map((c) => c.passcode);

/** `size` Main Deck cards, 2 copies of each pool Normal Monster in turn, starting at the `offset`-th. */
export function mainOf(size: number, offset = 0): string[] {
  return Array.from({ length: size }, (_, i) => NORMALS[(offset + Math.floor(i / 2)) % NORMALS.length] as string);
}

/** Deep-freezes plain data so that any mutation in the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
