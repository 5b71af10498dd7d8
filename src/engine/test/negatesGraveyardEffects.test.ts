import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * Rule code negatesGraveyardEffects (issue 34, The End of Anubis): while a face-up card declares it, a Chain Link
 * resolves doing nothing if one of its targets is in a Graveyard as it resolves, or if its effect was activated in
 * the Graveyard (chain.ts graveyardEffectNegated). The Chain Link's card still counts as activated.
 */
const revive = (monsters: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[], side: 'me' | 'opp'): Duel => {
  const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], ...(side === 'me' && { monsters }) }, opp: side === 'opp' ? { monsters } : {} });
  let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
  while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!));
  return x;
};

describe('negatesGraveyardEffects', () => {
  it("a Chain Link targeting a card in a Graveyard resolves doing nothing, the rule's controller's own too", () => {
    for (const side of ['me', 'opp'] as const) {
      const x = revive([{ card: 'The End of Anubis' }], side);
      expect(me(x).graveyard).toContain('Summoned Skull');
      expect(x.events.some((e) => e.type === 'resolved' && e.negated === true)).toBe(true);
    }
  });

  it('not while the card declaring it is face-down, or absent', () => {
    expect(me(revive([{ card: 'The End of Anubis', faceUp: false, position: 'defense' }], 'opp')).graveyard).not.toContain('Summoned Skull');
    expect(me(revive([{ card: 'Celtic Guardian' }], 'opp')).graveyard).not.toContain('Summoned Skull');
  });
});
