import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { cardByName } from '..';

/*
 * A-Assault Core (texts-2016): "Once per turn, you can either: Target 1 LIGHT Machine-Type monster you control;
 * equip this card to that target, OR: Unequip this card and Special Summon it. While equipped by this effect, the
 * equipped monster is unaffected by your opponent's monster effects. (If the equipped monster would be destroyed by
 * battle or card effect, destroy this card instead.) If this card is sent from the field to the Graveyard: You can
 * add 1 other Union monster from your Graveyard to your hand."
 */
const equipped = { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'A-Assault Core', faceUp: true, equippedTo: 0 }] };

describe('A-Assault Core', () => {
  it('equips to a face-up LIGHT Machine monster you control, not to others', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: 'Celtic Guardian' }, { card: 'A-Assault Core' }] }, opp: { monsters: [{ card: 'X-Head Cannon' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'A-Assault Core'), effect: 0 });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'X-Head Cannon')] });
    const y = passAll(play(x, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] }));
    expect(y.players[0].spellTraps[0]).toMatchObject({ card: idOf(d, 'A-Assault Core'), faceUp: true, equippedTo: idOf(d, 'X-Head Cannon') });
    // Once per turn: equip and unequip share the use.
    expect(legal(y, 'activate', idOf(d, 'A-Assault Core'))).toEqual([]);
  });

  it('unequips to Special Summon itself in the position its player chooses', () => {
    const d = duelOf({ me: equipped });
    const x = play(d, { type: 'activate', card: idOf(d, 'A-Assault Core'), effect: 1 });
    const y = passAll(x);
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['attack', 'defense'] });
    const z = passAll(play(y, { type: 'select', option: 'defense' }));
    expect(me(z).monsters[1]).toMatchObject({ name: 'A-Assault Core', position: 'defense', faceUp: true });
    expect(me(z).spellTraps.filter(Boolean)).toEqual([]);
  });

  it("the equipped monster is unaffected by the opponent's monster effects", () => {
    const d = duelOf({ turnPlayer: 1, me: equipped, opp: { monsters: [{ card: 'Exiled Force' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Exiled Force', 1) });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'A-Assault Core' });
    expect(me(x).graveyard).toEqual([]);
  });

  it('if the equipped monster would be destroyed by a card effect (a Spell), this card is destroyed instead', () => {
    const d = duelOf({ turnPlayer: 1, me: { ...equipped, graveyard: ['Y-Dragon Head'] }, opp: { hand: ['Fissure'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).graveyard).toEqual(['Y-Dragon Head', 'A-Assault Core']);
    // Sent from the field to the Graveyard: it may add another Union monster from the Graveyard.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    const chose = passAll(play(x, { type: 'select', option: 'yes' }));
    // Chosen as it resolves, not targeted; never itself.
    expect(chose.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Y-Dragon Head')] });
    const y = passAll(play(chose, { type: 'select', ids: [idOf(d, 'Y-Dragon Head')] }));
    expect(me(y).hand).toEqual(['Y-Dragon Head']);
    expect(me(y).graveyard).toEqual(['A-Assault Core']);
  });

  it('if the equipped monster would be destroyed by battle, this card is destroyed instead', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: equipped, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'X-Head Cannon') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).graveyard).toEqual(['A-Assault Core']);
  });

  it('sent to the Graveyard with no other Union monster there, its effect does not activate', () => {
    const d = duelOf({ turnPlayer: 1, me: equipped, opp: { hand: ['Fissure'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual(['A-Assault Core']);
  });

  it('is a Level 4 LIGHT Machine Union monster with 1900 ATK / 200 DEF', () => {
    expect(cardByName('A-Assault Core')).toMatchObject({ level: 4, attribute: 'LIGHT', monsterType: 'Machine', subtype: ['union'], atk: 1900, def: 200 });
  });
});
