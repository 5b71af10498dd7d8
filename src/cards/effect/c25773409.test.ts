import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Legendary Jujitsu Master (texts-2016): "If this Defense Position card battled a monster, at the end of
 * the Damage Step: Place that monster on the top of the Deck." Returning a card to the top of its owner's
 * Deck (issue 32 §4). As the official script reads it, the monster is the one that attacked this card.
 */
function attacked(jujitsu: { position: 'attack' | 'defense'; faceUp?: boolean }, attacker = 'Summoned Skull'): Duel {
  const d = duelOf({ me: { monsters: [{ card: attacker }] }, opp: { monsters: [{ card: 'Legendary Jujitsu Master', ...jujitsu }] } });
  const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, attacker), target: idOf(d, 'Legendary Jujitsu Master', 1) });
  return passAll(x);
}

describe('Legendary Jujitsu Master', () => {
  it('attacked in Defense Position: at the end of the Damage Step the attacker goes on top of its owner\'s Deck', () => {
    const x = attacked({ position: 'defense' }, 'Celtic Guardian');
    const skull = idOf(x, 'Celtic Guardian');
    expect(me(x).monsters[0]).toBeNull();
    expect(x.players[0].deck[0]).toBe(skull);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Legendary Jujitsu Master' });
  });

  it('face-down in Defense Position, flipped by the attack, it still applies', () => {
    const x = attacked({ position: 'defense', faceUp: false }, 'Celtic Guardian');
    expect(x.players[0].deck[0]).toBe(idOf(x, 'Celtic Guardian'));
  });

  it('destroyed by that battle, it does nothing', () => {
    const x = attacked({ position: 'defense' });
    expect(opp(x).graveyard).toEqual(['Legendary Jujitsu Master']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  it('in Attack Position, it does nothing', () => {
    const x = attacked({ position: 'attack' }, 'Celtic Guardian');
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
    expect(opp(x).graveyard).toEqual(['Legendary Jujitsu Master']);
  });

  it('when it attacks, it does nothing (only a monster that attacks it)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Legendary Jujitsu Master' }] }, opp: { monsters: [{ card: 'Big Shield Gardna', position: 'defense' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Legendary Jujitsu Master'), target: idOf(d, 'Big Shield Gardna', 1) }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Big Shield Gardna' });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Legendary Jujitsu Master' });
  });
});
