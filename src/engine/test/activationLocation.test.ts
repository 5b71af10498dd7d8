import { describe, expect, it } from 'vitest';
import { duelOf, idOf, play } from './dsl';

/*
 * Where a card's effect is activated (rulebook v9.1 "Chains": an effect is activated where its card is; cards answer
 * "when a monster on the field activates its effect", "when an effect of a card in the Graveyard is activated"):
 * chain.ts keeps the zone as `ChainLink.activatedIn`, found before the cost is paid, so a monster discarded or
 * Tributed for its own cost is still where it was activated.
 */
// A Set Waboku the other player may activate at any time: the Chain waits for that player's answer.
const WINDOW = [{ card: 'Waboku', faceUp: false }];

describe('activationLocation', () => {
  it("a monster's effect on the field is activated in the Monster Zone", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Time Wizard' }] }, opp: { spellTraps: WINDOW } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Time Wizard') });
    expect(x.flow.chain[0]).toMatchObject({ card: idOf(d, 'Time Wizard'), activatedIn: 'monster' });
  });

  it('a monster discarded from the hand as its own cost was activated in the hand', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Effect Veiler'] }, opp: { hand: ['Celtic Guardian'], monsters: [{ card: 'Time Wizard' }], spellTraps: WINDOW } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian', 1), tributes: [] });
    x = play(x, { type: 'activate', card: idOf(d, 'Effect Veiler') });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Time Wizard', 1)] });
    const link = x.flow.chain.find((l) => l.card === idOf(d, 'Effect Veiler'));
    expect(link?.activatedIn).toBe('hand');
  });

  it('a Spell Card activated from the hand is activated in its Spell & Trap Zone', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'] }, opp: { spellTraps: WINDOW } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    expect(x.flow.chain[0]).toMatchObject({ activatedIn: 'spellTrap', cardActivation: true });
  });

  it("a Trigger effect of a card sent to the Graveyard is activated in the Graveyard", () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Sangan' }], deck: ['Kuriboh', 'Celtic Guardian'] }, opp: { spellTraps: WINDOW } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }, { type: 'pass' });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.chain.map((l) => l.card)).toEqual([idOf(d, 'Sangan')]);
    expect(x.flow.chain.find((l) => l.card === idOf(d, 'Sangan'))?.activatedIn).toBe('graveyard');
  });
});
