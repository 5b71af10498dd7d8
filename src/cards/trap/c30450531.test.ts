import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Rite of Spirit (texts-2016): "Select 1 "Gravekeeper's" monster in your Graveyard and Special Summon it.
 * This card's activation and effect are unaffected by "Necrovalley"." (Necrovalley's rule locksGraveyard
 * leaves it out.)
 */
const SPY = "Gravekeeper's Spy";

describe('Rite of Spirit', () => {
  it('Special Summons a "Gravekeeper\'s" monster from your Graveyard, even under Necrovalley', () => {
    const d = duelOf({ me: { field: { card: 'Necrovalley', faceUp: true }, spellTraps: [{ card: 'Rite of Spirit', faceUp: false }], graveyard: [SPY, 'Celtic Guardian'] }, opp: { graveyard: [SPY] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Rite of Spirit') });
    // Only your own "Gravekeeper's" monster is offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, SPY)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, SPY)] }));
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.find((m) => m)).toMatchObject({ name: SPY, position: 'defense' });
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Rite of Spirit']);
  });

  it('no "Gravekeeper\'s" monster in your Graveyard: it cannot be activated', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Rite of Spirit', faceUp: false }], graveyard: ['Celtic Guardian'] }, opp: { graveyard: [SPY] } });
    expect(legal(d, 'activate', idOf(d, 'Rite of Spirit'))).toEqual([]);
  });
});
