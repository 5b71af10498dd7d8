import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * Rule code `noEffectDamage` ("any damage to you from a card effect becomes 0"): asked of the field (Des
 * Wombat, while face-up: from any card's effect) and of the duel (Hallowed Life Barrier, recorded with key
 * 'fromOpponent' for this turn: only from the opponent's effects). Read where an effect inflicts damage
 * (effects/context.ts `damage`): the player loses no LP and no damage is dealt.
 */
describe('no damage from card effects (rule code noEffectDamage)', () => {
  it('a field rule: the face-up card protects its controller only', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Des Wombat' }] }, opp: { hand: ['Ookazi'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) }));
    expect(me(x).lp).toBe(8000);
    expect(x.events.some((e) => e.type === 'effectDamage')).toBe(false);
    const e = duelOf({ opp: { monsters: [{ card: 'Des Wombat' }] }, me: { hand: ['Ookazi'] } });
    expect(opp(passAll(play(e, { type: 'activate', card: idOf(e, 'Ookazi') }))).lp).toBe(8000);
  });

  it("a recorded rule with key 'fromOpponent': only the opponent's effects are stopped, and only this turn", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Feral Imp'], spellTraps: [{ card: 'Hallowed Life Barrier', faceUp: false }] }, opp: { hand: ['Ookazi'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) }, { type: 'activate', card: idOf(d, 'Hallowed Life Barrier') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(x);
    expect(me(x).lp).toBe(8000);
    expect(x.rules).toContainEqual(expect.objectContaining({ code: 'noEffectDamage', player: 0, key: 'fromOpponent', lasts: { kind: 'thisTurn', turn: d.turn } }));
  });
});
