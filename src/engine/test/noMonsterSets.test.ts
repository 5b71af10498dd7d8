import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * "Monster Cards cannot be Set or flipped face-down. If a Monster Card would be Set, it must be Normal
 * Summoned in face-up Defense Position" (Light of Intervention; rule code `noMonsterSets`, ygopro's
 * EFFECT_DEVINE_LIGHT and EFFECT_CANNOT_TURN_SET). The Set action stays the player's way to put a monster
 * in Defense Position, and is then a Normal (Tribute) Summon: it uses the Normal Summon, opens the Summon's
 * response window, and is barred where Summons are.
 */
const LIGHT = { card: 'Light of Intervention', faceUp: true };

describe('Monsters cannot be Set', () => {
  it('a Tribute Set is a Tribute Summon in face-up Defense Position', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Sangan' }], spellTraps: [LIGHT], deck: ['Kuriboh'] } });
    let x = play(d, { type: 'setMonster', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Sangan')] });
    while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!); // Sangan's search
    x = passAll(x);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Summoned Skull', faceUp: true, position: 'defense' });
  });

  it("is a Summon: Trap Hole may answer it (a Set gives it nothing to answer)", () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [LIGHT] }, opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    const x = play(d, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(x.flow.window).toMatchObject({ player: 1 });
    const y = play(x, { type: 'activate', card: idOf(d, 'Trap Hole', 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(me(passAll(y)).graveyard).toEqual(['Celtic Guardian']);
  });

  it('where a player cannot Summon (Scapegoat this turn), they cannot Set either', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [LIGHT] } });
    const noSummons: Duel = { ...d, rules: [...d.rules, { code: 'noSummons', player: 0, lasts: { kind: 'thisTurn', turn: d.turn } }] };
    expect(legal(noSummons, 'setMonster')).toEqual([]);
    expect(() => play(noSummons, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] })).toThrow();
    // Without the rule, a Set is allowed under the same lock (Setting is not Summoning).
    const plain: Duel = { ...noSummons, players: [{ ...noSummons.players[0], spellTraps: [null, null, null, null, null] }, noSummons.players[1]] };
    expect(legal(plain, 'setMonster')).toHaveLength(1);
  });

  it('ends as its card leaves the field: the next Set is face-down again', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian', 'Mystical Space Typhoon'], spellTraps: [LIGHT] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Light of Intervention')] }));
    expect(me(x).graveyard.sort()).toEqual(['Light of Intervention', 'Mystical Space Typhoon']);
    x = passAll(play(x, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: false });
  });
});
