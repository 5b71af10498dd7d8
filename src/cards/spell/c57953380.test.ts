import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

// Card of Safe Return: "When a monster is Special Summoned from your Graveyard, you can draw 1 card."
const DECK = ['Kuriboh', 'Celtic Guardian', 'Celtic Guardian'];

/** Activates Monster Reborn of `who` on `target` (owned by `owner`), answering its prompts. */
function reborn(d: Duel, who: 0 | 1, target: string, owner: 0 | 1): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn', who) });
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, target, owner)] });
  x = passAll(x);
  while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('attack')) x = passAll(play(x, { type: 'select', option: 'attack' }));
  return x;
}

describe('Card of Safe Return', () => {
  it('your monster Special Summoned from your Graveyard: you can draw 1 card', () => {
    const d = duelOf({ me: { deck: DECK, hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], spellTraps: [{ card: 'Card of Safe Return', faceUp: true }] } });
    let x = reborn(d, 0, 'Summoned Skull', 0);
    expect(me(x).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(me(x).hand).toEqual(['Kuriboh']);
  });
  it('it is optional: declined, no draw', () => {
    const d = duelOf({ me: { deck: DECK, hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], spellTraps: [{ card: 'Card of Safe Return', faceUp: true }] } });
    const x = passAll(play(reborn(d, 0, 'Summoned Skull', 0), { type: 'select', option: 'no' }));
    expect(me(x).hand).toEqual([]);
    expect(me(x).deck).toBe(3);
  });
  it("the opponent Special Summons a monster from your Graveyard: you can draw too", () => {
    const d = duelOf({ turnPlayer: 1, me: { deck: DECK, graveyard: ['Summoned Skull'], spellTraps: [{ card: 'Card of Safe Return', faceUp: true }] }, opp: { hand: ['Monster Reborn'] } });
    let x = reborn(d, 1, 'Summoned Skull', 0);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(me(x).hand).toEqual(['Kuriboh']);
  });
  it("a monster Special Summoned from the opponent's Graveyard, or from the Deck: nothing", () => {
    const d = duelOf({ me: { deck: DECK, hand: ['Monster Reborn'], spellTraps: [{ card: 'Card of Safe Return', faceUp: true }] }, opp: { graveyard: ['Summoned Skull'] } });
    const x = reborn(d, 0, 'Summoned Skull', 1);
    expect(me(x).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([]);
    const cat = duelOf({ me: { deck: ['Silver Fang', 'Nekogal #1', 'Celtic Guardian'], monsters: [{ card: 'Rescue Cat' }], spellTraps: [{ card: 'Card of Safe Return', faceUp: true }] } });
    let y = passAll(play(cat, { type: 'activate', card: idOf(cat, 'Rescue Cat') }));
    for (let i = 0; y.flow.prompt && i < 6; i++) y = passAll(play(y, y.flow.prompt.kind === 'chooseOption' ? { type: 'select', option: 'attack' } : { type: 'select', ids: [(y.flow.prompt as { cards: readonly string[] }).cards[0]!] }));
    expect(me(y).monsters.filter(Boolean)).toHaveLength(2);
    expect(me(y).hand).toEqual([]);
  });
  it('face-down, it does nothing', () => {
    const d = duelOf({ me: { deck: DECK, hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], spellTraps: [{ card: 'Card of Safe Return', faceUp: false }] } });
    const x = reborn(d, 0, 'Summoned Skull', 0);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([]);
  });
});
