import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

const ojama = { name: 'Ojama Token', position: 'defense', faceUp: true, atk: 0, def: 1000 };

describe('Ojama Trio', () => {
  it("Special Summons 3 Ojama Tokens in face-up Defense Position to the opponent's field", () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Ojama Trio', faceUp: false }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ojama Trio') }));
    expect(opp(x).monsters.slice(1)).toEqual([ojama, ojama, ojama, null].map((s) => (s ? expect.objectContaining(s) : null)));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard).toEqual(['Ojama Trio']);
  });

  it('needs 3 free Monster Zones on the opponent\'s field', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Ojama Trio', faceUp: false }] }, opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Feral Imp' }, { card: 'Feral Imp' }] } });
    expect(legal(d, 'activate', idOf(d, 'Ojama Trio'))).toEqual([]);
  });

  it('the Tokens cannot be Tributed for a Tribute Summon', () => {
    const d = duelOf({ turnPlayer: 1, opp: { hand: ['Summoned Skull'], monsters: [{ card: 'Ojama Token', position: 'defense' }, { card: 'Ojama Token', position: 'defense' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Summoned Skull', 1))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, 'Summoned Skull', 1))).toEqual([]);
  });

  it('each Ojama Token destroyed by a card effect costs its controller 300 damage (no Chain)', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: 'Ojama Token', position: 'defense' }, { card: 'Ojama Token', position: 'defense' }, { card: 'Ojama Token', position: 'defense' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(opp(x).lp).toBe(8000 - 900);
    expect(me(x).lp).toBe(8000);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('an Ojama Token destroyed by battle: its controller takes 300 damage (no battle damage from a Defense Position monster)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Ojama Token', position: 'defense' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Ojama Token', 1) }));
    expect(opp(x).lp).toBe(7700);
    expect(me(x).lp).toBe(8000);
  });

  it('leaving the field otherwise (Tributed for a cost) costs nothing', () => {
    const d = duelOf({ turnPlayer: 1, opp: { hand: ['Enemy Controller'], monsters: [{ card: 'Ojama Token', position: 'defense' }] }, me: { monsters: [{ card: 'Feral Imp' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Enemy Controller', 1), effect: 1 });
    while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(x);
    expect(opp(x).monsters.some((m) => m?.name === 'Ojama Token')).toBe(false);
    expect(opp(x).lp).toBe(8000);
  });

  it('the damage goes to the player controlling the Token when it is destroyed (after its control changed)', () => {
    const d = duelOf({ me: { hand: ['Change of Heart', 'Dark Hole'] }, opp: { monsters: [{ card: 'Ojama Token', position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idsOf(d, 'Ojama Token', 1)[0]!] });
    x = passAll(x);
    expect(me(x).monsters.some((m) => m?.name === 'Ojama Token')).toBe(true);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).lp).toBe(7700);
    expect(opp(x).lp).toBe(8000);
  });
});
