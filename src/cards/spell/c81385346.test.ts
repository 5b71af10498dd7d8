import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Stamping Destruction: "If you control a Dragon-Type monster: Target 1 Spell/Trap Card on the field; destroy that target, and if you do, inflict 500 damage to its controller."
describe('Stamping Destruction', () => {
  it('destroys the targeted Spell/Trap and its controller takes 500 damage (the opponent\'s card: the opponent)', () => {
    const d = duelOf({ me: { hand: ['Stamping Destruction'], monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Stamping Destruction') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Just Desserts', 1)] });
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Just Desserts']);
    expect(opp(x).lp).toBe(7500);
    expect(me(x).lp).toBe(8000);
  });

  it('your own Spell/Trap may be the target: then you take the 500', () => {
    const d = duelOf({ me: { hand: ['Stamping Destruction'], monsters: [{ card: 'Blue-Eyes White Dragon' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Stamping Destruction') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Trap Hole'), idOf(d, 'Just Desserts', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Trap Hole')] }));
    expect(me(x).lp).toBe(7500);
    expect(opp(x).lp).toBe(8000);
  });

  it('the target gone when it resolves: nothing destroyed, no damage', () => {
    const d = duelOf({ me: { hand: ['Stamping Destruction'], monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Stamping Destruction') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Space Typhoon', 1)] });
    // The opponent chains the targeted card itself: it resolves and leaves the field first.
    x = play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Stamping Destruction')] });
    x = passAll(x);
    expect(opp(x).lp).toBe(8000);
  });

  it('needs a face-up Dragon you control and a Spell/Trap on the field besides itself', () => {
    expect(legal(duelOf({ me: { hand: ['Stamping Destruction'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Stamping Destruction'], monsters: [{ card: 'Blue-Eyes White Dragon' }] } }), 'activate')).toEqual([]);
  });
});
