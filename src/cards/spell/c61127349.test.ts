import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Big Bang Shot: "The equipped monster gains 400 ATK. If the equipped monster attacks a Defense Position
// monster, inflict piercing battle damage to your opponent. When this card leaves the field, banish the
// equipped monster."
describe('Big Bang Shot', () => {
  it('equips a face-up monster (either side), which gains 400 ATK', () => {
    const d = duelOf({ me: { hand: ['Big Bang Shot'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Big Bang Shot') }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Kuriboh', atk: 700 });
    expect(me(x).spellTraps[0]).toEqual({ name: 'Big Bang Shot', faceUp: true });
  });

  it('the equipped monster attacking a Defense Position monster: piercing battle damage', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Big Bang Shot', faceUp: true, equippedTo: 0 }] }, opp: { monsters: [{ card: 'Kuriboh', position: 'defense' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Kuriboh', 1) }));
    expect(opp(x).lp).toBe(8000 - (1800 - 200));
  });

  it('another monster of the same player attacking: no piercing damage', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Gemini Elf' }], spellTraps: [{ card: 'Big Bang Shot', faceUp: true, equippedTo: 0 }] },
      opp: { monsters: [{ card: 'Kuriboh', position: 'defense' }] },
    });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Gemini Elf'), target: idOf(d, 'Kuriboh', 1) }));
    expect(opp(x).lp).toBe(8000);
  });

  it('when it leaves the field (destroyed), the equipped monster is banished', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Big Bang Shot', faceUp: true, equippedTo: 0 }] },
      opp: { hand: ['Mystical Space Typhoon'] }, turnPlayer: 1,
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Big Bang Shot')] }));
    expect(me(x).graveyard).toEqual(['Big Bang Shot']);
    expect(me(x).banished).toEqual(['Celtic Guardian']);
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('the equipped monster destroyed first: the Spell goes with it and banishes nothing', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Kuriboh' }], spellTraps: [{ card: 'Big Bang Shot', faceUp: true, equippedTo: 0 }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }] }, turnPlayer: 1,
    });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Kuriboh') }));
    expect(me(x).graveyard.sort()).toEqual(['Big Bang Shot', 'Kuriboh']);
    expect(me(x).banished).toEqual([]);
  });
});
