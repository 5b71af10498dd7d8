import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, passWindows, play } from '../../engine/test/dsl';

// Spellbook Magician of Prophecy: "When this card is Normal Summoned or flipped face-up: Add 1 "Spellbook" Spell Card from your Deck to your hand."
describe('Spellbook Magician of Prophecy', () => {
  it('Normal Summoned: a "Spellbook" Spell is added from the Deck', () => {
    const d = duelOf({ me: { hand: ['Spellbook Magician of Prophecy'], deck: ['Spellbook of Secrets', 'Dark Hole'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Spellbook Magician of Prophecy'), tributes: [] });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Spellbook of Secrets')] });
    x = passAll(x);
    expect(me(x).hand).toEqual(['Spellbook of Secrets']);
  });

  it('flipped face-up by an attack (and surviving it): it searches too', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Spellbook Magician of Prophecy', faceUp: false, position: 'defense' }], deck: ['Spellbook of Secrets'] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Kuriboh', 1), target: idOf(d, 'Spellbook Magician of Prophecy') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Spellbook of Secrets')] }));
    expect(me(x).hand).toEqual(['Spellbook of Secrets']);
  });

  it('Special Summoned: nothing; no Spellbook Spell in the Deck: nothing', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Spellbook Magician of Prophecy'], deck: ['Spellbook of Secrets'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Spellbook Magician of Prophecy')] }));
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).hand).toEqual([]);
    const e = duelOf({ me: { hand: ['Spellbook Magician of Prophecy'], deck: ['Dark Hole'] } });
    expect(passAll(play(e, { type: 'normalSummon', card: idOf(e, 'Spellbook Magician of Prophecy'), tributes: [] })).flow.prompt).toBeNull();
  });
});
