// Double Snare (texts-2016): "Destroy 1 face-up card on the field that has an effect that negates Trap Cards' effects."
// The script (official/c3682106.lua) targets it; which cards qualify is asked of their declared effects
// (library.ts negatesTrapEffects), never of their names.
import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/** The cards the open prompt offers, sorted. */
const offered = (x: Duel): string[] => (x.flow.prompt?.kind === 'chooseCard' ? [...x.flow.prompt.cards].sort() : []);

describe('Double Snare', () => {
  it("targets a face-up card with an effect negating Trap Cards' effects, on either side, and destroys it", () => {
    const d = duelOf({
      me: { hand: ['Double Snare'], spellTraps: [{ card: 'Royal Decree', faceUp: true }] },
      opp: { monsters: [{ card: 'Jinzo' }, { card: 'Celtic Guardian' }], spellTraps: [{ card: 'Royal Decree', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Double Snare') });
    // Not Celtic Guardian (no such effect), not the face-down Royal Decree.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(offered(x)).toEqual([idOf(d, 'Jinzo', 1), idOf(d, 'Royal Decree')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Jinzo', 1)] }));
    expect(opp(x).graveyard).toEqual(['Jinzo']);
    expect(me(x).graveyard).toEqual(['Double Snare']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Royal Decree' });
  });

  it('Ryu Senshi and Fiend Skull Dragon have such effects too, even while their effects are negated (Skill Drain)', () => {
    const d = duelOf({ me: { hand: ['Double Snare'] }, opp: { monsters: [{ card: 'Ryu Senshi' }, { card: 'Fiend Skull Dragon' }], spellTraps: [{ card: 'Skill Drain', faceUp: true }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Double Snare') });
    expect(offered(x)).toEqual([idOf(d, 'Ryu Senshi', 1), idOf(d, 'Fiend Skull Dragon', 1)].sort());
  });

  it('cannot be activated with no such face-up card (a face-down Jinzo is not one)', () => {
    const d = duelOf({ me: { hand: ['Double Snare'] }, opp: { monsters: [{ card: 'Jinzo', faceUp: false, position: 'defense' }, { card: 'Blade Knight' }] } });
    expect(legal(d, 'activate', idOf(d, 'Double Snare'))).toEqual([]);
  });

  it('a target turned face-down before it resolves is not destroyed', () => {
    const d = duelOf({ me: { hand: ['Double Snare'] }, opp: { monsters: [{ card: 'Jinzo' }], spellTraps: [{ card: 'Book of Moon', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Double Snare') }, { type: 'select', ids: [idOf(d, 'Jinzo', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Jinzo', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Jinzo', faceUp: false });
    expect(me(x).graveyard).toEqual(['Double Snare']);
  });
});
