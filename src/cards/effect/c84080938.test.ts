import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';
import type { Duel } from '../../engine';

// The Forgiving Maiden: "Tribute this face-up card to return to your hand 1 of your monsters destroyed as a result of
// battle during this turn."

/** My Celtic Guardian attacks the opponent's Summoned Skull and is destroyed by battle; then Main Phase 2. */
function lostABattle(maiden: { faceUp?: boolean; position?: 'attack' | 'defense' } = {}): Duel {
  const d = toBattle(duelOf({
    me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'The Forgiving Maiden', position: 'defense', ...maiden }], graveyard: ['Sangan'] },
    opp: { monsters: [{ card: 'Summoned Skull' }] },
  }));
  const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Summoned Skull', 1) }));
  return passAll(play(x, { type: 'nextPhase', to: 'main2' }));
}

describe('The Forgiving Maiden', () => {
  it('Tribute it: a monster of yours destroyed by battle this turn returns from the Graveyard to your hand', () => {
    const x = lostABattle();
    const maiden = idOf(x, 'The Forgiving Maiden');
    let y = play(x, { type: 'activate', card: maiden });
    // Only the monster destroyed by battle is offered (not Sangan, in the Graveyard since an earlier turn).
    expect(legal(y, 'select').map((a) => ('ids' in a ? a.ids : null))).toEqual([[idOf(x, 'Celtic Guardian')]]);
    y = passAll(play(y, { type: 'select', ids: [idOf(x, 'Celtic Guardian')] }));
    expect(me(y).hand).toEqual(['Celtic Guardian']);
    expect(me(y).graveyard.sort()).toEqual(['Sangan', 'The Forgiving Maiden']);
  });

  it('cannot be used with no monster of yours destroyed by battle this turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'The Forgiving Maiden' }], graveyard: ['Celtic Guardian'] } });
    expect(legal(d, 'activate', idOf(d, 'The Forgiving Maiden'))).toEqual([]);
  });

  it('a monster destroyed by battle in an earlier turn is not offered', () => {
    const x = endTurn(endTurn(lostABattle()));
    expect(legal(x, 'activate', idOf(x, 'The Forgiving Maiden'))).toEqual([]);
  });

  it('face-down it cannot be used', () => {
    const x = lostABattle({ faceUp: false });
    expect(legal(x, 'activate', idOf(x, 'The Forgiving Maiden'))).toEqual([]);
  });
});
