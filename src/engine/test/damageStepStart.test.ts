import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * The start of the Damage Step as a timing (issue 32 §4; rulebook v9.1 "Damage Step": the Damage Step
 * begins, then "if you attack a face-down Defense Position monster, flip the card to face-up Defense
 * Position ... Now you can see the monster's DEF and then calculate damage"). Trigger effects "at the start
 * of the Damage Step" (event `damageStepStarted`) go off before a face-down target is flipped; a monster
 * they destroy is never flipped (no Flip effect) and no damage is calculated for that battle. Witnesses:
 * Zubaba Knight (a face-up Defense Position target), Mystic Swordsman LV2 (a face-down one).
 */
const attack = (attacker: string, target: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }) => {
  const d = duelOf({ me: { monsters: [{ card: attacker }] }, opp: { monsters: [{ position: 'defense', ...target }] } });
  return { d, x: play(toBattle(d), { type: 'attack', card: idOf(d, attacker), target: idOf(d, target.card, 1) }) };
};

describe('The start of the Damage Step', () => {
  it('a face-down target destroyed at the start of the Damage Step is never flipped: its Flip effect does not activate', () => {
    const { x } = attack('Mystic Swordsman LV2', { card: 'Man-Eater Bug', faceUp: false });
    const done = passAll(x);
    expect(opp(done).graveyard).toEqual(['Man-Eater Bug']);
    // Man-Eater Bug flipped would have destroyed Mystic Swordsman LV2 with its Flip effect.
    expect(me(done).monsters[0]).toMatchObject({ name: 'Mystic Swordsman LV2' });
    expect(done.flow.prompt).toBeNull();
  });

  it('no damage calculation: a higher DEF inflicts no battle damage on the attacker, and nothing is destroyed by battle', () => {
    const { x } = attack('Zubaba Knight', { card: 'Giant Soldier of Stone' }); // DEF 2000 against 1600 ATK
    const done = passAll(x);
    expect(me(done).lp).toBe(8000);
    expect(opp(done).graveyard).toEqual(['Giant Soldier of Stone']);
    expect(done.events.some((e) => e.type === 'destroyedByBattle')).toBe(false);
  });

  it('the effect resolves at the start of the Damage Step, before the face-down target would be flipped', () => {
    const { x } = attack('Mystic Swordsman LV2', { card: 'Giant Soldier of Stone', faceUp: false });
    const seen: string[] = x.events.map((e) => e.type);
    let y = x;
    while (y.flow.window || y.flow.prompt) {
      y = play(y, legal(y, 'pass')[0]!);
      seen.push(...y.events.map((e) => e.type));
    }
    expect(seen).toContain('damageStepStarted');
    expect(seen.indexOf('destroyed')).toBeGreaterThan(seen.indexOf('damageStepStarted'));
    expect(seen).not.toContain('flippedFaceUp');
    expect(seen).not.toContain('battleDamage');
  });

  it('a target the effect does not fit battles as usual: flipped, then damage calculation', () => {
    const { x } = attack('Zubaba Knight', { card: 'Celtic Guardian', faceUp: false }); // Zubaba Knight needs it face-up
    const done = passAll(x);
    expect(opp(done).graveyard).toEqual(['Celtic Guardian']); // 1600 against 1200 DEF
    expect(done.events.some((e) => e.type === 'destroyedByBattle')).toBe(true);
  });

  it('the attacker has still attacked: it cannot attack again this turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Zubaba Knight' }] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }, { card: 'Kuriboh' }] } });
    const done = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Zubaba Knight'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(done).graveyard).toEqual(['Celtic Guardian']);
    expect(legal(done, 'attack', idOf(d, 'Zubaba Knight'))).toEqual([]);
  });
});
