import { describe, expect, it } from 'vitest';
import { applyAction } from '..';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * The Toon rules (effects/toons.ts `toonRules`), from the Toon monsters' 2016 texts (Toon Cannon Soldier:
 * "This card cannot attack during the turn that it is Normal Summoned, Flip Summoned, or Special
 * Summoned. When "Toon World" on the field is destroyed, destroy this card. If "Toon World" is on your
 * side of the field and your opponent does not control a Toon Monster, this card can attack your
 * opponent's Life Points directly."; Blue-Eyes Toon Dragon: "This card cannot attack unless you pay 500
 * Life Points. … If your opponent controls a face-up Toon Monster, you must select it as an attack
 * target.") and the rule codes `attackCost` and `attackTargetsOnly` they use.
 */
const WORLD = { card: 'Toon World', faceUp: true };

describe('A Toon cannot attack the turn it is Summoned', () => {
  it('Normal Summoned this turn it has no attack; on the next turn it has', () => {
    const d = duelOf({ me: { hand: ['Toon Cannon Soldier'], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const id = idOf(d, 'Toon Cannon Soldier');
    const summoned = passAll(play(d, { type: 'normalSummon', card: id, tributes: [] }));
    expect(me(summoned).monsters[0]).toMatchObject({ name: 'Toon Cannon Soldier' });
    expect(legal(toBattle(summoned), 'attack', id)).toEqual([]);
    // A Toon placed on an earlier turn (the scenario's default) attacks.
    const earlier = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    expect(legal(toBattle(earlier), 'attack', idOf(earlier, 'Toon Cannon Soldier')).length).toBeGreaterThan(0);
  });

  it('Flip Summoned this turn it cannot attack either', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier', position: 'defense', faceUp: false }], spellTraps: [WORLD] } });
    const id = idOf(d, 'Toon Cannon Soldier');
    const flipped = passAll(play(d, { type: 'flipSummon', card: id }));
    expect(me(flipped).monsters[0]).toMatchObject({ faceUp: true, position: 'attack' });
    expect(legal(toBattle(flipped), 'attack', id)).toEqual([]);
  });
});

describe('A Toon attacks directly unless the opponent controls a face-up Toon Monster', () => {
  it('with a face-up Toon World it attacks directly past the opponent\'s monster', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const id = idOf(d, 'Toon Cannon Soldier');
    const b = toBattle(d);
    expect(legal(b, 'attack', id).map((a) => a.target)).toContain('direct');
    const hit = passAll(play(b, { type: 'attack', card: id, target: 'direct' }));
    expect(opp(hit).lp).toBe(8000 - 1400);
  });

  it('not while the opponent controls a face-up Toon Monster, nor (for this text) without Toon World', () => {
    const toon = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Toon Cannon Soldier' }] } });
    expect(legal(toBattle(toon), 'attack', idOf(toon, 'Toon Cannon Soldier')).map((a) => a.target)).not.toContain('direct');
    const noWorld = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    expect(legal(toBattle(noWorld), 'attack', idOf(noWorld, 'Toon Cannon Soldier')).map((a) => a.target)).not.toContain('direct');
    // A face-down Toon does not count: the face-up ones do (ygopro's IsFaceup filter).
    const hidden = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Toon Cannon Soldier', position: 'defense', faceUp: false }] } });
    expect(legal(toBattle(hidden), 'attack', idOf(hidden, 'Toon Cannon Soldier')).map((a) => a.target)).toContain('direct');
  });
});

describe('Toons are destroyed when Toon World on the field is destroyed', () => {
  it('Mystical Space Typhoon destroys Toon World: both players\' Toons go with it', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Toon Cannon Soldier' }, { card: 'Celtic Guardian' }], spellTraps: [WORLD], hand: ['Mystical Space Typhoon'] },
      opp: { monsters: [{ card: 'Toon Cannon Soldier' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Toon World')] }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Toon World', 'Toon Cannon Soldier']));
    expect(me(x).monsters.filter((m) => m !== null).map((m) => m!.name)).toEqual(['Celtic Guardian']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('Toon World leaving otherwise (returned to the hand) does not destroy them', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Cannon Soldier' }], spellTraps: [WORLD] }, opp: { hand: ['Giant Trunade'] }, turnPlayer: 1 });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Giant Trunade', 1) }));
    expect(me(x).hand).toContain('Toon World');
    expect(me(x).monsters[0]).toMatchObject({ name: 'Toon Cannon Soldier' });
  });
});

describe('A Toon that must attack a face-up Toon Monster, paying 500 LP to attack (attackTargetsOnly, attackCost)', () => {
  const setup = (lp = 8000) => duelOf({
    me: { lp, monsters: [{ card: 'Blue-Eyes Toon Dragon' }], spellTraps: [WORLD] },
    opp: { monsters: [{ card: 'Toon Cannon Soldier' }, { card: 'Kuriboh' }] },
  });

  it('may select only the face-up Toon Monster; the other is refused with a reason', () => {
    const d = toBattle(setup());
    const id = idOf(d, 'Blue-Eyes Toon Dragon');
    expect(legal(d, 'attack', id).map((a) => a.target)).toEqual([idOf(d, 'Toon Cannon Soldier', 1)]);
    expect(() => applyAction(d, { type: 'attack', card: id, target: idOf(d, 'Kuriboh', 1) })).toThrow(/must be attacked/);
  });

  it('declaring the attack pays 500 LP; with less than 500 LP it cannot attack', () => {
    const d = toBattle(setup());
    const id = idOf(d, 'Blue-Eyes Toon Dragon');
    const x = play(d, { type: 'attack', card: id, target: idOf(d, 'Toon Cannon Soldier', 1) });
    expect(me(x).lp).toBe(7500);
    expect(x.events).toContainEqual({ type: 'paidLp', player: 0, amount: 500 });
    const poor = toBattle(setup(400));
    expect(legal(poor, 'attack', id)).toEqual([]);
    expect(() => applyAction(poor, { type: 'attack', card: id, target: idOf(poor, 'Toon Cannon Soldier', 1) })).toThrow(/LP to pay/);
  });
});
