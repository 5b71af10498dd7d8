import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Return from the Different Dimension (texts-2016): "Pay half your Life Points; Special Summon as many
 * of your banished monsters as possible. During the End Phase, banish all monsters that were Special
 * Summoned by this effect." Monsters banished in the End Phase (rule code banishedInEndPhase, done as
 * the End Phase begins with no Chain: phases.ts endPhaseFates).
 */

const RFTDD = 'Return from the Different Dimension';

/** Activates the Set Trap, answering every prompt (Attack Position, the first card offered). */
function activate(d: Duel, pick: (cards: readonly string[]) => string = (cards) => cards[0]!): Duel {
  let x = passAll(play(d, { type: 'activate', card: idOf(d, RFTDD) }));
  while (x.flow.prompt) {
    const p = x.flow.prompt;
    x = passAll(play(x, p.kind === 'chooseOption' ? { type: 'select', option: 'attack' } : { type: 'select', ids: ['cards' in p ? pick(p.cards) : ''] }));
  }
  return x;
}

describe('Return from the Different Dimension', () => {
  it('pays half its controller\'s LP and Special Summons all their banished monsters; in the End Phase they are banished again', () => {
    const d = duelOf({ me: { lp: 7001, banished: ['Feral Imp', 'Mystical Elf', 'Pot of Greed'], spellTraps: [{ card: RFTDD, faceUp: false }] }, opp: { banished: ['Summoned Skull'] } });
    const x = activate(d);
    expect(me(x).lp).toBe(3501);
    expect(me(x).monsters.filter(Boolean).map((s) => s!.name)).toEqual(['Feral Imp', 'Mystical Elf']);
    // Not a monster (Pot of Greed) nor the opponent's.
    expect(me(x).banished).toEqual(['Pot of Greed']);
    const end = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(end).monsters.filter(Boolean)).toEqual([]);
    expect([...me(end).banished].sort()).toEqual(['Feral Imp', 'Mystical Elf', 'Pot of Greed']);
  });

  it('with fewer free zones than banished monsters, fills them with the ones its player picks', () => {
    const d = duelOf({
      me: { banished: ['Feral Imp', 'Mystical Elf', 'Summoned Skull'], monsters: ['Battle Ox', 'Ancient Elf', 'Celtic Guardian'].map((card) => ({ card })), spellTraps: [{ card: RFTDD, faceUp: false }] },
    });
    const x = activate(d, (cards) => cards[cards.length - 1]!);
    expect(me(x).monsters.filter(Boolean)).toHaveLength(5);
    expect(me(x).banished).toEqual(['Feral Imp']);
  });

  it('a monster that left the field before the End Phase is not banished by it', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], banished: ['Feral Imp'], spellTraps: [{ card: RFTDD, faceUp: false }] } });
    let x = activate(d);
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Feral Imp')] }));
    const end = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect([...me(end).graveyard].sort()).toEqual(['Feral Imp', RFTDD].sort());
    expect(me(end).monsters.some((s) => s?.name === 'Summoned Skull')).toBe(true);
  });

  it('cannot be activated with no banished monster or no free zone', () => {
    expect(legal(duelOf({ me: { banished: ['Pot of Greed'], spellTraps: [{ card: RFTDD, faceUp: false }] } }), 'activate')).toEqual([]);
    const full = duelOf({ me: { banished: ['Feral Imp'], monsters: ['Battle Ox', 'Ancient Elf', 'Celtic Guardian', 'Mystical Elf', 'Summoned Skull'].map((card) => ({ card })), spellTraps: [{ card: RFTDD, faceUp: false }] } });
    expect(legal(full, 'activate')).toEqual([]);
  });
});
