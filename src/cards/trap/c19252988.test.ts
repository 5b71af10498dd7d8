import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Trap Jammer: "When your opponent activates a Trap Card during the Battle Phase: Negate the activation, and if you do, destroy it."
describe('Trap Jammer', () => {
  it("in the Battle Phase: negates the opponent's Trap (Mirror Force) and destroys it; the attack goes on", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Trap Jammer', faceUp: false }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' });
    x = play(x, { type: 'activate', card: idOf(d, 'Mirror Force', 1) });
    expect(legal(x, 'activate', idOf(d, 'Trap Jammer'))).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Trap Jammer') }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(opp(x).lp).toBe(5500);
  });

  it('not outside the Battle Phase, not against a Spell', () => {
    const main = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Trap Jammer', faceUp: false }] }, opp: { spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] } });
    const x = play(main, { type: 'activate', card: idOf(main, 'Compulsory Evacuation Device', 1) }, { type: 'select', ids: [idOf(main, 'Celtic Guardian')] });
    expect(legal(x, 'activate', idOf(main, 'Trap Jammer'))).toEqual([]);
    const spell = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Trap Jammer', faceUp: false }] }, opp: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(play(spell, { type: 'activate', card: idOf(spell, 'Dark Hole', 1) }), 'activate', idOf(spell, 'Trap Jammer'))).toEqual([]);
  });
});
