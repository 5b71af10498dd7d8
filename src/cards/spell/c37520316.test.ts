import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Mind Control (texts-2016): "Target 1 monster your opponent controls; until the End Phase, take control
 * of that target, but it cannot declare an attack or be Tributed." Control until the End Phase
 * (ctx.changeControl), rule codes cannotAttack and cannotBeTributed (this turn).
 */

/** Player 1 activates Mind Control on the opponent's `target` and resolves it. */
const mindControl = (d: Duel, target: string): Duel =>
  passAll(play(d, { type: 'activate', card: idOf(d, 'Mind Control') }, { type: 'select', ids: [idOf(d, target, 1)] }));

describe('Mind Control', () => {
  it('takes control of the targeted monster until the End Phase; then it goes back', () => {
    const d = duelOf({ me: { hand: ['Mind Control'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = mindControl(d, 'Summoned Skull');
    expect(me(x).monsters.some((s) => s?.name === 'Summoned Skull')).toBe(true);
    expect(opp(x).monsters.filter(Boolean)).toEqual([]);
    const back = endTurn(x);
    expect(opp(back).monsters.some((s) => s?.name === 'Summoned Skull')).toBe(true);
    expect(me(back).monsters.filter(Boolean)).toEqual([]);
  });

  it('the monster cannot declare an attack', () => {
    const d = duelOf({ me: { hand: ['Mind Control'] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] } });
    const x = toBattle(mindControl(d, 'Summoned Skull'));
    expect(legal(x, 'attack', idOf(d, 'Summoned Skull', 1))).toEqual([]);
  });

  it('the monster cannot be Tributed: not for a Tribute Summon, nor for a cost', () => {
    const d = duelOf({ me: { hand: ['Mind Control', 'Kaiser Glider'], spellTraps: [{ card: 'Mass Driver', faceUp: true }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = mindControl(d, 'Summoned Skull');
    expect(legal(x, 'normalSummon', idOf(d, 'Kaiser Glider'))).toEqual([]);
    // Mass Driver's cost (Tribute 1 monster) cannot be paid with it.
    expect(legal(x, 'activate', idOf(d, 'Mass Driver'))).toEqual([]);
    // A monster of your own may still be Tributed.
    const y = mindControl(duelOf({ me: { hand: ['Mind Control', 'Kaiser Glider'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'Summoned Skull');
    expect(legal(y, 'normalSummon', idOf(d, 'Kaiser Glider')).map((a) => a.tributes)).toEqual([[idOf(y, 'Feral Imp')]]);
  });

  it('needs a free Monster Zone and an opponent\'s monster to target', () => {
    expect(legal(duelOf({ me: { hand: ['Mind Control'] } }), 'activate')).toEqual([]);
    const full = duelOf({
      me: { hand: ['Mind Control'], monsters: ['Feral Imp', 'Mystical Elf', 'Ancient Elf', 'Battle Ox', 'Celtic Guardian'].map((card) => ({ card })) },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    expect(legal(full, 'activate')).toEqual([]);
  });

  it('if the target is gone when it resolves, nothing happens', () => {
    const d = duelOf({ me: { hand: ['Mind Control'] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mind Control') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).hand).toContain('Summoned Skull');
    expect(me(x).monsters.filter(Boolean)).toEqual([]);
    expect(x.rules).toEqual([]);
  });
});
