import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Zombyra the Dark: "This card cannot attack your opponent directly. If this card destroys a monster by battle: This card loses 200 ATK."
describe('Zombyra the Dark', () => {
  const battle = (opponents: { card: string; position?: 'attack' | 'defense'; faceUp?: boolean }[]) => {
    const d = duelOf({ me: { monsters: [{ card: 'Zombyra the Dark' }] }, opp: { monsters: opponents } });
    return { d, x: passWindows(play(d, { type: 'nextPhase', to: 'battle' })) };
  };

  it('destroys a monster by battle: loses 200 ATK, and keeps the loss', () => {
    const { d, x } = battle([{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }]);
    let y = passAll(play(x, { type: 'attack', card: idOf(d, 'Zombyra the Dark'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(y).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(y).lp).toBe(8000 - 700);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Zombyra the Dark', atk: 1900 });
    y = passAll(play(y, { type: 'nextPhase', to: 'main2' }));
    expect(me(y).monsters[0]?.atk).toBe(1900);
  });

  it('a Defense Position monster destroyed counts too', () => {
    const { d, x } = battle([{ card: 'Celtic Guardian', position: 'defense' }]);
    const y = passAll(play(x, { type: 'attack', card: idOf(d, 'Zombyra the Dark'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(me(y).monsters[0]?.atk).toBe(1900);
  });

  it('a battle that destroys nothing costs no ATK', () => {
    const { d, x } = battle([{ card: 'Big Shield Gardna', position: 'defense' }]);
    const y = passAll(play(x, { type: 'attack', card: idOf(d, 'Zombyra the Dark'), target: idOf(d, 'Big Shield Gardna', 1) }));
    expect(opp(y).graveyard).toEqual([]);
    expect(me(y).monsters[0]?.atk).toBe(2100);
  });

  it('cannot attack directly', () => {
    const { d, x } = battle([]);
    expect(legal(x, 'attack', idOf(d, 'Zombyra the Dark'))).toEqual([]);
  });
});
