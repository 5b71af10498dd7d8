import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Wave-Motion Cannon (texts-2016): "During your Main Phase, you can send this card to the Graveyard to
 * inflict 1000 points of damage to your opponent for each of your Standby Phases that have passed since
 * this card was activated." The Standby Phases are counted on the card as counters (placed by a
 * continuous effect, no Chain), so the count is public and leaves with the card.
 */
const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole', 'Fissure', 'Waboku', 'Trap Hole'];

/** Ends the turn and plays on until `player`'s next Main Phase 1. */
function toMainOf(d: Duel, player: 0 | 1): Duel {
  let x = play(d, { type: 'nextPhase', to: 'end' });
  while (summary(x).turnPlayer !== player || summary(x).phase !== 'main1' || x.flow.window || x.flow.prompt) {
    if (x.flow.window || x.flow.prompt) x = play(x, { type: 'pass' });
    else x = play(x, { type: 'nextPhase', to: 'end' });
  }
  return x;
}

describe('Wave-Motion Cannon', () => {
  it('counts each of your Standby Phases since it was activated (not the opponent\'s), with no Chain', () => {
    const d = duelOf({ me: { hand: ['Wave-Motion Cannon'], deck: DECK }, opp: { deck: DECK } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Wave-Motion Cannon') }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Wave-Motion Cannon', faceUp: true });
    expect(me(x).spellTraps[0]!.counters).toBeUndefined();
    x = toMainOf(x, 1);
    expect(me(x).spellTraps[0]!.counters).toBeUndefined();
    x = toMainOf(x, 0);
    expect(me(x).spellTraps[0]).toMatchObject({ counters: 1 });
    expect(x.events.some((e) => e.type === 'activated')).toBe(false);
    x = toMainOf(toMainOf(x, 1), 0);
    expect(me(x).spellTraps[0]).toMatchObject({ counters: 2 });
  });

  it('in your Main Phase: send it to the Graveyard, 1000 damage for each Standby Phase counted', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Wave-Motion Cannon', faceUp: true, counters: 3 }], deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Wave-Motion Cannon'), effect: 2 });
    // Sent as the cost: the count is kept with the Chain Link.
    expect(me(x).graveyard).toEqual(['Wave-Motion Cannon']);
    x = passAll(x);
    expect(opp(x).lp).toBe(8000 - 3000);
  });

  it('sent with no Standby Phase counted, it inflicts nothing', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Wave-Motion Cannon', faceUp: true }], deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Wave-Motion Cannon'), effect: 2 }));
    expect(opp(x).lp).toBe(8000);
    expect(me(x).graveyard).toEqual(['Wave-Motion Cannon']);
  });

  it('only during your Main Phase, and only face-up', () => {
    const theirs = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Wave-Motion Cannon', faceUp: true, counters: 2 }], deck: DECK } });
    expect(legal(play(theirs, { type: 'nextPhase', to: 'battle' }), 'activate', idOf(theirs, 'Wave-Motion Cannon'))).toEqual([]);
    const set = duelOf({ me: { spellTraps: [{ card: 'Wave-Motion Cannon', faceUp: false }], deck: DECK } });
    expect(legal(set, 'activate', idOf(set, 'Wave-Motion Cannon')).map((a) => a.effect ?? 0)).toEqual([0]);
  });
});
