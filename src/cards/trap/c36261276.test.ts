import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Interdimensional Matter Transporter (texts-2016): "Target 1 face-up monster you control; banish that
 * target until the End Phase." Temporary banishment (issue 32 §4): rule code returnsInEndPhase, done
 * as the End Phase begins with no Chain (phases.ts endPhaseFates); the monster comes back to its
 * owner's field in the position it left in, as a new card.
 */

const IMT = 'Interdimensional Matter Transporter';

/** Activates the Set Transporter on `target` (owned by `owner`) and resolves it. */
const transport = (d: Duel, target: string, owner: 0 | 1 = 0): Duel =>
  passAll(play(d, { type: 'activate', card: idOf(d, IMT) }, { type: 'select', ids: [idOf(d, target, owner)] }));

/** To this turn's End Phase (the End Phase begins, its rules are done), passing every window. */
function toEndPhase(d: Duel): Duel {
  return passAll(play(passAll(d), { type: 'nextPhase', to: 'end' }));
}

describe('Interdimensional Matter Transporter', () => {
  it('banishes the face-up monster you control it targets until the End Phase; then it comes back in its position', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mystical Elf', position: 'defense' }], spellTraps: [{ card: IMT, faceUp: false }] } });
    const x = transport(d, 'Mystical Elf');
    expect(me(x).banished).toEqual(['Mystical Elf']);
    expect(me(x).monsters.filter(Boolean)).toEqual([]);
    const y = endTurn(x);
    expect(me(y).banished).toEqual([]);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Mystical Elf', faceUp: true, position: 'defense' });
  });

  it('targets only a face-up monster you control', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Feral Imp', faceUp: false, position: 'defense' }], spellTraps: [{ card: IMT, faceUp: false }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    expect(legal(d, 'activate', idOf(d, IMT))).toEqual([]);
  });

  it('a monster you took control of comes back to its owner\'s field', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'], spellTraps: [{ card: IMT, faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const taken = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(me(taken).monsters.some((s) => s?.name === 'Summoned Skull')).toBe(true);
    const x = transport(taken, 'Summoned Skull', 1);
    expect(opp(x).banished).toEqual(['Summoned Skull']);
    const y = endTurn(x);
    expect(opp(y).monsters.some((s) => s?.name === 'Summoned Skull')).toBe(true);
    expect(me(y).monsters.filter(Boolean)).toEqual([]);
  });

  it('with no Monster Zone free as the End Phase begins, it goes to the Graveyard', () => {
    const d = duelOf({
      me: {
        hand: ['Celtic Guardian'],
        monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf' }, { card: 'Ancient Elf' }, { card: 'Battle Ox' }, { card: 'Summoned Skull' }],
        spellTraps: [{ card: IMT, faceUp: false }],
      },
    });
    let x = transport(d, 'Summoned Skull');
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    const y = toEndPhase(x);
    expect(me(y).graveyard).toContain('Summoned Skull');
    expect(me(y).banished).toEqual([]);
  });

  it('it comes back as a new card, placed on the field in the turn it returns (Attack Position as it left)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: IMT, faceUp: false }] } });
    const y = toEndPhase(transport(d, 'Feral Imp'));
    expect(me(y).monsters[0]).toMatchObject({ name: 'Feral Imp', position: 'attack' });
    expect(y.players[0].monsters[0]!.placedTurn).toBe(d.turn);
  });
});
