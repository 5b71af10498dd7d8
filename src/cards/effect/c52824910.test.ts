import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Kaiser Glider (texts-2016): "This card cannot be destroyed by battle with a monster that has the same
 * ATK. When this card is destroyed and sent to the Graveyard, return 1 monster on the field to its
 * owner's hand." (issue 32 §4, with replacement effects; rule code `indestructibleByBattleWith`).
 */

describe('Kaiser Glider', () => {
  it('is not destroyed by battle with a monster that has the same ATK (the other monster is)', () => {
    const d = toBattle(duelOf({ me: { monsters: [{ card: 'Kaiser Glider' }] }, opp: { monsters: [{ card: 'Jinzo' }] } }));
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Kaiser Glider'), target: idOf(d, 'Jinzo', 1) }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Kaiser Glider' });
    expect(opp(x).graveyard).toEqual(['Jinzo']);
  });

  it('is destroyed by battle with a monster of higher ATK; then it returns 1 monster on the field to its owner\'s hand', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: 'Kaiser Glider' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } }));
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'Kaiser Glider') });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).graveyard).toEqual(['Kaiser Glider']);
    // Its owner chooses among every monster on the field.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Feral Imp'), idOf(d, 'Blue-Eyes White Dragon', 1)] });
    const y = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon', 1)] }));
    expect(opp(y).hand).toContain('Blue-Eyes White Dragon');
  });

  it('destroyed by a card effect, it also returns 1 monster to the hand', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: 'Kaiser Glider' }] }, opp: { hand: ['Fissure'], monsters: [{ card: 'Summoned Skull' }] } }));
    let x = play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) });
    while (x.flow.window) x = play(x, { type: 'pass' });
    const y = passAll(x.flow.prompt ? play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }) : x);
    expect(me(y).graveyard).toEqual(['Kaiser Glider']);
    expect(opp(y).hand).toContain('Summoned Skull');
  });

  it('leaving the field without being destroyed (returned to the hand), it returns nothing', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: 'Kaiser Glider' }] }, opp: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }, { card: 'Summoned Skull' }] } }));
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane', 1) });
    while (x.flow.window || x.flow.prompt) x = x.flow.prompt ? play(x, { type: 'select', ids: [idOf(d, 'Kaiser Glider')] }) : play(x, { type: 'pass' });
    expect(me(x).hand).toContain('Kaiser Glider');
    expect(opp(x).monsters.some((s) => s?.name === 'Summoned Skull')).toBe(true);
  });
});
