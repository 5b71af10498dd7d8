import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Twin Swords of Flashing Light - Tryce: "Send 1 card from your hand to your Graveyard to equip this card. Decrease the
// ATK of a monster equipped with this card by 500 points. A monster equipped with this card can attack twice during the
// same Battle Phase."

const setup = (hand: string[] = ['Twin Swords of Flashing Light - Tryce', 'Kuriboh']) =>
  duelOf({ me: { hand, monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });

describe('Twin Swords of Flashing Light - Tryce', () => {
  it('costs 1 other card from the hand, sent to the Graveyard; the equipped monster loses 500 ATK', () => {
    const d = setup();
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Twin Swords of Flashing Light - Tryce') }, { type: 'select', ids: [idOf(d, 'Kuriboh')] }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(x).graveyard).toEqual(['Kuriboh']);
    expect(me(x).hand).toEqual([]);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', atk: 2000 });
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Twin Swords of Flashing Light - Tryce', faceUp: true });
  });

  it('cannot be activated with no other card in the hand', () => {
    const d = setup(['Twin Swords of Flashing Light - Tryce']);
    expect(legal(d, 'activate', idOf(d, 'Twin Swords of Flashing Light - Tryce'))).toEqual([]);
  });

  it('the equipped monster can attack twice in the Battle Phase, not three times', () => {
    const d = setup();
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Twin Swords of Flashing Light - Tryce') }, { type: 'select', ids: [idOf(d, 'Kuriboh')] }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    x = toBattle(x);
    const skull = idOf(d, 'Summoned Skull');
    x = passAll(play(x, { type: 'attack', card: skull, target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    x = passAll(play(x, { type: 'attack', card: skull, target: 'direct' }));
    expect(opp(x).lp).toBe(8000 - 600 - 2000);
    expect(legal(x, 'attack', skull)).toEqual([]);
  });

  it('a monster it does not equip attacks once', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }], spellTraps: [{ card: 'Twin Swords of Flashing Light - Tryce', faceUp: true, equippedTo: 0 }] } });
    const guardian = idOf(d, 'Celtic Guardian');
    const x = passAll(play(toBattle(d), { type: 'attack', card: guardian, target: 'direct' }));
    expect(legal(x, 'attack', guardian)).toEqual([]);
  });
});
