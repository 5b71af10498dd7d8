import { describe, expect, it } from 'vitest';
import { legalActions } from '..';
import { duelOf, idOf, me, opp, passWindows, play } from './dsl';

// Rulebook v9.1 "Damage Step Rules": in the Damage Step only Counter Traps and cards that directly
// change ATK/DEF may be activated, and only until damage calculation starts.
describe('Damage Step activation limits', () => {
  const attack = () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Feral Imp' }] },
      opp: {
        monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }],
        spellTraps: [{ card: 'Reinforcements', faceUp: false }, { card: 'Mystical Space Typhoon', faceUp: false }, { card: 'Mirror Force', faceUp: false }, { card: 'Castle Walls', faceUp: false }],
      },
    });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, 'Celtic Guardian', 1) });
    // The attack declaration's window (Mirror Force, MST, Reinforcements are all possible here): pass it.
    expect(x.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'pass' });
    return { d, x };
  };

  it('before damage calculation only ATK/DEF-changing cards are offered (Reinforcements, Castle Walls), not MST or Mirror Force', () => {
    const { d, x } = attack();
    expect(x.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(legalActions(x)).toEqual([
      { type: 'pass' },
      { type: 'activate', card: idOf(d, 'Reinforcements', 1), effect: 0 },
      { type: 'activate', card: idOf(d, 'Castle Walls', 1), effect: 0 },
    ]);
  });

  it('an ATK/DEF change there applies to that damage calculation', () => {
    const { d, x } = attack();
    // The face-down Guardian (1400 ATK / 1200 DEF) was flipped face-up at the start of the Damage Step.
    let y = play(x, { type: 'activate', card: idOf(d, 'Castle Walls', 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    // Its controller could chain Reinforcements as well; they pass.
    y = play(y, { type: 'pass' });
    // DEF 1200 + 500 = 1700 against 1300 ATK: the Guardian survives and the attacker's controller takes 400.
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true });
    expect(me(y).lp).toBe(7600);
  });

  it('passing the window goes on to damage calculation', () => {
    const { x } = attack();
    const y = play(x, { type: 'pass' });
    expect(opp(y).graveyard).toEqual(['Celtic Guardian']);
    expect(y.window).toBeNull();
  });
});
