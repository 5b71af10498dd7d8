import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Skull Lair (texts-2016): "Remove from play any number of Monster Cards in your Graveyard to destroy 1
 * face-up monster on the field whose Level is equal to the number of the cards you removed from play."
 * A Continuous Trap whose Quick Effect is used again while it stays; the banishing is its cost, the monster
 * its target (ygopro: target first, then banish its Level's number: here the Level is chosen first, then
 * the monsters, then the target of that Level: chain.ts gives the targets what the cost was paid with).
 */
const SL = { card: 'Skull Lair', faceUp: true };
const base = (graveyard: string[], theirs: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[], lp = 8000): Duel =>
  duelOf({ me: { lp, spellTraps: [SL], graveyard }, opp: { monsters: theirs } });
const use = (d: Duel): Duel => play(d, { type: 'activate', card: idOf(d, 'Skull Lair'), effect: 1 });

describe('Skull Lair', () => {
  it('is activated from a Set and stays face-up doing nothing by itself', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Skull Lair', faceUp: false }], graveyard: ['Kuriboh'] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Skull Lair'), effect: 0 }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Skull Lair', faceUp: true });
    expect(me(x).graveyard).toEqual(['Kuriboh']);
  });

  it('banish 4 monsters from your Graveyard: destroy a face-up Level 4 monster', () => {
    const d = base(['Kuriboh', 'Sangan', 'Feral Imp', 'Mystical Elf', 'Dark Magician'], [{ card: 'Celtic Guardian' }, { card: 'Kuriboh' }]);
    let x = use(d);
    // Only the Levels of monsters it could destroy: Kuriboh 1, Celtic Guardian 4.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['1', '4'] });
    x = play(x, { type: 'select', option: '4' });
    for (const name of ['Kuriboh', 'Sangan', 'Feral Imp', 'Mystical Elf']) x = play(x, { type: 'select', ids: [idOf(d, name)] });
    // Then the target, of that Level only.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] }));
    expect(me(x).banished.sort()).toEqual(['Feral Imp', 'Kuriboh', 'Mystical Elf', 'Sangan']);
    expect(me(x).graveyard).toEqual(['Dark Magician']);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Skull Lair', faceUp: true });
  });

  it('used again while it stays: a second time the same turn', () => {
    const d = base(['Kuriboh', 'Sangan'], [{ card: 'Kuriboh' }, { card: 'Kuriboh' }]);
    const once = (x: Duel, banish: string, target: string) => passAll(play(use(x), { type: 'select', option: '1' }, { type: 'select', ids: [banish] }, { type: 'select', ids: [target] }));
    const [k1, k2] = [0, 1].map((i) => d.players[1].monsters[i]!.card);
    const x = once(d, idOf(d, 'Kuriboh'), k1!);
    const y = once(x, idOf(d, 'Sangan'), k2!);
    expect(opp(y).graveyard).toEqual(['Kuriboh', 'Kuriboh']);
    expect(me(y).banished.sort()).toEqual(['Kuriboh', 'Sangan']);
  });

  it('not without enough monsters in the Graveyard (Spells and Traps do not count), nor at a face-down monster', () => {
    const few = base(['Kuriboh', 'Pot of Greed', 'Trap Hole', 'Sangan'], [{ card: 'Celtic Guardian' }]);
    expect(legal(few, 'activate', idOf(few, 'Skull Lair'))).toEqual([]);
    const faceDown = base(['Kuriboh', 'Sangan', 'Feral Imp', 'Mystical Elf'], [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }]);
    expect(legal(faceDown, 'activate', idOf(faceDown, 'Skull Lair'))).toEqual([]);
    const enough = base(['Kuriboh', 'Sangan', 'Feral Imp', 'Mystical Elf'], [{ card: 'Celtic Guardian' }]);
    expect(legal(enough, 'activate', idOf(enough, 'Skull Lair'))).toEqual([{ type: 'activate', card: idOf(enough, 'Skull Lair'), effect: 1 }]);
  });

  it('the target gone by resolution: nothing is destroyed, the banished monsters stay banished', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [SL], graveyard: ['Kuriboh'] }, opp: { monsters: [{ card: 'Kuriboh' }], spellTraps: [{ card: 'Book of Moon', faceUp: false }] } });
    // On the opponent's turn (Spell Speed 2), answered by Book of Moon turning the target face-down.
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    while (x.flow.window?.player !== 0 && x.flow.window) x = play(x, { type: 'pass' });
    expect(x.flow.window?.player).toBe(0);
    x = play(x, { type: 'activate', card: idOf(d, 'Skull Lair'), effect: 1 }, { type: 'select', option: '1' }, { type: 'select', ids: [idOf(d, 'Kuriboh')] }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false });
    expect(me(x).banished).toEqual(['Kuriboh']);
  });
});
