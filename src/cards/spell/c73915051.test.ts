import { describe, expect, it } from 'vitest';
import { summary, viewFor } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const sheep = { name: 'Sheep Token', position: 'defense', faceUp: true, atk: 0, def: 0 };

describe('Scapegoat', () => {
  it('Special Summons 4 Sheep Tokens in face-up Defense Position', () => {
    const d = duelOf({ me: { hand: ['Scapegoat'], monsters: [{ card: 'Feral Imp' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Scapegoat') });
    expect(me(x).monsters[0]?.name).toBe('Feral Imp');
    expect(me(x).monsters.slice(1)).toEqual([sheep, sheep, sheep, sheep].map((s) => expect.objectContaining(s)));
    expect(me(x).graveyard).toEqual(['Scapegoat']);
  });

  it("works for either player: Set, the opponent activates it on my turn, on the opponent's field", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { spellTraps: [{ card: 'Scapegoat', faceUp: false }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    expect(x.flow.window).toMatchObject({ player: 1 });
    x = play(x, { type: 'activate', card: idOf(d, 'Scapegoat', 1) });
    while (x.flow.window?.kind === 'chain') x = play(x, { type: 'pass' });
    expect(opp(x).monsters.filter((m) => m?.name === 'Sheep Token')).toHaveLength(4);
    expect(me(x).monsters.filter(Boolean)).toHaveLength(1);
    // My Skull must now get through the sheep: no direct attack.
    expect(legal(x, 'attack').some((a) => a.target === 'direct')).toBe(false);
  });

  it('a Sheep Token destroyed by battle is removed, and both players still read the log that names it', () => {
    // Rulebook v9.1, "Monster Tokens": "When a Token is destroyed or returned to the hand or deck, they are
    // simply removed from the field"; "always either face-up Attack Position or face-up Defense Position".
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { spellTraps: [{ card: 'Scapegoat', faceUp: false }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    x = play(x, { type: 'activate', card: idOf(d, 'Scapegoat', 1) });
    while (x.flow.window?.kind === 'chain') x = play(x, { type: 'pass' });
    const token = idsOf(x, 'Sheep Token', 1)[0]!;
    x = passAll(play(x, legal(x, 'attack').find((a) => a.target === token)!));
    expect(opp(x).monsters.filter((m) => m?.name === 'Sheep Token')).toHaveLength(3);
    expect(opp(x).graveyard).toEqual(['Scapegoat']);
    for (const viewer of [0, 1] as const) {
      expect(viewFor(x, viewer).events.map((e) => e.text)).toContain('Sheep Token was destroyed by battle');
    }
  });

  it('needs 4 free Monster Zones', () => {
    const d = duelOf({ me: { hand: ['Scapegoat'], monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });

  it('cannot be activated after a Summon this turn', () => {
    const d = duelOf({ me: { hand: ['Scapegoat', 'Feral Imp'] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] });
    expect(legal(x, 'activate', idOf(d, 'Scapegoat'))).toEqual([]);
  });

  it('a Set is not a Summon: Scapegoat can still be activated after a Normal Set', () => {
    const d = duelOf({ me: { hand: ['Scapegoat', 'Feral Imp'] } });
    const x = play(d, { type: 'setMonster', card: idOf(d, 'Feral Imp'), tributes: [] });
    expect(legal(x, 'activate', idOf(d, 'Scapegoat'))).toHaveLength(1);
  });

  it('no Summons for the rest of the turn: no Normal Summon, but a Normal Set is still allowed', () => {
    const d = duelOf({ me: { hand: ['Scapegoat', 'Feral Imp'] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Feral Imp'))).toHaveLength(1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Scapegoat') });
    expect(legal(x, 'normalSummon')).toEqual([]);
    expect(legal(x, 'setMonster', idOf(d, 'Feral Imp'))).toHaveLength(1);
  });

  it('no Flip Summon either for the rest of the turn', () => {
    const d = duelOf({ me: { hand: ['Scapegoat'], monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'flipSummon')).toHaveLength(1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Scapegoat') });
    expect(me(x).monsters.filter((m) => m?.name === 'Sheep Token')).toHaveLength(4);
    expect(legal(x, 'flipSummon')).toEqual([]);
  });

  it("the lock is its activator's only: the opponent may still Summon on their turn after it was chained on mine", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Scapegoat', faceUp: false }] }, opp: { hand: ['Feral Imp', 'Celtic Guardian'], monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    x = play(x, { type: 'activate', card: idOf(d, 'Scapegoat') });
    while (x.flow.window?.kind === 'chain') x = play(x, { type: 'pass' });
    expect(me(x).monsters.filter((m) => m?.name === 'Sheep Token')).toHaveLength(4);
    x = play(x, { type: 'nextPhase', to: 'main2' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(legal(x, 'normalSummon', idOf(d, 'Feral Imp', 1))).toHaveLength(1);
  });

  it('the Sheep Tokens cannot be Tributed for a Tribute Summon', () => {
    const d = duelOf({ turn: 4, me: { hand: ['Summoned Skull', 'Feral Imp'], monsters: [{ card: 'Sheep Token', position: 'defense' }, { card: 'Sheep Token', position: 'defense' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Summoned Skull'))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, 'Summoned Skull'))).toEqual([]);
    // With a monster that may be Tributed, only that one is offered.
    const e = duelOf({ turn: 4, me: { hand: ['Summoned Skull'], monsters: [{ card: 'Sheep Token', position: 'defense' }, { card: 'Feral Imp' }] } });
    expect(legal(e, 'normalSummon', idOf(e, 'Summoned Skull'))).toEqual([{ type: 'normalSummon', card: idOf(e, 'Summoned Skull'), tributes: [idOf(e, 'Feral Imp')] }]);
    expect(idsOf(e, 'Sheep Token')).toHaveLength(1);
  });

  it('the Tokens made by the card itself cannot be Tributed either', () => {
    const d = duelOf({ me: { hand: ['Scapegoat', 'Summoned Skull'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Scapegoat') });
    expect(summary(x).chain).toEqual([]);
    expect(legal(x, 'setMonster', idOf(d, 'Summoned Skull'))).toEqual([]);
  });

  it('no Special Summon by a card effect (Monster Reborn) for the rest of the turn either', () => {
    const d = duelOf({ me: { hand: ['Scapegoat', 'Monster Reborn'], graveyard: ['Summoned Skull'] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toHaveLength(1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Scapegoat') });
    expect(legal(x, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });
  it('a Sheep Token destroyed by battle is removed, not sent to the Graveyard', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Sheep Token', position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Sheep Token') });
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard).toEqual([]);
  });
});
