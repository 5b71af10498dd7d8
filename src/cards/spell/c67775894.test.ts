import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Wonder Wand: "Equip only to a Spellcaster-Type monster. It gains 500 ATK. If you control the equipped monster and this card: You can send both to the Graveyard; draw 2 cards."
describe('Wonder Wand', () => {
  it('equips a Spellcaster (+500 ATK), not another Type', () => {
    const d = duelOf({ me: { hand: ['Wonder Wand'], monsters: [{ card: 'Dark Magician' }, { card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Wonder Wand') });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Dark Magician')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    }
    x = passAll(x);
    expect(me(x).monsters[0]?.atk).toBe(3000);
  });

  it('send it and the monster it equips to the Graveyard (the cost): draw 2 cards', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Magician' }], spellTraps: [{ card: 'Wonder Wand', faceUp: true, equippedTo: 0 }], deck: ['Feral Imp', 'Kuriboh', 'Celtic Guardian'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Wonder Wand'), effect: 1 }));
    expect(me(x).graveyard.sort()).toEqual(['Dark Magician', 'Wonder Wand']);
    expect(me(x).hand.sort()).toEqual(['Feral Imp', 'Kuriboh']);
  });

  it('not while the opponent controls the equipped monster', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Wonder Wand', faceUp: true }] }, opp: { monsters: [{ card: 'Dark Magician' }] } });
    // Equip the Wand to the opponent's monster through the Spell's own activation.
    const e = duelOf({ me: { hand: ['Wonder Wand'] }, opp: { monsters: [{ card: 'Dark Magician' }] } });
    let x = play(e, { type: 'activate', card: idOf(e, 'Wonder Wand') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(e, 'Dark Magician', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]?.atk).toBe(3000);
    expect(legal(x, 'activate', idOf(e, 'Wonder Wand'))).toEqual([]);
    expect(legal(d, 'activate', idOf(d, 'Wonder Wand'))).toEqual([]);
  });
});
