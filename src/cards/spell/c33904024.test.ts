import { describe, expect, it } from 'vitest';
import { summary, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Shard of Greed (texts-2016): "Each time you draw a card(s) for your normal draw in your Draw Phase,
 * place 1 Greed Counter on this card. You can send this card with 2 or more Greed Counters to the
 * Graveyard; draw 2 cards." Counters on a Spell Card, placed by a continuous effect of a face-up Spell
 * on an event (no Chain: ygopro's official script places it with EFFECT_TYPE_CONTINUOUS), issue 32 §4.
 */
const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole', 'Fissure', 'Waboku', 'Trap Hole'];

/** The opponent ends their turn: your turn begins with your normal draw, and the duel stops in your Main Phase 1. */
function toMyDraw(d: Duel): Duel {
  let x = play(d, { type: 'nextPhase', to: 'end' });
  while (summary(x).turnPlayer !== 0 || x.flow.window || x.flow.prompt) {
    if (x.flow.prompt || x.flow.window) x = play(x, { type: 'pass' });
    else x = play(x, { type: 'nextPhase', to: 'end' });
  }
  return x;
}

const shard = (counters = 0, deck = DECK) =>
  duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Shard of Greed', faceUp: true, ...(counters ? { counters } : {}) }], deck } });

describe('Shard of Greed', () => {
  it('your normal draw places 1 Greed Counter on it, with no Chain', () => {
    const x = toMyDraw(shard());
    expect(summary(x).phase).toBe('main1');
    expect(me(x).hand).toHaveLength(1);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Shard of Greed', counters: 1 });
    expect(x.events.filter((e) => e.type === 'activated')).toEqual([]);
    expect(x.events).toContainEqual({ type: 'countersChanged', card: idOf(x, 'Shard of Greed'), counters: 1 });
  });

  it('counts again on each of your normal draws', () => {
    const x = toMyDraw(shard(1));
    expect(me(x).spellTraps[0]).toMatchObject({ counters: 2 });
  });

  it("a draw by a card's effect (Pot of Greed) places no counter, nor does the opponent's normal draw", () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], spellTraps: [{ card: 'Shard of Greed', faceUp: true }], deck: DECK } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(x).hand).toHaveLength(2);
    expect(me(x).spellTraps[0]!.counters).toBeUndefined();
    let y = play(x, { type: 'nextPhase', to: 'end' });
    while (summary(y).turnPlayer !== 1 || summary(y).phase !== 'main1' || y.flow.window) y = play(y, y.flow.window ? { type: 'pass' } : { type: 'nextPhase', to: 'end' });
    expect(me(y).spellTraps[0]!.counters).toBeUndefined();
  });

  it('face-down (Set), it places no counter', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Shard of Greed', faceUp: false }], deck: DECK } });
    expect(me(toMyDraw(d)).spellTraps[0]!.counters).toBeUndefined();
  });

  it('with 2 or more Greed Counters: send it to the Graveyard to draw 2 cards', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Shard of Greed', faceUp: true, counters: 2 }], deck: DECK } });
    const shardId = idOf(d, 'Shard of Greed');
    const offer = legal(d, 'activate', shardId);
    expect(offer).toHaveLength(1);
    let x = play(d, offer[0]!);
    // The cost is paid at once: it is in the Graveyard while the draw is on the Chain.
    expect(me(x).graveyard).toEqual(['Shard of Greed']);
    x = passAll(x);
    expect(me(x).hand).toHaveLength(2);
    expect(me(x).deck).toBe(DECK.length - 2);
  });

  it('with fewer than 2 Greed Counters, or fewer than 2 cards in the Deck, it cannot be sent', () => {
    const one = duelOf({ me: { spellTraps: [{ card: 'Shard of Greed', faceUp: true, counters: 1 }], deck: DECK } });
    expect(legal(one, 'activate', idOf(one, 'Shard of Greed'))).toEqual([]);
    const thin = duelOf({ me: { spellTraps: [{ card: 'Shard of Greed', faceUp: true, counters: 3 }], deck: ['Feral Imp'] } });
    expect(legal(thin, 'activate', idOf(thin, 'Shard of Greed'))).toEqual([]);
  });

  it('its counters are public: both players see them in their view', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Shard of Greed', faceUp: true, counters: 2 }], deck: DECK } });
    expect(viewFor(d, 0).players[0].spellTraps[0]).toMatchObject({ counters: 2 });
    expect(viewFor(d, 1).players[0].spellTraps[0]).toMatchObject({ counters: 2 });
  });
});
