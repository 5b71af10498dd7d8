import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Two-Pronged Attack', () => {
  it('targets 2 monsters you control and 1 the opponent controls, and destroys all three', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Two-Pronged Attack', faceUp: false }], monsters: [{ card: 'Silver Fang' }, { card: 'Feral Imp' }, { card: 'Mystical Elf' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Dark Magician' }] },
    });
    const [fang, imp, elf] = ['Silver Fang', 'Feral Imp', 'Mystical Elf'].map((n) => idOf(d, n));
    let x = play(d, { type: 'activate', card: idOf(d, 'Two-Pronged Attack') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [fang, imp, elf] });
    x = play(x, { type: 'select', ids: [fang!] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [imp, elf] });
    x = play(x, { type: 'select', ids: [elf!] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull', 1), idOf(d, 'Dark Magician', 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] });
    expect(me(x).monsters.map((m) => m?.name ?? null)).toEqual([null, 'Feral Imp', null, null, null]);
    expect(me(x).graveyard.sort()).toEqual(['Mystical Elf', 'Silver Fang', 'Two-Pronged Attack']);
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
    expect(opp(x).monsters[0]?.name).toBe('Summoned Skull');
  });
  it("cannot be activated with only 1 monster of your own, nor with none on the opponent's side", () => {
    const trap = { card: 'Two-Pronged Attack', faceUp: false };
    expect(legal(duelOf({ me: { spellTraps: [trap], monsters: [{ card: 'Silver Fang' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { spellTraps: [trap], monsters: [{ card: 'Silver Fang' }, { card: 'Feral Imp' }] } }), 'activate')).toEqual([]);
  });
});
