import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';
import { cardByName } from '..';

/*
 * B-Buster Drake (texts-2016): "Once per turn, you can either: Target 1 LIGHT Machine-Type monster you control;
 * equip this card to that target, OR: Unequip this card and Special Summon it. While equipped by this effect, the
 * equipped monster is unaffected by your opponent's Spell effects. (If the equipped monster would be destroyed by
 * battle or card effect, destroy this card instead.) If this card is sent from the field to the Graveyard: You can
 * add 1 Union monster from your Deck to your hand." The Union rules themselves: A-Assault Core's spec and
 * src/engine/test/unionMonsters.test.ts.
 */
const equipped = { monsters: [{ card: 'X-Head Cannon' }, { card: 'Celtic Guardian' }], spellTraps: [{ card: 'B-Buster Drake', faceUp: true, equippedTo: 0 }] };

describe('B-Buster Drake', () => {
  it("the equipped monster is unaffected by the opponent's Spell effects (Dark Hole)", () => {
    const d = duelOf({ turnPlayer: 1, me: equipped, opp: { hand: ['Dark Hole'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'B-Buster Drake' });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it('your own Spell effects still affect it', () => {
    const d = duelOf({ me: { ...equipped, hand: ['Dark Hole'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    // X-Head Cannon would be destroyed: B-Buster Drake is destroyed instead.
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).graveyard.sort()).toEqual(['B-Buster Drake', 'Celtic Guardian', 'Dark Hole']);
  });

  it('destroyed instead of the equipped monster by a monster effect; from the field to the Graveyard it may search a Union monster', () => {
    const d = duelOf({ turnPlayer: 1, me: { ...equipped, deck: ['Celtic Guardian', 'A-Assault Core', 'Dark Hole'] }, opp: { monsters: [{ card: 'Exiled Force' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Exiled Force', 1) });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).graveyard).toEqual(['B-Buster Drake']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    let y = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'A-Assault Core')] });
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'A-Assault Core')] }));
    expect(me(y).hand).toEqual(['A-Assault Core']);
  });

  it('with no Union monster in the Deck, its effect does not activate', () => {
    const d = duelOf({ turnPlayer: 1, me: { ...equipped, deck: ['Celtic Guardian'] }, opp: { hand: ['Fissure'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it('is a Level 4 LIGHT Machine Union monster with 1500 ATK / 1800 DEF', () => {
    expect(cardByName('B-Buster Drake')).toMatchObject({ level: 4, attribute: 'LIGHT', monsterType: 'Machine', subtype: ['union'], atk: 1500, def: 1800 });
  });
});
