import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Relinquished: "Once per turn, select 1 monster your opponent controls and equip it to this card (only 1 monster can
 * be equipped to it at a time). This card's ATK and DEF become equal to the ATK and DEF of the monster equipped to
 * this card. If this card is destroyed by battle, the equipped monster is destroyed instead, and any battle damage
 * you received from the battle is also inflicted to your opponent."
 * Black Illusion Ritual: "This card is used to Ritual Summon "Relinquished". You must also Tribute monsters from the
 * field or your hand whose total Levels equal 1 or more."
 */
const equip = (d: ReturnType<typeof duelOf>, target: string) => {
  let x = play(d, { type: 'activate', card: idOf(d, 'Relinquished') });
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, target, 1)] });
  return passAll(x);
};

describe('Black Illusion Ritual and Relinquished', () => {
  it('Ritual Summons Relinquished with a Tribute of Level 1 or more', () => {
    const d = duelOf({ me: { hand: ['Black Illusion Ritual', 'Relinquished', 'Kuriboh'] } });
    let x = applyAction(d, { type: 'activate', card: idOf(d, 'Black Illusion Ritual') });
    x = applyAction(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    x = passAll(applyAction(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Relinquished', atk: 0, def: 0 });
    expect(me(x).graveyard.sort()).toEqual(['Black Illusion Ritual', 'Kuriboh']);
    // With no other monster to Tribute it cannot be activated.
    const none = duelOf({ me: { hand: ['Black Illusion Ritual', 'Relinquished'] } });
    expect(legal(none, 'activate', idOf(none, 'Black Illusion Ritual'))).toEqual([]);
  });
  it("equips the opponent's monster once per turn, one at a time: its ATK and DEF become that monster's", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Relinquished' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Dark Magician' }] } });
    const x = equip(d, 'Summoned Skull');
    expect(opp(x).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(false);
    expect(me(x).spellTraps.find(Boolean)).toMatchObject({ name: 'Summoned Skull', faceUp: true });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Relinquished', atk: 2500, def: 1200 });
    expect(legal(x, 'activate', idOf(d, 'Relinquished'))).toEqual([]);
  });
  it('would be destroyed by battle: the equipped monster is destroyed instead, and the opponent takes the battle damage you take', () => {
    // Equip in your turn, then the opponent attacks in theirs.
    const mine = duelOf({ me: { monsters: [{ card: 'Relinquished' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Summoned Skull' }] } });
    let x = equip(mine, 'Summoned Skull');
    x = passWindows(play(x, { type: 'nextPhase', to: 'end' }));
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(x.turnPlayer).toBe(1);
    x = passWindows(play(x, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(mine, 'Blue-Eyes White Dragon', 1), target: idOf(mine, 'Relinquished') }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Relinquished', atk: 0 });
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).lp).toBe(8000 - 500);
    expect(opp(x).lp).toBe(8000 - 500);
  });
  it('with nothing equipped it is destroyed by battle as any monster, and the opponent takes nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Relinquished' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Relinquished') }));
    expect(me(x).graveyard).toEqual(['Relinquished']);
    expect(me(x).lp).toBe(8000 - 1400);
    expect(opp(x).lp).toBe(8000);
  });
});
