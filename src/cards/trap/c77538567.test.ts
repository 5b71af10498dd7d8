import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Dark Bribe: "When an opponent's Spell/Trap Card is activated: Your opponent draws 1 card, also negate the Spell/Trap activation, and if you do, destroy it."
describe('Dark Bribe', () => {
  it("negates the opponent's Spell and destroys it; the opponent draws 1 card", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Dark Bribe', faceUp: false }] }, opp: { hand: ['Dark Hole'], deck: ['Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Bribe') }));
    expect(opp(x).graveyard).toEqual(['Dark Hole']);
    expect(opp(x).hand).toEqual(['Feral Imp']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it("a Trap too; not your own Spell", () => {
    const trap = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Dark Bribe', faceUp: false }] }, opp: { spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] } });
    const x = play(trap, { type: 'activate', card: idOf(trap, 'Compulsory Evacuation Device', 1) }, { type: 'select', ids: [idOf(trap, 'Celtic Guardian')] });
    expect(legal(x, 'activate', idOf(trap, 'Dark Bribe'))).toHaveLength(1);
    const own = duelOf({ me: { hand: ['Dark Hole'], spellTraps: [{ card: 'Dark Bribe', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }] } });
    const y = play(own, { type: 'activate', card: idOf(own, 'Dark Hole') });
    expect(legal(y, 'activate', idOf(own, 'Dark Bribe'))).toEqual([]);
  });
});
