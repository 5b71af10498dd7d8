import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * Replacement effects, "… instead" (issue 32 §4): "If this card would be destroyed by battle, the
 * equipped monster is destroyed instead" (Thousand-Eyes Restrict, rule code `equipDestroyedInstead`; a
 * Union monster's "destroy this card instead", `substitutesForEquipped`). The card is not destroyed at
 * all (it is not sent to the Graveyard, nothing "when destroyed" goes off for it); the substitute is
 * destroyed, so its own "when destroyed" effects do.
 */

describe('Replacement effects', () => {
  it('the substitute is destroyed in its place and its "when destroyed" effect goes off; the replaced card is not destroyed', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Thousand-Eyes Restrict' }] }, opp: { monsters: [{ card: 'Kaiser Glider' }, { card: 'Blue-Eyes White Dragon' }, { card: 'Feral Imp' }] } });
    const ter = idOf(d, 'Thousand-Eyes Restrict');
    let x = passAll(play(d, { type: 'activate', card: ter, effect: 1 }, { type: 'select', ids: [idOf(d, 'Kaiser Glider', 1)] }));
    x = play(toBattle(x), { type: 'attack', card: ter, target: idOf(d, 'Blue-Eyes White Dragon', 1) });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(x.events).toContainEqual({ type: 'notDestroyed', card: ter });
    expect(x.events.some((e) => e.type === 'destroyedByBattle' && e.card === ter)).toBe(false);
    // Kaiser Glider, destroyed instead, goes to its owner's Graveyard and returns a monster to the hand.
    expect(opp(x).graveyard).toEqual(['Kaiser Glider']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    const y = passAll(play(x, { type: 'select', ids: [ter] }));
    expect(me(y).monsters.every((s) => s === null)).toBe(true);
    // A Fusion Monster returned to the hand goes to the Extra Deck.
    expect(me(y).extra).toContain('Thousand-Eyes Restrict');
  });
});
