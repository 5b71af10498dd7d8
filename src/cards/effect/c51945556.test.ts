import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Zaborg the Thunder Monarch', () => {
  it('Tribute Summoned: targets a monster on the field (itself included) and destroys it', () => {
    const d = duelOf({ me: { hand: ['Zaborg the Thunder Monarch'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const zaborg = idOf(d, 'Zaborg the Thunder Monarch');
    let x = passAll(play(d, { type: 'normalSummon', card: zaborg, tributes: [idOf(d, 'Feral Imp')] }));
    expect(x.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([zaborg, idOf(d, 'Summoned Skull', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).monsters.find((m) => m?.name === 'Zaborg the Thunder Monarch')).toBeTruthy();
  });

  it('the only monster on the field: it must target and destroy itself', () => {
    const d = duelOf({ me: { hand: ['Zaborg the Thunder Monarch'], monsters: [{ card: 'Feral Imp' }] } });
    const zaborg = idOf(d, 'Zaborg the Thunder Monarch');
    let x = passAll(play(d, { type: 'normalSummon', card: zaborg, tributes: [idOf(d, 'Feral Imp')] }));
    expect(x.prompt).toMatchObject({ kind: 'chooseCard', cards: [zaborg] });
    x = passAll(play(x, { type: 'select', ids: [zaborg] }));
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Zaborg the Thunder Monarch']);
  });

  it('Special Summoned (Monster Reborn), it is not Tribute Summoned: no destruction', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Zaborg the Thunder Monarch'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Zaborg the Thunder Monarch')] });
    if (x.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(x.prompt).toBeNull();
    expect(opp(x).monsters.find((m) => m?.name === 'Summoned Skull')).toBeTruthy();
  });

  it('Set, then Flip Summoned: not a Tribute Summon either', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Zaborg the Thunder Monarch', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Zaborg the Thunder Monarch') }));
    expect(x.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
  });
});
