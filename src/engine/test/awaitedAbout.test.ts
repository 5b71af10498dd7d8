import { describe, expect, it } from 'vitest';
import { viewFor } from '..';
import { eventView } from '../view';
import { duelOf, FILLER, idOf, passAll, play } from './dsl';

/*
 * A delayed effect waiting about a card (`ctx.awaitLater(key, lasts, about)`, read back by `ctx.awaitedAbout()`: the
 * rule `awaits` keeps `about`, wherever that card goes, as long as the wait lasts). Graverobber waits about the Spell
 * it took from the opponent's Graveyard into your hand (`ctx.takeIntoHand` from a Graveyard: public, not "from a hand").
 */
describe('a delayed effect waiting about a card', () => {
  const d = duelOf({ me: { spellTraps: [{ card: 'Graverobber', faceUp: false }], deck: FILLER() }, opp: { graveyard: ['Pot of Greed'], deck: FILLER() } });
  const pot = idOf(d, 'Pot of Greed', 1);
  const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Graverobber') }, { type: 'select', ids: [pot] }));

  it('keeps the card it is about in the rule, for this turn, and the card taken from a Graveyard is not said to come from a hand', () => {
    expect(x.rules).toContainEqual(expect.objectContaining({ code: 'awaits', source: idOf(d, 'Graverobber'), about: pot, lasts: { kind: 'thisTurn', turn: x.turn } }));
    expect(x.events).toContainEqual({ type: 'addedToHand', player: 0, card: pot, fromGraveyard: true });
    const taken = x.events.find((e) => e.type === 'addedToHand')!;
    expect(eventView(x, taken, 1).text).toBe('Opponent took Pot of Greed from a Graveyard into the hand');
    expect(JSON.parse(JSON.stringify(x))).toEqual(x);
  });

  it("the opponent's view names the card in your hand by its hidden name, in the rule too", () => {
    const rule = viewFor(x, 1).public.state.rules.find((r) => r.code === 'awaits');
    expect(rule?.about).toBeDefined();
    expect(rule?.about).not.toBe(pot);
    expect(viewFor(x, 0).public.state.rules.find((r) => r.code === 'awaits')?.about).toBe(pot);
  });

  it('the wait ends with the turn: the next turn no rule is about it', () => {
    const y = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(y.turn).toBe(x.turn + 1);
    expect(y.rules.filter((r) => r.code === 'awaits')).toEqual([]);
  });
});
