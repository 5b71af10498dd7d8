import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/** The opponent (player 2) attacks `target` with Summoned Skull while player 1 controls a face-up Toon Defense. */
function attacked(target: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }, answer: 'yes' | 'no') {
  const d = duelOf({ turnPlayer: 1, me: { monsters: [target], spellTraps: [{ card: 'Toon Defense', faceUp: true }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
  let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, target.card) });
  const asked = x.flow.prompt?.kind === 'chooseOption';
  if (asked) x = play(x, { type: 'select', option: answer });
  return { asked, x: passAll(x) };
}

describe('Toon Defense', () => {
  it('when the opponent attacks your face-up Level 4 or lower Toon, you can make it a direct attack: your Toon is not battled', () => {
    const { asked, x } = attacked({ card: 'Toon Cannon Soldier' }, 'yes');
    expect(asked).toBe(true);
    expect(me(x).lp).toBe(8000 - 2500);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Toon Cannon Soldier' });
  });

  it('declined, the attack goes on against the Toon', () => {
    const { x } = attacked({ card: 'Toon Cannon Soldier' }, 'no');
    expect(me(x).graveyard).toContain('Toon Cannon Soldier');
    expect(me(x).lp).toBe(8000 - (2500 - 1400));
  });

  it('not for a monster that is not a Toon, nor for a Toon above Level 4', () => {
    expect(attacked({ card: 'Celtic Guardian' }, 'yes').asked).toBe(false);
    expect(attacked({ card: 'Toon Summoned Skull' }, 'yes').asked).toBe(false);
  });
});
