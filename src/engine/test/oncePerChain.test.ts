/**
 * "Once per Chain" (library.ts `notYetOnThisChain`, ygopro's EFFECT_COUNT_CODE_CHAIN): an effect that is already a
 * link of the Chain being built may not be activated again on it, even with its cost still payable; once that Chain
 * has resolved it may be used again. Played by Evilswarm Exciton Knight.
 */
import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

const EK = 'Evilswarm Exciton Knight';

describe('once per Chain', () => {
  it('is not offered on the Chain it is on, while the same effect of another copy is', () => {
    // Two Knights: the second may chain to the first (another card), the first not to itself.
    const d = duelOf({
      me: { monsters: [{ card: EK, materials: ['Celtic Guardian', 'Mystical Elf'] }, { card: EK, materials: ['Celtic Guardian', 'Mystical Elf'] }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Sangan', 'Kuriboh', 'Feral Imp', 'Hinotama'] },
    });
    const [first, second] = [idOf(d, EK), d.players[0].monsters[1]!.card];
    let x = play(d, { type: 'activate', card: first, effect: 0 });
    x = play(x, legal(x, 'select')[0]!);
    expect(x.flow.chain).toHaveLength(1);
    // The opponent has nothing to chain: the window comes back to you only if you have something, the other Knight.
    expect(legal(x, 'activate').map((a) => a.card)).toEqual([second]);
    x = passAll(x);
    expect(x.flow.chain).toEqual([]);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([EK]);
  });
});
