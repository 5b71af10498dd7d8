import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Barrel Behind the Door', () => {
  const setup = (oppHand: string[]) => duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Barrel Behind the Door', faceUp: false }] }, opp: { hand: oppHand } });

  it("answers the opponent's damage effect: the opponent takes the damage instead", () => {
    const d = setup(['Ookazi']);
    let x = play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) });
    expect(legal(x, 'activate', idOf(d, 'Barrel Behind the Door'))).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Barrel Behind the Door') }));
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 7200]);
    expect(me(x).graveyard).toEqual(['Barrel Behind the Door']);
  });

  it('only for the Chain Link it answered: a later damage effect hits its player again', () => {
    const d = setup(['Ookazi', 'Ookazi']);
    let x = play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Barrel Behind the Door') }));
    expect(x.rules.some((r) => r.code === 'reflectsEffectDamage')).toBe(false);
    x = passAll(play(x, { type: 'activate', card: x.players[1].hand[0]! }));
    expect([me(x).lp, opp(x).lp]).toEqual([7200, 7200]);
  });

  it('cannot answer an effect that inflicts no damage, nor be activated with nothing to answer', () => {
    const d = setup(['Pot of Greed']);
    expect(legal(d, 'activate', idOf(d, 'Barrel Behind the Door'))).toEqual([]);
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    expect(legal(x, 'activate', idOf(d, 'Barrel Behind the Door'))).toEqual([]);
  });
});
