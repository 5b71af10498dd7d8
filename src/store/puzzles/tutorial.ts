import type { Scenario, Summary } from '../../engine';
import type { SolutionStep } from './puzzles';

/**
 * The guided first duel (issue 14), built like a puzzle: a position against the computer, and
 * steps, each with a hint shown on the mat and the board state that completes it. The player does
 * every step on the mat themselves; `solution` is what the test plays.
 */
export interface TutorialStep {
  readonly hint: string;
  readonly done: (s: Summary) => boolean;
  readonly solution: readonly SolutionStep[];
}

const me = (s: Summary) => s.players[0];

/**
 * The computer plays Easy in the guided duel: Easy always uses its Normal Summon on a monster it can
 * play, so the opponent's Battle Ox meets the player's Trap Hole. Normal may Set it instead, fearing
 * the Set card, and step 3 would then pass without the Trap.
 */
export const TUTORIAL_LEVEL = 'easy' as const;

export const TUTORIAL_SCENARIO: Scenario = {
  turn: 1,
  turnPlayer: 0,
  phase: 'main1',
  seed: 3,
  players: [
    { hand: ['Celtic Guardian', 'Trap Hole', 'Mystical Elf'], deck: ['Feral Imp', 'Battle Ox', 'Celtic Guardian', 'Feral Imp'] },
    { hand: ['Battle Ox', 'Battle Ox'], deck: ['Battle Ox', 'Battle Ox', 'Battle Ox', 'Battle Ox'] },
  ],
};

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    hint: 'Summon a monster: drag Celtic Guardian from your hand onto one of your Monster Zones (or click it) and choose Normal Summon. You may Normal Summon once per turn.',
    done: (s) => me(s).monsters.some((m) => m?.name === 'Celtic Guardian' && m.faceUp),
    solution: [{ type: 'normalSummon', card: 'Celtic Guardian' }],
  },
  {
    hint: 'Set a Trap: click Trap Hole in your hand and choose Set. A Set Trap waits face-down until something it answers happens.',
    done: (s) => me(s).spellTraps.some((c) => c?.name === 'Trap Hole' && !c.faceUp),
    solution: [{ type: 'setSpellTrap', card: 'Trap Hole' }],
  },
  {
    hint: 'The first player cannot attack in the first turn. End your turn (End Turn). When your opponent Summons a monster with 1000 or more ATK, you are asked whether to respond: activate Trap Hole and choose that monster.',
    done: (s) => s.players[1].graveyard.includes('Battle Ox') || s.turn >= 3,
    solution: [{ type: 'nextPhase', to: 'end' }, { type: 'activate', card: 'Trap Hole' }, { type: 'select', card: 'Battle Ox' }],
  },
  {
    hint: 'Trap Hole was Chain Link 1: your opponent could have chained a card of their own to it, and the Chain resolves last link first. Now attack: go to the Battle Phase, click Celtic Guardian and attack directly.',
    done: (s) => s.players[1].lp < 8000,
    solution: [{ type: 'nextPhase', to: 'battle' }, { type: 'attack', card: 'Celtic Guardian', target: 'direct' }],
  },
];
