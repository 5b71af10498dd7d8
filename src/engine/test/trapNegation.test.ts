import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * Lasting negation of Trap Cards on the field (issue 32 §4; rule code `negatesEffects`, read by
 * stats.ts negatedByRule): "Negate all Trap Card effects on the field" (Jinzo), "Negate all other Trap
 * Card effects on the field" (Royal Decree). While such a card is face-up, a Trap's continuous effects
 * do not apply and a Trap's Chain Link resolving on the field does nothing (even one activated before
 * the negating card came face-up); the negating card's own effect starts once it has resolved (its
 * activation was a Chain Link) or once it is Summoned.
 */

describe('Negation of Trap Cards on the field', () => {
  it('a Trap Chain Link that resolves after a negating card has come face-up does nothing', () => {
    const d = duelOf({
      me: { hand: ['Summoned Skull'], monsters: [{ card: 'Feral Imp' }] },
      opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }, { card: 'Royal Decree', faceUp: false }] },
    });
    const skull = idOf(d, 'Summoned Skull');
    let x = play(d, { type: 'normalSummon', card: skull, tributes: [idOf(d, 'Feral Imp')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Trap Hole', 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [skull] });
    // Chain Link 2: Royal Decree, resolving first; then Trap Hole (Chain Link 1) resolves on the field, negated.
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Royal Decree', 1) }));
    expect(me(x).monsters.some((s) => s?.name === 'Summoned Skull')).toBe(true);
    expect(opp(x).graveyard).toEqual(['Trap Hole']);
    expect(opp(x).spellTraps[1]).toMatchObject({ name: 'Royal Decree', faceUp: true });
  });

  it('a negating card applies only once its activation has resolved: a Trap chained above it still works', () => {
    const d = duelOf({
      me: { hand: ['Summoned Skull'], monsters: [{ card: 'Feral Imp' }] },
      opp: { spellTraps: [{ card: 'Royal Decree', faceUp: false }, { card: 'Trap Hole', faceUp: false }] },
    });
    const skull = idOf(d, 'Summoned Skull');
    let x = play(d, { type: 'normalSummon', card: skull, tributes: [idOf(d, 'Feral Imp')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Royal Decree', 1) });
    // Chain Link 2, resolving first, while Royal Decree's activation has not resolved yet.
    x = play(x, { type: 'activate', card: idOf(d, 'Trap Hole', 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [skull] });
    x = passAll(x);
    expect(me(x).graveyard).toContain('Summoned Skull');
    expect(opp(x).spellTraps[0]).toMatchObject({ name: 'Royal Decree', faceUp: true });
  });

  // Skill Drain: "The effects of all face-up monsters on the field are negated"; Spell Canceller: "The
  // effects of all Spell Cards are also negated". A card resolving on the field while a rule negates it
  // does nothing; a negating card whose own effects another negates negates nothing.
  it('a monster effect resolving on the field under Skill Drain does nothing; Spell Canceller under Skill Drain negates no Spell', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Skill Drain', faceUp: true }], hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Summoned Skull' }] },
      opp: { monsters: [{ card: 'Spell Canceller' }, { card: 'Man-Eater Bug', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    const y = duelOf({
      turn: 4, turnPlayer: 1,
      me: { spellTraps: [{ card: 'Skill Drain', faceUp: true }], monsters: [{ card: 'Summoned Skull' }] },
      opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] },
    });
    let z = passAll(play(y, { type: 'flipSummon', card: idOf(y, 'Man-Eater Bug', 1) }));
    expect(z.events.some((e) => e.type === 'activated' && e.card === idOf(y, 'Man-Eater Bug', 1)) || z.flow.prompt !== null).toBe(true);
    while (z.flow.prompt) z = passAll(play(z, { type: 'select', ids: [idOf(y, 'Summoned Skull')] }));
    expect(me(z).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });
});
