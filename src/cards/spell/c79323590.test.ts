import { describe, expect, it } from 'vitest';
import { applyAction, type Duel } from '../../engine';
import { attackOf } from '../../engine/draft';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Chain Energy (texts-2016): "Each player must pay 500 Life Points per card to Normal Summon, Special
 * Summon, Set or activate cards from his/her respective hand." (rule code lpCostToPlay; engine test
 * test/lpCostToPlay.test.ts). A player with less than 500 LP cannot do those things; exactly 500 may be paid.
 */
const withChainEnergy = (mine: { hand?: string[]; lp?: number; monsters?: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[]; graveyard?: string[] } = {}, theirs: { hand?: string[]; lp?: number } = {}): Duel =>
  duelOf({
    me: { hand: mine.hand ?? [], lp: mine.lp ?? 8000, monsters: mine.monsters ?? [], graveyard: mine.graveyard ?? [], spellTraps: [{ card: 'Chain Energy', faceUp: true }] },
    opp: { hand: theirs.hand ?? [], lp: theirs.lp ?? 8000 },
  });

describe('Chain Energy', () => {
  it('activating it from the hand costs nothing (it is not face-up yet); once it resolves, the next card played from the hand costs 500', () => {
    const d = duelOf({ me: { hand: ['Chain Energy', 'Celtic Guardian'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Chain Energy') }));
    expect(me(x).lp).toBe(8000);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Chain Energy', faceUp: true });
    const y = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    expect(me(y).lp).toBe(7500);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it('a Normal Summon, a Tribute Summon and a monster Set from the hand each cost 500 LP', () => {
    const d = withChainEnergy({ hand: ['Celtic Guardian', 'Summoned Skull'], monsters: [{ card: 'Feral Imp' }] });
    expect(me(passAll(play(d, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] }))).lp).toBe(7500);
    const t = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Feral Imp')] }));
    expect(me(t).lp).toBe(7500);
    expect(me(t).monsters.find((m) => m)).toMatchObject({ name: 'Summoned Skull' });
  });

  it('Setting a Spell or Trap from the hand costs 500 LP; activating a Spell from the hand costs 500 LP; activating a Set card costs nothing', () => {
    const d = withChainEnergy({ hand: ['Pot of Greed', 'Trap Hole', 'Mystical Space Typhoon'] });
    const set = play(d, { type: 'setSpellTrap', card: idOf(d, 'Trap Hole') });
    expect(me(set).lp).toBe(7500);
    const pot = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(pot).lp).toBe(7500);
    expect(me(pot).graveyard).toContain('Pot of Greed');
    // Set for 500, then activated from the field: nothing more.
    const mst = play(d, { type: 'setSpellTrap', card: idOf(d, 'Mystical Space Typhoon') });
    const z = endTurn(mst);
    expect(me(z).lp).toBe(7500);
  });

  it('a Special Summon from the hand by an effect costs 500 LP besides the card activated (Ancient Rules: 1000 in all)', () => {
    const d = withChainEnergy({ hand: ['Ancient Rules', 'Blue-Eyes White Dragon'] });
    const x = passAll(play(passAll(play(d, { type: 'activate', card: idOf(d, 'Ancient Rules') })), { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.find((m) => m)).toMatchObject({ name: 'Blue-Eyes White Dragon' });
    expect(me(x).lp).toBe(7000);
  });

  it('a Special Summon by a monster\'s own procedure from the hand costs 500 LP (Cyber Dragon)', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'], spellTraps: [{ card: 'Chain Energy', faceUp: true }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' }));
    expect(me(x).monsters.find((m) => m)).toMatchObject({ name: 'Cyber Dragon' });
    expect(me(x).lp).toBe(7500);
  });

  it('cards not played from the hand cost nothing: a Flip Summon, a revival from the Graveyard (only its activation from the hand)', () => {
    const d = withChainEnergy({ hand: ['Monster Reborn'], monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }], graveyard: ['Summoned Skull'] });
    const flipped = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') }));
    expect(me(flipped).lp).toBe(8000);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
    expect(me(x).lp).toBe(7500);
  });

  it('a monster effect activated from the hand costs 500 LP (Kuriboh), and it is the opponent who pays on their own cards', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ['Kuriboh'], spellTraps: [{ card: 'Chain Energy', faceUp: true }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' });
    while (x.flow.window && !attackOf(x)?.damageStep) x = play(x, { type: 'pass' });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Kuriboh') }));
    expect(me(x).lp).toBe(7500);
    expect(me(x).graveyard).toContain('Kuriboh');
    expect(opp(x).lp).toBe(8000);
  });

  it("both players pay: the opponent's Normal Summon on their turn costs them 500", () => {
    const d = withChainEnergy({}, { hand: ['Celtic Guardian'] });
    const x = endTurn(d);
    const y = passAll(play(x, { type: 'normalSummon', card: idOf(x, 'Celtic Guardian', 1), tributes: [] }));
    expect(opp(y).lp).toBe(7500);
    expect(me(y).lp).toBe(8000);
  });

  it('with less than 500 LP nothing can be played from the hand; with exactly 500 it can, and paying all of it loses the Duel', () => {
    const poor = withChainEnergy({ lp: 499, hand: ['Celtic Guardian', 'Pot of Greed', 'Trap Hole'] });
    expect(legal(poor, 'normalSummon')).toEqual([]);
    expect(legal(poor, 'setMonster')).toEqual([]);
    expect(legal(poor, 'setSpellTrap')).toEqual([]);
    expect(legal(poor, 'activate')).toEqual([]);
    expect(() => applyAction(poor, { type: 'normalSummon', card: idOf(poor, 'Celtic Guardian'), tributes: [] })).toThrow(/pay LP/);
    const just = withChainEnergy({ lp: 500, hand: ['Celtic Guardian'] });
    const x = play(just, { type: 'normalSummon', card: idOf(just, 'Celtic Guardian'), tributes: [] });
    expect(me(x).lp).toBe(0);
    expect(x.winner).toBe(1);
  });

  it('once it leaves the field, playing from the hand is free again', () => {
    const d = withChainEnergy({ hand: ['Celtic Guardian'] }, { hand: ['Mystical Space Typhoon'] });
    const x = endTurn(d);
    const target = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Chain Energy')] }));
    expect(me(target).graveyard).toContain('Chain Energy');
    // The opponent paid for their Mystical Space Typhoon from the hand.
    expect(opp(target).lp).toBe(7500);
    const back = endTurn(target);
    const y = passAll(play(back, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    expect(me(y).lp).toBe(8000);
  });
});
