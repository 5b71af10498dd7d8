import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('United We Stand', () => {
  it('the equipped monster gains 800 ATK and DEF for each face-up monster its controller controls, counted as the board changes', () => {
    const d = duelOf({
      me: { hand: ['United We Stand', 'Dark Hole', 'Uraby'], monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }, { card: 'Battle Ox', faceUp: false, position: 'defense' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'United We Stand') });
    // Any face-up monster: the opponent's too, never a face-down one.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Celtic Guardian'), idOf(d, 'Summoned Skull', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    // Two face-up monsters (Battle Ox is face-down): +1600.
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp', atk: 1300 + 1600, def: 1400 + 1600 });
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Uraby'), tributes: [] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 1300 + 2400, def: 1400 + 2400 });
  });

  it('equipped to an opponent\'s monster, it counts the face-up monsters of the Equip Card\'s controller', () => {
    const d = duelOf({ me: { hand: ['United We Stand'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Uraby' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'United We Stand') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', atk: 2500 + 800 });
  });

  it('cannot be activated with no face-up monster on the field', () => {
    const d = duelOf({ me: { hand: ['United We Stand'], monsters: [{ card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
