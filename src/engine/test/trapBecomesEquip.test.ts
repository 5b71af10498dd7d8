import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * A Trap Card whose own effect equips it to a monster (ctx.equip: Blast with Chain) is an Equip Card from then
 * on: it stays on the field after resolving (chain.ts resolveTopLink), and as an Equip Card it is destroyed when
 * its monster leaves the field (stateCheck.ts destroyLostEquips).
 */
describe('a Trap Card that becomes an Equip Card', () => {
  it('stays on the field once equipped', () => {
    const d = duelOf({ turnPlayer: 0, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Blast with Chain', faceUp: false }] } });
    let x = play(d, legal(d, 'activate').find((a) => a.card === idOf(d, 'Blast with Chain'))!);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = passAll(x);
    expect(me(x).spellTraps.find(Boolean)).toMatchObject({ name: 'Blast with Chain', faceUp: true });
    expect(me(x).graveyard).toEqual([]);
  });
  it('activated in answer to Raigeki: it equips first, then goes to the Graveyard with its monster', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Blast with Chain', faceUp: false }] }, opp: { hand: ['Raigeki'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) });
    const blast = legal(x, 'activate').find((a) => a.card === idOf(d, 'Blast with Chain'));
    expect(blast).toBeDefined();
    let y = play(x, blast!);
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    y = passAll(y);
    // Blast resolved first (equipped), then Raigeki destroyed the monster: the Equip Card went with it.
    expect(me(y).graveyard.sort()).toEqual(['Blast with Chain', 'Celtic Guardian']);
  });
});
