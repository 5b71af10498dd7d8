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
 * Super Roboyarou: ""Roboyarou" + "Robolady" / You can Special Summon "Super Robolady" by returning this card
 * from the field to the Fusion Deck. You cannot use this effect during the same turn this monster is Special
 * Summoned. In addition, increase the ATK of this monster by 1000 points during the Damage Step when this
 * monster battles with a monster." GOAT: the same script (no era variant).
 */
describe('Super Roboyarou', () => {
  fusionSummonSpec('Super Roboyarou', ['Roboyarou', 'Robolady'], { atk: 1200, def: 500 });

  it('battling a monster: 2200 ATK in the Damage Step, 1200 outside it', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Super Roboyarou' }] }, opp: { monsters: [{ card: 'Gemini Elf' }] } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 1200 });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Super Roboyarou'), target: idOf(d, 'Gemini Elf', 1) }));
    expect(opp(x).graveyard).toEqual(['Gemini Elf']);
    expect(opp(x).lp).toBe(8000 - 300);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1200 });
  });

  it('attacked, it gains it too; attacking directly, it does not', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Super Roboyarou' }] }, opp: { monsters: [{ card: 'Gemini Elf' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Gemini Elf', 1), target: idOf(d, 'Super Roboyarou') }));
    expect(opp(x).graveyard).toEqual(['Gemini Elf']);
    const e = duelOf({ me: { monsters: [{ card: 'Super Roboyarou' }] } });
    const y = passAll(play(toBattle(e), { type: 'attack', card: idOf(e, 'Super Roboyarou'), target: 'direct' }));
    expect(opp(y).lp).toBe(8000 - 1200);
  });

  it('returns itself to the Extra Deck to Special Summon "Super Robolady" from it', () => {
    const d = duelOf({ me: { extra: ['Super Robolady'], monsters: [{ card: 'Super Roboyarou' }] } });
    const x = resolveAll(play(d, { type: 'activate', card: idOf(d, 'Super Roboyarou'), effect: 0 }));
    const summoned = me(x).monsters.find((m) => m);
    expect(summoned?.name).toBe('Super Robolady');
    expect(me(x).extra).toEqual(['Super Roboyarou']);
  });

  it('not without "Super Robolady" in the Extra Deck', () => {
    const none = duelOf({ me: { monsters: [{ card: 'Super Roboyarou' }] } });
    expect(legal(none, 'activate', idOf(none, 'Super Roboyarou'))).toEqual([]);
  });
});
