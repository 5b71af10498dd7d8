import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Abyss Soldier', () => {
  it('discard a WATER monster (cost): the targeted card on the field returns to its owner\'s hand; once per turn', () => {
    const d = duelOf({
      me: { hand: ['Great White', 'Great White', 'Feral Imp'], monsters: [{ card: 'Abyss Soldier' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    const soldier = idOf(d, 'Abyss Soldier');
    let x = play(d, { type: 'activate', card: soldier });
    // Only WATER monsters may be discarded: not Feral Imp.
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.length).toBe(2);
    x = play(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });
    // Any card on the field: the Set Mirror Force and this card itself are targets too.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([soldier, idOf(d, 'Summoned Skull', 1), idOf(d, 'Mirror Force', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).hand).toEqual(['Summoned Skull']);
    expect(me(x).graveyard).toEqual(['Great White']);
    expect(me(x).hand.sort()).toEqual(['Feral Imp', 'Great White']);
    expect(legal(x, 'activate', soldier)).toEqual([]);
  });

  it('may return a Set Spell or Trap Card', () => {
    const d = duelOf({ me: { hand: ['Great White'], monsters: [{ card: 'Abyss Soldier' }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Abyss Soldier') });
    if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.includes(idOf(d, 'Great White'))) x = play(x, { type: 'select', ids: [idOf(d, 'Great White')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).hand).toEqual(['Mirror Force']);
  });

  it('cannot be activated without a WATER monster in the hand', () => {
    const d = duelOf({ me: { hand: ['Feral Imp', 'Umi'], monsters: [{ card: 'Abyss Soldier' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'activate', idOf(d, 'Abyss Soldier'))).toEqual([]);
  });
});
