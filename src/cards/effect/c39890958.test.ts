import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { cardByName } from '..';

/*
 * Heavy Mech Support Armor (texts-2016): "When this card is Normal Summoned: You can target 1 Union monster in your
 * Graveyard; Special Summon it. Once per turn, you can either: Target 1 Machine-Type monster you control; equip this
 * card to that target, OR: Unequip this card and Special Summon it. While equipped by this effect, the equipped
 * monster cannot be targeted by your opponent's card effects. (If the equipped monster would be destroyed by battle
 * or card effect, destroy this card instead.)"
 */
const ARMOR = 'Heavy Mech Support Armor';
const equipped = { monsters: [{ card: 'Z-Metal Tank' }], spellTraps: [{ card: ARMOR, faceUp: true, equippedTo: 0 }] };

describe('Heavy Mech Support Armor', () => {
  it('Normal Summoned: you can target 1 Union monster in your Graveyard and Special Summon it', () => {
    const d = duelOf({ me: { hand: [ARMOR], graveyard: ['Celtic Guardian', 'B-Buster Drake'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, ARMOR), tributes: [] });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'B-Buster Drake')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'B-Buster Drake')] }));
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.filter(Boolean).map((m) => `${m!.name} ${m!.position}`)).toEqual([`${ARMOR} attack`, 'B-Buster Drake defense']);
  });

  it('Special Summoned, it does not activate', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [ARMOR, 'B-Buster Drake'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, ARMOR)] }));
    while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('attack')) x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual(['B-Buster Drake', 'Monster Reborn']);
  });

  it("equipped: the monster cannot be targeted by the opponent's card effects, but still by yours", () => {
    const d = duelOf({ turnPlayer: 1, me: equipped, opp: { monsters: [{ card: 'Exiled Force' }] } });
    expect(legal(d, 'activate', idOf(d, 'Exiled Force', 1))).toEqual([]);
    const mine = duelOf({ me: { ...equipped, monsters: [{ card: 'Z-Metal Tank' }, { card: 'Exiled Force' }] } });
    const x = play(mine, { type: 'activate', card: idOf(mine, 'Exiled Force') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(mine, 'Z-Metal Tank')] });
  });

  it('equips to a Machine monster; destroyed instead of it by a card effect', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Z-Metal Tank' }, { card: ARMOR }, { card: 'Celtic Guardian' }] }, opp: { hand: ['Fissure'] } });
    const i = legal(d, 'activate', idOf(d, ARMOR))[0]!;
    let x = play(d, i);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Z-Metal Tank')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Z-Metal Tank')] }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: ARMOR });
    // The opponent's Dark Hole: Z-Metal Tank stays, Armor goes in its place.
    const t = duelOf({ turnPlayer: 1, me: equipped, opp: { hand: ['Dark Hole'] } });
    const y = passAll(play(t, { type: 'activate', card: idOf(t, 'Dark Hole', 1) }));
    expect(me(y).monsters[0]).toMatchObject({ name: 'Z-Metal Tank' });
    expect(me(y).graveyard).toEqual([ARMOR]);
  });

  it('is a Level 3 LIGHT Machine Union monster with 500 ATK / 500 DEF', () => {
    expect(cardByName(ARMOR)).toMatchObject({ level: 3, attribute: 'LIGHT', monsterType: 'Machine', subtype: ['union'], atk: 500, def: 500 });
  });
});
