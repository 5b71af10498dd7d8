import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * King Tiger Wanghu: "When a monster(s) with 1400 or less ATK is Normal Summoned or Special Summoned: Destroy
 * those monsters with 1400 or less ATK. This card must be face-up on the field to activate and to resolve this
 * effect." The later script (official/c83986578.lua) does not go off for a Summon Wanghu itself is part of; the
 * GOAT one (goat/c504700143.lua, "Triggers on its own summon") does.
 */
const resolveAll = (x: Duel): Duel => {
  let y = passAll(x);
  while (y.flow.prompt) y = passAll(play(y, legalActions(y)[0]!));
  return y;
};
const wanghuAnd = (oppHand: string[], mine: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[] = [{ card: 'King Tiger Wanghu' }], format?: 'goat') =>
  duelOf({ turnPlayer: 1, ...(format && { format }), me: { monsters: mine }, opp: { hand: oppHand } });

describe('King Tiger Wanghu', () => {
  it('a monster with 1400 or less ATK Normal Summoned by the opponent is destroyed', () => {
    const d = wanghuAnd(['Kuriboh']);
    const x = resolveAll(play(d, { type: 'normalSummon', card: idOf(d, 'Kuriboh', 1), tributes: [] }));
    expect(opp(x).graveyard).toEqual(['Kuriboh']);
  });

  it('1400 exactly counts; more does not', () => {
    const d = wanghuAnd(['Celtic Guardian', 'Feral Imp']);
    const x = resolveAll(play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian', 1), tributes: [] }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    const d2 = wanghuAnd(['Gemini Elf']);
    const y = resolveAll(play(d2, { type: 'normalSummon', card: idOf(d2, 'Gemini Elf', 1), tributes: [] }));
    expect(opp(y).monsters.find((m) => m)).toMatchObject({ name: 'Gemini Elf' });
  });

  it('Special Summons together (Scapegoat\'s 4 Sheep Tokens): all of them are destroyed', () => {
    const d = wanghuAnd(['Scapegoat']);
    const x = resolveAll(play(d, { type: 'activate', card: idOf(d, 'Scapegoat', 1) }));
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('its own controller\'s Summons too', () => {
    const d = duelOf({ me: { hand: ['Kuriboh'], monsters: [{ card: 'King Tiger Wanghu' }] } });
    const x = resolveAll(play(d, { type: 'normalSummon', card: idOf(d, 'Kuriboh'), tributes: [] }));
    expect(me(x).graveyard).toEqual(['Kuriboh']);
  });

  it('not a Set, nor a Flip Summon', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'King Tiger Wanghu' }] }, opp: { hand: ['Kuriboh'], monsters: [{ card: 'Feral Imp', position: 'defense', faceUp: false }] } });
    let x = resolveAll(play(d, { type: 'setMonster', card: idOf(d, 'Kuriboh', 1), tributes: [] }));
    x = resolveAll(play(x, { type: 'flipSummon', card: idOf(d, 'Feral Imp', 1) }));
    expect(opp(x).graveyard).toEqual([]);
  });

  it('face-down, it does nothing', () => {
    const d = wanghuAnd(['Kuriboh'], [{ card: 'King Tiger Wanghu', position: 'defense', faceUp: false }]);
    const x = resolveAll(play(d, { type: 'normalSummon', card: idOf(d, 'Kuriboh', 1), tributes: [] }));
    expect(opp(x).monsters.find((m) => m)).toMatchObject({ name: 'Kuriboh' });
  });

  describe.each([['advanced', false], ['goat', true]] as const)('Summoned together with the small monsters (%s)', (format, destroys) => {
    it(destroys ? 'goes off for its own Summon (GOAT)' : 'does not go off for a Summon it is part of', () => {
      const d = duelOf({ format, me: { lp: 8000, hand: ['Dimension Fusion'], banished: ['King Tiger Wanghu', 'Kuriboh'] } });
      const x = resolveAll(play(d, { type: 'activate', card: idOf(d, 'Dimension Fusion') }));
      expect(me(x).monsters.filter((m) => m).map((m) => m!.name)).toContain('King Tiger Wanghu');
      expect(me(x).graveyard.includes('Kuriboh')).toBe(destroys);
      expect(me(x).monsters.some((m) => m?.name === 'Kuriboh')).toBe(!destroys);
    });
  });
});
