import { describe, expect, it } from 'vitest';
import { duelOf, FILLER, idOf, passAll, play } from './dsl';

/*
 * "Sent from the field to the Graveyard by the effect of a Continuous Spell Card" (Malice Doll of Demise; library.ts
 * `sentFromFieldByContinuousSpell`) reads the card whose effect did it: the `destroyed`, `sentToGraveyard` and
 * `tributed` events carry it as `byCard` while an effect applies (effects/context.ts `effectCard`), never while a
 * cost is paid (ygopro: REASON_EFFECT against REASON_COST).
 */
describe('the card whose effect sent a card to the Graveyard (event byCard)', () => {
  it("a Continuous Spell's effect Tributing a monster (Ectoplasmer) names that Spell", () => {
    const d = duelOf({ phase: 'main2', me: { spellTraps: [{ card: 'Ectoplasmer', faceUp: true }], monsters: [{ card: 'Summoned Skull' }], deck: FILLER() }, opp: { deck: FILLER() } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'end' }));
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    expect(x.events).toContainEqual({ type: 'tributed', card: idOf(d, 'Summoned Skull'), controller: 0, byCard: idOf(d, 'Ectoplasmer') });
  });

  it('a Tribute paid as a cost (Mass Driver) names no card', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Mass Driver', faceUp: true }], monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mass Driver'), effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    const tributed = x.events.find((e) => e.type === 'tributed');
    expect(tributed).toEqual({ type: 'tributed', card: idOf(d, 'Summoned Skull'), controller: 0 });
  });

  it("a Normal Spell's destruction (Raigeki) names the Normal Spell", () => {
    const d = duelOf({ me: { hand: ['Raigeki'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }));
    expect(x.events).toContainEqual(expect.objectContaining({ type: 'destroyed', card: idOf(d, 'Summoned Skull', 1), byCard: idOf(d, 'Raigeki') }));
  });
});
