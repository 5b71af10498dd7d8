import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passWindows, play } from '../../engine/test/dsl';

// "FLIP: Select 1 Trap Card on the field and destroy it. If the selected card is Set, pick up and see
// the card. If it is a Trap Card, it is destroyed. If it is a Spell Card, return it to its original
// position." (Reaper of the Cards, texts-2016)
type Slot = { card: string; faceUp?: boolean };
const flip = (mine: Slot[], theirs: Slot[]) => {
  const d = duelOf({ me: { monsters: [{ card: 'Reaper of the Cards', faceUp: false, position: 'defense' }], spellTraps: mine }, opp: { spellTraps: theirs, field: 'Yami' } });
  return { d, x: play(d, { type: 'flipSummon', card: idOf(d, 'Reaper of the Cards') }) };
};

describe('Reaper of the Cards', () => {
  it('FLIP: may target a face-up Trap or a Set card on either side; never a face-up Spell', () => {
    const { d, x } = flip([{ card: 'Trap Hole', faceUp: false }], [{ card: 'Castle Walls', faceUp: true }, { card: 'Dark Hole', faceUp: false }, { card: 'Ookazi', faceUp: true }]);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    const cards = [...(x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [])].sort();
    expect(cards).toEqual([idOf(d, 'Trap Hole'), idOf(d, 'Castle Walls', 1), idOf(d, 'Dark Hole', 1)].sort());
  });

  it('destroys a face-up Trap', () => {
    const { d, x } = flip([], [{ card: 'Castle Walls', faceUp: true }]);
    const y = play(x, { type: 'select', ids: [idOf(d, 'Castle Walls', 1)] });
    expect(opp(y).graveyard).toEqual(['Castle Walls']);
  });

  it('a Set Trap is revealed to both players and destroyed', () => {
    const { d, x } = flip([], [{ card: 'Mirror Force', faceUp: false }]);
    const y = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    expect(y.events.filter((e) => e.type === 'revealed').map((e) => 'to' in e && e.to)).toEqual([0, 1]);
    expect(opp(y).graveyard).toEqual(['Mirror Force']);
  });

  it('a Set Spell is revealed to both players and stays Set', () => {
    const { d, x } = flip([], [{ card: 'Dark Hole', faceUp: false }]);
    const y = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole', 1)] });
    expect(y.events.filter((e) => e.type === 'revealed').map((e) => 'to' in e && e.to)).toEqual([0, 1]);
    expect(opp(y).spellTraps[0]).toEqual({ name: 'Dark Hole', faceUp: false });
    expect(opp(y).graveyard).toEqual([]);
  });

  it('flipped face-up by an attack, its effect activates after damage calculation', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Reaper of the Cards', faceUp: false, position: 'defense' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Reaper of the Cards') });
    while (!x.flow.prompt && x.flow.window) x = play(x, { type: 'pass' });
    // Celtic Guardian (1400) against DEF 1930: the Reaper survives, and its owner picks the Trap.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Mirror Force', 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Reaper of the Cards', faceUp: true });
  });
});
