import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Penguin Soldier: "FLIP: You can target up to 2 monsters on the field; return those targets to the hand."
describe('Penguin Soldier', () => {
  const flip = () => {
    const d = duelOf({ me: { monsters: [{ card: 'Penguin Soldier', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] } });
    return { d, x: passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Penguin Soldier') })) };
  };
  it('flipped: may return up to 2 monsters on the field (either side, face-down too) to their owners\' hands', () => {
    const { d, x: y } = flip();
    let x = play(y, { type: 'select', option: 'yes' });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toHaveLength(4);
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] }));
    expect(opp(x).hand.sort()).toEqual(['Mystical Elf', 'Summoned Skull']);
    expect(me(x).monsters.filter(Boolean)).toHaveLength(2);
  });
  it('one target, or declined', () => {
    const { d, x: y } = flip();
    const one = passAll(play(y, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }, { type: 'select', option: 'stop' }));
    expect(opp(one).hand).toEqual(['Summoned Skull']);
    const none = passAll(play(y, { type: 'select', option: 'no' }));
    expect(opp(none).hand).toEqual([]);
  });
});
