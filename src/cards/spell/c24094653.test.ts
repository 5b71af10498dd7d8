import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../engine';
import { duelOf, idOf, legal, me } from '../../engine/test/dsl';

describe('Polymerization', () => {
  it('lets you choose which Fusion Monster when materials for several are there, using hand and field', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Firegrass', 'Red-Eyes Black Dragon'], monsters: [{ card: 'Petit Dragon' }, { card: 'Summoned Skull' }], extra: ['Darkfire Dragon', 'Black Skull Dragon'] } });
    let x = applyAction(d, { type: 'activate', card: idOf(d, 'Polymerization') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Darkfire Dragon'), idOf(d, 'Black Skull Dragon')] });
    x = applyAction(x, { type: 'select', ids: [idOf(d, 'Black Skull Dragon')] });
    x = applyAction(x, { type: 'select', option: 'attack' });
    while (x.flow.window) x = applyAction(x, legalActions(x)[0]!);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Petit Dragon', 'Black Skull Dragon']);
    expect(me(x).hand).toEqual(['Firegrass']);
  });
  it('cannot be activated with no Fusion Monster whose materials are all there', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Firegrass'], extra: ['Darkfire Dragon'] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
