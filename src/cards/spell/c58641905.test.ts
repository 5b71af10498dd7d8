import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Ring of Defense (texts-2016): "Activate only when an effect of a Trap Card that inflicts damage is activated.
 * Make the effect damage of that Trap Card 0." (official/c58641905.lua: the damage of that Chain Link becomes 0 for
 * both players, until the Chain ends: rule code `noDamageFromLink` for each player.)
 */
const RING = [{ card: 'Ring of Defense', faceUp: false }];

describe('Ring of Defense', () => {
  it("in answer to the opponent's Trap that inflicts damage: that Trap's damage becomes 0", () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { spellTraps: RING, monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] },
      opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Just Desserts', 1) });
    expect(legal(x, 'activate', idOf(d, 'Ring of Defense'))).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Ring of Defense') }));
    expect(me(x).lp).toBe(8000);
    expect(me(x).graveyard).toEqual(['Ring of Defense']);
    expect(opp(x).graveyard).toEqual(['Just Desserts']);
    // Only for that Chain: nothing is left recorded.
    expect(x.rules.filter((r) => r.code === 'noDamageFromLink')).toEqual([]);
  });

  it('works on a Trap of its own player too (the damage to either player becomes 0)', () => {
    const d = duelOf({
      me: { hand: ['Ring of Defense'], spellTraps: [{ card: 'Just Desserts', faceUp: false }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Just Desserts') });
    // The opponent has nothing to answer with: the activating player may chain the Ring from the hand.
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Ring of Defense') }));
    expect(opp(x).lp).toBe(8000);
  });

  it('the next Trap damage, in another Chain, is taken', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { spellTraps: RING, monsters: [{ card: 'Celtic Guardian' }] },
      opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }, { card: 'Just Desserts', faceUp: false }] },
    });
    const [first, second] = [d.players[1].spellTraps[0]!.card, d.players[1].spellTraps[1]!.card];
    let x = play(d, { type: 'activate', card: first });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Ring of Defense') }));
    expect(me(x).lp).toBe(8000);
    x = passAll(play(x, { type: 'activate', card: second }));
    expect(me(x).lp).toBe(7500);
  });

  it('cannot be activated in answer to a Spell that inflicts damage, nor to a Trap that inflicts none', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: RING }, opp: { hand: ['Hinotama'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Hinotama', 1) });
    expect(legal(x, 'activate', idOf(d, 'Ring of Defense'))).toEqual([]);
    const e = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: RING }, opp: { spellTraps: [{ card: 'Jar of Greed', faceUp: false }] } });
    const y = play(e, { type: 'activate', card: idOf(e, 'Jar of Greed', 1) });
    expect(legal(y, 'activate', idOf(e, 'Ring of Defense'))).toEqual([]);
    // And with no Chain at all.
    expect(legal(duelOf({ me: { hand: ['Ring of Defense'] } }), 'activate')).toEqual([]);
  });
});
