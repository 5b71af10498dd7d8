import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// 4-Starred Ladybug of Doom: "FLIP: Destroy all Level 4 monsters your opponent controls."
describe('4-Starred Ladybug of Doom', () => {
  it('Flip Summoned: every face-up Level 4 monster the opponent controls is destroyed; other Levels and your own stay', () => {
    const d = duelOf({
      me: { monsters: [{ card: '4-Starred Ladybug of Doom', faceUp: false, position: 'defense' }, { card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Koumori Dragon', position: 'defense' }, { card: 'Summoned Skull' }, { card: 'Kuriboh' }] },
    });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, '4-Starred Ladybug of Doom') }));
    expect(opp(x).graveyard.sort()).toEqual(['Feral Imp', 'Koumori Dragon']);
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Kuriboh', 'Summoned Skull']);
    expect(me(x).monsters[1]).toMatchObject({ name: 'Celtic Guardian' });
  });
});
