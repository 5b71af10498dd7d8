import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Puppet Plant: "You can discard this card to the Graveyard to select 1 face-up Warrior or Spellcaster-Type monster your opponent controls, and take control of it until the End Phase of this turn."
describe('Puppet Plant', () => {
  it('discard it from the hand (the cost): take control of a face-up Warrior or Spellcaster of the opponent until the End Phase', () => {
    const d = duelOf({ me: { hand: ['Puppet Plant'] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Dark Magician' }, { card: 'Summoned Skull' }, { card: 'Gaia The Fierce Knight', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Puppet Plant') });
    // Summoned Skull is a Fiend; the face-down Warrior is no target.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Celtic Guardian', 1), idOf(d, 'Dark Magician', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] }));
    expect(me(x).graveyard).toEqual(['Puppet Plant']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Dark Magician']);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name)).toContain('Dark Magician');
  });

  it('only from the hand, in your Main Phase, with such a monster to take', () => {
    expect(legal(duelOf({ me: { hand: ['Puppet Plant'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { monsters: [{ card: 'Puppet Plant' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } }), 'activate')).toEqual([]);
  });
});
