import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Guardian Kay'est (texts-2016): "This card can only be Normal Summoned, Flip Summoned, or Special Summoned when there
 * is a "Rod of Silence - Kay'est" on your side of the field. This card is unaffected by any Spell Cards. Also, this
 * card cannot be an attack target of your opponent's monsters." (official/c9633505.lua: EFFECT_CANNOT_SUMMON,
 * CANNOT_FLIP_SUMMON, SPSUMMON_CONDITION while no face-up Rod is on its player's field; EFFECT_IMMUNE_EFFECT to Spell
 * effects; the GOAT list plays the same script.) Rule codes cannotBeSummonedNow, unaffectedBy, cannotBeAttackTarget.
 */

const KAYEST = "Guardian Kay'est";
const ROD = "Rod of Silence - Kay'est";

describe("Guardian Kay'est", () => {
  it('may be Normal Summoned only while you control a face-up Rod of Silence - Kay\'est; it may always be Set', () => {
    const without = duelOf({ me: { hand: [KAYEST] } });
    expect(legal(without, 'normalSummon', idOf(without, KAYEST))).toEqual([]);
    expect(legal(without, 'setMonster', idOf(without, KAYEST)).length).toBe(1);
    const theirs = duelOf({ me: { hand: [KAYEST] }, opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: ROD, faceUp: true, equippedTo: 0 }] } });
    expect(legal(theirs, 'normalSummon', idOf(theirs, KAYEST))).toEqual([]);
    const withRod = duelOf({ me: { hand: [KAYEST], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: ROD, faceUp: true, equippedTo: 0 }] } });
    const x = passAll(play(withRod, { type: 'normalSummon', card: idOf(withRod, KAYEST), tributes: [] }));
    expect(me(x).monsters[1]).toMatchObject({ name: KAYEST, faceUp: true });
  });

  it('may be Flip Summoned only with the Rod', () => {
    const set = { card: KAYEST, faceUp: false, position: 'defense' as const };
    const without = duelOf({ me: { monsters: [set] } });
    expect(legal(without, 'flipSummon')).toEqual([]);
    const withRod = duelOf({ me: { monsters: [set, { card: 'Celtic Guardian' }], spellTraps: [{ card: ROD, faceUp: true, equippedTo: 1 }] } });
    expect(legal(withRod, 'flipSummon').map((a) => a.card)).toEqual([idOf(withRod, KAYEST)]);
  });

  it('may be Special Summoned only with the Rod (Monster Reborn offers it only then)', () => {
    const without = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [KAYEST] } });
    expect(legal(without, 'activate', idOf(without, 'Monster Reborn'))).toEqual([]);
    const withRod = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [KAYEST], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: ROD, faceUp: true, equippedTo: 0 }] } });
    expect(legal(withRod, 'activate', idOf(withRod, 'Monster Reborn')).length).toBe(1);
  });

  it('is unaffected by Spell effects (Dark Hole), not by Trap effects', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: KAYEST }, { card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(opp(x).monsters[0]).toMatchObject({ name: KAYEST });
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it("your opponent's monsters cannot select it as an attack target", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: KAYEST }, { card: 'Celtic Guardian' }] } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack').map((a) => a.target)).toEqual([idOf(d, 'Celtic Guardian', 1)]);
  });
});
