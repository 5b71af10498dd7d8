import { describe, expect, it } from 'vitest';
import { applyAction } from '..';
import { refusalOf } from '../reasons';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';

/*
 * "Either player can …" (Royal Oppression; Effect `eitherPlayer`, ygopro's EFFECT_FLAG_BOTH_SIDE): a
 * face-up Continuous Spell or Trap's Quick Effect that its controller's opponent may activate too. The
 * activation scan (activation.ts) looks at the opponent's face-up Spells and Traps for such effects only;
 * the one who activates it is the Chain Link's player and pays its cost; the card stays its controller's.
 * No other effect of an opponent's card is ever activated (refusal notYourCard).
 */
describe("Either player's effects", () => {
  it("the opponent activates it (legal list and refusal agree), pays its cost, and the card stays where it is", () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'], spellTraps: [{ card: 'Royal Oppression', faceUp: true }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' });
    const action = { type: 'activate', card: idOf(d, 'Royal Oppression'), effect: 1 } as const;
    expect(legal(x, 'activate')).toContainEqual(action);
    expect(refusalOf(x, action)).toBeNull();
    const y = passAll(applyAction(x, action));
    expect(opp(y).lp).toBe(7200);
    expect(me(y).spellTraps[0]).toMatchObject({ name: 'Royal Oppression', faceUp: true });
  });

  it("an opponent's face-up card's other effects are not theirs to activate (Ultimate Offering), nor its activation", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Ultimate Offering', faceUp: true }, { card: 'Royal Oppression', faceUp: false }] }, opp: { hand: ['Celtic Guardian'] } });
    const uo = idOf(d, 'Ultimate Offering');
    expect(legal(d, 'activate', uo)).toEqual([]);
    expect(refusalOf(d, { type: 'activate', card: uo, effect: 1 })).toBe('notYourCard');
    expect(refusalOf(d, { type: 'activate', card: idOf(d, 'Royal Oppression'), effect: 0 })).not.toBeNull();
  });
});
