import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Breaker the Magical Warrior: "If this card is Normal Summoned: Place 1 Spell Counter on it (max.
 * 1). This card gains 300 ATK for each Spell Counter on it. You can remove 1 Spell Counter from this
 * card, then target 1 Spell/Trap Card on the field; destroy that target."
 */
describe('Breaker the Magical Warrior', () => {
  it('Normal Summoned: gets 1 Spell Counter, 1900 ATK', () => {
    const d = duelOf({ me: { hand: ['Breaker the Magical Warrior'] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Breaker the Magical Warrior'), tributes: [] }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Breaker the Magical Warrior', counters: 1, atk: 1900 });
  });

  it('remove the counter: destroys the targeted Spell or Trap Card, and is 1600 ATK again', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Breaker the Magical Warrior', counters: 1 }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }], monsters: [{ card: 'Feral Imp' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Breaker the Magical Warrior'), effect: 2 });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Mirror Force', 1)]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    }
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ counters: 0, atk: 1600 });
    expect(legal(x, 'activate')).toHaveLength(0);
  });

  it('with no counter (Set, then Flip Summoned; or Special Summoned) it has none to remove', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Breaker the Magical Warrior', faceUp: false, position: 'defense' }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Breaker the Magical Warrior') }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ counters: 0, atk: 1600 });
    expect(legal(x, 'activate')).toHaveLength(0);
    const reborn = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Breaker the Magical Warrior'] } });
    let y = play(reborn, { type: 'activate', card: idOf(reborn, 'Monster Reborn') });
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(reborn, 'Breaker the Magical Warrior')] });
    y = passAll(play(y, { type: 'select', option: 'attack' }));
    expect(me(y).monsters.find(Boolean)).toMatchObject({ name: 'Breaker the Magical Warrior', counters: 0, atk: 1600 });
  });

  it('needs a Spell or Trap Card on the field to target', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: 'Breaker the Magical Warrior', counters: 1 }] } }), 'activate')).toHaveLength(0);
  });
});
