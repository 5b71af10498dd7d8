import { describe, expect, it } from 'vitest';
import { refusalOf } from '../reasons';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * Rule code `tributeSummonAlsoWith` (self): "You can Tribute 3 monsters to Tribute Summon this card" (Beast King
 * Barbaros). Rulebook v9.1 "Tribute Summon": a Level 7 or higher monster needs 2 Tributes; the card's rule allows a
 * second count for a Tribute Summon only (ygopro's aux.AddNormalSummonProcedure with SUMMON_TYPE_TRIBUTE, no Set
 * procedure): the sets of 2 and of 3 are offered for the Summon, the Set keeps the Level's 2 (summon.ts
 * tributeSetsFor, setNeedsTributes). The Tributes are listed on the `summoned` event.
 */
const BARBAROS = 'Beast King Barbaros';
const three = { me: { hand: [BARBAROS], monsters: [{ card: 'Battle Ox' }, { card: 'Feral Imp' }, { card: 'Celtic Guardian' }] } };

describe('tributeSummonAlsoWith', () => {
  it('a Tribute Summon with 3 Tributes is offered as well as those with 2 (and the one with none)', () => {
    const d = duelOf(three);
    const counts = legal(d, 'normalSummon', idOf(d, BARBAROS)).map((a) => a.tributes.length).sort();
    expect(counts).toEqual([0, 2, 2, 2, 3]);
  });

  it('the 3 go to the Graveyard and the summoned event lists them', () => {
    const d = duelOf(three);
    const tributes = [idOf(d, 'Battle Ox'), idOf(d, 'Feral Imp'), idOf(d, 'Celtic Guardian')];
    const summoned = play(d, { type: 'normalSummon', card: idOf(d, BARBAROS), tributes });
    expect(summoned.events.find((e) => e.type === 'summoned' && e.card === idOf(d, BARBAROS))).toMatchObject({ how: 'tribute', tributes });
    const x = passAll(summoned);
    expect(me(x).graveyard.sort()).toEqual(['Battle Ox', 'Celtic Guardian', 'Feral Imp']);
    expect(me(x).monsters.find((m) => m?.name === BARBAROS)).toMatchObject({ atk: 3000 });
  });

  it('not for a Set: the Set is offered with 2 Tributes only, and a Set with 3 is refused', () => {
    const d = duelOf(three);
    expect(legal(d, 'setMonster', idOf(d, BARBAROS)).map((a) => a.tributes.length).sort()).toEqual([0, 2, 2, 2]);
    const tributes = [idOf(d, 'Battle Ox'), idOf(d, 'Feral Imp'), idOf(d, 'Celtic Guardian')];
    expect(refusalOf(d, { type: 'setMonster', card: idOf(d, BARBAROS), tributes })).toBe('tributeCount');
  });

  it('a monster without the rule is not offered a Tribute Summon with 3', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Battle Ox' }, { card: 'Feral Imp' }, { card: 'Celtic Guardian' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Summoned Skull')).map((a) => a.tributes.length)).toEqual([1, 1, 1]);
    const tributes = [idOf(d, 'Battle Ox'), idOf(d, 'Feral Imp')];
    expect(refusalOf(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes })).toBe('tributeCount');
  });
});
