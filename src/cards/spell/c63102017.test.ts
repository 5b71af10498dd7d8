import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// "Select 1 Defense Position monster on your opponent's side of the field and change it to Attack Position." (Stop Defense, texts-2016)
describe('Stop Defense', () => {
  it("changes a face-up Defense Position monster of the opponent's to Attack Position", () => {
    const d = duelOf({ me: { hand: ['Stop Defense'] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Stop Defense') }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Mystical Elf', position: 'attack', faceUp: true });
    expect(me(x).graveyard).toEqual(['Stop Defense']);
  });

  it('targets only Defense Position monsters the opponent controls: not theirs in Attack Position, not yours', () => {
    const d = duelOf({
      me: { hand: ['Stop Defense'], monsters: [{ card: 'Giant Soldier of Stone', position: 'defense' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf', position: 'defense' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Stop Defense') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mystical Elf', 1)] });
  });

  it('cannot be activated when the opponent has no Defense Position monster', () => {
    const d = duelOf({ me: { hand: ['Stop Defense'], monsters: [{ card: 'Mystical Elf', position: 'defense' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'activate', idOf(d, 'Stop Defense'))).toEqual([]);
  });

  it('a face-down monster is flipped face-up into Attack Position, and its Flip effect activates', () => {
    const d = duelOf({
      me: { hand: ['Stop Defense'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Stop Defense') }, { type: 'select', ids: [idOf(d, 'Man-Eater Bug', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Man-Eater Bug', position: 'attack', faceUp: true });
    // The Bug's owner chooses what it destroys.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Stop Defense']);
  });
});
