import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Kaiser Colosseum (texts-2016): "If there is 1 or more monster(s) on the field of the controller of this card,
 * his/her opponent cannot place a monster on the field if his/her number of monsters would exceed the number
 * of monsters that are on the field of this card's controller. The cards that are already on the field before
 * this card's activation are unaffected by this effect." A Continuous Spell: from its resolution, rule code
 * monsterCap (stats.ts freeMonsterZones, asked by every placing of a monster) caps the opponent, while it is
 * face-up. No GOAT variant (goat-legal.tsv marks none; official/c35059553.lua: EFFECT_MAX_MZONE, and the Tribute
 * Summon limit EFFECT_UNRELEASABLE_SUM, which the zones a Tribute frees already give).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');
const activations = (d: Duel, card: string) => legalActions(d).filter((a) => a.type === 'activate' && a.card === card);

function colosseum(mine: string[], theirs: string[], oppHand: string[], myHand: string[] = [], oppGraveyard: string[] = []): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Kaiser Colosseum', faceUp: false }], monsters: mine.map((card) => ({ card })), hand: myHand, deck: DECK },
    opp: { monsters: theirs.map((card) => ({ card })), hand: oppHand, graveyard: oppGraveyard, deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Kaiser Colosseum') }));
}

describe('Kaiser Colosseum', () => {
  it('the opponent cannot Summon or Set a monster that would make them control more than its controller', () => {
    const x = endTurn(colosseum(['Celtic Guardian'], ['Kuriboh'], ['Sangan']));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Kaiser Colosseum', faceUp: true });
    expect(legal(x, 'normalSummon', idOf(x, 'Sangan', 1))).toEqual([]);
    expect(legal(x, 'setMonster', idOf(x, 'Sangan', 1))).toEqual([]);
  });

  it('up to the same number they may: 2 against 1 leaves room for 1', () => {
    const x = endTurn(colosseum(['Celtic Guardian', 'Feral Imp'], ['Kuriboh'], ['Sangan', 'Mystic Tomato']));
    const y = passAll(play(x, { type: 'normalSummon', card: idOf(x, 'Sangan', 1), tributes: [] }));
    expect(opp(y).monsters.filter(Boolean)).toHaveLength(2);
  });

  it('a Tribute Summon that leaves them no more than its controller is allowed', () => {
    const x = endTurn(colosseum(['Celtic Guardian'], ['Kuriboh'], ['Summoned Skull']));
    expect(legal(x, 'normalSummon', idOf(x, 'Summoned Skull', 1)).map((a) => a.tributes)).toEqual([[idOf(x, 'Kuriboh', 1)]]);
  });

  it('no Special Summon by an effect beyond the cap: Monster Reborn has nowhere to place a monster', () => {
    const x = endTurn(colosseum(['Celtic Guardian'], ['Kuriboh'], ['Monster Reborn'], [], ['Sangan']));
    expect(activations(x, idOf(x, 'Monster Reborn', 1))).toEqual([]);
    const free = endTurn(colosseum(['Celtic Guardian', 'Feral Imp'], ['Kuriboh'], ['Monster Reborn'], [], ['Sangan']));
    expect(activations(free, idOf(free, 'Monster Reborn', 1)).length).toBeGreaterThan(0);
  });

  it('with no monster on its controller\'s field there is no cap; its controller is never capped', () => {
    const x = endTurn(colosseum([], ['Kuriboh'], ['Sangan']));
    expect(legal(x, 'normalSummon', idOf(x, 'Sangan', 1)).length).toBeGreaterThan(0);
    const y = colosseum(['Celtic Guardian'], [], [], ['Sangan']);
    expect(legal(y, 'normalSummon', idOf(y, 'Sangan')).length).toBeGreaterThan(0);
  });

  it('the monsters the opponent already controls beyond the cap stay', () => {
    const x = endTurn(colosseum(['Celtic Guardian'], ['Kuriboh', 'Feral Imp', 'Sangan'], ['Mystic Tomato']));
    expect(opp(x).monsters.filter(Boolean)).toHaveLength(3);
    expect(legal(x, 'normalSummon', idOf(x, 'Mystic Tomato', 1))).toEqual([]);
  });

  it('once it leaves the field, the cap ends', () => {
    const x = endTurn(colosseum(['Celtic Guardian'], ['Kuriboh'], ['Sangan', 'Mystical Space Typhoon']));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Kaiser Colosseum')] }));
    expect(me(y).graveyard).toEqual(['Kaiser Colosseum']);
    expect(legal(y, 'normalSummon', idOf(y, 'Sangan', 1)).length).toBeGreaterThan(0);
  });
});
