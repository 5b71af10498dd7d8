import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * One Day of Peace (texts-2016): "Each player draws 1 card, and neither player takes damage until the end
 * of the opponent's next turn." Recorded rules noBattleDamage and noEffectDamage for both players, lasting
 * `{ turnsOf: opponent, count: 1 }` (engine test test/lastingRules.test.ts).
 */
const setup = (): Duel => duelOf({
  me: { hand: ['One Day of Peace', 'Ookazi'], deck: FILLER(5), monsters: [{ card: 'Battle Ox' }] },
  opp: { hand: ['Ookazi'], deck: FILLER(5), monsters: [{ card: 'Summoned Skull' }] },
});
const peace = (d: Duel): Duel => passAll(play(d, { type: 'activate', card: idOf(d, 'One Day of Peace') }));

describe('One Day of Peace', () => {
  it('each player draws 1 card', () => {
    const d = setup();
    const x = peace(d);
    expect(me(x).hand).toHaveLength(me(d).hand.length - 1 + 1);
    expect(opp(x).hand).toHaveLength(opp(d).hand.length + 1);
    expect(me(x).graveyard).toContain('One Day of Peace');
  });

  it('for the rest of this turn neither player takes effect damage', () => {
    const x = passAll(play(peace(setup()), { type: 'activate', card: idOf(setup(), 'Ookazi') }));
    expect(opp(x).lp).toBe(8000);
  });

  it("during the opponent's next turn neither player takes battle or effect damage", () => {
    const x = endTurn(peace(setup()));
    expect(x.turnPlayer).toBe(1);
    const burned = passAll(play(x, { type: 'activate', card: idOf(x, 'Ookazi', 1) }));
    expect(me(burned).lp).toBe(8000);
    // Summoned Skull attacks Battle Ox: Battle Ox is destroyed, but no battle damage.
    const b = toBattle(burned);
    const attack = legal(b, 'attack', idOf(b, 'Summoned Skull', 1)).find((a) => a.type === 'attack' && a.target === idOf(b, 'Battle Ox'));
    const fought = passAll(play(b, attack!));
    expect(me(fought).graveyard).toContain('Battle Ox');
    expect(me(fought).lp).toBe(8000);
  });

  it("ends with the opponent's next turn: in your following turn damage is taken again", () => {
    const x = endTurn(endTurn(peace(setup())));
    expect(x.turnPlayer).toBe(0);
    // Battle Ox (1700) attacks Summoned Skull (2500): its player takes the 800 again.
    const b = toBattle(x);
    const attack = legal(b, 'attack', idOf(b, 'Battle Ox')).find((a) => a.type === 'attack' && a.target === idOf(b, 'Summoned Skull', 1));
    expect(me(passAll(play(b, attack!))).lp).toBe(8000 - 800);
    const burned = passAll(play(x, { type: 'activate', card: idOf(x, 'Ookazi') }));
    expect(opp(burned).lp).toBe(8000 - 800);
  });
});
