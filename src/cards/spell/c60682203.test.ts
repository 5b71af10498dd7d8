import { describe, expect, it } from 'vitest';
import { applyAction, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Cold Wave (texts-2016): "This card can only be activated at the start of your Main Phase 1. Until your
 * next turn, you and your opponent cannot play or Set any Spell or Trap Cards." The start of Main Phase 1:
 * before anything is done in it (turn mark `acted`, library.ts atStartOfMainPhase1); the lock is the
 * recorded rule noSpellTrapPlays for both players through the opponent's next turn (engine test
 * test/noSpellTrapPlays.test.ts).
 */
const setup = (): Duel => duelOf({
  me: { hand: ['Cold Wave', 'Pot of Greed', 'Trap Hole', 'Celtic Guardian'], spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] },
  opp: { hand: ['Dark Hole', 'Feral Imp', 'Sakuretsu Armor'], spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }], monsters: [{ card: 'Summoned Skull' }] },
});
const wave = (d: Duel): Duel => passAll(play(d, { type: 'activate', card: idOf(d, 'Cold Wave') }));

describe('Cold Wave', () => {
  it('is activated at the start of your Main Phase 1 only: not once something was done in it, nor in Main Phase 2', () => {
    const d = setup();
    expect(legal(d, 'activate', idOf(d, 'Cold Wave'))).toHaveLength(1);
    const summoned = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    expect(legal(summoned, 'activate', idOf(d, 'Cold Wave'))).toEqual([]);
    const main2 = duelOf({ phase: 'main2', me: { hand: ['Cold Wave'] } });
    expect(legal(main2, 'activate', idOf(main2, 'Cold Wave'))).toEqual([]);
    // Another Spell activated first is something done.
    const potFirst = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(legal(potFirst, 'activate', idOf(d, 'Cold Wave'))).toEqual([]);
  });

  it('once it resolves, its player can neither activate nor Set Spells or Traps, from the hand or Set; monsters are still Summoned', () => {
    const x = wave(setup());
    expect(me(x).graveyard).toContain('Cold Wave');
    expect(legal(x, 'activate')).toEqual([]);
    expect(legal(x, 'setSpellTrap')).toEqual([]);
    expect(() => applyAction(x, { type: 'setSpellTrap', card: idOf(x, 'Trap Hole') })).toThrow(/playing or Setting Spell and Trap Cards/);
    expect(legal(x, 'normalSummon', idOf(x, 'Celtic Guardian'))).toHaveLength(1);
  });

  it("the opponent too, through their next turn: no Spell from the hand, no Set, not their Set Mystical Space Typhoon", () => {
    const x = endTurn(wave(setup()));
    expect(x.turnPlayer).toBe(1);
    expect(legal(x, 'activate')).toEqual([]);
    expect(legal(x, 'setSpellTrap')).toEqual([]);
    expect(legal(x, 'activate', idOf(x, 'Mystical Space Typhoon', 1))).toEqual([]);
    expect(legal(x, 'normalSummon', idOf(x, 'Feral Imp', 1))).toHaveLength(1);
  });

  it('the opponent may still chain to Cold Wave itself (the lock starts as it resolves)', () => {
    const d = setup();
    const x = play(d, { type: 'activate', card: idOf(d, 'Cold Wave') });
    expect(x.flow.window?.player).toBe(1);
    expect(legal(x, 'activate', idOf(d, 'Mystical Space Typhoon', 1))).toHaveLength(1);
  });

  it("it ends as its player's next turn begins: both may play and Set Spells and Traps again", () => {
    const x = endTurn(endTurn(wave(setup())));
    expect(x.turnPlayer).toBe(0);
    expect(legal(x, 'setSpellTrap').length).toBeGreaterThan(0);
    expect(legal(x, 'activate', idOf(x, 'Pot of Greed'))).toHaveLength(1);
    const y = endTurn(x);
    expect(legal(y, 'activate', idOf(y, 'Dark Hole', 1))).toHaveLength(1);
  });

  it('a card that was Set before it still cannot be activated while it lasts (Mystical Space Typhoon Set on the field)', () => {
    const x = wave(setup());
    expect(legal(x, 'activate', idOf(x, 'Mystical Space Typhoon'))).toEqual([]);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Mystical Space Typhoon', faceUp: false });
  });
});
