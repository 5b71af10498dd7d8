/**
 * The part every Electromagnet Warrior's spec shares: "During your opponent's turn: You can Tribute this
 * card; Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck (this is a Quick Effect)."
 */
import { expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

export function tributeForMagnetWarriorSpec(warrior: string): void {
  it('in the opponent\'s turn (Quick Effect): Tribute it to Special Summon a Level 4 "Magnet Warrior" from the Deck', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: warrior }], deck: ['Alpha the Magnet Warrior', 'Electromagnet Warrior Beta', 'Celtic Guardian'] }, opp: { hand: ['Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    x = play(x, { type: 'activate', card: idOf(d, warrior), effect: 1 });
    expect(me(x).graveyard).toEqual([warrior]);
    x = passAll(x);
    // Level 4 only: the Level 3 Electromagnet Warrior is not offered.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Alpha the Magnet Warrior')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Alpha the Magnet Warrior')] });
    }
    x = play(x, { type: 'select', option: 'defense' });
    // It came out in answer to Dark Hole, which then destroys it.
    x = passAll(x);
    expect(me(x).graveyard.sort()).toEqual(['Alpha the Magnet Warrior', warrior].sort());
  });

  it('not in your own turn, nor with no Level 4 "Magnet Warrior" in the Deck', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: warrior }], deck: ['Alpha the Magnet Warrior'] } }), 'activate', undefined).filter((a) => a.effect === 1)).toEqual([]);
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: warrior }], deck: ['Celtic Guardian'] }, opp: { hand: ['Dark Hole'] } });
    expect(legal(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }), 'activate')).toEqual([]);
  });
}
