import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Chain Disappearance', () => {
  it('the opponent Summons a monster with 1000 or less ATK: it is banished, then every copy in their hand and Deck', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Chain Disappearance', faceUp: false }], deck: ['Petit Dragon'] },
      opp: { hand: ['Petit Dragon', 'Petit Dragon', 'Feral Imp'], deck: ['Petit Dragon', 'Uraby'] },
    });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Petit Dragon', 1), tributes: [] });
    expect(legal(x, 'activate', idOf(d, 'Chain Disappearance'))).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Chain Disappearance') }));
    expect(opp(x).banished).toEqual(['Petit Dragon', 'Petit Dragon', 'Petit Dragon']);
    expect(opp(x).hand).toEqual(['Feral Imp']);
    expect(opp(x).deck).toBe(1);
    // Only the opponent's hand and Deck: your own copy stays.
    expect(me(x).deck).toBe(1);
  });

  it('not for a monster with more than 1000 ATK', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Chain Disappearance', faceUp: false }] }, opp: { hand: ['Feral Imp'] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp', 1), tributes: [] });
    expect(legal(x, 'activate')).toEqual([]);
  });
});
