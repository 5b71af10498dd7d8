import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * Rule code `reflectsEffectDamage` (Barrel Behind the Door: "your opponent takes the damage instead"):
 * recorded for one Chain Link (key `<card>#<effect>`), lasting `thisChain` — until the Chain is over, when
 * chain.ts drops it (ygopro's RESET_CHAIN). Read where an effect inflicts damage (effects/context.ts
 * `damage`): damage that Chain Link would inflict to the rule's player goes to their opponent.
 */
describe('effect damage reflected for one Chain Link (rule code reflectsEffectDamage, duration thisChain)', () => {
  it('the damage goes to the other player, and the rule ends with the Chain', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Barrel Behind the Door', faceUp: false }] }, opp: { hand: ['Ookazi', 'Ookazi'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) }, { type: 'activate', card: idOf(d, 'Barrel Behind the Door') });
    // Barrel has resolved (a Counter Trap, Chain Link 2); Ookazi waits: the rule is there, for that link.
    const links = x.flow.chain.length;
    if (links === 1) expect(x.rules).toContainEqual(expect.objectContaining({ code: 'reflectsEffectDamage', player: 0, lasts: { kind: 'thisChain', turn: d.turn } }));
    x = passAll(x);
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 7200]);
    expect(x.rules.some((r) => r.lasts.kind === 'thisChain')).toBe(false);
    // The same card's effect on a later Chain is not reflected.
    x = passAll(play(x, { type: 'activate', card: x.players[1].hand[0]! }));
    expect(me(x).lp).toBe(7200);
  });
});
