import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Snatch Steal (texts-2016): "Take control of a monster on your opponent's side of the field that is
 * equipped with this card. Increase your opponent's Life Points by 1000 points during each of their
 * Standby Phases." Control while equipped (issue 32 §4; rule code `takesControl`).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

function stolen(extra: { me?: Parameters<typeof duelOf>[0]['me']; opp?: Parameters<typeof duelOf>[0]['opp'] } = {}): Duel {
  const d = duelOf({ me: { hand: ['Snatch Steal'], deck: DECK, ...extra.me }, opp: { monsters: [{ card: 'Summoned Skull' }], deck: DECK, ...extra.opp } });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
}
const skull = (d: Duel) => idOf(d, 'Summoned Skull', 1);

describe('Snatch Steal', () => {
  it("equips a face-up monster your opponent controls and takes control of it: it may attack for you this turn", () => {
    const x = stolen();
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: true });
    expect(opp(x).monsters.every((s) => s === null)).toBe(true);
    expect(x.players[0].spellTraps[0]).toMatchObject({ card: idOf(x, 'Snatch Steal'), equippedTo: skull(x) });
    expect(x.events).toContainEqual({ type: 'controlChanged', card: skull(x), player: 0 });
    // Taking control is not a Summon: the monster may attack (it has been on the field since an earlier turn).
    expect(legal(toBattle(x), 'attack', skull(x))).toEqual([{ type: 'attack', card: skull(x), target: 'direct' }]);
  });

  it("targets only your opponent's face-up monsters", () => {
    const d = duelOf({ me: { hand: ['Snatch Steal'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });

  it('you keep control for as long as it stays equipped, past the end of the turn', () => {
    let x = stolen();
    for (let i = 0; i < 2; i++) x = endTurn(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 7, turnPlayer: 0 });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  it("during each of your opponent's Standby Phases, they gain 1000 LP (not during yours)", () => {
    let x = endTurn(stolen());
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(opp(x).lp).toBe(9000);
    x = endTurn(x);
    expect(opp(x).lp).toBe(9000);
    x = endTurn(x);
    expect(opp(x).lp).toBe(10000);
  });

  it('when this card leaves the field, control of the monster goes back', () => {
    const x = endTurn(stolen({ opp: { hand: ['Mystical Space Typhoon'] } }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Snatch Steal')] }));
    expect(me(y).monsters.every((s) => s === null)).toBe(true);
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(y.players[1].monsters[0]!.heldByRule).toBeUndefined();
  });

  it('when the monster is destroyed, this card is destroyed, and the monster goes to its owner\'s Graveyard', () => {
    const x = endTurn(stolen({ opp: { hand: ['Fissure'] } }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Fissure', 1) }));
    expect(opp(y).graveyard).toEqual(['Summoned Skull', 'Fissure']);
    expect(me(y).graveyard).toEqual(['Snatch Steal']);
  });

  it("control cannot go back to a full field: the monster is sent to its owner's Graveyard", () => {
    const x = endTurn(stolen({ opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }], hand: ['Scapegoat', 'Mystical Space Typhoon'] } }));
    // Four Sheep Tokens fill the opponent's field (Feral Imp and the Tokens: 5 monsters).
    const full = passAll(play(x, { type: 'activate', card: idOf(x, 'Scapegoat', 1) }));
    expect(opp(full).monsters.every((s) => s !== null)).toBe(true);
    const y = passAll(play(full, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Snatch Steal')] }));
    expect(me(y).monsters.every((s) => s === null)).toBe(true);
    expect(opp(y).graveyard).toEqual(['Scapegoat', 'Mystical Space Typhoon', 'Summoned Skull']);
  });
});
