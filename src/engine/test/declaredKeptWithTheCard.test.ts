import { describe, expect, it } from 'vitest';
import { legalActions, loadScenario, summary, viewFor, type Duel } from '..';
import { ScenarioError } from '../scenario';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';
import { endTurn, toBattle } from './turns';

/*
 * What a card declared or paid as it was activated, kept with it while it stays on the field
 * (SpellTrapSlot.declared; `ctx.keepDeclared`, read by its rules through `ctx.keptDeclared()`): Wall of
 * Revealing Light's LP, Prohibition's name. `ChainLink.declared` lives only while the link resolves; this
 * one lives on the card's slot, so it is gone with the card, saved with the duel's JSON and public.
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');
const attackers = (d: Duel) => [...new Set(legal(toBattle(d), 'attack').map((a) => a.card))];

function walled(oppHand: string[] = []): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Wall of Revealing Light', faceUp: false }], deck: DECK },
    opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Summoned Skull' }], hand: oppHand, deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Wall of Revealing Light') }, { type: 'select', option: '2000' }));
}

describe('a declared value kept with the card', () => {
  it('is kept on the card once its activation resolves, and its rules read it on later turns', () => {
    const x = walled();
    expect(x.players[0].spellTraps[0]).toMatchObject({ faceUp: true, declared: '2000' });
    expect(x.flow.chain).toEqual([]);
    expect(attackers(endTurn(x))).toEqual([idOf(x, 'Summoned Skull', 1)]);
  });

  it("is saved in the duel's JSON: a duel read back keeps the value and its rules", () => {
    const back = JSON.parse(JSON.stringify(walled())) as Duel;
    expect(back.players[0].spellTraps[0]!.declared).toBe('2000');
    expect(attackers(endTurn(back))).toEqual([idOf(back, 'Summoned Skull', 1)]);
  });

  it("is public: both players' views and the summary show it", () => {
    const x = walled();
    for (const p of [0, 1] as const) expect(viewFor(x, p).players[0].spellTraps[0]!.declared).toBe('2000');
    expect(summary(x).players[0].spellTraps[0]!.declared).toBe('2000');
  });

  it('is gone with the card: returned to the hand and activated again, it keeps only the new value', () => {
    let x = endTurn(walled(['Giant Trunade']));
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Giant Trunade', 1) }));
    expect(me(x).hand).toContain('Wall of Revealing Light');
    expect(x.players[0].spellTraps.every((s) => s === null)).toBe(true);
    expect(attackers(x)).toHaveLength(2);
    x = endTurn(x);
    const wall = idOf(x, 'Wall of Revealing Light');
    x = endTurn(play(x, legal(x, 'setSpellTrap', wall)[0]!));
    x = endTurn(x);
    x = passAll(play(x, { type: 'activate', card: wall }, { type: 'select', option: '1000' }));
    expect(me(x).spellTraps.find((s) => s !== null)).toMatchObject({ name: 'Wall of Revealing Light', declared: '1000' });
  });

  it('a scenario may place a card with its declared value; a face-down card declares nothing', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Wall of Revealing Light', faceUp: true, declared: '3000' }], deck: DECK }, opp: { monsters: [{ card: 'Summoned Skull' }], deck: DECK } });
    expect(attackers(endTurn(d))).toEqual([]);
    expect(() => loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', seed: 1, players: [{ spellTraps: [{ card: 'Wall of Revealing Light', declared: '3000' }] }, {}] })).toThrow(ScenarioError);
    expect(legalActions(d).length).toBeGreaterThan(0);
  });
});
