import { expect, it } from 'vitest';
import { applyAction, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

const WORLD = { card: 'Toon World', faceUp: true };
const FODDER = [{ card: 'Celtic Guardian' }, { card: 'Kuriboh' }];

/** Answers the prompts of a Special Summon: the Tributes in order, then Attack Position. */
function summon(d: Duel, card: string, tributes: readonly string[]): Duel {
  const [action] = legal(d, 'specialSummon', card);
  expect(action).toBeDefined();
  let x = play(d, action!);
  for (const t of tributes) x = play(x, { type: 'select', ids: [t] });
  while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
  return passAll(x);
}

/**
 * The rules a Toon Special Summoned from the hand prints (Toon Summoned Skull, Toon Mermaid, Toon Dark
 * Magician Girl): never Normal Summoned or Set; Special Summoned from the hand while its controller has a
 * face-up Toon World, Tributing `tributes` monsters; destroyed with Toon World; a direct attack while the
 * opponent controls no face-up Toon, and only a face-up Toon as its target while they do. `lockedTurnSummoned`
 * and `cost`: whether it cannot attack the turn it is Summoned, and the LP an attack costs.
 */
export function toonProcedureSpec(name: string, o: { tributes: number; atk: number; lockedTurnSummoned: boolean; cost: number }): void {
  it('cannot be Normal Summoned or Set', () => {
    const d = duelOf({ me: { hand: [name], monsters: FODDER, spellTraps: [WORLD] } });
    expect(legal(d, 'normalSummon', idOf(d, name))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, name))).toEqual([]);
  });

  it(`is Special Summoned from the hand with a face-up Toon World, Tributing ${o.tributes}`, () => {
    const d = duelOf({ me: { hand: [name], monsters: FODDER, spellTraps: [WORLD] } });
    const id = idOf(d, name);
    const tributes = [idOf(d, 'Celtic Guardian'), idOf(d, 'Kuriboh')].slice(0, o.tributes);
    const x = summon(d, id, tributes);
    expect(me(x).monsters.some((m) => m?.name === name && m.atk === o.atk)).toBe(true);
    expect(me(x).graveyard).toHaveLength(o.tributes);
    const attacks = legal(toBattle(x), 'attack', id);
    if (o.lockedTurnSummoned) expect(attacks).toEqual([]);
    else expect(attacks.length).toBeGreaterThan(0);
  });

  it('cannot be Special Summoned without a face-up Toon World', () => {
    const d = duelOf({ me: { hand: [name], monsters: FODDER, spellTraps: [{ card: 'Toon World', faceUp: false }] } });
    expect(legal(d, 'specialSummon', idOf(d, name))).toEqual([]);
  });

  it(`attacks directly past a monster${o.cost > 0 ? `, paying ${o.cost} LP` : ''}; must attack a face-up Toon while the opponent controls one`, () => {
    const d = duelOf({ me: { monsters: [{ card: name }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const id = idOf(d, name);
    const x = passAll(play(toBattle(d), { type: 'attack', card: id, target: 'direct' }));
    expect(me(x).lp).toBe(8000 - o.cost);
    expect(opp(x).lp).toBe(8000 - o.atk);
    const toons = toBattle(duelOf({ me: { monsters: [{ card: name }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Toon Cannon Soldier' }] } }));
    expect(legal(toons, 'attack', id).map((a) => a.target)).toEqual([idOf(toons, 'Toon Cannon Soldier', 1)]);
    expect(() => applyAction(toons, { type: 'attack', card: id, target: idOf(toons, 'Kuriboh', 1) })).toThrow();
  });

  it('is destroyed when Toon World on the field is destroyed', () => {
    const d = duelOf({ me: { monsters: [{ card: name }], spellTraps: [WORLD], hand: ['Mystical Space Typhoon'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Toon World')] }));
    expect(me(x).graveyard).toContain(name);
  });
}
