import { expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

const WORLD = { card: 'Toon World', faceUp: true };

/**
 * The Toon rules a Level 4 Toon Monster's text prints (Toon Gemini Elf, Toon Masked Sorcerer): Normal
 * Summoned, it cannot attack that turn; with a face-up Toon World it attacks directly past a monster (not
 * while the opponent controls a face-up Toon); it is destroyed with Toon World. Its specs call this.
 */
export function toonLevel4Spec(name: string, atk: number): void {
  it('Normal Summoned, it cannot attack that turn', () => {
    const d = duelOf({ me: { hand: [name], spellTraps: [WORLD] } });
    const id = idOf(d, name);
    const x = passAll(play(d, { type: 'normalSummon', card: id, tributes: [] }));
    expect(me(x).monsters[0]).toMatchObject({ name, atk });
    expect(legal(toBattle(x), 'attack', id)).toEqual([]);
  });

  it('with a face-up Toon World it attacks directly past a monster; not while the opponent controls a face-up Toon', () => {
    const d = duelOf({ me: { monsters: [{ card: name }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    expect(legal(toBattle(d), 'attack', idOf(d, name)).map((a) => a.target)).toContain('direct');
    const toon = duelOf({ me: { monsters: [{ card: name }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Toon Cannon Soldier' }] } });
    expect(legal(toBattle(toon), 'attack', idOf(toon, name)).map((a) => a.target)).not.toContain('direct');
    expect(opp(toon).lp).toBe(8000);
  });

  it('is destroyed when Toon World on the field is destroyed', () => {
    const d = duelOf({ me: { monsters: [{ card: name }], spellTraps: [WORLD], hand: ['Mystical Space Typhoon'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Toon World')] }));
    expect(me(x).graveyard).toContain(name);
  });
}
