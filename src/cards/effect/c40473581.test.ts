import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Susa Soldier (texts-2016): "This card cannot be Special Summoned. This card returns to the owner's hand during the
 * End Phase of the turn that this card is Normal Summoned or flipped face-up. The Battle Damage this card inflicts to
 * your opponent's Life Points is halved." A Spirit monster (library.ts spiritMonster), rule code halvesBattleDamage;
 * no GOAT-era variant.
 */
describe('Susa Soldier', () => {
  it('attacking directly it inflicts half its ATK', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Susa Soldier' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Susa Soldier'), target: 'direct' }));
    expect(opp(x).lp).toBe(8000 - 1000);
  });

  it('destroying an Attack Position monster: half the difference; the damage it takes is not halved', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Susa Soldier' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Susa Soldier'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).lp).toBe(8000 - 300);
    const e = duelOf({ me: { monsters: [{ card: 'Susa Soldier' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const y = passAll(play(toBattle(e), { type: 'attack', card: idOf(e, 'Susa Soldier'), target: idOf(e, 'Summoned Skull', 1) }));
    expect(me(y).lp).toBe(8000 - 500);
  });

  it('attacked by a weaker monster, the damage it inflicts to the attacker\'s controller is halved too', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Susa Soldier' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Susa Soldier') }));
    expect(opp(x).lp).toBe(8000 - 300);
  });

  it('returns to the hand in the End Phase of the turn it was Normal Summoned; cannot be Special Summoned', () => {
    const d = duelOf({ me: { hand: ['Susa Soldier'] } });
    const x = endTurn(passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Susa Soldier'), tributes: [] })));
    expect(me(x).hand).toContain('Susa Soldier');
    const reborn = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Susa Soldier'] } });
    expect(legal(reborn, 'activate')).toEqual([]);
  });
});
