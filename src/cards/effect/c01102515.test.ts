import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Dark Mimic LV3 (texts-2016): "If this card is sent to the Graveyard by battle, the controller of this card
 * draws 1 card. If this card was Special Summoned by the effect of "Dark Mimic LV1", they draw 2 cards
 * instead." Rulings: Special Summoned by another card (Monster Reborn) it draws 1; an opponent who took
 * control of it does not draw, its owner does (the effect activates in the Graveyard).
 */

const DECK = ['Uraby', 'Feral Imp', 'Kuriboh', ...FILLER()];

/** Player 0's turn 5 begins with Dark Mimic LV1 face-up; its Standby Phase effect Summons LV3 from the Deck. */
function lv3ByLv1(): Duel {
  let d = duelOf({
    turn: 4, turnPlayer: 1, phase: 'main2', seed: 3,
    me: { deck: ['Dark Mimic LV3', ...DECK], monsters: [{ card: 'Dark Mimic LV1' }] },
    opp: { monsters: [{ card: 'Summoned Skull' }] },
  });
  d = play(d, { type: 'nextPhase', to: 'end' });
  d = play(d, { type: 'select', option: 'yes' });
  d = play(d, { type: 'select', ids: [idOf(d, 'Dark Mimic LV3')] });
  return passAll(play(d, { type: 'select', option: 'attack' }));
}

/** Dark Mimic LV3 attacks Summoned Skull (2500 ATK) and is destroyed by that battle. */
const attackSkull = (d: Duel): Duel => passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Dark Mimic LV3'), target: idOf(d, 'Summoned Skull', 1) }));

describe('Dark Mimic LV3', () => {
  it('destroyed by battle: its controller draws 1 card', () => {
    const d = duelOf({ me: { deck: DECK, monsters: [{ card: 'Dark Mimic LV3' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = attackSkull(d);
    expect(me(x).graveyard).toEqual(['Dark Mimic LV3']);
    expect(me(x).hand).toEqual(['Uraby']);
  });

  it('Special Summoned by the effect of "Dark Mimic LV1": it draws 2 cards instead', () => {
    const d = lv3ByLv1();
    expect(me(d).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Dark Mimic LV3']);
    const before = me(d).hand.length;
    const x = attackSkull(d);
    expect(me(x).graveyard).toEqual(['Dark Mimic LV1', 'Dark Mimic LV3']);
    expect(me(x).hand.length).toBe(before + 2);
  });

  it('Special Summoned by another card (Monster Reborn): it draws 1', () => {
    const d = duelOf({ me: { deck: DECK, hand: ['Monster Reborn'], graveyard: ['Dark Mimic LV3'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Dark Mimic LV3')] });
    x = passAll(x);
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', option: 'attack' }));
    x = attackSkull(x);
    expect(me(x).hand).toEqual(['Uraby']);
  });

  it('destroyed by a card effect, not by battle: no draw', () => {
    const d = duelOf({ me: { hand: ['Raigeki'] }, opp: { deck: DECK, monsters: [{ card: 'Dark Mimic LV3' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }));
    expect(opp(x).graveyard).toEqual(['Dark Mimic LV3']);
    expect(opp(x).hand).toEqual([]);
  });

  it('controlled by the opponent when destroyed by battle: its owner draws', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'] }, opp: { deck: DECK, monsters: [{ card: 'Dark Mimic LV3' }, { card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [idOf(d, 'Dark Mimic LV3', 1)] }));
    x = passAll(play(toBattle(x), { type: 'attack', card: idOf(d, 'Dark Mimic LV3', 1), target: idOf(d, 'Summoned Skull', 1) }));
    expect(opp(x).graveyard).toEqual(['Dark Mimic LV3']);
    expect(opp(x).hand).toEqual(['Uraby']);
    expect(me(x).hand).toEqual([]);
  });
});
