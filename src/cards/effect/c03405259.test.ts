import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';
import { cardByName } from '..';

/*
 * C-Crush Wyvern (texts-2016): "Once per turn, you can either: Target 1 LIGHT Machine-Type monster you control;
 * equip this card to that target, OR: Unequip this card and Special Summon it. While equipped by this effect, the
 * equipped monster is unaffected by your opponent's Trap effects. (If the equipped monster would be destroyed by
 * battle or card effect, destroy this card instead.) If this card is sent from the field to the Graveyard: You can
 * Special Summon 1 Union monster from your hand." The Union rules themselves: A-Assault Core's spec and
 * src/engine/test/unionMonsters.test.ts.
 */
const equipped = { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'C-Crush Wyvern', faceUp: true, equippedTo: 0 }] };

describe('C-Crush Wyvern', () => {
  it("the equipped monster is unaffected by the opponent's Trap effects (Raigeki Break)", () => {
    const d = duelOf({ turnPlayer: 1, me: equipped, opp: { hand: ['Celtic Guardian'], spellTraps: [{ card: 'Raigeki Break' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Raigeki Break', 1) });
    while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards.includes(idOf(d, 'X-Head Cannon')) ? idOf(d, 'X-Head Cannon') : x.flow.prompt.cards[0]!] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon' });
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'C-Crush Wyvern' });
    expect(me(x).graveyard).toEqual([]);
  });

  it('destroyed instead of the equipped monster; from the field to the Graveyard it may Special Summon a Union monster from the hand', () => {
    const d = duelOf({ turnPlayer: 1, me: { ...equipped, hand: ['A-Assault Core', 'Celtic Guardian'] }, opp: { hand: ['Fissure'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(x).graveyard).toEqual(['C-Crush Wyvern']);
    let y = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'A-Assault Core')] });
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'A-Assault Core')] }));
    y = passAll(play(y, { type: 'select', option: 'attack' }));
    expect(me(y).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['X-Head Cannon', 'A-Assault Core']);
    expect(me(y).hand).toEqual(['Celtic Guardian']);
  });

  it('with no Union monster in the hand, its effect does not activate', () => {
    const d = duelOf({ turnPlayer: 1, me: { ...equipped, hand: ['Celtic Guardian'] }, opp: { hand: ['Fissure'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(x.flow.prompt).toBeNull();
  });

  it('is a Level 4 LIGHT Machine Union monster with 1200 ATK / 2000 DEF', () => {
    expect(cardByName('C-Crush Wyvern')).toMatchObject({ level: 4, attribute: 'LIGHT', monsterType: 'Machine', subtype: ['union'], atk: 1200, def: 2000 });
  });
});
