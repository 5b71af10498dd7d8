import { describe, expect, it } from 'vitest';
import { attackOf } from '../../engine/draft';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Rush Recklessly: "Target 1 face-up monster on the field; it gains 700 ATK until the end of this turn."
describe('Rush Recklessly', () => {
  it('a face-up monster (either side) gains 700 ATK until the end of the turn', () => {
    const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }, { card: 'Kuriboh' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Rush Recklessly') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Kuriboh', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 2000 });
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 1300 });
  });
  it('in the Damage Step before damage calculation: the boost wins the battle', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Feral Imp' }] }, opp: { spellTraps: [{ card: 'Rush Recklessly', faceUp: false }], monsters: [{ card: 'Mystical Elf', faceUp: true }] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, 'Mystical Elf', 1) });
    // Set, it is activated on the opponent's turn; into the Damage Step (both pass the attack's declaration), the defender activates it there.
    while (x.flow.window && !attackOf(x)?.damageStep) x = play(x, { type: 'pass' });
    expect(attackOf(x)?.damageStep).toBe(true);
    while (x.flow.window && x.flow.window.player !== 1) x = play(x, { type: 'pass' });
    expect(legal(x, 'activate', idOf(d, 'Rush Recklessly', 1))).toHaveLength(1);
    x = play(x, { type: 'activate', card: idOf(d, 'Rush Recklessly', 1) }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Mystical Elf', atk: 800 + 700 });
    expect(me(x).graveyard).toEqual(['Feral Imp']);
  });
});
