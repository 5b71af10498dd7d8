import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

// Berfomet: "When this card is Normal or Flip Summoned, you can add 1 "Gazelle the King of Mythical Beasts" from your Deck to your hand."
describe('Berfomet', () => {
  it('Tribute Summoned (a Normal Summon): you can add Gazelle from the Deck', () => {
    const d = duelOf({ me: { hand: ['Berfomet'], monsters: [{ card: 'Celtic Guardian' }], deck: ['Gazelle the King of Mythical Beasts', 'Feral Imp'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Berfomet'), tributes: [idOf(d, 'Celtic Guardian')] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Gazelle the King of Mythical Beasts')] }));
    expect(me(x).hand).toEqual(['Gazelle the King of Mythical Beasts']);
  });
  it('Flip Summoned: the same; declined, nothing is added', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Berfomet', faceUp: false, position: 'defense' }], deck: ['Gazelle the King of Mythical Beasts'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Berfomet') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    expect(me(passAll(play(x, { type: 'select', option: 'no' }))).hand).toEqual([]);
  });
  it('no Gazelle in the Deck: nothing is offered', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Berfomet', faceUp: false, position: 'defense' }], deck: ['Feral Imp'] } });
    expect(play(d, { type: 'flipSummon', card: idOf(d, 'Berfomet') }).flow.prompt).toBeNull();
  });
});
