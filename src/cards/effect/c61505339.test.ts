import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// The Creator: "This card cannot be Special Summoned from the Graveyard. Once per turn, you can select 1 monster in
// your Graveyard, then send 1 card from your hand to the Graveyard and Special Summon that monster."
describe('The Creator', () => {
  it('targets a monster in your Graveyard, sends a card from the hand, and Special Summons it; once per turn', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed', 'Raigeki'], graveyard: ['Summoned Skull', 'Mystical Space Typhoon'], monsters: [{ card: 'The Creator' }] }, opp: { graveyard: ['Dark Magician'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Creator'), effect: 1 });
    // Only your Graveyard's monsters: not a Spell, not the opponent's.
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toEqual([idOf(d, 'Summoned Skull')]);
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Pot of Greed'), idOf(d, 'Raigeki')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Raigeki')] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
    expect(me(x).hand).toEqual(['Pot of Greed']);
    expect(me(x).graveyard).toContain('Raigeki');
    expect(legal(x, 'activate', idOf(d, 'The Creator'))).toEqual([]);
  });
  it('cannot be used with an empty hand', () => {
    const d = duelOf({ me: { graveyard: ['Summoned Skull'], monsters: [{ card: 'The Creator' }] } });
    expect(legal(d, 'activate', idOf(d, 'The Creator'))).toEqual([]);
  });
  it('cannot be Special Summoned from the Graveyard (Monster Reborn does not offer it)', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['The Creator', 'Summoned Skull'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toEqual([idOf(d, 'Summoned Skull')]);
  });
});
