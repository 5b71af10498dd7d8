import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

describe('Hysteric Fairy', () => {
  it('Tribute 2 monsters you control (the cost, itself allowed): gain 1000 LP', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hysteric Fairy' }, { card: 'Feral Imp' }, { card: 'Uraby' }] } });
    const fairy = idOf(d, 'Hysteric Fairy');
    let x = play(d, { type: 'activate', card: fairy });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toHaveLength(3);
    x = play(x, { type: 'select', ids: [fairy] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).lp).toBe(9000);
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Hysteric Fairy']);
  });

  it('cannot be activated with fewer than 2 monsters', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: 'Hysteric Fairy' }] } }), 'activate')).toEqual([]);
  });
});
