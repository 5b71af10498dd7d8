import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * Negating the effects of a monster destroyed by battle (issue 32 §4; rule code `negatesBattleDestroyed`,
 * Blade Knight: "negate the effects of Flip Effect Monsters destroyed by battle with this card"). Asked of the
 * monster it battled as damage calculation destroys it (both still on the field); the destroyed monster's
 * effects do not activate this turn (turn mark `effectsNegatedByBattle`, triggers.ts).
 */
describe('Effects negated of a monster destroyed by battle', () => {
  const attack = (attacker: string) => {
    const d = duelOf({ me: { hand: ['Dark Hole', 'Raigeki'], monsters: [{ card: attacker }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, attacker), target: idOf(d, 'Man-Eater Bug', 1) }));
  };

  it('destroyed by battle with the monster that has the rule: its Flip effect does not activate', () => {
    const x = attack('Blade Knight');
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.flow.prompt).toBeNull();
    expect(x.marks.some((m) => m.mark === 'effectsNegatedByBattle')).toBe(true);
  });

  it('destroyed by a monster without the rule: its Flip effect activates', () => {
    const x = attack('Gemini Elf');
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
  });
});
