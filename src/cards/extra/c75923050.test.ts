import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import { fusionSummonSpec } from './fusionSummonSpec';

const resolveAll = (x: Duel): Duel => {
  let y = passAll(x);
  while (y.flow.prompt) y = passAll(play(y, legalActions(y)[0]!));
  return y;
};

/*
 * Super Robolady: ""Robolady" + "Roboyarou" / You can Special Summon "Super Roboyarou" by returning this card
 * from the field to the Fusion Deck. You cannot use this effect during the same turn this monster is Special
 * Summoned. In addition, increase the ATK of this monster by 1000 points during the Damage Step when this
 * monster inflicts Direct Damage to your opponent's Life Points." GOAT: the same script (no era variant).
 */
describe('Super Robolady', () => {
  fusionSummonSpec('Super Robolady', ['Robolady', 'Roboyarou'], { atk: 1200, def: 500 });

  it('attacking directly: 2200 ATK in the Damage Step', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Super Robolady' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Super Robolady'), target: 'direct' }));
    expect(opp(x).lp).toBe(8000 - 2200);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1200 });
  });

  it('battling a monster: no change', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Super Robolady' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Super Robolady'), target: idOf(d, 'Feral Imp', 1) }));
    expect(me(x).lp).toBe(8000 - 100); // 1200 against 1300
  });

  it('returns itself to the Extra Deck to Special Summon "Super Roboyarou" from it; not the turn it was Special Summoned', () => {
    const d = duelOf({ me: { extra: ['Super Roboyarou'], monsters: [{ card: 'Super Robolady' }] } });
    const x = resolveAll(play(d, { type: 'activate', card: idOf(d, 'Super Robolady'), effect: 0 }));
    expect(me(x).monsters.find((m) => m)?.name).toBe('Super Roboyarou');
    expect(me(x).extra).toEqual(['Super Robolady']);
    // Super Roboyarou was Special Summoned this turn: it cannot switch back now.
    expect(legal(x, 'activate', idOf(x, 'Super Roboyarou'))).toEqual([]);
  });
});
