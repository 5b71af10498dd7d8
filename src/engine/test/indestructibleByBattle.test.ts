import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';

/*
 * Rule code `indestructibleByBattle` (recorded): "your monsters cannot be destroyed by battle this turn" (Waboku) covers
 * every monster of the player; a rule naming a monster covers that one only ("that target cannot be destroyed by battle
 * this turn": Draw Muscle). Made-up cards and rules written into the duel, so the reader is tested apart from any card.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1000, def: 1000, text: 'A test monster.' },
  { passcode: '90000002', name: 'Test Giant', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 2000, def: 1000, text: 'A test monster.' },
];
const engine = createEngine(POOL);
const DECK = Array.from({ length: 10 }, () => 'Test Soldier');

/** Player 1's two Giants attack player 2's two Soldiers, after `rule` (about player 2, maybe naming the first Soldier) was recorded. */
function battles(naming: 'first' | 'none'): Duel {
  let d = engine.loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [
      { deck: DECK, monsters: [{ card: 'Test Giant' }, { card: 'Test Giant' }] },
      { deck: DECK, monsters: [{ card: 'Test Soldier' }, { card: 'Test Soldier' }] },
    ],
  });
  const [first, second] = d.players[1].monsters.filter((m) => m !== null).map((m) => m.card);
  const [a, b] = d.players[0].monsters.filter((m) => m !== null).map((m) => m.card);
  d = { ...d, rules: [...d.rules, { code: 'indestructibleByBattle', player: 1, ...(naming === 'first' ? { card: first! } : {}), lasts: { kind: 'thisTurn', turn: 3 } }] };
  d = engine.applyAction(d, { type: 'nextPhase', to: 'battle' });
  for (const [attacker, target] of [[a!, first!], [b!, second!]] as const) {
    d = engine.applyAction(d, { type: 'attack', card: attacker, target });
    while (d.flow.window) d = engine.applyAction(d, { type: 'pass' });
  }
  return d;
}

describe('indestructibleByBattle: one monster, or all of a player\'s', () => {
  it('naming a monster, only that one survives its battle; the other is destroyed', () => {
    const d = battles('first');
    const s = engine.summary(d);
    expect(s.players[1].monsters.filter((m) => m !== null)).toHaveLength(1);
    expect(d.players[1].monsters[0]).not.toBeNull();
    expect(s.players[1].graveyard).toEqual(['Test Soldier']);
    // Battle damage is taken as usual.
    expect(s.players[1].lp).toBe(8000 - 1000 - 1000);
  });

  it('naming none, every monster of the player survives', () => {
    const s = engine.summary(battles('none'));
    expect(s.players[1].monsters.filter((m) => m !== null)).toHaveLength(2);
    expect(s.players[1].graveyard).toEqual([]);
  });
});
