import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardName, currentPhase, decidingPlayer, type Action, type Scenario } from '../engine';
import { useDuelStore } from './duelStore';
import { useSettingsStore, type ChainPromptMode } from './settingsStore';

/*
 * Issue 36: in hotseat the device changing hands must not say what the waiting player holds. Player 1
 * Normal Summons Battle Ox, attacks directly with Celtic Guardian and ends the turn; Player 2 holds
 * a card in hand and two Set cards. Whether those are Negate Attack and Trap Hole (which answer the
 * Summon and the attack) or Pot of Greed and Dark Hole (which answer nothing), the handovers are the same.
 */
const position = (hand: string[], set: string[]): Scenario => ({
  turn: 3,
  turnPlayer: 0,
  phase: 'main1',
  seed: 3,
  players: [
    { hand: ['Battle Ox'], deck: ['Mystical Elf', 'Feral Imp', 'Celtic Guardian'], monsters: [{ card: 'Celtic Guardian', position: 'attack' }] },
    { hand, deck: ['Mystical Elf', 'Feral Imp', 'Celtic Guardian'], spellTraps: set.map((card) => ({ card, faceUp: false })) },
  ],
});

const store = () => useDuelStore.getState();

/** Player 1's moves, found among the legal actions by what they are. */
const SCRIPT: ((a: Action) => boolean)[] = [
  (a) => a.type === 'normalSummon' && cardName(store().duel!, a.card) === 'Battle Ox',
  (a) => a.type === 'nextPhase' && a.to === 'battle',
  (a) => a.type === 'attack' && a.target === 'direct' && cardName(store().duel!, a.card) === 'Celtic Guardian',
  (a) => a.type === 'nextPhase' && a.to === 'end',
];

/**
 * Plays the script in hotseat and returns every handover as "turn phase → Player n". Whenever the
 * device is given to Player 2 during Player 1's turn, Player 2 passes (whatever they could do).
 */
function handovers(scenario: Scenario, mode: ChainPromptMode = 'auto'): string[] {
  useSettingsStore.getState().setChainPrompts(mode);
  store().startDuel('hotseat', { scenario });
  const seen: string[] = [];
  let step = 0;
  for (let guard = 0; guard < 100; guard++) {
    const s = store();
    const duel = s.duel!;
    if (s.handoverTo !== null) {
      seen.push(`turn ${duel.turn} ${currentPhase(duel)} → Player ${s.handoverTo + 1}`);
      s.confirmHandover();
      continue;
    }
    if (duel.turn > 3) break;
    expect(decidingPlayer(duel)).toBe(s.viewer);
    if (s.viewer === 1) {
      expect(s.interaction.pass, 'Player 2 may pass').not.toBeNull();
      s.dispatch(s.interaction.pass!);
      continue;
    }
    const next = SCRIPT[step++];
    if (!next) break;
    const action = s.interaction.all.find(next);
    expect(action, `Player 1's move ${step}`).toBeDefined();
    s.dispatch(action!);
    expect(store().error).toBeNull();
  }
  return seen;
}

describe('hotseat handovers say nothing about hidden cards (issue 36)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    store().backToStart();
    useSettingsStore.getState().resetSettings();
    vi.useRealTimers();
  });

  it('two positions that differ only in Player 2’s hidden cards give the same handovers (Auto)', () => {
    const answering = handovers(position(['Feral Imp'], ['Negate Attack', 'Trap Hole']));
    const idle = handovers(position(['Mystical Elf'], ['Pot of Greed', 'Dark Hole']));
    expect(answering).toEqual(idle);
    // At the Summon and at the attack Player 2 is given the device and passes; then their own turn.
    expect(answering).toEqual([
      'turn 3 main1 → Player 2',
      'turn 3 main1 → Player 1',
      'turn 3 battle → Player 2',
      'turn 3 battle → Player 1',
      'turn 4 main1 → Player 2',
    ]);
  });

  it('the same under Always (every window) and Never (none)', () => {
    for (const mode of ['always', 'never'] as const) {
      expect(handovers(position(['Feral Imp'], ['Negate Attack', 'Trap Hole']), mode), mode).toEqual(handovers(position(['Mystical Elf'], ['Pot of Greed', 'Dark Hole']), mode));
    }
    expect(handovers(position(['Feral Imp'], ['Negate Attack', 'Trap Hole']), 'never')).toEqual(['turn 4 main1 → Player 2']);
  });

  it('a player who holds nothing hidden is not handed the device for nothing', () => {
    expect(handovers(position([], []))).toEqual(['turn 4 main1 → Player 2']);
  });
});
