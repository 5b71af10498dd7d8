import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Scramble Union (texts-2016): "Target up to 3 of your banished LIGHT Machine-Type Normal and/or Union monsters;
 * Special Summon them. During either player's turn, except the turn this card was sent to the Graveyard: You can
 * banish this card from your Graveyard, then target 1 of your banished LIGHT Machine-Type Normal or Union monsters;
 * add it to your hand. You can only activate 1 "Scramble Union" per turn."
 */
const SU = 'Scramble Union';
const BANISHED = ['X-Head Cannon', 'A-Assault Core', 'Y-Dragon Head', 'Heavy Mech Support Platform', 'Celtic Guardian', 'Exiled Force'];

describe('Scramble Union', () => {
  it('targets up to 3 of your banished LIGHT Machine Normal or Union monsters and Special Summons them', () => {
    const d = duelOf({ me: { spellTraps: [{ card: SU }], banished: BANISHED }, opp: { banished: ['Z-Metal Tank'] } });
    let x = play(d, { type: 'activate', card: idOf(d, SU) });
    // Not the DARK Union, not the EARTH monsters, not the opponent's.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'X-Head Cannon'), idOf(d, 'A-Assault Core'), idOf(d, 'Y-Dragon Head')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] }, { type: 'select', ids: [idOf(d, 'A-Assault Core')] }, { type: 'select', ids: [idOf(d, 'Y-Dragon Head')] });
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['A-Assault Core', 'X-Head Cannon', 'Y-Dragon Head']);
    expect(me(x).graveyard).toEqual([SU]);
  });

  it('you can activate only 1 "Scramble Union" per turn', () => {
    const d = duelOf({ me: { spellTraps: [{ card: SU }, { card: SU }], banished: BANISHED } });
    const [first, second] = idsOf(d, SU);
    let x = play(d, { type: 'activate', card: first! }, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] });
    x = play(x, { type: 'select', option: 'stop' });
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['X-Head Cannon']);
    expect(legal(x, 'activate', second!)).toEqual([]);
  });

  it('from the Graveyard, not the turn it was sent there: banish it to add 1 of those banished monsters to your hand', () => {
    const d = duelOf({ me: { spellTraps: [{ card: SU }], banished: BANISHED }, opp: { monsters: [{ card: 'Battle Ox' }] } });
    let used = play(d, { type: 'activate', card: idOf(d, SU) }, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] });
    used = play(used, { type: 'select', option: 'stop' });
    used = passAll(used);
    while (used.flow.prompt?.kind === 'chooseOption') used = passAll(play(used, { type: 'select', option: 'attack' }));
    expect(legal(used, 'activate', idOf(d, SU))).toEqual([]);
    const window = play(endTurn(used), { type: 'nextPhase', to: 'battle' });
    expect(legal(window, 'activate', idOf(d, SU))).toEqual([{ type: 'activate', card: idOf(d, SU), effect: 1 }]);
    let y = play(window, { type: 'activate', card: idOf(d, SU), effect: 1 });
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'A-Assault Core'), idOf(d, 'Y-Dragon Head')] });
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Y-Dragon Head')] }));
    expect(me(y).hand).toContain('Y-Dragon Head');
    expect(me(y).banished).toContain(SU);
  });
});
