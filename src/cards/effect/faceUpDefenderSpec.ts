import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/**
 * The spec shared by "At the start of the Damage Step, if this card attacks a face-up Defense Position monster:
 * Destroy that monster" (Zubaba Knight, Ninja Grandmaster Sasuke; library.ts destroyDefenderAtDamageStepStart).
 */
export function destroyFaceUpDefenderSpec(card: string): void {
  describe(card, () => {
    const attack = (target: { card: string; position: 'attack' | 'defense'; faceUp?: boolean }) => {
      const d = duelOf({ me: { monsters: [{ card }] }, opp: { monsters: [target] } });
      return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, card), target: idOf(d, target.card, 1) }));
    };

    it('attacking a face-up Defense Position monster: destroys it at the start of the Damage Step, whatever its DEF, with no damage', () => {
      const x = attack({ card: 'Giant Soldier of Stone', position: 'defense' });
      expect(opp(x).graveyard).toEqual(['Giant Soldier of Stone']);
      expect(me(x).lp).toBe(8000);
      expect(me(x).monsters[0]).toMatchObject({ name: card });
    });

    it('a face-down Defense Position monster: not destroyed by the effect; flipped and battled as usual', () => {
      const x = attack({ card: 'Giant Soldier of Stone', position: 'defense', faceUp: false });
      expect(opp(x).monsters[0]).toMatchObject({ name: 'Giant Soldier of Stone', faceUp: true });
      expect(me(x).lp).toBeLessThan(8000);
    });

    it('an Attack Position monster: ordinary battle', () => {
      const x = attack({ card: 'Kuriboh', position: 'attack' });
      expect(opp(x).lp).toBeLessThan(8000);
      expect(opp(x).graveyard).toEqual(['Kuriboh']);
    });

    it('attacked while in Attack Position, it does nothing', () => {
      const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
      const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, card) }));
      expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    });
  });
}

