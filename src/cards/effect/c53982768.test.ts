import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import type { Duel } from '../../engine';
import type { ScenarioPlayer } from '../../engine/scenario';

// Dark Ruler Ha Des: "Cannot be Special Summoned from the Graveyard. Negate the effects of monsters destroyed by battle
// with Fiend-Type monsters you control."

/** Player 1's `attacker` attacks player 2's Sangan (whose search goes off unless negated). */
function attackSangan(me: ScenarioPlayer, attacker: string): Duel {
  const d = toBattle(duelOf({ me, opp: { monsters: [{ card: 'Sangan' }] } }));
  return passAll(play(d, { type: 'attack', card: idOf(d, attacker), target: idOf(d, 'Sangan', 1) }));
}

const searched = (x: Duel): boolean => x.flow.prompt !== null && x.flow.prompt.player === 1;

describe('Dark Ruler Ha Des', () => {
  it('a monster it destroys by battle has its effects negated (Sangan searches nothing)', () => {
    const x = attackSangan({ monsters: [{ card: 'Dark Ruler Ha Des' }] }, 'Dark Ruler Ha Des');
    expect(opp(x).graveyard).toEqual(['Sangan']);
    expect(searched(x)).toBe(false);
  });

  it('so does one destroyed by another Fiend-Type monster you control', () => {
    const x = attackSangan({ monsters: [{ card: 'Dark Ruler Ha Des' }, { card: 'Summoned Skull' }] }, 'Summoned Skull');
    expect(opp(x).graveyard).toEqual(['Sangan']);
    expect(searched(x)).toBe(false);
  });

  it('not one destroyed by a monster that is not a Fiend', () => {
    const x = attackSangan({ monsters: [{ card: 'Dark Ruler Ha Des' }, { card: 'Celtic Guardian' }] }, 'Celtic Guardian');
    expect(searched(x)).toBe(true);
  });

  it('not while it is face-down, nor without it', () => {
    expect(searched(attackSangan({ monsters: [{ card: 'Dark Ruler Ha Des', position: 'defense', faceUp: false }, { card: 'Summoned Skull' }] }, 'Summoned Skull'))).toBe(true);
    expect(searched(attackSangan({ monsters: [{ card: 'Summoned Skull' }] }, 'Summoned Skull'))).toBe(true);
  });

  it("not one destroyed by the opponent's Fiend", () => {
    // Player 2's Summoned Skull attacks player 1's Sangan, player 1 controlling Ha Des.
    const d = toBattle(duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Sangan' }, { card: 'Dark Ruler Ha Des', position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Sangan') }));
    expect(x.flow.prompt?.player).toBe(0);
  });

  it('cannot be Special Summoned from the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Dark Ruler Ha Des'] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });
});
