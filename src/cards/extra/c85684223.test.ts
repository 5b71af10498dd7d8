import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

/*
 * Reaper on the Nightmare: ""Spirit Reaper" + "Nightmare Horse" / This card is not destroyed as a result of
 * battle. Destroy this card when it is targeted by the effect of a Spell, Trap or Effect Monster. This card can
 * attack your opponent's Life Points directly even if there is a monster on your opponent's side of the field.
 * If this card successfully attacks your opponent's Life Points directly, your opponent discards 1 card randomly
 * from his/her hand." (ygopro: destroyed once that effect has resolved, as Spirit Reaper.)
 */
describe('Reaper on the Nightmare', () => {
  fusionSummonSpec('Reaper on the Nightmare', ['Spirit Reaper', 'Nightmare Horse'], { atk: 800, def: 600 }, [standIn('59290628', 'Nightmare Horse', 'effect', 'DARK', 'Zombie', 2, 500, 400)]);

  const withOpponentMonster = () => duelOf({ me: { monsters: [{ card: 'Reaper on the Nightmare' }] }, opp: { hand: ['Dark Hole', 'Raigeki'], monsters: [{ card: 'Summoned Skull' }] } });

  it('can attack directly while the opponent controls monsters, or attack a monster', () => {
    const x = toBattle(withOpponentMonster());
    const targets = legal(x, 'attack', idOf(x, 'Reaper on the Nightmare')).map((a) => a.target);
    expect(targets).toEqual(['direct', idOf(x, 'Summoned Skull', 1)]);
  });

  it('a direct attack: battle damage, then the opponent discards 1 card at random', () => {
    const d = withOpponentMonster();
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Reaper on the Nightmare'), target: 'direct' }));
    expect(opp(x).lp).toBe(8000 - 800);
    expect(opp(x).hand).toHaveLength(1);
    expect(opp(x).graveyard).toHaveLength(1);
  });

  it('cannot be destroyed by battle: attacking a stronger monster, it stays', () => {
    const d = withOpponentMonster();
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Reaper on the Nightmare'), target: idOf(d, 'Summoned Skull', 1) }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Reaper on the Nightmare' });
    expect(me(x).lp).toBe(8000 - 1700);
    expect(opp(x).hand).toHaveLength(2);
  });

  it('targeted by a card effect: destroyed once it has resolved', () => {
    const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: 'Reaper on the Nightmare' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Rush Recklessly') }, { type: 'select', ids: [idOf(d, 'Reaper on the Nightmare')] }));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard.sort()).toEqual(['Reaper on the Nightmare', 'Rush Recklessly']);
  });
});
