/*
 * Crystal Wing Synchro Dragon (texts-2016): "1 Tuner + 1 or more non-Tuner Synchro Monsters / Once per turn, during either
 * player's turn, when another monster's effect is activated: You can negate the activation, and if you do, destroy that
 * monster, and if you do that, this card gains ATK equal to the destroyed monster's original ATK until the end of this turn.
 * If this card battles a Level 5 or higher monster your opponent controls, during damage calculation: This card gains ATK
 * equal to the current ATK of the opponent's monster it is battling during that damage calculation only."
 * The second effect is a Trigger "before damage calculation" here (event beforeDamageCalculation), its gain lasting that
 * damage calculation only (ctx.modifyForThisDamageCalculation).
 */
import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

const CRYSTAL = 'Crystal Wing Synchro Dragon';
const STONE = 'The White Stone of Ancients';
const crystal = (d: Duel) => legal(d, 'activate', idOf(d, CRYSTAL));
const atkOf = (d: Duel, name: string) => me(d).monsters.find((m) => m?.name === name)?.atk;

describe('Crystal Wing Synchro Dragon', () => {
  it('is Synchro Summoned with a Tuner and non-Tuner Synchro Monsters only', () => {
    const d = duelOf({ me: { monsters: [{ card: STONE }, { card: 'Black Rose Dragon' }], extra: [CRYSTAL] } });
    const offered = legal(d, 'specialSummon').filter((a) => a.method === 'synchro' && a.card === idOf(d, CRYSTAL) && a.position === 'attack');
    expect(offered).toHaveLength(1);
    expect(atkOf(passAll(play(d, offered[0]!)), CRYSTAL)).toBe(3000);
    const other = duelOf({ me: { monsters: [{ card: STONE }, { card: 'Dark Magician' }], extra: [CRYSTAL] } });
    expect(legal(other, 'specialSummon').filter((a) => a.method === 'synchro')).toEqual([]);
  });

  it("negates another monster's effect, destroys that monster and gains its original ATK until the end of the turn; once per turn", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: CRYSTAL }] }, opp: { monsters: [{ card: 'Time Wizard' }, { card: 'Time Wizard' }] } });
    const [first, second] = idsOf(d, 'Time Wizard', 1);
    let x = play(d, { type: 'activate', card: first! });
    expect(crystal(x)).toHaveLength(1);
    x = passAll(play(x, crystal(x)[0]!));
    expect(opp(x).graveyard).toEqual(['Time Wizard']);
    // No coin was tossed: Time Wizard's activation was negated. Time Wizard's original ATK is 500.
    expect(x.flow.prompt).toBeNull();
    expect(atkOf(x, CRYSTAL)).toBe(3500);
    // Once per turn: the second Time Wizard is not answered.
    const y = play(x, { type: 'activate', card: second! });
    expect(crystal(y)).toEqual([]);
    // The gain ends with the turn.
    expect(atkOf(endTurn(x), CRYSTAL)).toBe(3000);
  });

  it('battling a Level 5 or higher monster of the opponent, gains its ATK for that damage calculation only', () => {
    const d = duelOf({ me: { monsters: [{ card: CRYSTAL }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = toBattle(d);
    x = passAll(play(x, { type: 'attack', card: idOf(d, CRYSTAL), target: idOf(d, 'Summoned Skull', 1) }));
    // 3000 + 2500 = 5500 against 2500: 3000 damage; afterwards 3000 again.
    expect(opp(x).lp).toBe(8000 - 3000);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(atkOf(x, CRYSTAL)).toBe(3000);
  });

  it('gains nothing against a Level 4 or lower monster', () => {
    const d = duelOf({ me: { monsters: [{ card: CRYSTAL }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, CRYSTAL), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).lp).toBe(8000 - 1600);
  });
});
