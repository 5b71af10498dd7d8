import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Strike Ninja (texts-2016): "Once per turn, during either player's turn: You can banish 2 DARK monsters from your
 * Graveyard; banish this face-up card until the End Phase." No GOAT-era variant (c41006930.lua: a Quick Effect,
 * the cost banishing 2 DARK monsters from the Graveyard, Duel.ReturnToField in the End Phase).
 */
const DARKS = ['Sangan', 'Witch of the Black Forest'];

/** Activates Strike Ninja's effect, paying with the first two DARK monsters offered. */
function activate(d: Duel): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, 'Strike Ninja'), effect: 0 });
  while (x.flow.prompt) x = play(x, legalActions(x)[0]!);
  return x;
}

describe('Strike Ninja', () => {
  it('banishes 2 DARK monsters from the Graveyard as a cost, then itself; it comes back as the End Phase begins', () => {
    const d = duelOf({ me: { graveyard: [...DARKS, 'Celtic Guardian'], monsters: [{ card: 'Strike Ninja', position: 'defense' }] } });
    const x = passAll(activate(d));
    expect(me(x).banished.sort()).toEqual([...DARKS, 'Strike Ninja'].sort());
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    const y = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(y).monsters.find((m) => m)).toMatchObject({ name: 'Strike Ninja', position: 'defense', faceUp: true });
    expect(me(y).banished.sort()).toEqual([...DARKS].sort());
  });

  it('not with fewer than 2 DARK monsters in the Graveyard (a LIGHT one does not count); not face-down', () => {
    const one = duelOf({ me: { graveyard: ['Sangan', 'Celtic Guardian'], monsters: [{ card: 'Strike Ninja' }] } });
    expect(legal(one, 'activate', idOf(one, 'Strike Ninja'))).toEqual([]);
    const down = duelOf({ me: { graveyard: DARKS, monsters: [{ card: 'Strike Ninja', position: 'defense', faceUp: false }] } });
    expect(legal(down, 'activate', idOf(down, 'Strike Ninja'))).toEqual([]);
  });

  it("in the opponent's turn, as their attack is declared: the attack finds no target and the Ninja returns", () => {
    const d = duelOf({ turnPlayer: 1, me: { graveyard: DARKS, monsters: [{ card: 'Strike Ninja' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Strike Ninja') });
    // The attack opens a window for the attacked player: they dodge.
    while (x.flow.window && x.flow.window.player !== 0) x = play(x, { type: 'pass' });
    x = passAll(activate(x));
    expect(me(x).banished).toContain('Strike Ninja');
    expect(me(x).lp).toBe(8000);
    const y = endTurn(x);
    expect(me(y).monsters.find((m) => m)).toMatchObject({ name: 'Strike Ninja' });
  });

  it('once per turn', () => {
    const d = duelOf({ me: { graveyard: [...DARKS, 'Sangan', 'Witch of the Black Forest'], monsters: [{ card: 'Strike Ninja' }] } });
    const y = passAll(play(passAll(activate(d)), { type: 'nextPhase', to: 'end' }));
    expect(me(y).monsters.find((m) => m)?.name).toBe('Strike Ninja');
    // Back in this turn's End Phase, it may not be used again this turn.
    expect(legal(y, 'activate', idOf(d, 'Strike Ninja'))).toEqual([]);
  });
});
