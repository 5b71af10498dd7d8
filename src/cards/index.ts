/**
 * The card pool: every card module, imported statically so the pool loads the same under Vite,
 * Vitest and plain Node/tsx. Lookups are built once, at module load.
 */
import type { CardDefinition } from '../engine/card';

// Normal Monsters
import c70903634 from './normal/c70903634'; // Right Arm of the Forbidden One
import c07902349 from './normal/c07902349'; // Left Arm of the Forbidden One
import c08124921 from './normal/c08124921'; // Right Leg of the Forbidden One
import c44519536 from './normal/c44519536'; // Left Leg of the Forbidden One
import c53293545 from './normal/c53293545'; // Firegrass
import c75356564 from './normal/c75356564'; // Petit Dragon
import c46986414 from './normal/c46986414'; // Dark Magician
import c50930991 from './normal/c50930991'; // Neo the Magic Swordsman
import c41949033 from './normal/c41949033'; // Dark Assailant
import c77827521 from './normal/c77827521'; // Trial of Nightmare
import c15025844 from './normal/c15025844'; // Mystical Elf
import c41392891 from './normal/c41392891'; // Feral Imp
import c87796900 from './normal/c87796900'; // Winged Dragon, Guardian of the Fortress #1
import c70781052 from './normal/c70781052'; // Summoned Skull
import c32452818 from './normal/c32452818'; // Beaver Warrior
import c06368038 from './normal/c06368038'; // Gaia the Fierce Knight
import c28279543 from './normal/c28279543'; // Curse of Dragon
import c91152256 from './normal/c91152256'; // Celtic Guardian
import c40374923 from './normal/c40374923'; // Mammoth Graveyard
import c13429800 from './normal/c13429800'; // Great White
import c90357090 from './normal/c90357090'; // Silver Fang
import c13039848 from './normal/c13039848'; // Giant Soldier of Stone
import c66672569 from './normal/c66672569'; // Dragon Zombie
import c16972957 from './normal/c16972957'; // Doma The Angel of Silence
import c48365709 from './normal/c48365709'; // Ansatsu
import c36304921 from './normal/c36304921'; // Witty Phantom
import c41218256 from './normal/c41218256'; // Claw Reacher
import c47060154 from './normal/c47060154'; // Mystic Clown
import c93221206 from './normal/c93221206'; // Ancient Elf
import c46474915 from './normal/c46474915'; // Magical Ghost
import c86325596 from './normal/c86325596'; // Baron of the Fiend Sword
import c13723605 from './normal/c13723605'; // Man-Eating Treasure Chest
import c49218300 from './normal/c49218300'; // Sorcerer of the Doomed
import c89631139 from './normal/c89631139'; // Blue-Eyes White Dragon
import c76184692 from './normal/c76184692'; // Hitotsu-Me Giant
import c15303296 from './normal/c15303296'; // Ryu-Kishin
import c05053103 from './normal/c05053103'; // Battle Ox
import c67724379 from './normal/c67724379'; // Koumori Dragon
import c30113682 from './normal/c30113682'; // Judge Man
import c91939608 from './normal/c91939608'; // Rogue Doll
import c01184620 from './normal/c01184620'; // Kojikocy
import c01784619 from './normal/c01784619'; // Uraby
import c31122090 from './normal/c31122090'; // Gyakutenno Megami
import c68516705 from './normal/c68516705'; // Mystic Horseman
import c63308047 from './normal/c63308047'; // Terra the Terrible
import c89494469 from './normal/c89494469'; // Dark Titan of Terror
import c75499502 from './normal/c75499502'; // Master & Expert
import c97360116 from './normal/c97360116'; // Unknown Warrior of Fiend
import c45121025 from './normal/c45121025'; // Ogre of the Black Shadow
import c24611934 from './normal/c24611934'; // Ryu-Kishin Powered
import c50005633 from './normal/c50005633'; // Swordstalker
import c97590747 from './normal/c97590747'; // La Jinn the Mystical Genie of the Lamp
import c26378150 from './normal/c26378150'; // Rude Kaiser
import c73481154 from './normal/c73481154'; // Destroyer Golem
import c10202894 from './normal/c10202894'; // Skull Red Bird
import c81057959 from './normal/c81057959'; // D. Human
import c21263083 from './normal/c21263083'; // Pale Beast
import c62651957 from './normal/c62651957'; // X-Head Cannon
import c74677422 from './normal/c74677422'; // Red-Eyes Black Dragon
import c88819587 from './normal/c88819587'; // Baby Dragon
// Effect Monsters
import c33396948 from './effect/c33396948'; // Exodia the Forbidden One
import c54652250 from './effect/c54652250'; // Man-Eater Bug
import c07089711 from './effect/c07089711'; // Hane-Hane
import c54098121 from './effect/c54098121'; // Mysterious Puppeteer
import c06285791 from './effect/c06285791'; // The Wicked Worm Beast
import c55969226 from './effect/c55969226'; // Blue Dragon Summoner
import c83011277 from './effect/c83011277'; // Mystic Tomato
import c46461247 from './effect/c46461247'; // Trap Master
import c87557188 from './effect/c87557188'; // The Stern Mystic
import c13945283 from './effect/c13945283'; // Wall of Illusion
import c17985575 from './effect/c17985575'; // Lord of D.
import c65240384 from './effect/c65240384'; // Big Shield Gardna
import c26202165 from './effect/c26202165'; // Sangan
import c78010363 from './effect/c78010363'; // Witch of the Black Forest
import c40640057 from './effect/c40640057'; // Kuriboh
import c25247218 from './effect/c25247218'; // Big Piece Golem
import c58843503 from './effect/c58843503'; // Medium Piece Golem
import c22754505 from './effect/c22754505'; // Small Piece Golem
import c70095154 from './effect/c70095154'; // Cyber Dragon
// Tokens (created by effects, never in a Deck)
import c73915052 from './token/c73915052'; // Sheep Token

import { SPELLS } from './spell';
import { TRAPS } from './trap';

export { FORBIDDEN_ONE_PIECES } from './effect/c33396948';

export const CARD_POOL: readonly CardDefinition[] = Object.freeze([
  c70903634,
  c07902349,
  c08124921,
  c44519536,
  c53293545,
  c75356564,
  c46986414,
  c50930991,
  c41949033,
  c77827521,
  c15025844,
  c41392891,
  c87796900,
  c70781052,
  c32452818,
  c06368038,
  c28279543,
  c91152256,
  c40374923,
  c13429800,
  c90357090,
  c13039848,
  c66672569,
  c16972957,
  c48365709,
  c36304921,
  c41218256,
  c47060154,
  c93221206,
  c46474915,
  c86325596,
  c13723605,
  c49218300,
  c89631139,
  c76184692,
  c15303296,
  c05053103,
  c67724379,
  c30113682,
  c91939608,
  c01184620,
  c01784619,
  c31122090,
  c68516705,
  c63308047,
  c89494469,
  c75499502,
  c97360116,
  c45121025,
  c24611934,
  c50005633,
  c97590747,
  c26378150,
  c73481154,
  c10202894,
  c81057959,
  c21263083,
  c62651957,
  c74677422,
  c88819587,
  c33396948,
  c54652250,
  c07089711,
  c54098121,
  c06285791,
  c55969226,
  c83011277,
  c46461247,
  c87557188,
  c13945283,
  c17985575,
  c65240384,
  c26202165,
  c78010363,
  c40640057,
  c25247218,
  c58843503,
  c22754505,
  c70095154,
  c73915052,
  ...SPELLS,
  ...TRAPS,
]);

const byPasscode = new Map<string, CardDefinition>();
const byName = new Map<string, CardDefinition>();
const byLowerName = new Map<string, CardDefinition>();
for (const card of CARD_POOL) {
  if (byPasscode.has(card.passcode)) throw new Error(`Duplicate passcode in the card pool: ${card.passcode}`);
  if (byName.has(card.name)) throw new Error(`Duplicate name in the card pool: ${card.name}`);
  byPasscode.set(card.passcode, card);
  byName.set(card.name, card);
  byLowerName.set(card.name.toLowerCase(), card);
}

const PASSCODE = /^\d{8}$/;

/** The card with this 8-digit passcode (zero-padded string). */
export const cardByPasscode = (passcode: string): CardDefinition | undefined => byPasscode.get(passcode);

/** The card with exactly this name, or failing that the one whose name matches ignoring case. */
export const cardByName = (name: string): CardDefinition | undefined =>
  byName.get(name) ?? byLowerName.get(name.toLowerCase());

/** Looks an 8-digit string up as a passcode, anything else as a name. Surrounding spaces are ignored. */
export const findCard = (nameOrPasscode: string): CardDefinition | undefined => {
  const key = nameOrPasscode.trim();
  return PASSCODE.test(key) ? cardByPasscode(key) : cardByName(key);
};
