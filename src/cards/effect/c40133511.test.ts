import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Bazoo the Soul-Eater (texts-2016): "Once per turn: You can banish up to 3 monsters from your Graveyard;
 * this card gains 300 ATK for each, until the end of your opponent's turn." The banishing is the cost;
 * the gain lasts through the opponent's next turn (`ctx.modifyUntilEndOfOpponentsTurn`).
 */
const BAZOO = 'Bazoo the Soul-Eater';

/** Activates Bazoo, banishing `first` and then the `more` ones, and resolves it. */
function used(d: Duel, first: string, more: readonly string[]): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, BAZOO) });
  x = applyAction(x, { type: 'select', ids: [first] });
  // The others are chosen one at a time ("up to": stop at any point).
  for (const m of more) x = applyAction(x, { type: 'select', ids: [m] });
  if (x.flow.prompt) x = applyAction(x, { type: 'select', option: 'stop' });
  return passAll(x);
}

const atk = (d: Duel): number => me(d).monsters.find((s) => s?.name === BAZOO)!.atk;

describe('Bazoo the Soul-Eater', () => {
  const grave = ['Feral Imp', 'Kuriboh', 'Summoned Skull', 'Celtic Guardian'];

  it('banishes up to 3 monsters from your Graveyard (a cost): 300 ATK for each', () => {
    const d = duelOf({ me: { monsters: [{ card: BAZOO }], graveyard: [...grave, 'Pot of Greed'] } });
    const [a, b, c] = grave.map((n) => idOf(d, n));
    const x = used(d, a!, [b!, c!]);
    expect(atk(x)).toBe(1600 + 900);
    expect(me(x).banished.sort()).toEqual(['Feral Imp', 'Kuriboh', 'Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Pot of Greed']);
    const one = used(d, a!, []);
    expect(atk(one)).toBe(1900);
    expect(me(one).banished).toEqual(['Feral Imp']);
  });

  it('only monsters can be banished, and it cannot be used with none in your Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: BAZOO }], graveyard: ['Pot of Greed'] } });
    expect(legal(d, 'activate', idOf(d, BAZOO))).toEqual([]);
    const m = duelOf({ me: { monsters: [{ card: BAZOO }], graveyard: ['Pot of Greed', 'Kuriboh'] } });
    const x = play(m, { type: 'activate', card: idOf(m, BAZOO) });
    expect(legalActions(x)).toEqual([{ type: 'select', ids: [idOf(m, 'Kuriboh')] }]);
  });

  it('once per turn', () => {
    const d = duelOf({ me: { monsters: [{ card: BAZOO }], graveyard: grave } });
    const x = used(d, idOf(d, 'Feral Imp'), []);
    expect(legal(x, 'activate', idOf(d, BAZOO))).toEqual([]);
  });

  it("the gain lasts until the end of your opponent's turn, then it is gone", () => {
    const d = duelOf({ me: { monsters: [{ card: BAZOO }], graveyard: grave } });
    const x = used(d, idOf(d, 'Feral Imp'), [idOf(d, 'Kuriboh')]);
    const theirs = endTurn(x);
    expect(theirs.turn).toBe(4);
    expect(atk(theirs)).toBe(2200);
    const mine = endTurn(theirs);
    expect(mine.turn).toBe(5);
    expect(atk(mine)).toBe(1600);
  });

  it('the gain is lost if it leaves the field: back on the field it is a new card (1600 ATK)', () => {
    const d = duelOf({ me: { monsters: [{ card: BAZOO }], graveyard: grave }, opp: { hand: ['Fissure', 'Monster Reborn'] } });
    const x = used(d, idOf(d, 'Feral Imp'), []);
    let theirs = passAll(play(endTurn(x), { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(theirs).graveyard).toContain(BAZOO);
    theirs = play(theirs, { type: 'activate', card: idOf(d, 'Monster Reborn', 1) });
    theirs = applyAction(theirs, { type: 'select', ids: [idOf(d, BAZOO)] });
    theirs = passAll(theirs);
    if (theirs.flow.prompt) theirs = passAll(applyAction(theirs, { type: 'select', option: 'attack' }));
    expect(opp(theirs).monsters.find((s) => s?.name === BAZOO)?.atk).toBe(1600);
  });
});
