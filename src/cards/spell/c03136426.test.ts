import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Level Limit - Area B: "Change all face-up Level 4 or higher monsters to Defense Position."
describe('Level Limit - Area B', () => {
  it('face-up Level 4 or higher monsters go to Defense Position and stay there; lower Levels do not', () => {
    const d = duelOf({ me: { hand: ['Level Limit - Area B'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Kuriboh' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Level Limit - Area B') }));
    expect(me(x).monsters.filter(Boolean).map((m) => [m!.name, m!.position])).toEqual([['Celtic Guardian', 'defense'], ['Kuriboh', 'attack']]);
    expect(opp(x).monsters[0]?.position).toBe('defense');
    expect(legal(x, 'changePosition', idOf(d, 'Celtic Guardian'))).toHaveLength(0);
  });
  it('a Level 4 monster Summoned later is held too', () => {
    const d = duelOf({ me: { hand: ['Feral Imp'], spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
    expect(me(x).monsters.find(Boolean)?.position).toBe('defense');
  });
});
