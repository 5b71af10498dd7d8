import { describe, expect, it } from 'vitest';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Graverobber (texts-2016): "Select 1 Spell Card from your opponent's Graveyard. You can use it as your hand until
 * the end of the turn. If you use it, you take 2000 points of damage." official/c61705417.lua (no GOAT-era script):
 * the Spell is targeted and sent to your hand; once its activation resolves (EVENT_CHAIN_SOLVED) you take 2000
 * damage; in the End Phase, still yours (controller not its owner), it is sent to the Graveyard (its owner's).
 */

const ROBBER = { card: 'Graverobber', faceUp: false };

function robbed(extra: { me?: object; opp?: object } = {}) {
  const d = duelOf({ me: { spellTraps: [ROBBER], deck: FILLER(), ...extra.me }, opp: { graveyard: ['Feral Imp', 'Pot of Greed'], deck: FILLER(), ...extra.opp } });
  const x = play(d, { type: 'activate', card: idOf(d, 'Graverobber') });
  return { d, x };
}

describe('Graverobber', () => {
  it("targets a Spell Card in your opponent's Graveyard only (not a monster there, not your own Spell)", () => {
    const { d, x } = robbed({ me: { graveyard: ['Raigeki'] } });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Pot of Greed', 1)] });
  });

  it("cannot be activated with no Spell Card in your opponent's Graveyard", () => {
    const d = duelOf({ me: { spellTraps: [ROBBER], graveyard: ['Raigeki'] }, opp: { graveyard: ['Feral Imp'] } });
    expect(legal(d, 'activate', idOf(d, 'Graverobber'))).toEqual([]);
  });

  it('takes the Spell into your hand; you may activate it: it resolves for you, then you take 2000 damage and it goes to its owner\'s Graveyard', () => {
    const { d, x } = robbed();
    const pot = idOf(d, 'Pot of Greed', 1);
    let y = passAll(play(x, { type: 'select', ids: [pot] }));
    expect(y.players[0].hand).toEqual([pot]);
    expect(opp(y).graveyard).toEqual(['Feral Imp']);
    expect(me(y).lp).toBe(8000);
    y = passAll(play(y, { type: 'activate', card: pot }));
    expect(me(y).hand).toHaveLength(2);
    expect(me(y).lp).toBe(6000);
    expect(opp(y).graveyard).toEqual(['Feral Imp', 'Pot of Greed']);
    expect(me(y).graveyard).toEqual(['Graverobber']);
  });

  it('not used this turn: in the End Phase it is sent from your hand to your opponent\'s Graveyard, with no damage', () => {
    const { d, x } = robbed();
    const pot = idOf(d, 'Pot of Greed', 1);
    let y = passAll(play(x, { type: 'select', ids: [pot] }));
    y = passAll(play(y, { type: 'nextPhase', to: 'end' }));
    expect(y.players[0].hand).not.toContain(pot);
    expect(opp(y).graveyard).toEqual(['Feral Imp', 'Pot of Greed']);
    expect(me(y).lp).toBe(8000);
  });

  it('Set on your field instead: in the End Phase it is sent to your opponent\'s Graveyard all the same', () => {
    const { d, x } = robbed();
    const pot = idOf(d, 'Pot of Greed', 1);
    let y = passAll(play(x, { type: 'select', ids: [pot] }));
    y = passAll(play(y, { type: 'setSpellTrap', card: pot }));
    expect(me(y).spellTraps.filter(Boolean)).toHaveLength(1);
    y = passAll(play(y, { type: 'nextPhase', to: 'end' }));
    expect(me(y).spellTraps.filter(Boolean)).toEqual([]);
    expect(opp(y).graveyard).toEqual(['Feral Imp', 'Pot of Greed']);
  });

  it('its activation negated (Magic Jammer): no damage', () => {
    const { d, x } = robbed({ opp: { spellTraps: [{ card: 'Magic Jammer', faceUp: false }], hand: ['Kuriboh'] } });
    const pot = idOf(d, 'Pot of Greed', 1);
    let y = passAll(play(x, { type: 'select', ids: [pot] }));
    y = play(y, { type: 'activate', card: pot });
    while (!legal(y, 'activate', idOf(d, 'Magic Jammer', 1)).length) y = play(y, { type: 'pass' });
    y = play(y, { type: 'activate', card: idOf(d, 'Magic Jammer', 1) });
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    y = passAll(y);
    expect(me(y).hand).toHaveLength(0);
    expect(me(y).lp).toBe(8000);
    expect(opp(y).graveyard).toContain('Pot of Greed');
  });
});
