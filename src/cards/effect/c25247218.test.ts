import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Big Piece Golem', () => {
  it.each([0, 1] as const)('player %i: Normal Summoned without Tributing while the opponent controls a monster and they control none', (p) => {
    const mine = { hand: ['Big Piece Golem'] };
    const theirs = { monsters: [{ card: 'Feral Imp' }] };
    const d = duelOf({ turnPlayer: p, me: p === 0 ? mine : theirs, opp: p === 1 ? mine : theirs });
    const golem = idOf(d, 'Big Piece Golem', p);
    expect(legal(d, 'normalSummon', golem)).toEqual([{ type: 'normalSummon', card: golem, tributes: [] }]);
    expect(legal(d, 'setMonster', golem)).toEqual([{ type: 'setMonster', card: golem, tributes: [] }]);
    const x = play(d, { type: 'normalSummon', card: golem, tributes: [] });
    expect((p === 0 ? me(x) : opp(x)).monsters[0]).toMatchObject({ name: 'Big Piece Golem', atk: 2100, faceUp: true, position: 'attack' });
  });

  it('not when the opponent controls no monster', () => {
    const d = duelOf({ me: { hand: ['Big Piece Golem'] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    expect(legal(d, 'setMonster')).toEqual([]);
  });

  it('not when you control a monster: then it needs its Tribute as usual', () => {
    const d = duelOf({ me: { hand: ['Big Piece Golem'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const golem = idOf(d, 'Big Piece Golem');
    expect(legal(d, 'normalSummon', golem)).toEqual([{ type: 'normalSummon', card: golem, tributes: [idOf(d, 'Celtic Guardian')] }]);
    const x = play(d, { type: 'normalSummon', card: golem, tributes: [idOf(d, 'Celtic Guardian')] });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).monsters.find(Boolean)?.name).toBe('Big Piece Golem');
  });
});

describe('Medium Piece Golem', () => {
  it('Normal Summoned beside a face-up Big Piece Golem: with no Small Piece Golem in the Deck, nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Medium Piece Golem'], monsters: [{ card: 'Big Piece Golem' }], deck: ['Feral Imp', 'Celtic Guardian'] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Medium Piece Golem'), tributes: [] });
    expect(x.flow.prompt).toBeNull();
    expect(summary(x).chain).toEqual([]);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Big Piece Golem', 'Medium Piece Golem']);
    expect(me(x).deck).toBe(2);
  });

  it('Summoned beside a face-up Big Piece Golem: you can Special Summon a Small Piece Golem from the Deck, whose effects are negated', () => {
    const d = duelOf({ me: { hand: ['Medium Piece Golem'], monsters: [{ card: 'Big Piece Golem' }], deck: ['Feral Imp', 'Small Piece Golem', 'Medium Piece Golem'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Medium Piece Golem'), tributes: [] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Small Piece Golem')] }, { type: 'select', option: 'defense' });
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Big Piece Golem', 'Medium Piece Golem', 'Small Piece Golem']);
    expect(me(x).monsters[2]).toMatchObject({ faceUp: true, position: 'defense' });
    // The Small Piece Golem's own effect (its Special Summon would call a Medium Piece Golem) is negated: nothing more happens.
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(2);
    expect(x.players[0].monsters[2]).toMatchObject({ effectsNegated: true });
  });

  it('not without a face-up Big Piece Golem', () => {
    const d = duelOf({ me: { hand: ['Medium Piece Golem'], monsters: [{ card: 'Big Piece Golem', faceUp: false, position: 'defense' }], deck: ['Small Piece Golem'] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Medium Piece Golem'), tributes: [] });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(1);
  });
});
