import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Return of the Dragon Lords (texts-2016): "Target 1 Level 7 or 8 Dragon-Type monster in your Graveyard; Special
 * Summon it. If a Dragon-Type monster(s) you control would be destroyed by battle or card effect, you can banish
 * this card from your Graveyard instead."
 */
const LORDS = 'Return of the Dragon Lords';
const BEWD = 'Blue-Eyes White Dragon';
const REBD = 'Red-Eyes Black Dragon';

describe('Return of the Dragon Lords', () => {
  it('targets only a Level 7 or 8 Dragon in your own Graveyard', () => {
    const d = duelOf({ me: { hand: [LORDS], graveyard: [REBD, 'Luster Dragon #2', 'Summoned Skull', BEWD] }, opp: { graveyard: ['Blue-Eyes White Dragon'] } });
    const x = play(d, { type: 'activate', card: idOf(d, LORDS) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, REBD), idOf(d, BEWD)] });
  });

  it('cannot be activated without such a target', () => {
    const d = duelOf({ me: { hand: [LORDS], graveyard: ['Luster Dragon #2', 'Summoned Skull'] }, opp: { graveyard: [BEWD] } });
    expect(legal(d, 'activate', idOf(d, LORDS))).toEqual([]);
  });

  it('Special Summons the target in the position chosen; then it lies in the Graveyard', () => {
    const d = duelOf({ me: { hand: [LORDS], graveyard: [REBD] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, LORDS) }, { type: 'select', ids: [idOf(d, REBD)] }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['attack', 'defense'] });
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters[0]).toMatchObject({ name: REBD, position: 'defense', faceUp: true });
    expect(me(x).graveyard).toEqual([LORDS]);
  });

  it('the target gone before it resolves: nothing is Special Summoned', () => {
    const d = duelOf({ turnPlayer: 0, me: { hand: [LORDS], graveyard: [REBD] }, opp: { spellTraps: [{ card: 'Dust Tornado', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, LORDS) }, { type: 'select', ids: [idOf(d, REBD)] });
    // Removed from the Graveyard by hand here: the script's check, not the opponent's card, is under test.
    const gone = { ...x, players: [{ ...x.players[0], graveyard: [], banished: [idOf(d, REBD)] }, x.players[1]] as typeof x.players };
    const y = passAll(gone);
    expect(me(y).monsters.every((m) => m === null)).toBe(true);
  });

  it("from the Graveyard: a face-up Dragon you control that a card effect would destroy may be spared by banishing it", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: BEWD }], graveyard: [LORDS] }, opp: { hand: ['Fissure'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['banish', 'destroy'] });
    x = passAll(play(x, { type: 'select', option: 'banish' }));
    expect(me(x).monsters[0]).toMatchObject({ name: BEWD });
    expect(me(x).banished).toEqual([LORDS]);
  });

  it('from the Graveyard: by battle too, and declining lets the Dragon be destroyed', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: REBD }], graveyard: [LORDS] }, opp: { monsters: [{ card: BEWD }] } });
    let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, BEWD, 1), target: idOf(d, REBD) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = passAll(play(x, { type: 'select', option: 'destroy' }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining([LORDS, REBD]));
    expect(opp(x).monsters[0]).toMatchObject({ name: BEWD });
  });

  it("not for a monster that is not a Dragon, nor the opponent's Dragon", () => {
    const d = duelOf({ me: { hand: ['Raigeki'], monsters: [{ card: 'Summoned Skull' }], graveyard: [LORDS] }, opp: { monsters: [{ card: BEWD }], graveyard: [] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([BEWD]);
    const skull = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Summoned Skull' }], graveyard: [LORDS] }, opp: { hand: ['Fissure'] } });
    const y = passAll(play(skull, { type: 'activate', card: idOf(skull, 'Fissure', 1) }));
    expect(y.flow.prompt).toBeNull();
    expect(me(y).graveyard).toEqual(expect.arrayContaining([LORDS, 'Summoned Skull']));
  });
});
