import { describe, expect, it } from 'vitest';
import { legalActions, summary } from '..';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from './dsl';

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
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'pass' });
    return { d, x };
  };

  it('before damage calculation only ATK/DEF-changing cards are offered (Reinforcements, Castle Walls), not MST or Mirror Force', () => {
    const { d, x } = attack();
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
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
    // Its controller could chain Reinforcements as well; they pass, and Castle Walls resolves.
    y = play(y, { type: 'pass' });
    // Before damage calculation a new Chain may start: the opponent, still holding Reinforcements, is asked again.
    expect(y.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Celtic Guardian', def: 1700 });
    y = play(y, { type: 'pass' });
    // DEF 1200 + 500 = 1700 against 1300 ATK: the Guardian survives and the attacker's controller takes 400.
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true });
    expect(me(y).lp).toBe(7600);
  });

  it('passing the window goes on to damage calculation', () => {
    const { x } = attack();
    const y = play(x, { type: 'pass' });
    expect(opp(y).graveyard).toEqual(['Celtic Guardian']);
    expect(y.flow.window).toBeNull();
  });
});

// Rulebook v9.1 "Activation of a Flip Effect": the Flip effect of an attacked monster is activated and
// resolved after damage calculation, still in the Damage Step; so is what its resolution sets off (2002
// pages, Damage Step 4-5). Play returns to the Battle Step only once all of it has resolved.
describe('The end of the Damage Step', () => {
  it("waits for the battle's Flip effect and the Trigger effect it sets off (Man-Eater Bug destroys Sangan)", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Feral Imp' }, { card: 'Sangan' }] },
      opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] },
    });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, 'Man-Eater Bug', 1) });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'damage' });
    x = play(x, { type: 'select', ids: [idOf(d, 'Sangan')] });
    // Sangan's search, set off in the Damage Step, resolves there too.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect(summary(x)).toMatchObject({ step: 'damage' });
    x = play(x, legalActions(x)[0]!);
    expect(me(x).hand).toEqual(['Celtic Guardian']);
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle', chain: [] });
    expect(x.flow.window).toBeNull();
  });
});

// Trigger effects of an attack declaration go on a Chain before the attack goes on, and responses to
// the attack may be chained to them (as to the Triggers of a Summon).
describe('Trigger effects of an attack declaration', () => {
  it("a response to the attack may be chained to them (Mirror Force to Number 39: Utopia's destruction)", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Number 39: Utopia' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, 'Number 39: Utopia', 1) });
    expect(summary(x).chain).toEqual([{ card: 'Number 39: Utopia', player: 1 }]);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mirror Force', 1) }));
    expect(opp(x).graveyard.sort()).toEqual(['Mirror Force', 'Number 39: Utopia']);
    expect(me(x).graveyard).toEqual(['Feral Imp']);
    expect(opp(x).lp).toBe(8000);
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle' });
  });
});
