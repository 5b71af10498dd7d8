import { describe, expect, it } from 'vitest';
import { summary, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Swords of Concealing Light (texts-2016): "When this card resolves, all monsters your opponent controlled
 * when this card was activated are changed to face-down Defense Position. Monsters your opponent controls
 * cannot change their battle positions. Destroy this card during your 2nd Standby Phase after activation."
 * GOAT (goat/c504700018.lua): a Token is changed to face-up Defense Position (the later script leaves it).
 */

const swords = (format: 'advanced' | 'goat' = 'advanced', oppMonsters = [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', position: 'defense' as const }]): Duel =>
  duelOf({
    format,
    me: { hand: ['Swords of Concealing Light', 'Mystical Space Typhoon'], monsters: [{ card: 'Celtic Guardian' }] },
    opp: { monsters: oppMonsters, hand: ['Feral Imp'] },
  });
const activate = (d: Duel): Duel => play(d, { type: 'activate', card: idOf(d, 'Swords of Concealing Light') });

describe('Swords of Concealing Light', () => {
  it("changes every monster the opponent controls to face-down Defense Position, and stays on the field", () => {
    const d = swords();
    const x = passAll(activate(d));
    expect(opp(x).monsters.slice(0, 2)).toMatchObject([{ name: 'Summoned Skull', faceUp: false, position: 'defense' }, { name: 'Mystical Elf', faceUp: false, position: 'defense' }]);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Swords of Concealing Light', faceUp: true });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true, position: 'attack' });
    // Face-down, their names are hidden from the activating player again.
    expect(viewFor(x, 0).players[1].monsters[0]).toMatchObject({ faceUp: false });
    expect(JSON.stringify(viewFor(x, 0).players[1].monsters)).not.toContain('Summoned Skull');
  });

  it('only the monsters the opponent controlled when it was activated: one Summoned in answer stays face-up', () => {
    const d = duelOf({
      me: { hand: ['Swords of Concealing Light'] },
      opp: { monsters: [{ card: 'Summoned Skull' }], graveyard: ['Mystical Elf'], spellTraps: [{ card: 'Call of the Haunted', faceUp: false }] },
    });
    let x = activate(d);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'activate', card: idOf(d, 'Call of the Haunted', 1) });
    while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!);
    x = passAll(x);
    expect(opp(x).monsters.find((m) => m?.name === 'Mystical Elf')).toMatchObject({ faceUp: true });
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
  });

  it("while it is face-up, the opponent's monsters cannot change position nor be Flip Summoned; once it is gone they can", () => {
    let x = endTurn(passAll(activate(swords())));
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1, phase: 'main1' });
    expect(legal(x, 'flipSummon')).toEqual([]);
    expect(legal(x, 'changePosition')).toEqual([]);
    // A monster they Summon now cannot change position either (the lock is about every monster they control).
    expect(legal(x, 'normalSummon').length).toBeGreaterThan(0);
    x = endTurn(x);
    // Its controller's own monsters are free.
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0 });
    expect(legal(x, 'changePosition').map((a) => a.card)).toContain(idOf(x, 'Celtic Guardian'));
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(x, 'Swords of Concealing Light')] }));
    expect(me(x).graveyard).toContain('Swords of Concealing Light');
    expect(x.rules).toEqual([]);
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 6, turnPlayer: 1 });
    expect(legal(x, 'flipSummon')).toHaveLength(2);
  });

  it('is destroyed in its controller\'s 2nd Standby Phase after activation, and not before', () => {
    // No card in either hand that could open a window: the last action's events hold the whole of turn 7's start.
    const d = duelOf({ me: { hand: ['Swords of Concealing Light'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(activate(d));
    expect(x.rules).toMatchObject([{ code: 'destroyedInStandbyPhase', player: 0, lasts: { kind: 'turns', player: 0, count: 2, through: 7 } }]);
    for (const turn of [4, 5, 6]) {
      x = endTurn(x);
      expect(summary(x).turn).toBe(turn);
      expect(me(x).spellTraps[0]).toMatchObject({ name: 'Swords of Concealing Light' });
    }
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 7, turnPlayer: 0 });
    const turn7 = x.events.slice(x.events.findIndex((e) => e.type === 'turnStarted'));
    const standby = turn7.findIndex((e) => e.type === 'phaseEntered' && e.phase === 'standby');
    const destroyed = turn7.findIndex((e) => e.type === 'destroyed' && e.card === idOf(x, 'Swords of Concealing Light'));
    expect(standby).toBeGreaterThanOrEqual(0);
    expect(destroyed).toBeGreaterThan(standby);
    expect(me(x).spellTraps[0]).toBeNull();
    expect(me(x).graveyard).toContain('Swords of Concealing Light');
    expect(x.rules).toEqual([]);
  });

  it('a Token stays as it is (it is never face-down); in GOAT it is changed to face-up Defense Position', () => {
    const tokens = [{ card: 'Sheep Token' }, { card: 'Feral Imp' }];
    const later = passAll(activate(swords('advanced', tokens)));
    expect(opp(later).monsters.slice(0, 2)).toMatchObject([{ name: 'Sheep Token', faceUp: true, position: 'attack' }, { faceUp: false, position: 'defense' }]);
    const goat = passAll(activate(swords('goat', tokens)));
    expect(opp(goat).monsters.slice(0, 2)).toMatchObject([{ name: 'Sheep Token', faceUp: true, position: 'defense' }, { faceUp: false, position: 'defense' }]);
  });

  it('negated, it changes nothing and goes to the Graveyard', () => {
    const d = duelOf({
      me: { hand: ['Swords of Concealing Light'] },
      opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Feral Imp', 'Feral Imp'], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] },
    });
    let x = play(activate(d), { type: 'activate', card: idOf(d, 'Magic Jammer', 1) });
    while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!);
    x = passAll(x);
    expect(me(x).graveyard).toContain('Swords of Concealing Light');
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: true, position: 'attack' });
    expect(x.rules).toEqual([]);
  });
});
