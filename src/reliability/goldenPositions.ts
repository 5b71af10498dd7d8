/**
 * Fixed positions for the golden counts (reliability.test.ts): scenario JSON (DESIGN.md), one
 * rule area each, so a change to what is legal there changes a frozen number.
 */
import type { Scenario } from '../engine';

const deck = (n = 8): string[] => Array.from({ length: n }, () => 'Celtic Guardian');
const main1 = (me: Scenario['players'][0], opp: Scenario['players'][1] = {}, extra: Partial<Scenario> = {}): Scenario => ({
  turn: 3,
  turnPlayer: 0,
  phase: 'main1',
  seed: 7,
  ...extra,
  players: [
    { deck: deck(), ...me },
    { deck: deck(), ...opp },
  ],
});

export const GOLDEN_POSITIONS: Record<string, Scenario> = {
  'Normal Summon or Set a Level 4': main1({ hand: ['Celtic Guardian', 'Battle Ox'] }),
  'Tribute Summon with one Tribute': main1({ hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] }),
  'Tribute Summon with two Tributes': main1({ hand: ['Blue-Eyes White Dragon'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }, { card: 'Battle Ox' }] }),
  'Flip Summon and position change': main1({ monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }, { card: 'Mystical Elf', position: 'defense' }] }, { monsters: [{ card: 'Battle Ox' }] }),
  'Battle Phase: attackers and targets': main1({ monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] }, { monsters: [{ card: 'Mystical Elf', position: 'defense' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] }, { phase: 'battle' }),
  'direct attack on an empty field': main1({ monsters: [{ card: 'Battle Ox' }] }, {}, { phase: 'battle' }),
  'Set Spells and Traps': main1({ hand: ['Trap Hole', 'Mirror Force', 'Pot of Greed'] }),
  'Trap Hole answers a Normal Summon': main1({ hand: ['Summoned Skull', 'Battle Ox'] }, { spellTraps: [{ card: 'Trap Hole', faceUp: false }] }),
  'Mirror Force answers an attack': main1({ monsters: [{ card: 'Battle Ox' }, { card: 'Celtic Guardian' }] }, { spellTraps: [{ card: 'Mirror Force', faceUp: false }] }, { phase: 'battle' }),
  'Chain: Mystical Space Typhoon against a Set card': main1({ hand: ['Mystical Space Typhoon'] }, { spellTraps: [{ card: 'Magic Jammer', faceUp: false }] }),
  'Spell Speed 2 in the opponent turn: Waboku': main1({ monsters: [{ card: 'Summoned Skull' }] }, { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Waboku', faceUp: false }] }, { phase: 'battle' }),
  'Damage Step: Kuriboh from the hand': main1({ monsters: [{ card: 'Summoned Skull' }] }, { hand: ['Kuriboh'] }, { phase: 'battle' }),
  'Monster Reborn: targets in both Graveyards': main1({ hand: ['Monster Reborn'], graveyard: ['Dark Magician', 'Celtic Guardian'] }, { graveyard: ['Blue-Eyes White Dragon'] }),
  'Dark Hole with monsters on both sides': main1({ hand: ['Dark Hole'], monsters: [{ card: 'Battle Ox' }] }, { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] }),
  'Equip Spell: Legendary Sword': main1({ hand: ['Legendary Sword'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Battle Ox' }] }, { monsters: [{ card: 'Feral Imp' }] }),
  'Field Spell: Yami': main1({ hand: ['Yami', 'Umi'], monsters: [{ card: 'Dark Magician' }] }),
  'Scapegoat: four Tokens': main1({ hand: ['Scapegoat'] }),
  'Cyber Dragon by its own procedure': main1({ hand: ['Cyber Dragon'] }, { monsters: [{ card: 'Battle Ox' }] }),
  'hand size: discard at the End Phase': main1({ hand: ['Celtic Guardian', 'Battle Ox', 'Feral Imp', 'Kuriboh', 'Dark Magician', 'Mystical Elf', 'Summoned Skull'] }, {}, { phase: 'main2' }),
  'Pot of Greed and Graceful Charity': main1({ hand: ['Pot of Greed', 'Graceful Charity', 'Celtic Guardian'] }),
  'Change of Heart takes a monster': main1({ hand: ['Change of Heart'], monsters: [{ card: 'Celtic Guardian' }] }, { monsters: [{ card: 'Summoned Skull' }, { card: 'Battle Ox', position: 'defense' }] }),
  'Solemn Judgment against a Summon': main1({ hand: ['Battle Ox'] }, { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] }),
  'Sangan in battle: a Trigger after destruction': main1({ monsters: [{ card: 'Summoned Skull' }] }, { monsters: [{ card: 'Sangan' }] }, { phase: 'battle' }),
  'Ultimate Offering: a second Normal Summon for LP': main1({ hand: ['Battle Ox', 'Celtic Guardian'], spellTraps: [{ card: 'Ultimate Offering', faceUp: false }] }),
};
