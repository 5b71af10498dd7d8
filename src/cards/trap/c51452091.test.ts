import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Royal Decree (texts-2016): "Negate all other Trap Card effects on the field." A Continuous Trap:
 * Traps may still be activated, but their effects on the field are negated while it is face-up (issue
 * 32 §4, lasting negation; rule code `negatesEffects`).
 */

describe('Royal Decree', () => {
  it('a Trap may still be activated, but its effect is negated: Trap Hole does not destroy the Summoned monster', () => {
    const d = duelOf({
      me: { hand: ['Summoned Skull'], monsters: [{ card: 'Feral Imp' }] },
      opp: { spellTraps: [{ card: 'Royal Decree', faceUp: true }, { card: 'Trap Hole', faceUp: false }] },
    });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Feral Imp')] });
    expect(legal(x, 'activate').map((a) => a.card)).toEqual([idOf(d, 'Trap Hole', 1)]);
    let y = play(x, { type: 'activate', card: idOf(d, 'Trap Hole', 1) });
    // Its target: the monster just Summoned.
    if (y.flow.prompt) y = play(y, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    y = passAll(y);
    expect(opp(y).graveyard).toEqual(['Trap Hole']);
    expect(me(y).monsters.some((s) => s?.name === 'Summoned Skull')).toBe(true);
  });

  it("negates the continuous effects of other Traps on the field: Spellbinding Circle's monster may attack", () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }, { card: 'Royal Decree', faceUp: false }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    const skull = idOf(d, 'Summoned Skull', 1);
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') }, { type: 'select', ids: [skull] }));
    expect(legal(toBattle(endTurn(x)), 'attack', skull)).toEqual([]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Royal Decree') }));
    expect(me(x).spellTraps[1]).toMatchObject({ name: 'Royal Decree', faceUp: true });
    expect(legal(toBattle(endTurn(x)), 'attack', skull).length).toBeGreaterThan(0);
  });

  it('does not negate itself, and once it leaves the field the other Traps apply again', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }, { card: 'Royal Decree', faceUp: false }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Mystical Space Typhoon'] },
    });
    const skull = idOf(d, 'Summoned Skull', 1);
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') }, { type: 'select', ids: [skull] }));
    x = endTurn(passAll(play(x, { type: 'activate', card: idOf(d, 'Royal Decree') })));
    expect(legal(x, 'changePosition', skull)).toHaveLength(1);
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Royal Decree')] }));
    expect(me(y).graveyard).toEqual(['Royal Decree']);
    expect(legal(y, 'changePosition', skull)).toEqual([]);
  });
});
