import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, passWindows, play } from '../../engine/test/dsl';

// Winged Kuriboh: "If this card on the field is destroyed and sent to the Graveyard: For the rest of this turn, you take no battle damage."
describe('Winged Kuriboh', () => {
  it('destroyed by battle: its controller takes no more battle damage that turn', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Winged Kuriboh' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Winged Kuriboh') }));
    // That battle's damage (1100) was dealt before it was destroyed.
    expect(me(x).lp).toBe(6900);
    expect(me(x).graveyard).toEqual(['Winged Kuriboh']);
    x = passAll(play(passWindows(x), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(me(x).lp).toBe(6900);
  });

  it('destroyed by a card effect: the same for the rest of the turn', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Winged Kuriboh' }] }, opp: { hand: ['Fissure'], monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    x = passWindows(play(x, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(me(x).lp).toBe(8000);
  });

  it('discarded from the hand (never on the field): no protection', () => {
    const d = duelOf({ me: { hand: ['The Melody of Awakening Dragon', 'Winged Kuriboh'], deck: ['Blue-Eyes White Dragon'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'The Melody of Awakening Dragon') }, { type: 'select', ids: [idOf(d, 'Winged Kuriboh')] }));
    expect(me(x).graveyard).toContain('Winged Kuriboh');
    expect(x.rules).toEqual([]);
  });
});
