import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

describe('Des Wombat', () => {
  it("face-up, its controller takes no damage from the opponent's card effects", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Des Wombat' }] }, opp: { hand: ['Ookazi'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) }));
    expect(me(x).lp).toBe(8000);
    expect(opp(x).graveyard).toEqual(['Ookazi']);
  });

  it('nor from its own controller\'s effects (GOAT Ring of Destruction: both take the ATK; only the opponent loses LP)', () => {
    const d = duelOf({ format: 'goat', me: { monsters: [{ card: 'Des Wombat' }], spellTraps: [{ card: 'Ring of Destruction', faceUp: false }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Ring of Destruction') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    x = passAll(x);
    expect(opp(x).graveyard).toContain('Feral Imp');
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 8000 - 1300]);
  });

  it('battle damage is not effect damage: still taken', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Des Wombat' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Des Wombat') }));
    expect(me(x).lp).toBe(8000 - 900);
  });

  it('face-down, it protects nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Des Wombat', faceUp: false, position: 'defense' }] }, opp: { hand: ['Ookazi'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) }));
    expect(me(x).lp).toBe(7200);
  });
});
