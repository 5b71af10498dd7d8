import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

describe('Sacred Crane', () => {
  it('Special Summoned (Monster Reborn): its controller draws 1 card', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Sacred Crane'], deck: ['Uraby', 'Battle Ox'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Sacred Crane')] });
    if (x.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'defense' });
    x = passAll(x);
    expect(me(x).hand).toEqual(['Uraby']);
    expect(me(x).monsters.find((m) => m?.name === 'Sacred Crane')).toMatchObject({ position: 'defense' });
  });

  it('Normal Summoned: no draw', () => {
    const d = duelOf({ me: { hand: ['Sacred Crane'], deck: ['Uraby'] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Sacred Crane'), tributes: [] }));
    expect(me(x).hand).toEqual([]);
    expect(me(x).deck).toBe(1);
  });
});
