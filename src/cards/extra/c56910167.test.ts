// Superdreadnought Rail Cannon Gustav Max (texts-2016): "2 Level 10 monsters / Once per turn: You can detach 1 Xyz
// Material from this card; inflict 2000 damage to your opponent."
import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const GUSTAV = 'Superdreadnought Rail Cannon Gustav Max';

describe('Superdreadnought Rail Cannon Gustav Max', () => {
  it('is Xyz Summoned with 2 Level 10 monsters', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Yubel' }, { card: 'Yubel' }], extra: [GUSTAV] } });
    const x = play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz')!);
    expect(me(x).monsters.find((m) => m?.name === GUSTAV)).toMatchObject({ atk: 3000, def: 3000, materials: ['Yubel', 'Yubel'] });
  });
  it('detaches 1 Xyz Material: the opponent takes 2000 damage; once per turn', () => {
    const d = duelOf({ me: { monsters: [{ card: GUSTAV, materials: ['Yubel', 'Yubel'] }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, GUSTAV), effect: 0 }));
    // Two materials: the player chooses the one detached.
    x = passAll(play(x, legal(x, 'select')[0]!));
    expect(opp(x).lp).toBe(6000);
    expect(me(x).lp).toBe(8000);
    expect(me(x).monsters[0]!.materials).toEqual(['Yubel']);
    expect(me(x).graveyard).toEqual(['Yubel']);
    expect(legal(x, 'activate')).toEqual([]);
  });
  it('cannot be used with no Xyz Material', () => {
    const d = duelOf({ me: { monsters: [{ card: GUSTAV }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
