import { describe, expect, it } from 'vitest';
import { duelOf, idOf, passAll, play } from './dsl';

/*
 * What a cost was paid with is known to the targets chosen next (chain.ts addLink: a cost's `pay` that
 * returns a string makes it `ctx.declared` while the targets are chosen, as it is while the link
 * resolves), and a cost may ask whether a card could be targeted (`ctx.mayTarget`, rule code `protects`).
 * Skull Lair: the Level (the number of monsters banished) is chosen first, among the Levels of monsters
 * its player could target; then only a monster of that Level is offered as the target.
 */
describe('The cost known to the targets', () => {
  it('Skull Lair offers only the Levels of monsters it may target: a Dragon that Lord of D. protects is left out', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Skull Lair', faceUp: true }], graveyard: ['Kuriboh', 'Sangan', 'Feral Imp', 'Mystical Elf', 'Dark Magician', 'Celtic Guardian', 'Summoned Skull'] },
      opp: { monsters: [{ card: 'Lord of D.' }, { card: 'Blue-Eyes White Dragon' }, { card: 'Kuriboh' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Skull Lair'), effect: 1 });
    // Lord of D. (Level 4) and Kuriboh (Level 1); not Blue-Eyes (Level 8, and only 7 monsters besides).
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['1', '4'] });
  });

  it('the target offered is of the Level paid for only (Kuriboh Level 1, Hane-Hane Level 2)', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Skull Lair', faceUp: true }], graveyard: ['Kuriboh', 'Sangan'] },
      opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Hane-Hane' }] },
    });
    const start = play(d, { type: 'activate', card: idOf(d, 'Skull Lair'), effect: 1 });
    expect(start.flow.prompt).toMatchObject({ options: ['1', '2'] });
    const one = play(start, { type: 'select', option: '1' }, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    expect(one.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Kuriboh', 1)] });
    const two = play(start, { type: 'select', option: '2' }, { type: 'select', ids: [idOf(d, 'Kuriboh')] }, { type: 'select', ids: [idOf(d, 'Sangan')] });
    expect(two.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Hane-Hane', 1)] });
    const done = passAll(play(two, { type: 'select', ids: [idOf(d, 'Hane-Hane', 1)] }));
    expect(done.players[1].graveyard).toEqual([idOf(d, 'Hane-Hane', 1)]);
  });
});
