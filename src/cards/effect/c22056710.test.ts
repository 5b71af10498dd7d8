import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Vampire Genesis (texts-2016): "Cannot be Normal Summoned/Set. Must be Special Summoned (from your hand) by
 * banishing 1 "Vampire Lord" you control, and cannot be Special Summoned by other ways. Once per turn: You can
 * discard 1 Zombie-Type monster to the Graveyard, then target 1 Zombie-Type monster in your Graveyard with a
 * Level less than the discarded Zombie-Type monster's; Special Summon that target." The Summon's banish
 * (official/c22056710.lua: a face-up Vampire Lord in the Monster Zone); the discard is the cost, its Level
 * known to the targets (ctx.declared), the Summon in the position chosen.
 */

const GENESIS = 'Vampire Genesis';
const LORD = 'Vampire Lord';

describe('Vampire Genesis', () => {
  it('is Special Summoned from the hand by banishing 1 face-up Vampire Lord you control', () => {
    const d = duelOf({ me: { hand: [GENESIS], monsters: [{ card: LORD }, { card: 'Celtic Guardian' }] } });
    expect(legal(d, 'normalSummon', idOf(d, GENESIS))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, GENESIS))).toEqual([]);
    let x = play(d, { type: 'specialSummon', card: idOf(d, GENESIS), method: 'rule', position: 'attack' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, LORD)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, LORD)] }));
    expect(me(x).banished).toEqual([LORD]);
    expect(me(x).monsters.find((s) => s?.name === GENESIS)).toMatchObject({ faceUp: true, atk: 3000 });
  });

  it('a face-down Vampire Lord, or one in the hand, does not do; no card effect Summons it', () => {
    expect(legal(duelOf({ me: { hand: [GENESIS, LORD], monsters: [{ card: LORD, faceUp: false, position: 'defense' }] } }), 'specialSummon')).toEqual([]);
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: GENESIS, properlySummoned: true }] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });

  it('once per turn: discard a Zombie, then Special Summon a Zombie of a lower Level from your Graveyard', () => {
    const d = duelOf({
      me: { hand: ['Ryu Kokki', 'Celtic Guardian'], monsters: [{ card: GENESIS }], graveyard: ['Pyramid Turtle', 'Despair from the Dark', 'Dark Dust Spirit', 'Dark Magician'] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, GENESIS), effect: 1 });
    // Only a Zombie may be discarded.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Ryu Kokki')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Ryu Kokki')] });
    // Level 6 discarded: the Level 4 Zombie, not the Level 6 nor the Level 8 one, nor a Spellcaster.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Pyramid Turtle')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Pyramid Turtle')] }));
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.find((s) => s?.name === 'Pyramid Turtle')).toMatchObject({ faceUp: true, position: 'defense' });
    expect(me(x).graveyard).toContain('Ryu Kokki');
    expect(legal(x, 'activate', idOf(d, GENESIS))).toEqual([]);
  });

  it('cannot be activated without a Zombie in the hand that has a lower-Level Zombie in the Graveyard', () => {
    expect(legal(duelOf({ me: { hand: ['Pyramid Turtle'], monsters: [{ card: GENESIS }], graveyard: ['Regenerating Mummy'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Celtic Guardian'], monsters: [{ card: GENESIS }], graveyard: ['Pyramid Turtle'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Ryu Kokki'], monsters: [{ card: GENESIS }], graveyard: ['Pyramid Turtle'] } }), 'activate')).not.toEqual([]);
  });

  it('a target gone from the Graveyard before it resolves: nothing more is Summoned', () => {
    const d = duelOf({
      me: { hand: ['Ryu Kokki'], monsters: [{ card: GENESIS }], graveyard: ['Pyramid Turtle'], spellTraps: [{ card: 'Call of the Haunted', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, GENESIS), effect: 1 }, { type: 'select', ids: [idOf(d, 'Ryu Kokki')] }, { type: 'select', ids: [idOf(d, 'Pyramid Turtle')] });
    // You answer with Call of the Haunted on the same monster.
    x = play(x, { type: 'activate', card: idOf(d, 'Call of the Haunted') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Pyramid Turtle')] });
    x = passAll(x);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.filter(Boolean).map((s) => s!.name).sort()).toEqual(['Pyramid Turtle', GENESIS]);
    expect(me(x).graveyard).toEqual(['Ryu Kokki']);
  });
});
