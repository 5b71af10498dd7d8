import { describe, expect, it } from 'vitest';
import { duelOf, idOf, passAll, play } from './dsl';

/*
 * Rule code holdsSpellCounters: "a card that you can place a Spell Counter on" (Apprentice Magician) is a
 * face-up card on the field whose own rule lets it hold Spell Counters (ygopro's counter permit), with room
 * left under its limit (Skilled Dark Magician 3, Breaker the Magical Warrior 1); read by continuous.ts
 * spellCounterRoom (ctx.spellCounterRoom).
 */
describe('holdsSpellCounters', () => {
  const candidates = (monsters: object[]) => {
    const d = duelOf({ me: { hand: ['Apprentice Magician'], monsters: monsters as never } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Apprentice Magician'), tributes: [] }));
    return { d, x, offered: x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [] };
  };
  it('a face-up card with room under its limit can take one', () => {
    const { d, offered } = candidates([{ card: 'Skilled Dark Magician', counters: 2 }, { card: 'Celtic Guardian' }]);
    expect(offered).toEqual([idOf(d, 'Skilled Dark Magician')]);
  });
  it('a card at its limit, a face-down card and a card with no such rule cannot', () => {
    const { offered } = candidates([{ card: 'Skilled Dark Magician', counters: 3 }, { card: 'Breaker the Magical Warrior', faceUp: false, position: 'defense' }, { card: 'Celtic Guardian' }]);
    expect(offered).toEqual([]);
  });
});
