import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Archfiend's Oath (texts-2016): "Once per turn you can pay 500 Life Points to declare 1 card name. Pick up
 * the top card of your Deck and if the card name is the one you declared, add it to your hand. If not, send
 * the card you picked up to the Graveyard." The names offered: library.ts `knownCardNames`.
 */
const OATH = [{ card: "Archfiend's Oath", faceUp: true }];
const oath = (deck = ['Sangan', 'Kuriboh', 'Celtic Guardian'], lp = 8000, phase: 'main1' | 'battle' = 'main1'): Duel => duelOf({ phase, me: { lp, spellTraps: OATH, deck } });
const declare = (d: Duel, name: string): Duel => passAll(play(play(d, { type: 'activate', card: idOf(d, "Archfiend's Oath"), effect: 1 }), { type: 'select', option: name }));

describe("Archfiend's Oath", () => {
  it('pays 500 LP and declares a name: the top card of your Deck is that card, so it is added to your hand', () => {
    const y = declare(oath(), 'Sangan');
    expect(me(y).lp).toBe(7500);
    expect(me(y).hand).toEqual(['Sangan']);
    expect(me(y).deck).toBe(2);
    expect(y.events).toContainEqual(expect.objectContaining({ type: 'revealed', to: 1 }));
  });

  it('the top card is not the declared one: it is sent to the Graveyard', () => {
    const y = declare(oath(), 'Kuriboh');
    expect(me(y).lp).toBe(7500);
    expect(me(y).hand).toEqual([]);
    expect(me(y).graveyard).toEqual(['Sangan']);
    expect(me(y).deck).toBe(2);
  });

  it('once per turn', () => {
    const y = declare(oath(), 'Kuriboh');
    expect(legal(y, 'activate', idOf(y, "Archfiend's Oath"))).toEqual([]);
  });

  it('cannot be used with less than 500 LP, with an empty Deck, or outside your Main Phase', () => {
    expect(legal(oath(undefined, 499), 'activate')).toEqual([]);
    const empty = duelOf({ me: { spellTraps: OATH, deck: [] } });
    expect(legal(empty, 'activate')).toEqual([]);
    expect(legal(oath(undefined, 8000, 'battle'), 'activate')).toEqual([]);
    expect(legal(oath(), 'activate')).toHaveLength(1);
  });

  it('the names offered are those you know of: your own cards', () => {
    const x = play(oath(), { type: 'activate', card: idOf(oath(), "Archfiend's Oath"), effect: 1 });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ["Archfiend's Oath", 'Celtic Guardian', 'Kuriboh', 'Sangan'] });
  });
});
