import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passWindows, play } from '../../engine/test/dsl';

describe('Newdoria', () => {
  it('destroyed by battle: its controller targets a monster on the field and destroys it (mandatory)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Newdoria' }, { card: 'Uraby' }] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Newdoria', 1) });
    expect(opp(x).graveyard).toEqual(['Newdoria']);
    // Any monster on the field: the opponent's Uraby is a legal target too.
    expect(x.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull'), idOf(d, 'Feral Imp'), idOf(d, 'Uraby', 1)].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    expect(me(x).graveyard).toEqual(['Summoned Skull']);
  });

  it('destroyed by a card effect (Dark Hole): nothing happens', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Newdoria' }] }, opp: { monsters: [{ card: 'Uraby' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.prompt).toBeNull();
  });
});
