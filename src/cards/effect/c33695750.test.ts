import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Des Mosquito (texts-2016): "When this card is Normal or Special Summoned: Place 2 counters on it. It gains 500 ATK
 * for each of these counters. If this card would be destroyed by battle, remove 1 of these counters instead."
 * (official/c33695750.lua: a mandatory Trigger; EFFECT_DESTROY_REPLACE for battle only.) Rule code
 * `counterRemovedInsteadOfBattle`.
 */
const summoned = (d: Duel): Duel => passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Des Mosquito'), tributes: [] }));

describe('Des Mosquito', () => {
  it('Normal Summoned: 2 Counters on it, 500 ATK for each (1500)', () => {
    const x = summoned(duelOf({ me: { hand: ['Des Mosquito'] } }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Des Mosquito', counters: 2, atk: 1500 });
  });

  it('Special Summoned (Monster Reborn): 2 Counters too', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Des Mosquito'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Des Mosquito')] });
    x = passAll(x);
    while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!));
    expect(me(x).monsters.find((m) => m?.name === 'Des Mosquito')).toMatchObject({ counters: 2, atk: 1500 });
  });

  it('Flip Summoned: no Counters', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Des Mosquito', faceUp: false, position: 'defense' }] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Des Mosquito') }));
    expect(me(x).monsters[0]).toMatchObject({ counters: 0, atk: 500 });
  });

  it('destroyed by battle: 1 Counter is removed instead, each time; the battle damage is taken all the same', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { monsters: [{ card: 'Des Mosquito', counters: 2 }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Gemini Elf' }] },
    });
    let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Des Mosquito') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Des Mosquito', counters: 1, atk: 1000 });
    expect(me(x).lp).toBe(8000 - (2500 - 1500));
    expect(x.events).toContainEqual({ type: 'notDestroyed', card: idOf(d, 'Des Mosquito') });
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Gemini Elf', 1), target: idOf(d, 'Des Mosquito') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Des Mosquito', counters: 0, atk: 500 });
    expect(me(x).lp).toBe(7000 - (1900 - 1000));
  });

  it('with no Counter left it is destroyed by battle', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { monsters: [{ card: 'Des Mosquito', counters: 0 }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Des Mosquito') }));
    expect(me(x).graveyard).toEqual(['Des Mosquito']);
  });

  it('destroyed by a card effect: no Counter removed, it is destroyed', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Des Mosquito', counters: 2 }] }, opp: { hand: ['Fissure'] }, turn: 4, turnPlayer: 1 });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(x).graveyard).toEqual(['Des Mosquito']);
  });
});
