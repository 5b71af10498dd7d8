import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, legalActions } from '../engine';
import { PRESET_DECKS } from '../cards/decks';
import { eagerChoice, playSome } from './warmUp';

const presetDuel = () => {
  const [a, b] = PRESET_DECKS;
  return createDuel({ decks: [{ main: [...a!.main] }, { main: [...b!.main] }], seed: 1, firstPlayer: 0 });
};

describe('the engine warm-up duel', () => {
  it('its eager player Summons and attacks, the code paths a first Summon and attack need', () => {
    let duel = presetDuel();
    const played: string[] = [];
    for (let step = 0; step < 120 && legalActions(duel).length > 0; step++) {
      const action = eagerChoice(legalActions(duel), step);
      played.push(action.type);
      duel = applyAction(duel, action);
    }
    expect(played.filter((t) => t === 'normalSummon').length).toBeGreaterThan(3);
    expect(played.filter((t) => t === 'attack').length).toBeGreaterThan(3);
  });

  it('stops when its time budget runs out and goes on from there', () => {
    let calls = 0;
    const first = playSome(presetDuel(), 0, () => ++calls <= 5);
    expect(first.step).toBe(5);
    const rest = playSome(first.duel!, first.step, () => true);
    expect(rest.step).toBeGreaterThan(5);
  });
});
