import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Dark Magic Curtain: "If you activate this card, you cannot Normal Summon, Flip Summon or Special Summon this turn.
// Pay half your Life Points to Special Summon 1 "Dark Magician" from your Deck."
describe('Dark Magic Curtain', () => {
  it('pay half your LP: Dark Magician comes from the Deck; then no more Summons this turn (a Set is still allowed)', () => {
    const d = duelOf({ me: { lp: 7001, hand: ['Dark Magic Curtain', 'Celtic Guardian', 'Feral Imp', 'Monster Reborn'], graveyard: ['Summoned Skull'], deck: ['Dark Magician', 'Kuriboh'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Magic Curtain') });
    expect(me(x).lp).toBe(3501);
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Dark Magician' });
    expect(legal(x, 'normalSummon')).toEqual([]);
    expect(legal(x, 'setMonster').length).toBeGreaterThan(0);
    expect(legal(x, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });

  it('not after a Summon this turn; needs a Dark Magician in the Deck and a free zone', () => {
    const d = duelOf({ me: { hand: ['Dark Magic Curtain', 'Celtic Guardian'], deck: ['Dark Magician'] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    expect(legal(x, 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Dark Magic Curtain'], deck: ['Celtic Guardian'] } }), 'activate')).toEqual([]);
  });
});
