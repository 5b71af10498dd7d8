import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

// Acid Trap Hole: "Select 1 face-down Defense Position monster and flip it face-up. If the monster's DEF is 2000 or less, destroy it. If the monster's DEF is more than 2000, flip the monster to face-down Defense Position."
describe('Acid Trap Hole', () => {
  const duel = (monster: string) => duelOf({ me: { spellTraps: [{ card: 'Acid Trap Hole', faceUp: false }] }, opp: { monsters: [{ card: monster, faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] } });
  it('DEF 2000 or less: flipped face-up and destroyed', () => {
    const d = duel('Mystical Elf');
    let x = play(d, { type: 'activate', card: idOf(d, 'Acid Trap Hole') });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Mystical Elf', 1)]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] });
    }
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Mystical Elf']);
  });
  it('DEF more than 2000: flipped face-up, then face-down again', () => {
    const d = duel('Blue-Eyes White Dragon');
    let x = play(d, { type: 'activate', card: idOf(d, 'Acid Trap Hole') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon', 1)] });
    x = passAll(x);
    expect(opp(x).graveyard).toEqual([]);
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
  });
  it('no face-down Defense Position monster: cannot be activated', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Acid Trap Hole', faceUp: false }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
