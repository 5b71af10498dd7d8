import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { isNamed } from '../../engine/stats';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';
import { cardByName } from '..';

/*
 * Galaxy-Eyes Cipher Dragon (texts-2016): "2 Level 8 monsters / Once per turn: You can detach 1 Xyz Material from
 * this card, then target 1 face-up monster your opponent controls; other monsters you control cannot attack
 * directly for the rest of this turn, also take control of that target until the End Phase, but its effects are
 * negated, its ATK becomes 3000, and its name becomes "Galaxy-Eyes Cipher Dragon"." Recorded rules
 * othersCannotAttackDirectly (this turn) and nameChangedTo (until the End Phase).
 */

const CIPHER = 'Galaxy-Eyes Cipher Dragon';
const cipher = (materials = ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon']) => ({ card: CIPHER, materials });

/** Activates Cipher Dragon (the first material detached) on the opponent's `target`. */
function activate(d: Duel, target: string): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, CIPHER), effect: 0 });
  const detach = x.flow.prompt;
  if (detach?.kind === 'chooseCard' && detach.reason.startsWith('Detach')) x = play(x, { type: 'select', ids: [detach.cards[0]!] });
  return play(x, { type: 'select', ids: [idOf(d, target, 1)] });
}

describe('Galaxy-Eyes Cipher Dragon', () => {
  it('is Xyz Summoned with 2 Level 8 monsters', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Blue-Eyes White Dragon' }], extra: [CIPHER] } });
    const x = passAll(play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz')!));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: CIPHER, materials: ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon'] });
    expect(cardByName(CIPHER)).toMatchObject({ level: 8, attribute: 'LIGHT', monsterType: 'Dragon', atk: 3000, def: 2500 });
  });

  it('takes control of the target until the End Phase: its effects negated, its ATK 3000, its name "Galaxy-Eyes Cipher Dragon"', () => {
    const d = duelOf({ me: { monsters: [cipher(), { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Milus Radiant' }] } });
    // Milus Radiant's EARTH boost applies to Celtic Guardian before.
    expect(me(d).monsters[1]).toMatchObject({ atk: 1900 });
    const x = passAll(activate(d, 'Milus Radiant'));
    expect(me(x).monsters.find((m) => m?.name === CIPHER)!.materials).toEqual(['Blue-Eyes White Dragon']);
    const taken = me(x).monsters.find((m) => m?.name === 'Milus Radiant');
    expect(taken).toMatchObject({ atk: 3000 });
    expect(me(x).monsters[1]).toMatchObject({ atk: 1400 });
    const milus = idOf(d, 'Milus Radiant', 1);
    expect(isNamed(x, milus, CIPHER)).toBe(true);
    expect(isNamed(x, milus, 'Milus Radiant')).toBe(false);
    const back = endTurn(x);
    expect(opp(back).monsters.find((m) => m?.name === 'Milus Radiant')).toBeDefined();
    expect(isNamed(back, milus, 'Milus Radiant')).toBe(true);
    expect(opp(back).monsters.find((m) => m?.name === 'Milus Radiant')!.atk).toBeLessThan(3000);
  });

  it('other monsters you control cannot attack directly for the rest of the turn; this card still may', () => {
    const d = duelOf({ me: { monsters: [cipher(), { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Milus Radiant' }] } });
    expect(legal(toBattle(passAll(d)), 'attack', idOf(d, 'Celtic Guardian')).map((a) => a.target)).toContain(idOf(d, 'Milus Radiant', 1));
    const x = toBattle(passAll(activate(d, 'Milus Radiant')));
    expect(legal(x, 'attack', idOf(d, CIPHER)).map((a) => a.target)).toEqual(['direct']);
    expect(legal(x, 'attack', idOf(d, 'Celtic Guardian'))).toEqual([]);
    expect(legal(x, 'attack', idOf(d, 'Milus Radiant', 1))).toEqual([]);
    // The next turn they may again.
    const later = toBattle(endTurn(endTurn(x)));
    expect(legal(later, 'attack', idOf(d, 'Celtic Guardian')).length).toBeGreaterThan(0);
  });

  it('targets only a face-up monster; once per turn; needs an Xyz Material', () => {
    const faceDown = duelOf({ me: { monsters: [cipher()] }, opp: { monsters: [{ card: 'Milus Radiant', faceUp: false, position: 'defense' }] } });
    expect(legal(faceDown, 'activate')).toEqual([]);
    const once = passAll(activate(duelOf({ me: { monsters: [cipher()] }, opp: { monsters: [{ card: 'Milus Radiant' }, { card: 'Feral Imp' }] } }), 'Milus Radiant'));
    expect(legal(once, 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { monsters: [cipher([])] }, opp: { monsters: [{ card: 'Milus Radiant' }] } }), 'activate')).toEqual([]);
  });

  it('the target gone as it resolves: no control is taken, the direct-attack lock still applies', () => {
    const d = duelOf({ me: { monsters: [cipher(), { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Milus Radiant' }], spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] } });
    let x = activate(d, 'Milus Radiant');
    x = play(x, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device', 1) });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Milus Radiant', 1)] }));
    expect(opp(x).hand).toEqual(['Milus Radiant']);
    x = toBattle(x);
    expect(legal(x, 'attack', idOf(d, 'Celtic Guardian'))).toEqual([]);
    expect(legal(x, 'attack', idOf(d, CIPHER)).map((a) => a.target)).toEqual(['direct']);
  });
});
