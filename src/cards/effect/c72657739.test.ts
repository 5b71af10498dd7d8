import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Malice Doll of Demise (texts-2016): "If this card is sent from the field to the Graveyard by the effect of a
 * Continuous Spell Card, Special Summon this card from the Graveyard during your Standby Phase." The revival is set
 * up with no Chain as it is sent (official/c72657739.lua: EFFECT_TYPE_CONTINUOUS on EVENT_TO_GRAVE, REASON_EFFECT of
 * a Continuous Spell), and the Summon is a mandatory Trigger in its owner's next Standby Phase.
 */

const DOLL = 'Malice Doll of Demise';
const ECTO = { card: 'Ectoplasmer', faceUp: true };
const names = (ms: readonly ({ name: string } | null)[]) => ms.filter(Boolean).map((m) => m!.name);

/** Answers the Ectoplasmer Tribute (first choice) and the Summon position (Attack) prompts, passing every window. */
function settle(duel: Duel): Duel {
  let d = passAll(duel);
  for (;;) {
    const p = d.flow.prompt;
    if (p?.kind === 'chooseCard' && p.reason.includes('Ectoplasmer')) d = passAll(play(d, { type: 'select', ids: [p.cards[0]!] }));
    else if (p?.kind === 'chooseOption' && p.options.includes('attack')) d = passAll(play(d, { type: 'select', option: 'attack' }));
    else return d;
  }
}
const nextTurn = (d: Duel): Duel => settle(endTurn(settle(d)));

describe('Malice Doll of Demise', () => {
  it("Tributed by Ectoplasmer (a Continuous Spell) in your End Phase: Special Summoned in your next Standby Phase, not in your opponent's", () => {
    const d = duelOf({ phase: 'main2', me: { spellTraps: [ECTO], monsters: [{ card: DOLL }], deck: FILLER() }, opp: { deck: FILLER() } });
    let x = settle(play(d, { type: 'nextPhase', to: 'end' }));
    expect(me(x).graveyard).toEqual([DOLL]);
    expect(opp(x).lp).toBe(8000 - 800);
    // No Chain: nothing to respond to as it is sent.
    expect(x.flow.chain).toEqual([]);
    // The End Phase over, the opponent's turn has begun: nothing in their Standby Phase.
    expect(x.turn).toBe(d.turn + 1);
    expect(me(x).graveyard).toEqual([DOLL]);
    // The opponent's End Phase: Ectoplasmer asks them, who control no face-up monster.
    x = nextTurn(x);
    expect(x.turn).toBe(d.turn + 2);
    expect(names(me(x).monsters)).toEqual([DOLL]);
    expect(me(x).graveyard).toEqual([]);
  });

  it("the opponent's Malice Doll Tributed in their End Phase comes back in their next Standby Phase, on their side", () => {
    const d = duelOf({ turn: 2, turnPlayer: 1, phase: 'main2', me: { spellTraps: [ECTO], deck: FILLER() }, opp: { monsters: [{ card: DOLL }], deck: FILLER() } });
    let x = settle(play(d, { type: 'nextPhase', to: 'end' }));
    expect(opp(x).graveyard).toEqual([DOLL]);
    expect(x.turn).toBe(d.turn + 1);
    x = nextTurn(x);
    expect(x.turn).toBe(d.turn + 2);
    expect(names(opp(x).monsters)).toEqual([DOLL]);
  });

  it('destroyed by a Normal Spell (Raigeki): it stays in the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Raigeki'], deck: FILLER() }, opp: { monsters: [{ card: DOLL }], deck: FILLER() } });
    let x = settle(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }));
    expect(opp(x).graveyard).toEqual([DOLL]);
    x = nextTurn(nextTurn(x));
    expect(opp(x).graveyard).toEqual([DOLL]);
    expect(names(opp(x).monsters)).toEqual([]);
  });

  it("Tributed as the cost of a Continuous Spell's effect (Mass Driver): a cost is not an effect, so it stays in the Graveyard", () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Mass Driver', faceUp: true }], monsters: [{ card: DOLL }], deck: FILLER() }, opp: { deck: FILLER() } });
    let x = settle(play(d, { type: 'activate', card: idOf(d, 'Mass Driver'), effect: 1 }));
    if (x.flow.prompt?.kind === 'chooseCard') x = settle(play(x, { type: 'select', ids: [idOf(d, DOLL)] }));
    expect(me(x).graveyard).toEqual([DOLL]);
    expect(opp(x).lp).toBe(7600);
    x = nextTurn(nextTurn(x));
    expect(x.turn).toBe(d.turn + 2);
    expect(me(x).graveyard).toEqual([DOLL]);
  });

  it('back on the field before that Standby Phase (Monster Reborn) and sent again: Special Summoned once', () => {
    const d = duelOf({ phase: 'main2', me: { spellTraps: [ECTO], monsters: [{ card: DOLL }], deck: FILLER() }, opp: { hand: ['Monster Reborn'], deck: FILLER() } });
    let x = settle(play(d, { type: 'nextPhase', to: 'end' }));
    expect(x.turn).toBe(d.turn + 1);
    x = settle(play(x, { type: 'activate', card: idOf(d, 'Monster Reborn', 1) }, { type: 'select', ids: [idOf(d, DOLL)] }));
    expect(names(opp(x).monsters)).toEqual([DOLL]);
    // The opponent's End Phase: Ectoplasmer Tributes it again, now from their side, to its owner's Graveyard; the
    // revival it set up before still waits for its owner's next Standby Phase, which is the next one.
    x = settle(play(x, { type: 'nextPhase', to: 'end' }));
    expect(x.turn).toBe(d.turn + 2);
    expect(names(me(x).monsters)).toEqual([DOLL]);
    expect(names(opp(x).monsters)).toEqual([]);
  });

  it('gone from the Graveyard before that Standby Phase (taken by Monster Reborn): not Special Summoned', () => {
    const d = duelOf({ phase: 'main2', me: { spellTraps: [ECTO], monsters: [{ card: DOLL }], deck: FILLER() }, opp: { hand: ['Monster Reborn'], monsters: [{ card: 'Celtic Guardian' }], deck: FILLER() } });
    let x = settle(play(d, { type: 'nextPhase', to: 'end' }));
    x = settle(play(x, { type: 'activate', card: idOf(d, 'Monster Reborn', 1) }, { type: 'select', ids: [idOf(d, DOLL)] }));
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    // The opponent Tributes their Celtic Guardian to Ectoplasmer and keeps Malice Doll.
    x = settle(play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] }));
    expect(x.turn).toBe(d.turn + 2);
    expect(names(opp(x).monsters)).toEqual([DOLL]);
    expect(names(me(x).monsters)).toEqual([]);
  });
});
