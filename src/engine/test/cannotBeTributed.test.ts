import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import type { ScenarioPlayer } from '../scenario';
import { duelOf, idOf, legal, passAll, play } from './dsl';

/*
 * "Cannot be Tributed" (rule code cannotBeTributed) is one answer every Tribute asks (continuous.ts
 * tributeBarred): a Tribute Summon (summon.ts tributeSets), and every Tribute a card makes, for a cost, a
 * Ritual Summon or a Summon procedure (effects/context.ts mayBeTributed; library.ts tributableMonsters,
 * tributeSelfCost, tributeOneCost). It is recorded about one monster (Mind Control) or read from a face-up
 * card (Mask of Restrict: "Monsters cannot be Tributed", every monster of both players, hand included).
 */
const MASK = { card: 'Mask of Restrict', faceUp: true } as const;
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');

interface Case {
  readonly what: string;
  readonly me: ScenarioPlayer;
  readonly opp?: ScenarioPlayer;
  /** The Tribute's actions, offered now. */
  readonly offered: (d: Duel) => readonly unknown[];
}
const activations = (name: string, effect?: number) => (d: Duel) =>
  legal(d, 'activate', idOf(d, name)).filter((a) => effect === undefined || (a.effect ?? 0) === effect);

const CASES: readonly Case[] = [
  { what: 'a Tribute Summon', me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] }, offered: (d) => legal(d, 'normalSummon', idOf(d, 'Summoned Skull')) },
  { what: 'a Tribute Set', me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] }, offered: (d) => legal(d, 'setMonster', idOf(d, 'Summoned Skull')) },
  { what: 'Tributing itself as a cost (Exiled Force)', me: { monsters: [{ card: 'Exiled Force' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] }, offered: activations('Exiled Force') },
  { what: 'Tributing 1 monster as a cost (Cannon Soldier)', me: { monsters: [{ card: 'Cannon Soldier' }] }, offered: activations('Cannon Soldier') },
  { what: 'Tributing 1 monster as a cost (Catapult Turtle)', me: { monsters: [{ card: 'Catapult Turtle' }] }, offered: activations('Catapult Turtle') },
  { what: 'Tributing 1 monster as a cost (Mystik Wok)', me: { hand: ['Mystik Wok'], monsters: [{ card: 'Celtic Guardian' }] }, offered: activations('Mystik Wok') },
  {
    what: "Tributing 1 monster as a cost (Enemy Controller's second effect; its first still activates)",
    me: { hand: ['Enemy Controller'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Kuriboh' }] },
    offered: activations('Enemy Controller', 1),
  },
  { what: 'Tributing 2 monsters as a cost (Amazoness Archer)', me: { monsters: [{ card: 'Amazoness Archer' }, { card: 'Celtic Guardian' }] }, offered: activations('Amazoness Archer') },
  { what: "a Ritual Summon's Tributes from the hand", me: { hand: ['Black Luster Ritual', 'Black Luster Soldier', 'Summoned Skull', 'Celtic Guardian'] }, offered: activations('Black Luster Ritual') },
  {
    what: "a Summon procedure Tributing the opponent's monsters (Lava Golem)",
    me: { hand: ['Lava Golem'] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Celtic Guardian' }] },
    offered: (d) => legal(d, 'specialSummon', idOf(d, 'Lava Golem')),
  },
];

const withMask = (c: Case, side: 'me' | 'opp', mask: { card: string; faceUp: boolean } = MASK): Duel =>
  duelOf({
    me: { deck: DECK, ...c.me, spellTraps: side === 'me' ? [mask] : [] },
    opp: { deck: DECK, ...c.opp, spellTraps: side === 'opp' ? [mask] : [] },
  });

describe('cannot be Tributed', () => {
  for (const c of CASES) {
    it(`${c.what}: offered without the rule, not while a face-up Mask of Restrict is on either side of the field`, () => {
      expect(c.offered(duelOf({ me: { deck: DECK, ...c.me }, opp: { deck: DECK, ...c.opp } })).length).toBeGreaterThan(0);
      expect(c.offered(withMask(c, 'opp'))).toEqual([]);
      expect(c.offered(withMask(c, 'me'))).toEqual([]);
    });
  }

  it("Enemy Controller's effect that Tributes nothing is still offered under the rule", () => {
    const c = CASES.find((x) => x.what.startsWith('Tributing 1 monster as a cost (Enemy'))!;
    expect(activations('Enemy Controller', 0)(withMask(c, 'opp')).length).toBeGreaterThan(0);
  });

  it('a face-down Mask of Restrict bars nothing; activated, it does; once it leaves the field, Tributes come back', () => {
    const d = duelOf({ me: { deck: DECK, hand: ['Summoned Skull', 'Mystical Space Typhoon'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Mask of Restrict', faceUp: false }] }, opp: { deck: DECK } });
    const offered = CASES[0]!.offered;
    expect(offered(d).length).toBeGreaterThan(0);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mask of Restrict') }));
    expect(offered(x)).toEqual([]);
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Mask of Restrict')] }));
    expect(y.players[0].graveyard).toHaveLength(2);
    expect(offered(y).length).toBeGreaterThan(0);
  });

  it("a rule recorded about one monster (Mind Control's) bars only that one", () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Kuriboh' }] }, opp: { deck: DECK } });
    const guardian = idOf(d, 'Celtic Guardian');
    const barred: Duel = { ...d, rules: [...d.rules, { code: 'cannotBeTributed', player: 0, card: guardian, source: guardian, lasts: { kind: 'thisTurn', turn: d.turn } }] } as Duel;
    expect(legal(barred, 'normalSummon', idOf(d, 'Summoned Skull')).map((a) => a.tributes)).toEqual([[idOf(d, 'Kuriboh')]]);
  });
});
