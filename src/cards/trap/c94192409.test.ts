import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Compulsory Evacuation Device: "Target 1 monster on the field; return that target to the hand."
describe('Compulsory Evacuation Device', () => {
  it("returns the targeted monster to its owner's hand; a Fusion Monster goes to the Extra Deck", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }, { card: 'Compulsory Evacuation Device', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Thousand Dragon' }] } });
    const [first, second] = [d.players[0].spellTraps[0]!.card, d.players[0].spellTraps[1]!.card];
    let x = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: first });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).hand).toEqual(['Summoned Skull']);
    // A second window: the opponent attacks with Thousand Dragon.
    x = play(passWindows(x), { type: 'attack', card: idOf(d, 'Thousand Dragon', 1), target: 'direct' });
    x = play(x, { type: 'activate', card: second });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Thousand Dragon', 1)] });
    x = passAll(x);
    expect(opp(x).extra).toContain('Thousand Dragon');
    expect(me(x).lp).toBe(8000);
  });
});
