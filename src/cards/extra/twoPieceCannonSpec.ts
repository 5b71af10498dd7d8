/**
 * The spec shared by XY-Dragon Cannon, XZ-Tank Cannon and YZ-Tank Dragon: made only by banishing its two
 * pieces from your field, never revived from the Graveyard, and "discard 1 card: destroy 1 <kind> your
 * opponent controls" (each with the opponent's cards it may and may not hit).
 */
import { expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';
import type { ScenarioPlayer } from '../../engine/scenario';

type Opp = Pick<ScenarioPlayer, 'monsters' | 'spellTraps'>;

export function twoPieceCannonSpec(cannon: string, pieces: readonly [string, string], hits: { opp: Opp; hit: string; missed: string }): void {
  it(`is Special Summoned from the Extra Deck by banishing ${pieces[0]} and ${pieces[1]} from your field, not with Polymerization`, () => {
    const d = duelOf({ me: { monsters: pieces.map((card) => ({ card })), extra: [cannon] } });
    const summon = legal(d, 'specialSummon').filter((a) => a.card === idOf(d, cannon));
    expect(summon.map((a) => `${a.method} ${a.position}`)).toEqual(['rule attack', 'rule defense']);
    let x = play(d, summon[0]!);
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([cannon]);
    expect(me(x).banished.sort()).toEqual([...pieces].sort());
    const poly = duelOf({ me: { hand: ['Polymerization', ...pieces], extra: [cannon] } });
    expect(legal(poly, 'activate', idOf(poly, 'Polymerization'))).toEqual([]);
  });

  it('cannot be Special Summoned from the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [cannon] } });
    expect(legal(d, 'activate')).toEqual([]);
  });

  it(`discard 1 card: destroys the ${hits.hit} it targets, never the ${hits.missed}`, () => {
    const d = duelOf({ me: { monsters: [{ card: cannon }], hand: ['Celtic Guardian'] }, opp: hits.opp });
    let x = play(d, { type: 'activate', card: idOf(d, cannon) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, hits.hit, 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, hits.hit, 1)] });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).graveyard).toEqual([hits.hit]);
    // With an empty hand it cannot pay the cost.
    expect(legal(duelOf({ me: { monsters: [{ card: cannon }] }, opp: hits.opp }), 'activate')).toEqual([]);
  });
}
