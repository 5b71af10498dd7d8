import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Zaborg the Thunder Monarch: "When this card is Tribute Summoned: Target 1 monster on the field; destroy that target."
describe('Zaborg the Thunder Monarch', () => {
  it('Tribute Summoned: destroys the targeted monster', () => {
    const d = duelOf({ me: { hand: ['Zaborg the Thunder Monarch'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Zaborg the Thunder Monarch'), tributes: [idOf(d, 'Feral Imp')] });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Zaborg the Thunder Monarch'), idOf(d, 'Summoned Skull', 1), idOf(d, 'Mystical Elf', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mystical Elf']);
    expect(me(x).graveyard).toEqual(['Feral Imp']);
  });

  it('Special Summoned (Monster Reborn): no effect', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Zaborg the Thunder Monarch'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Zaborg the Thunder Monarch')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
  });
});
