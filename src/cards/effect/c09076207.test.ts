import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

// "FLIP: Target 1 Spell Card on the field; destroy that target. (If the target is Set, reveal it, and
// destroy it if it is a Spell Card. Otherwise, return it to its original position.)" (Armed Ninja, texts-2016)
type Slot = { card: string; faceUp?: boolean };
const flip = (mine: Slot[], theirs: Slot[], field?: string) => {
  const d = duelOf({ me: { monsters: [{ card: 'Armed Ninja', faceUp: false, position: 'defense' }], spellTraps: mine }, opp: { spellTraps: theirs, ...(field && { field }) } });
  return { d, x: play(d, { type: 'flipSummon', card: idOf(d, 'Armed Ninja') }) };
};

describe('Armed Ninja', () => {
  it('FLIP: may target a face-up Spell or a Set card on either side, the Field Zone too; never a face-up Trap', () => {
    const { d, x } = flip([{ card: 'Dark Hole', faceUp: false }], [{ card: 'Mirror Force', faceUp: false }, { card: 'Castle Walls', faceUp: true }], 'Yami');
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    const cards = [...(x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [])].sort();
    expect(cards).toEqual([idOf(d, 'Dark Hole'), idOf(d, 'Mirror Force', 1), idOf(d, 'Yami', 1)].sort());
  });

  it('destroys a face-up Spell', () => {
    const { d, x } = flip([], [], 'Yami');
    const y = play(x, { type: 'select', ids: [idOf(d, 'Yami', 1)] });
    expect(opp(y).field).toBeNull();
    expect(opp(y).graveyard).toEqual(['Yami']);
  });

  it('a Set Spell is revealed to both players and destroyed', () => {
    const { d, x } = flip([], [{ card: 'Pot of Greed', faceUp: false }]);
    const pot = idOf(d, 'Pot of Greed', 1);
    const y = play(x, { type: 'select', ids: [pot] });
    expect(y.events.filter((e) => e.type === 'revealed').map((e) => 'to' in e && e.to)).toEqual([0, 1]);
    expect(opp(y).graveyard).toEqual(['Pot of Greed']);
  });

  it('a Set card that is no Spell is revealed to both players and stays Set', () => {
    const { d, x } = flip([], [{ card: 'Mirror Force', faceUp: false }]);
    const y = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    expect(y.events.filter((e) => e.type === 'revealed').map((e) => 'to' in e && e.to)).toEqual([0, 1]);
    expect(opp(y).spellTraps[0]).toEqual({ name: 'Mirror Force', faceUp: false });
    expect(opp(y).graveyard).toEqual([]);
  });

  it('with only face-up Traps on the field, nothing is targeted and nothing happens', () => {
    const { x } = flip([], [{ card: 'Castle Walls', faceUp: true }]);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters[0]).toMatchObject({ name: 'Armed Ninja', faceUp: true });
    expect(opp(x).spellTraps[0]).toEqual({ name: 'Castle Walls', faceUp: true });
  });
});
