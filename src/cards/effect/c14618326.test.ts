import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Crimson Ninja: "FLIP: Target 1 Trap Card on the field; destroy that target. (If the target is Set, reveal it, and destroy it if it is a Trap Card. Otherwise, return it to its original position.)"
describe('Crimson Ninja', () => {
  const flip = (opp: string) => {
    const d = duelOf({ me: { monsters: [{ card: 'Crimson Ninja', faceUp: false, position: 'defense' }] }, opp: { spellTraps: [{ card: opp, faceUp: false }] } });
    return { d, x: play(d, { type: 'flipSummon', card: idOf(d, 'Crimson Ninja') }) };
  };
  it('flipped: a Set Trap it targets is revealed and destroyed', () => {
    const { d, x } = flip('Mirror Force');
    let y = passAll(x);
    if (y.flow.prompt?.kind === 'chooseCard') y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(y).graveyard).toEqual(['Mirror Force']);
  });
  it('a Set Spell it targets is revealed and stays Set', () => {
    const { d, x } = flip('Dark Hole');
    let y = passAll(x);
    if (y.flow.prompt?.kind === 'chooseCard') y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Dark Hole', 1)] }));
    expect(opp(y).graveyard).toEqual([]);
    expect(opp(y).spellTraps.filter(Boolean)).toHaveLength(1);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Crimson Ninja', faceUp: true });
  });
});
