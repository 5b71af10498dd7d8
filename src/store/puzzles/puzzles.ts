import type { Scenario } from '../../engine';

/**
 * Puzzles of our own making (issue 14): a scenario (DESIGN.md's JSON) with a goal and a short hint,
 * each teaching one rule. Every puzzle's goal is to win this turn (bring the opponent's LP to 0
 * before the turn ends). `solution` is one way to do it, step by step by card name; the test
 * (puzzles.test.ts) plays it against the engine, so each puzzle is known to be solvable.
 */
export interface SolutionStep {
  readonly type: 'normalSummon' | 'flipSummon' | 'activate' | 'setSpellTrap' | 'attack' | 'nextPhase' | 'specialSummon' | 'select';
  /** The acting card's name (for `select`: the chosen card's name). */
  readonly card?: string;
  /** normalSummon: the Tributes' names. */
  readonly tributes?: readonly string[];
  /** attack: the attacked monster's name, or 'direct'. */
  readonly target?: string;
  /** nextPhase: the phase entered. */
  readonly to?: string;
  /** select: an option answered by name (a position, yes/no). */
  readonly option?: string;
}

export interface Puzzle {
  readonly id: string;
  readonly title: string;
  /** The rule it teaches, in a few words. */
  readonly teaches: string;
  readonly goal: string;
  readonly hint: string;
  readonly scenario: Scenario;
  readonly solution: readonly SolutionStep[];
}

const WIN = 'Win this turn: bring your opponent’s LP to 0.';
const deck = ['Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian'];
const at = (lp: number, opp: Partial<Scenario['players'][1]>, me: Partial<Scenario['players'][0]>): Scenario => ({
  turn: 3,
  turnPlayer: 0,
  phase: 'main1',
  seed: 1,
  players: [
    { deck, ...me },
    { lp, deck, ...opp },
  ],
});

export const PUZZLES: readonly Puzzle[] = [
  {
    id: 'tribute',
    title: 'One for a bigger one',
    teaches: 'Tribute Summon',
    goal: WIN,
    hint: 'A Level 5 or 6 monster needs 1 Tribute. Your Celtic Guardian alone does not hit hard enough.',
    scenario: at(2500, {}, { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] }),
    solution: [
      { type: 'normalSummon', card: 'Summoned Skull', tributes: ['Celtic Guardian'] },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Summoned Skull', target: 'direct' },
    ],
  },
  {
    id: 'battle-damage',
    title: 'Through the front line',
    teaches: 'Battle damage: the difference in ATK',
    goal: WIN,
    hint: 'Destroying an Attack Position monster deals the difference in ATK to its controller; then the way is clear.',
    scenario: at(1800, { monsters: [{ card: 'Feral Imp' }] }, { monsters: [{ card: 'Battle Ox' }, { card: 'Celtic Guardian' }] }),
    solution: [
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Battle Ox', target: 'Feral Imp' },
      { type: 'attack', card: 'Celtic Guardian', target: 'direct' },
    ],
  },
  {
    id: 'dark-hole',
    title: 'Clean slate',
    teaches: 'Spell Cards and the Normal Summon afterwards',
    goal: WIN,
    hint: 'Clear the whole field first; you still have your Normal Summon for the turn.',
    scenario: at(1400, { monsters: [{ card: 'Summoned Skull' }] }, { hand: ['Dark Hole', 'Celtic Guardian'], monsters: [{ card: 'Battle Ox' }] }),
    solution: [
      { type: 'activate', card: 'Dark Hole' },
      { type: 'normalSummon', card: 'Celtic Guardian' },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Celtic Guardian', target: 'direct' },
    ],
  },
  {
    id: 'equip',
    title: 'Sharpened blade',
    teaches: 'Equip Spell Cards',
    goal: WIN,
    hint: 'An Equip Spell raises the ATK of the monster it is equipped to, for as long as it stays.',
    scenario: at(1700, {}, { hand: ['Legendary Sword'], monsters: [{ card: 'Celtic Guardian' }] }),
    solution: [
      { type: 'activate', card: 'Legendary Sword' },
      { type: 'select', card: 'Celtic Guardian' },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Celtic Guardian', target: 'direct' },
    ],
  },
  {
    id: 'reborn',
    title: 'Back from the Graveyard',
    teaches: 'Special Summon from the Graveyard',
    goal: WIN,
    hint: 'Your field is empty, but your Graveyard is not.',
    scenario: at(3000, {}, { hand: ['Monster Reborn'], graveyard: ['Blue-Eyes White Dragon', 'Celtic Guardian'] }),
    solution: [
      { type: 'activate', card: 'Monster Reborn' },
      { type: 'select', card: 'Blue-Eyes White Dragon' },
      { type: 'select', option: 'attack' },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Blue-Eyes White Dragon', target: 'direct' },
    ],
  },
  {
    id: 'change-of-heart',
    title: 'Borrowed strength',
    teaches: 'Taking control of a monster',
    goal: WIN,
    hint: 'The strongest monster on the field can fight for you until the End Phase.',
    scenario: at(3900, { monsters: [{ card: 'Summoned Skull' }] }, { hand: ['Change of Heart'], monsters: [{ card: 'Celtic Guardian' }] }),
    solution: [
      { type: 'activate', card: 'Change of Heart' },
      { type: 'select', card: 'Summoned Skull' },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Summoned Skull', target: 'direct' },
      { type: 'attack', card: 'Celtic Guardian', target: 'direct' },
    ],
  },
  {
    id: 'burn',
    title: 'Fire and fissure',
    teaches: 'Effect damage adds up with battle damage',
    goal: WIN,
    hint: 'Remove the blocker, attack, and finish with damage that needs no attack.',
    scenario: at(2100, { monsters: [{ card: 'Battle Ox' }] }, { hand: ['Fissure', 'Ookazi'], monsters: [{ card: 'Celtic Guardian' }] }),
    solution: [
      { type: 'activate', card: 'Fissure' },
      { type: 'activate', card: 'Ookazi' },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Celtic Guardian', target: 'direct' },
    ],
  },
  {
    id: 'flip',
    title: 'Surprise from below',
    teaches: 'Flip Summon and Flip effects',
    goal: WIN,
    hint: 'A face-down monster Set on an earlier turn may be Flip Summoned, and its Flip effect goes off.',
    scenario: at(1850, { monsters: [{ card: 'Summoned Skull' }] }, { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }, { card: 'Celtic Guardian' }] }),
    solution: [
      { type: 'flipSummon', card: 'Man-Eater Bug' },
      { type: 'select', card: 'Summoned Skull' },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Man-Eater Bug', target: 'direct' },
      { type: 'attack', card: 'Celtic Guardian', target: 'direct' },
    ],
  },
  {
    id: 'mst',
    title: 'Mind the Set card',
    teaches: 'Destroying a Set Trap before you attack',
    goal: WIN,
    hint: 'A Set card may be Mirror Force. Quick-Play Spells can destroy it first.',
    scenario: at(3100, { spellTraps: [{ card: 'Mirror Force', faceUp: false }] }, { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Battle Ox' }, { card: 'Celtic Guardian' }] }),
    solution: [
      { type: 'activate', card: 'Mystical Space Typhoon' },
      { type: 'select', card: 'Mirror Force' },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Battle Ox', target: 'direct' },
      { type: 'attack', card: 'Celtic Guardian', target: 'direct' },
    ],
  },
  {
    id: 'cyber-dragon',
    title: 'Two Summons in one turn',
    teaches: 'Special Summon by a card’s own procedure does not use the Normal Summon',
    goal: WIN,
    hint: 'Cyber Dragon can be Special Summoned from your hand when only your opponent controls a monster.',
    scenario: at(2500, { monsters: [{ card: 'Feral Imp' }] }, { hand: ['Cyber Dragon', 'Battle Ox'] }),
    solution: [
      { type: 'specialSummon', card: 'Cyber Dragon' },
      { type: 'normalSummon', card: 'Battle Ox' },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Cyber Dragon', target: 'Feral Imp' },
      { type: 'attack', card: 'Battle Ox', target: 'direct' },
    ],
  },
  {
    id: 'heavy-storm',
    title: 'Storm before the charge',
    teaches: 'Spells that destroy every Spell and Trap',
    goal: WIN,
    hint: 'Two Set cards could stop your attack. Clear them all at once.',
    scenario: at(1700, { spellTraps: [{ card: 'Negate Attack', faceUp: false }, { card: 'Mirror Force', faceUp: false }] }, { hand: ['Heavy Storm'], monsters: [{ card: 'Battle Ox' }] }),
    solution: [
      { type: 'activate', card: 'Heavy Storm' },
      { type: 'nextPhase', to: 'battle' },
      { type: 'attack', card: 'Battle Ox', target: 'direct' },
    ],
  },
];
