import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Draining Shield: "When an opponent's monster declares an attack: Target the attacking monster; negate that attack, and if you do, gain Life Points equal to that target's ATK."
describe('Draining Shield', () => {
  it("negates the attack and you gain LP equal to the attacker's ATK", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Draining Shield', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Draining Shield') }));
    expect(me(x).lp).toBe(10500);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  it('the attacker turned face-down before it resolves: no negation, no LP', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Draining Shield', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Book of Moon', faceUp: false }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') });
    x = play(x, { type: 'activate', card: idOf(d, 'Draining Shield') });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(me(x).lp).toBe(8000);
  });
});
