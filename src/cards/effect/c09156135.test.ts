import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Apprentice Magician: "When this card is Summoned, place 1 Spell Counter on a face-up card that you can place a
// Spell Counter on. When this card is destroyed by battle, you can Special Summon 1 Level 2 or lower
// Spellcaster-Type monster from your Deck in face-down Defense Position."
describe('Apprentice Magician', () => {
  it('Normal Summoned: places 1 Spell Counter on the face-up card chosen among those that can hold one, either side', () => {
    const d = duelOf({
      me: { hand: ['Apprentice Magician'], monsters: [{ card: 'Skilled Dark Magician', counters: 1 }, { card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Breaker the Magical Warrior', counters: 0 }] },
    });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Apprentice Magician'), tributes: [] });
    x = passAll(x);
    // Celtic Guardian holds no Spell Counters, nor does Apprentice Magician itself.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Skilled Dark Magician'), idOf(d, 'Breaker the Magical Warrior', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Breaker the Magical Warrior', 1)] }));
    expect(opp(x).monsters[0]?.counters).toBe(1);
    expect(me(x).monsters[0]?.counters).toBe(1);
  });
  it('a card already holding all the Spell Counters it can is not a target; with none to take one, nothing happens', () => {
    const d = duelOf({ me: { hand: ['Apprentice Magician'], monsters: [{ card: 'Skilled Dark Magician', counters: 3 }] }, opp: { monsters: [{ card: 'Breaker the Magical Warrior', counters: 1 }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Apprentice Magician'), tributes: [] }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters[0]?.counters).toBe(3);
    expect(opp(x).monsters[0]?.counters).toBe(1);
  });
  it('Flip Summoned: places the counter too (the only candidate is taken)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Apprentice Magician', faceUp: false, position: 'defense' }, { card: 'Skilled Dark Magician' }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Apprentice Magician') });
    x = passAll(x);
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Skilled Dark Magician')] }));
    expect(me(x).monsters[1]?.counters).toBe(1);
  });
  it('destroyed by battle: you can Special Summon a Level 2 or lower Spellcaster from the Deck in face-down Defense Position', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Apprentice Magician', position: 'attack' }], deck: ['Dark Magician', 'Apprentice Magician', 'Kuriboh', 'Celtic Guardian'] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idsOf(d, 'Apprentice Magician')[0]! });
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Apprentice Magician']);
    // "You can": offered first.
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: x.flow.prompt.options.find((o) => o === 'yes' || o === 'activate') ?? x.flow.prompt.options[0]! });
    x = passAll(x);
    // Only the Level 2 Spellcaster fits (not Dark Magician, Level 7; not Kuriboh, a Fiend).
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toEqual([idsOf(d, 'Apprentice Magician')[1]]);
    x = passAll(play(x, { type: 'select', ids: [idsOf(d, 'Apprentice Magician')[1]!] }));
    const slot = me(x).monsters.find((m) => m !== null);
    expect(slot).toMatchObject({ name: 'Apprentice Magician', faceUp: false, position: 'defense' });
    expect(me(x).deck).toBe(3);
  });
  it('destroyed by battle with no fitting monster in the Deck: not activated', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Apprentice Magician', position: 'attack' }], deck: ['Dark Magician', 'Kuriboh'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Apprentice Magician') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });
});
