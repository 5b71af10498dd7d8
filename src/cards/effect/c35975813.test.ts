import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Terrorking Archfiend (texts-2016): "This card cannot be Normal Summoned or Flip Summoned unless you have an
 * Archfiend Monster Card on your side of the field. The controller of this card pays 800 Life Points during
 * each of his/her Standby Phases (this is not optional). When this card is targeted by the effect of a card
 * controlled by your opponent, when resolving the effect, roll a six-sided die. If the result is 2 or 5,
 * negate the effect and destroy the opponent's card. The effects of an Effect Monster that this card
 * destroyed as a result of battle are negated." official/c35975813.lua: EFFECT_CANNOT_SUMMON and
 * EFFECT_CANNOT_FLIP_SUMMON while its player controls no face-up Archfiend (a Set is allowed). The die roll:
 * rule code negatesTargetingOnRoll (src/engine/test/negatesTargetingOnRoll.test.ts).
 */
describe('Terrorking Archfiend', () => {
  it('cannot be Normal Summoned without a face-up Archfiend monster, but can be Set', () => {
    const d = duelOf({ me: { hand: ['Terrorking Archfiend'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Terrorking Archfiend'))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, 'Terrorking Archfiend'))).toHaveLength(1);
  });

  it('can be Normal Summoned while its player controls a face-up Archfiend (Summoned Skull is treated as one)', () => {
    const d = duelOf({ me: { hand: ['Terrorking Archfiend'], monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Terrorking Archfiend'))).toHaveLength(1);
    const facedown = duelOf({ me: { hand: ['Terrorking Archfiend'], monsters: [{ card: 'Infernalqueen Archfiend', position: 'defense', faceUp: false }] } });
    expect(legal(facedown, 'normalSummon', idOf(facedown, 'Terrorking Archfiend'))).toEqual([]);
  });

  it('Set, it can be Flip Summoned only while its player controls a face-up Archfiend', () => {
    const alone = duelOf({ me: { monsters: [{ card: 'Terrorking Archfiend', position: 'defense', faceUp: false }] } });
    expect(legal(alone, 'flipSummon', idOf(alone, 'Terrorking Archfiend'))).toEqual([]);
    const withQueen = duelOf({ me: { monsters: [{ card: 'Terrorking Archfiend', position: 'defense', faceUp: false }, { card: 'Infernalqueen Archfiend' }] } });
    expect(legal(withQueen, 'flipSummon', idOf(withQueen, 'Terrorking Archfiend'))).toHaveLength(1);
  });

  it("pays 800 LP in its controller's Standby Phase with nothing asked; with less, it is destroyed", () => {
    const paid = endTurn(duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Terrorking Archfiend' }] } }));
    expect(me(paid).lp).toBe(7200);
    expect(paid.flow.prompt).toBeNull();
    expect(me(paid).monsters[0]).toMatchObject({ name: 'Terrorking Archfiend' });
    const poor = endTurn(duelOf({ turnPlayer: 1, me: { lp: 700, monsters: [{ card: 'Terrorking Archfiend' }] } }));
    expect(me(poor).lp).toBe(700);
    expect(me(poor).graveyard).toEqual(['Terrorking Archfiend']);
  });

  it('an Effect Monster it destroys by battle has its effects negated (Man-Eater Bug\'s Flip effect does not activate)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Terrorking Archfiend' }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Terrorking Archfiend'), target: idOf(d, 'Man-Eater Bug', 1) }));
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.flow.prompt).toBeNull();
    expect(x.flow.chain).toEqual([]);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Terrorking Archfiend' });
  });

  it("rolls against an opponent's effect targeting it: on 5 (seed 4) Book of Moon is negated and destroyed, on 6 (seed 2) it applies", () => {
    for (const [seed, negated] of [[4, true], [2, false]] as const) {
      const d = duelOf({ seed, turnPlayer: 1, me: { monsters: [{ card: 'Terrorking Archfiend' }] }, opp: { hand: ['Book of Moon'] } });
      let x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
      x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Terrorking Archfiend')] }));
      expect(x.events.find((e) => e.type === 'dieRolled')).toMatchObject({ player: 0, result: negated ? 5 : 6 });
      expect(me(x).monsters[0]).toMatchObject({ faceUp: negated });
      expect(opp(x).graveyard).toEqual(['Book of Moon']);
    }
  });
});
