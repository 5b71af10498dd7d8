import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import { createEngine } from '../../engine/engine';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

// Dekoichi: "FLIP: Draw 1 card, then draw 1 additional card for each face-up "Bokoichi the Freightening Car" you control."
describe('Dekoichi the Battlechanted Locomotive', () => {
  it('FLIP: draws 1 card', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dekoichi the Battlechanted Locomotive', faceUp: false, position: 'defense' }], deck: ['Feral Imp', 'Dark Magician'] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Dekoichi the Battlechanted Locomotive') }));
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(me(x).deck).toBe(1);
  });

  it('flipped by an attack: draws 1 card too', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Dekoichi the Battlechanted Locomotive', faceUp: false, position: 'defense' }], deck: ['Feral Imp'] }, opp: { monsters: [{ card: 'Dark Magician' }] } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Dark Magician', 1), target: idOf(d, 'Dekoichi the Battlechanted Locomotive') }));
    expect(me(x).graveyard).toEqual(['Dekoichi the Battlechanted Locomotive']);
    expect(me(x).hand).toEqual(['Feral Imp']);
  });
});

describe('Dekoichi with Bokoichi the Freightening Car', () => {
  it('draws 1 more for each face-up Bokoichi you control (not a face-down one, not the opponent\'s)', () => {
    // Bokoichi the Freightening Car is a Normal Monster of the pool (the Normal Monsters' data table).
    const engine = createEngine(CARD_POOL);
    const d = engine.loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [
        {
          deck: ['Feral Imp', 'Dark Magician', 'Celtic Guardian', 'Kuriboh'],
          monsters: [
            { card: 'Dekoichi the Battlechanted Locomotive', faceUp: false, position: 'defense' },
            { card: 'Bokoichi the Freightening Car' }, { card: 'Bokoichi the Freightening Car' },
            { card: 'Bokoichi the Freightening Car', faceUp: false, position: 'defense' },
          ],
        },
        { deck: ['Kuriboh'], monsters: [{ card: 'Bokoichi the Freightening Car' }] },
      ],
    });
    let x = engine.applyAction(d, { type: 'flipSummon', card: idOf(d, 'Dekoichi the Battlechanted Locomotive') });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    expect(engine.summary(x).players[0].hand).toEqual(['Feral Imp', 'Dark Magician', 'Celtic Guardian']);
  });
});
