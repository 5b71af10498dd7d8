import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';
import { cardByName } from '..';

const pieces = [{ card: 'X-Head Cannon' }, { card: 'Y-Dragon Head' }, { card: 'Z-Metal Tank' }];

describe('XYZ-Dragon Cannon', () => {
  it('is Special Summoned from the Extra Deck by banishing X-Head Cannon, Y-Dragon Head and Z-Metal Tank from your field', () => {
    const d = duelOf({ me: { monsters: pieces, extra: ['XYZ-Dragon Cannon'] } });
    const summon = legal(d, 'specialSummon').filter((a) => a.card === idOf(d, 'XYZ-Dragon Cannon'));
    expect(summon.map((a) => `${a.method} ${a.position}`)).toEqual(['rule attack', 'rule defense']);
    let x = play(d, summon[0]!);
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['XYZ-Dragon Cannon']);
    expect(me(x).banished.sort()).toEqual(['X-Head Cannon', 'Y-Dragon Head', 'Z-Metal Tank']);
  });

  it('needs all three face-up on the field (an equipped Union is not a monster on the field), and no Polymerization makes it', () => {
    const equippedY = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }, { card: 'Z-Metal Tank' }], spellTraps: [{ card: 'Y-Dragon Head', faceUp: true, equippedTo: 0 }], extra: ['XYZ-Dragon Cannon'] } });
    expect(legal(equippedY, 'specialSummon')).toEqual([]);
    const poly = duelOf({ me: { hand: ['Polymerization', 'X-Head Cannon', 'Y-Dragon Head', 'Z-Metal Tank'], extra: ['XYZ-Dragon Cannon'] } });
    expect(legal(poly, 'activate', idOf(poly, 'Polymerization'))).toEqual([]);
  });

  it('discard 1 card: destroys 1 card the opponent controls (a target), face-up or face-down', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'XYZ-Dragon Cannon' }], hand: ['Celtic Guardian'] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'XYZ-Dragon Cannon'), effect: 0 });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull', 1), idOf(d, 'Mirror Force', 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    // With an empty hand it cannot pay the cost.
    expect(legal(duelOf({ me: { monsters: [{ card: 'XYZ-Dragon Cannon' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
  });

  it('cannot be Special Summoned from the Graveyard (Monster Reborn cannot target it)', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['XYZ-Dragon Cannon'] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });

  it('is a Level 8 LIGHT Machine Fusion Monster with 2800 ATK / 2600 DEF', () => {
    expect(cardByName('XYZ-Dragon Cannon')).toMatchObject({ frame: 'fusion', level: 8, attribute: 'LIGHT', monsterType: 'Machine', atk: 2800, def: 2600 });
  });
});
