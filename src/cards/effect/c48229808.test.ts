import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Horus the Black Flame Dragon LV8 (texts-2016): "This card cannot be Normal Summoned or Set. This card cannot be
 * Special Summoned except by the effect of "Horus the Black Flame Dragon LV6". You can negate the activation and
 * effect of any Spell Cards and destroy them." (official/c48229808.lua: a Quick Effect answering a Spell Card's
 * activation, no cost, no limit per turn, usable in the Damage Step; the GOAT list plays the same script.)
 * Its Summon by LV6: c11224103.test.ts.
 */

const LV8 = 'Horus the Black Flame Dragon LV8';

describe('Horus the Black Flame Dragon LV8', () => {
  it('cannot be Normal Summoned or Set, even with Tributes enough', () => {
    const d = duelOf({ me: { hand: [LV8], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    expect(legal(d, 'normalSummon', idOf(d, LV8))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, LV8))).toEqual([]);
  });

  it('cannot be Special Summoned by another effect unless it was properly Summoned (Monster Reborn)', () => {
    const never = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: LV8, properlySummoned: false }] } });
    expect(legal(never, 'activate', idOf(never, 'Monster Reborn'))).toEqual([]);
    const once = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [LV8] } });
    let x = play(once, { type: 'activate', card: idOf(once, 'Monster Reborn') }, { type: 'select', ids: [idOf(once, LV8)] });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    expect(me(x).monsters[0]).toMatchObject({ name: LV8 });
  });

  it("negates the activation of the opponent's Spell Card and destroys it (Pot of Greed draws nothing)", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LV8 }] }, opp: { hand: ['Pot of Greed'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    const answer = legal(x, 'activate', idOf(d, LV8));
    expect(answer.length).toBe(1);
    x = passAll(play(x, answer[0]!));
    expect(opp(x).graveyard).toEqual(['Pot of Greed']);
    expect(opp(x).hand).toEqual([]);
    expect(me(x).monsters[0]).toMatchObject({ name: LV8 });
  });

  it('any Spell Card, as often as they come: two in one turn, its own controller\'s too', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LV8 }] }, opp: { hand: ['Pot of Greed', 'Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    x = passAll(play(x, legal(x, 'activate', idOf(d, LV8))[0]!));
    x = play(x, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    x = passAll(play(x, legal(x, 'activate', idOf(d, LV8))[0]!));
    expect(opp(x).graveyard.sort()).toEqual(['Dark Hole', 'Pot of Greed']);
    expect(me(x).monsters[0]).toMatchObject({ name: LV8 });
    const mine = duelOf({ me: { hand: ['Pot of Greed'], monsters: [{ card: LV8 }] } });
    const y = play(mine, { type: 'activate', card: idOf(mine, 'Pot of Greed') });
    expect(legal(y, 'activate', idOf(mine, LV8)).length).toBe(1);
  });

  it("does not answer a Trap Card's activation, nor a monster effect", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LV8 }] }, opp: { spellTraps: [{ card: 'Waboku', faceUp: false }] } });
    // Nothing of its controller's could answer: no window opens for them, and the Chain resolves at once.
    const trap = play(d, { type: 'activate', card: idOf(d, 'Waboku', 1) });
    expect(trap.flow.window).toBeNull();
    expect(trap.flow.chain).toEqual([]);
    const m = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LV8 }] }, opp: { monsters: [{ card: 'Exiled Force' }] } });
    let monster = play(m, { type: 'activate', card: idOf(m, 'Exiled Force', 1) });
    while (monster.flow.prompt?.kind === 'chooseCard') monster = play(monster, { type: 'select', ids: [monster.flow.prompt.cards[0]!] });
    expect(monster.flow.chain).toEqual([]);
    // A Spell opens one: the same window the Trap would have needed.
    const spell = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LV8 }] }, opp: { hand: ['Pot of Greed'] } });
    expect(play(spell, { type: 'activate', card: idOf(spell, 'Pot of Greed', 1) }).flow.chain.length).toBe(1);
  });
});
