import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../../engine/reasons';
import type { Duel } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Double Summon (texts-2016): "You can conduct 2 Normal Summons/Sets this turn, not just 1." An extra
 * Normal Summon (issue 32 §4; rule code `additionalNormalSummon`, read by legal.ts normalSummonTurnRefusal;
 * rulebook v9.1 "Summoning Monster Cards": one Normal Summon or Set per turn).
 */

/** Activates the first Double Summon in player 1's hand and resolves it. */
function activate(d: Duel): Duel {
  const card = idsOf(d, 'Double Summon').find((c) => d.players[0].hand.includes(c));
  if (card === undefined) throw new Error('No Double Summon in hand');
  return passAll(play(d, { type: 'activate', card }));
}

describe('Double Summon', () => {
  it('after a Normal Summon, allows a second Normal Summon or Set this turn; then no third', () => {
    const d = duelOf({ me: { hand: ['Double Summon', 'Feral Imp', 'Mystical Elf', 'Celtic Guardian'] } });
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
    expect(legal(x, 'normalSummon')).toEqual([]);
    x = activate(x);
    expect(me(x).graveyard).toEqual(['Double Summon']);
    expect(legal(x, 'normalSummon', idOf(d, 'Mystical Elf'))).toHaveLength(1);
    x = play(x, { type: 'setMonster', card: idOf(d, 'Mystical Elf'), tributes: [] });
    expect(legal(x, 'normalSummon')).toEqual([]);
    expect(legal(x, 'setMonster')).toEqual([]);
    expect(whyIllegal(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] })).toBe('You have already Normal Summoned or Set this turn');
  });

  it('activated first, the two Normal Summons may follow; the second may be a Tribute Summon', () => {
    const d = duelOf({ me: { hand: ['Double Summon', 'Feral Imp', 'Kaiser Glider'] } });
    let x = activate(d);
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Kaiser Glider'), tributes: [idOf(d, 'Feral Imp')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Kaiser Glider' });
    expect(legal(x, 'normalSummon')).toEqual([]);
  });

  it('two of them still allow only 2 Normal Summons/Sets', () => {
    const d = duelOf({ me: { hand: ['Double Summon', 'Double Summon', 'Feral Imp', 'Mystical Elf', 'Celtic Guardian'] } });
    let x = activate(activate(d));
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Mystical Elf'), tributes: [] }));
    expect(legal(x, 'normalSummon')).toEqual([]);
  });

  it('lasts this turn only: the next turn has 1 Normal Summon again', () => {
    const d = duelOf({ me: { hand: ['Double Summon', 'Feral Imp', 'Mystical Elf', 'Celtic Guardian'] } });
    const x = activate(d);
    const next = endTurn(endTurn(x));
    expect(next.turnPlayer).toBe(0);
    const y = passAll(play(passAll(next), { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
    expect(legal(y, 'normalSummon')).toEqual([]);
  });
});
