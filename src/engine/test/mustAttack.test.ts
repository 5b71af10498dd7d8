import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * "Must attack if able" (rule code `mustAttack`, legal.ts mustStillAttack) and "destroyed in face-up Defense
 * Position" (`destroyedInFaceUpDefense`, stateCheck.ts), Berserk Gorilla's rules.
 */
describe('Must attack if able (mustAttack)', () => {
  it('the Battle Phase cannot end while the monster can attack; once it has, it can', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Berserk Gorilla' }, { card: 'Celtic Guardian' }] } });
    let x = toBattle(d);
    expect(legal(x, 'nextPhase')).toEqual([]);
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Berserk Gorilla'), target: 'direct' }));
    expect(legal(x, 'nextPhase')).toHaveLength(2);
  });
});

describe('Destroyed in face-up Defense Position (destroyedInFaceUpDefense)', () => {
  it('changed to face-up Defense Position, it is destroyed at once', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Berserk Gorilla' }] } });
    expect(me(passAll(play(d, { type: 'changePosition', card: idOf(d, 'Berserk Gorilla') }))).graveyard).toEqual(['Berserk Gorilla']);
  });
});
