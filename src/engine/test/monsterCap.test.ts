import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '..';
import { freeMonsterZones, monsterCapOf } from '../stats';
import { duelOf, idOf, passAll, play } from './dsl';

/*
 * Rule code monsterCap (Kaiser Colosseum): recorded about its card for the opponent as it resolves, it caps the
 * monsters that player may have by placing one more at as many as the card's controller controls (1 or more),
 * while the card is face-up on the field. It is read where every placing of a monster asks for a zone
 * (stats.ts freeMonsterZones), so a Summon, Set, Special Summon, Token or control change needs room under it,
 * and an effect placing several needs room for all (Scapegoat's 4 Tokens).
 */
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');

function capped(mine: number, theirs: number): Duel {
  const d = duelOf({
    turnPlayer: 0,
    me: { spellTraps: [{ card: 'Kaiser Colosseum', faceUp: false }], monsters: Array.from({ length: mine }, () => ({ card: 'Celtic Guardian' })), deck: DECK },
    opp: { monsters: Array.from({ length: theirs }, () => ({ card: 'Kuriboh' })), hand: ['Scapegoat'], spellTraps: [{ card: 'Scapegoat', faceUp: false }], deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Kaiser Colosseum') }));
}

describe('monster cap', () => {
  it('leaves the capped player as many zones as the cap less the monsters they have; none for its controller', () => {
    expect(freeMonsterZones(capped(3, 1), 1)).toEqual([1, 2]);
    expect(monsterCapOf(capped(3, 1), 1)).toBe(3);
    expect(monsterCapOf(capped(3, 1), 0)).toBeNull();
    expect(freeMonsterZones(capped(3, 1), 0)).toEqual([3, 4]);
    expect(freeMonsterZones(capped(1, 2), 1)).toEqual([]);
  });

  it('no cap while its controller has no monster, nor before it resolves, nor face-down', () => {
    expect(monsterCapOf(capped(0, 1), 1)).toBeNull();
    const d = duelOf({ me: { spellTraps: [{ card: 'Kaiser Colosseum', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }], deck: DECK }, opp: { monsters: [{ card: 'Kuriboh' }], deck: DECK } });
    expect(freeMonsterZones(d, 1)).toHaveLength(4);
  });

  it('an effect placing several monsters needs room for all: Scapegoat is not offered under the cap', () => {
    const set = (d: Duel) => d.players[1].spellTraps[0]!.card;
    const can = (d: Duel) => legalActions(d).some((a) => a.type === 'activate' && a.card === set(d));
    // The opponent responds in its controller's turn: 4 monsters against 4 would leave room for 4 Tokens, 3 for 3.
    const respond = (d: Duel) => play(d, { type: 'nextPhase', to: 'battle' });
    expect(can(respond(capped(5, 0)))).toBe(true);
    expect(can(respond(capped(3, 0)))).toBe(false);
  });

  it("is saved with the duel's JSON", () => {
    const back = JSON.parse(JSON.stringify(capped(2, 1))) as Duel;
    expect(freeMonsterZones(back, 1)).toHaveLength(1);
  });
});
