import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

const flip = (name: string, spellTraps: { card: string; faceUp?: boolean }[], oppMonsters: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[] = []) => {
  const d = duelOf({
    me: { monsters: [{ card: name, faceUp: false, position: 'defense' }] },
    opp: { spellTraps, monsters: oppMonsters },
  });
  return { d, x: play(d, { type: 'flipSummon', card: idOf(d, name) }) };
};

describe('Trap Master', () => {
  it('FLIP: destroys a targeted Set Trap', () => {
    const { d, x } = flip('Trap Master', [{ card: 'Mirror Force', faceUp: false }]);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mirror Force', 1)] });
    const y = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    expect(opp(y).graveyard).toEqual(['Mirror Force']);
  });
  it('FLIP: a targeted Set card that is not a Trap is shown to both players and stays Set', () => {
    const { d, x } = flip('Trap Master', [{ card: 'Dark Hole', faceUp: false }]);
    const y = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole', 1)] });
    expect(opp(y).graveyard).toEqual([]);
    expect(opp(y).spellTraps[0]).toMatchObject({ faceUp: false });
    expect(viewFor(y, 0).events.map((e) => e.text)).toContain('You looked at Dark Hole');
  });
  it('a face-up Spell is not a Trap: it cannot be targeted', () => {
    const { x } = flip('Trap Master', [{ card: 'Yami', faceUp: true }]);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters[0]).toMatchObject({ name: 'Trap Master', faceUp: true });
  });
});

describe('The Stern Mystic', () => {
  it('FLIP: both players look at every face-down card on the field; none is flipped, no Flip effect activates', () => {
    const { x } = flip('The Stern Mystic', [{ card: 'Mirror Force', faceUp: false }], [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }]);
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false });
    expect(opp(x).spellTraps[0]).toMatchObject({ faceUp: false });
    const seen = (viewer: 0 | 1) => viewFor(x, viewer).events.map((e) => e.text).join('\n');
    expect(seen(0)).toContain('You looked at Man-Eater Bug, Mirror Force');
    expect(seen(1)).toContain('You looked at Man-Eater Bug, Mirror Force');
  });
});
