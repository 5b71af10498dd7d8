import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Newdoria: "When this card is destroyed by battle and sent to the Graveyard: Target 1 monster on the field; destroy that target."
describe('Newdoria', () => {
  it('destroyed by battle: destroys the targeted monster (the one that destroyed it, or another)', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Newdoria' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Dark Magician' }] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Newdoria') });
    expect(me(x).graveyard).toEqual(['Newdoria']);
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Dark Magician', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] }));
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
  });
  it('destroyed by a card effect: nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Newdoria' }] }, opp: { hand: ['Dark Hole'], monsters: [] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    expect(x.flow.prompt).toBeNull();
  });
});
