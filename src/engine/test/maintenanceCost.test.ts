import { describe, expect, it } from 'vitest';
import { duelOf, me, play } from './dsl';
import { endTurn } from './turns';

/*
 * A maintenance cost paid in each of its controller's Standby Phases (library.ts `maintenanceCost`): Messenger
 * of Peace (texts-2016): "During each of your Standby Phase, pay 100 Life Points or destroy this card." Not an
 * activated effect (ygopro c44656491.lua: EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS on EVENT_PHASE+PHASE_STANDBY,
 * condition "the turn player is its controller", `CheckLPCost` then a yes/no, else destroyed): no Chain Link,
 * nothing to respond to, applied once as that Standby Phase begins.
 */
const messenger = (lp = 8000) => duelOf({
  turnPlayer: 1,
  me: { lp, spellTraps: [{ card: 'Messenger of Peace', faceUp: true }], hand: ['Mystical Space Typhoon'] },
  opp: { hand: ['Mystical Space Typhoon'] },
});

describe('Maintenance cost in each Standby Phase', () => {
  it("as its controller's Standby Phase begins, they choose: pay the LP and keep it, with no Chain", () => {
    const x = endTurn(messenger());
    expect(x.turnPlayer).toBe(0);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Pay 100 LP', 'Destroy this card'] });
    expect(x.flow.chain).toEqual([]);
    const y = play(x, { type: 'select', option: 'Pay 100 LP' });
    expect(me(y).lp).toBe(7900);
    expect(me(y).spellTraps[0]).toMatchObject({ name: 'Messenger of Peace', faceUp: true });
    // Nothing went on a Chain: no Chain Link, no activation in the log.
    expect(y.flow.chain).toEqual([]);
    expect(y.events.some((e) => e.type === 'activated')).toBe(false);
  });

  it('or decline to pay: the card is destroyed', () => {
    const y = play(endTurn(messenger()), { type: 'select', option: 'Destroy this card' });
    expect(me(y).lp).toBe(8000);
    expect(me(y).spellTraps[0]).toBeNull();
    expect(me(y).graveyard).toEqual(['Messenger of Peace']);
  });

  it('with less LP than the cost, there is no choice: it is destroyed', () => {
    const x = endTurn(messenger(99));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).lp).toBe(99);
    expect(me(x).graveyard).toEqual(['Messenger of Peace']);
  });

  it("the opponent's Standby Phase asks nothing; its controller's next one asks again", () => {
    let x = play(endTurn(messenger()), { type: 'select', option: 'Pay 100 LP' });
    x = endTurn(x);
    expect(x.turnPlayer).toBe(1);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).lp).toBe(7900);
    x = endTurn(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    expect(me(play(x, { type: 'select', option: 'Pay 100 LP' })).lp).toBe(7800);
  });

  it('a cost that "is not optional" (maintenanceCost with mandatory: Infernalqueen Archfiend) asks nothing: paid while it can be, else destroyed', () => {
    const queen = (lp: number) => endTurn(duelOf({ turnPlayer: 1, me: { lp, monsters: [{ card: 'Infernalqueen Archfiend' }, { card: 'Celtic Guardian' }] } }));
    const paid = queen(8000);
    // The only prompt is its ATK gain's target (its other effect), never a question about paying.
    expect(paid.flow.prompt?.kind === 'chooseOption').toBe(false);
    expect(me(paid).monsters[0]).toMatchObject({ name: 'Infernalqueen Archfiend' });
    const poor = queen(499);
    expect(poor.flow.prompt).toBeNull();
    expect(me(poor).lp).toBe(499);
    expect(me(poor).graveyard).toEqual(['Infernalqueen Archfiend']);
  });
});
