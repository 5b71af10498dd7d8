import { describe, expect, it } from 'vitest';
import { applyAction, summary } from '..';
import { damageCalculation } from '../battle';
import { findMonster } from '../board';
import { duelOf, idOf, legal, me, opp, play } from './dsl';

type Pos = 'attack' | 'defense';
/** One battle: my `attacker` attacks the opponent's `target` in `position` (face-up unless said). */
function battle(attacker: string, target: string | null, position: Pos = 'attack', faceUp = true) {
  const d = duelOf({
    me: { monsters: [{ card: attacker }] },
    opp: { monsters: target ? [{ card: target, position, faceUp }] : [] },
  });
  const inBattle = play(d, { type: 'nextPhase', to: 'battle' });
  const after = applyAction(inBattle, { type: 'attack', card: idOf(d, attacker), target: target ? idOf(d, target, 1) : 'direct' });
  return { before: d, after, me: me(after), opp: opp(after) };
}

// Rulebook v9.1 "Monster Battle Rules: Determining Damage" — every row of the table.
describe('Determining damage: attacking an Attack Position monster (ATK vs ATK)', () => {
  it('WIN: the attacked monster is destroyed and the difference is battle damage to its controller', () => {
    const r = battle('Summoned Skull', 'Celtic Guardian'); // 2500 vs 1400
    expect(r.opp.graveyard).toEqual(['Celtic Guardian']);
    expect(r.opp.lp).toBe(8000 - 1100);
    expect(r.me.lp).toBe(8000);
    expect(r.me.monsters[0]?.name).toBe('Summoned Skull');
  });

  it('TIE: both monsters are destroyed and neither player takes damage', () => {
    const r = battle('Celtic Guardian', 'Winged Dragon, Guardian of the Fortress #1'); // 1400 vs 1400
    expect(r.me.graveyard).toEqual(['Celtic Guardian']);
    expect(r.opp.graveyard).toEqual(['Winged Dragon, Guardian of the Fortress #1']);
    expect([r.me.lp, r.opp.lp]).toEqual([8000, 8000]);
  });

  it('LOSE: the attacking monster is destroyed and the difference is battle damage to the attacker', () => {
    const r = battle('Celtic Guardian', 'Summoned Skull'); // 1400 vs 2500
    expect(r.me.graveyard).toEqual(['Celtic Guardian']);
    expect(r.opp.monsters[0]?.name).toBe('Summoned Skull');
    expect(r.me.lp).toBe(8000 - 1100);
    expect(r.opp.lp).toBe(8000);
  });
});

describe('Determining damage: attacking a Defense Position monster (ATK vs DEF)', () => {
  it('WIN: the attacked monster is destroyed and no one takes battle damage', () => {
    const r = battle('Summoned Skull', 'Mystical Elf', 'defense'); // 2500 vs DEF 2000
    expect(r.opp.graveyard).toEqual(['Mystical Elf']);
    expect([r.me.lp, r.opp.lp]).toEqual([8000, 8000]);
  });

  it('TIE: neither monster is destroyed and no one takes battle damage', () => {
    const r = battle('Celtic Guardian', 'Feral Imp', 'defense'); // 1400 vs DEF 1400
    expect(r.me.graveyard).toEqual([]);
    expect(r.opp.graveyard).toEqual([]);
    expect([r.me.lp, r.opp.lp]).toEqual([8000, 8000]);
  });

  it('LOSE: no monster is destroyed and the attacker takes the difference as battle damage', () => {
    const r = battle('Celtic Guardian', 'Mystical Elf', 'defense'); // 1400 vs DEF 2000
    expect(r.me.graveyard).toEqual([]);
    expect(r.opp.graveyard).toEqual([]);
    expect(r.me.lp).toBe(8000 - 600);
    expect(r.opp.lp).toBe(8000);
  });
});

describe('Monster Battle Rules', () => {
  it('a direct attack deals the full ATK as battle damage when the opponent has no monsters', () => {
    const r = battle('Summoned Skull', null);
    expect(r.opp.lp).toBe(8000 - 2500);
  });

  it('you cannot attack directly while the opponent controls a monster', () => {
    const { before } = battle('Summoned Skull', 'Celtic Guardian');
    const inBattle = play(before, { type: 'nextPhase', to: 'battle' });
    expect(legal(inBattle, 'attack').map((a) => a.target)).not.toContain('direct');
    expect(() => applyAction(inBattle, { type: 'attack', card: idOf(before, 'Summoned Skull'), target: 'direct' })).toThrow(/attack directly/);
  });

  it('attacking a face-down monster flips it face-up in Defense Position before damage is calculated', () => {
    const r = battle('Celtic Guardian', 'Mystical Elf', 'defense', false); // 1400 vs DEF 2000
    expect(r.opp.monsters[0]).toMatchObject({ name: 'Mystical Elf', faceUp: true, position: 'defense' });
    expect(r.me.lp).toBe(8000 - 600); // damage used the now-known DEF
    const order = r.after.events.map((e) => e.type);
    expect(order.indexOf('flippedFaceUp')).toBeLessThan(order.indexOf('battleDamage'));
  });

  it('a face-down monster destroyed by an attack goes to the Graveyard face-up', () => {
    const r = battle('Summoned Skull', 'Feral Imp', 'defense', false);
    expect(r.opp.graveyard).toEqual(['Feral Imp']);
  });

  it('each face-up Attack Position monster may attack once per turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    let b = play(d, { type: 'nextPhase', to: 'battle' });
    b = play(b, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: 'direct' });
    expect(legal(b, 'attack').map((a) => a.card)).toEqual([idOf(d, 'Feral Imp')]);
    expect(() => applyAction(b, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: 'direct' })).toThrow(/already attacked/);
    b = play(b, { type: 'attack', card: idOf(d, 'Feral Imp'), target: 'direct' });
    expect(legal(b, 'attack')).toEqual([]);
    expect(opp(b).lp).toBe(8000 - 1400 - 1300);
  });

  it('Defense Position and face-down monsters cannot attack', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    const b = play(d, { type: 'nextPhase', to: 'battle' });
    expect(legal(b, 'attack')).toEqual([]);
    expect(() => applyAction(b, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: 'direct' })).toThrow(/face-up Attack Position/);
  });

  it('attacks are declared only in the Battle Step of the Battle Phase', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'attack')).toEqual([]);
    expect(() => applyAction(d, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: 'direct' })).toThrow(/Battle Phase/);
  });

  it('after the Damage Step the duel returns to the Battle Step', () => {
    const r = battle('Summoned Skull', 'Celtic Guardian');
    expect(summary(r.after)).toMatchObject({ phase: 'battle', step: 'battle' });
  });

  it('monsters destroyed by battle go to their owner\'s Graveyard', () => {
    const r = battle('Celtic Guardian', 'Summoned Skull');
    expect(r.me.graveyard).toEqual(['Celtic Guardian']);
    expect(r.opp.graveyard).toEqual([]);
    expect(r.after.events.filter((e) => e.type === 'destroyedByBattle')).toHaveLength(1);
  });

  it('"battled": both monsters battled once the attack reached damage calculation', () => {
    const r = battle('Celtic Guardian', 'Mystical Elf', 'defense');
    const attacker = findMonster(r.after, idOf(r.before, 'Celtic Guardian'))!;
    const target = findMonster(r.after, idOf(r.before, 'Mystical Elf', 1))!;
    expect(attacker.slot.battledTurn).toBe(r.after.turn);
    expect(target.slot.battledTurn).toBe(r.after.turn);
    const untouched = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(findMonster(untouched, idOf(untouched, 'Celtic Guardian'))!.slot.battledTurn).toBeNull();
  });

  it('LP never go below 0', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { lp: 1000 } });
    const end = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' });
    expect(opp(end).lp).toBe(0);
  });
});

// Rulebook v9.1 "Other Rules: 0 ATK monsters" (no 0-ATK card is in the pool yet, so the table itself).
describe('0 ATK monsters', () => {
  it('two 0-ATK Attack Position monsters do not destroy each other', () => {
    const r = damageCalculation({ card: 'a', controller: 0, atk: 0 }, { card: 't', position: 'attack', atk: 0, def: 0 });
    expect(r).toEqual({ destroyed: [], damage: null });
  });

  it('equal non-zero ATK still destroys both', () => {
    const r = damageCalculation({ card: 'a', controller: 0, atk: 100 }, { card: 't', position: 'attack', atk: 100, def: 0 });
    expect(r.destroyed.sort()).toEqual(['a', 't']);
  });
});
