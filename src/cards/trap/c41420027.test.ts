import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Solemn Judgment', () => {
  it('negates a Normal Summon for half the LP and destroys the monster; the Summon never succeeded, so Trap Hole cannot answer it', () => {
    const d = duelOf({
      me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }], lp: 7999 },
      opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }, { card: 'Trap Hole', faceUp: false }] },
    });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] });
    // Only the Summon-negating card is offered while the Summon is announced.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(legal(x, 'activate')).toEqual([{ type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 0 }]);
    x = play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 0 });
    expect(opp(x).lp).toBe(4000);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Summoned Skull']);
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(opp(x).spellTraps[1]).toMatchObject({ faceUp: false });
    // The Normal Summon was used up all the same.
    expect(legal(x, 'normalSummon')).toEqual([]);
    expect(summary(x).chain).toEqual([]);
  });
  it('passing it lets the Summon succeed, and then "when Summoned" cards may respond', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }, { card: 'Trap Hole', faceUp: false }] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] }, { type: 'pass' });
    expect(legal(x, 'activate').map((a) => a.card)).toContain(idOf(d, 'Trap Hole', 1));
    x = play(x, { type: 'activate', card: idOf(d, 'Trap Hole', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    // Its owner could chain Solemn Judgment to their own Trap Hole; they pass.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'pass' });
    expect(me(x).graveyard).toContain('Summoned Skull');
  });
  it('negates the activation of a Spell Card and destroys it', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }], monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    x = play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 1 });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
    expect(me(x).graveyard).toEqual(['Dark Hole']);
    expect(opp(x).lp).toBe(4000);
  });
  it('works for either player: my Set Solemn Judgment negates the opponent\'s Flip Summon', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Man-Eater Bug', 1) });
    x = play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment'), effect: 0 });
    // Negated before it succeeded: no Flip effect.
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).lp).toBe(4000);
  });
});
