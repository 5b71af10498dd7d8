import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Mystic Box (texts-2016): "Target 1 monster your opponent controls and 1 monster you control; destroy
 * the first target, then give control of the second target to your opponent." Giving control to the
 * opponent (issue 32 §4; ctx.giveControl): for good, not until the End Phase.
 */

/** Activates Mystic Box on the opponent's `theirs` and player 1's `mine`. */
function activate(d: Duel, theirs: string, mine: string): Duel {
  return play(d, { type: 'activate', card: idOf(d, 'Mystic Box') }, { type: 'select', ids: [idOf(d, theirs, 1)] }, { type: 'select', ids: [idOf(d, mine)] });
}

describe('Mystic Box', () => {
  it('destroys the opponent\'s monster it targets, then gives them the monster of yours it targets, for good', () => {
    const d = duelOf({ me: { hand: ['Mystic Box'], monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Ancient Elf' }] } });
    const x = passAll(activate(d, 'Summoned Skull', 'Feral Imp'));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(opp(x).monsters.filter(Boolean).map((s) => s!.name).sort()).toEqual(['Ancient Elf', 'Feral Imp']);
    expect(me(x).monsters.filter(Boolean).map((s) => s!.name)).toEqual(['Mystical Elf']);
    // Still theirs after the End Phase and in the turns after.
    const later = endTurn(x);
    expect(opp(later).monsters.some((s) => s?.name === 'Feral Imp')).toBe(true);
    expect(me(later).graveyard).toEqual(['Mystic Box']);
  });

  it('needs a monster on each side to target', () => {
    expect(legal(duelOf({ me: { hand: ['Mystic Box'], monsters: [{ card: 'Feral Imp' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Mystic Box'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
  });

  it('if the first target is gone when it resolves, nothing is destroyed and control does not change', () => {
    const d = duelOf({
      me: { hand: ['Mystic Box'], monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] },
    });
    // The opponent answers by returning their own target to the hand.
    const x = passAll(play(activate(d, 'Summoned Skull', 'Feral Imp'), { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).hand).toContain('Summoned Skull');
    expect(me(x).monsters.some((s) => s?.name === 'Feral Imp')).toBe(true);
    expect(opp(x).monsters.filter(Boolean)).toEqual([]);
  });

  it('if its own monster is gone, the opponent\'s target is still destroyed', () => {
    const d = duelOf({
      me: { hand: ['Mystic Box'], monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] },
    });
    const x = passAll(play(activate(d, 'Summoned Skull', 'Feral Imp'), { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(opp(x).graveyard).toContain('Summoned Skull');
    expect(me(x).hand).toContain('Feral Imp');
    expect(opp(x).monsters.filter(Boolean)).toEqual([]);
  });
});
