import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Black Pendant: "The equipped monster gains 500 ATK. When this card is sent from the field to the Graveyard: Inflict 500 damage to your opponent."
describe('Black Pendant', () => {
  it('equipped: +500 ATK; sent from the field to the Graveyard (its monster destroyed): 500 damage to the opponent', () => {
    const d = duelOf({ me: { hand: ['Black Pendant', 'Dark Hole'], monsters: [{ card: 'Feral Imp' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Black Pendant') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 1800 });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).graveyard.sort()).toEqual(['Black Pendant', 'Dark Hole', 'Feral Imp']);
    expect(opp(x).lp).toBe(7500);
  });
  it('sent to the Graveyard from the hand: nothing', () => {
    const d = duelOf({ me: { hand: ['Black Pendant', 'Tribute to the Doomed'] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribute to the Doomed') });
    if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.includes(idOf(d, 'Black Pendant'))) x = play(x, { type: 'select', ids: [idOf(d, 'Black Pendant')] });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    x = passAll(x);
    expect(me(x).graveyard).toContain('Black Pendant');
    expect(opp(x).lp).toBe(8000);
  });
});
