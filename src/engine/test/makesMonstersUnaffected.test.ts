import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from './dsl';
import type { Duel } from '..';

/*
 * Rule code `makesMonstersUnaffected` (ygopro's EFFECT_IMMUNE_EFFECT as a field effect): a face-up card makes other
 * monsters unaffected by the effects its answer names, as `unaffectedBy` does for a monster's own rule: what those
 * effects would do to the monster is not done, their continuous effects do not apply to it, and it may still be
 * targeted. Witness: Eternal Soul, "All "Dark Magicians" in your Monster Zone are unaffected by your opponent's card
 * effects" (the face-up Continuous Trap, its effects applying).
 */

const SOUL = 'Eternal Soul';
const DM = 'Dark Magician';

/** Activates a card from the hand (choosing `target` if it asks one) and resolves the Chain. */
function activate(d: Duel, card: string, target?: string): Duel {
  let x = play(d, { type: 'activate', card });
  if (target !== undefined) x = play(x, { type: 'select', ids: [target] });
  return passAll(x);
}

describe('a card making other monsters unaffected (rule code makesMonstersUnaffected)', () => {
  it("the opponent's Spell destroying every monster leaves the face-up \"Dark Magician\" (Dark Hole), and destroys the rest", () => {
    const d = duelOf({
      me: { hand: ['Dark Hole'], monsters: [{ card: DM }] },
      opp: { monsters: [{ card: DM }, { card: 'Celtic Guardian' }], spellTraps: [{ card: SOUL, faceUp: true }] },
    });
    const x = activate(d, idOf(d, 'Dark Hole'));
    expect(opp(x).monsters[0]).toMatchObject({ name: DM });
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    // The Dark Magician of the player without Eternal Soul is destroyed.
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', DM]);
  });

  it("its controller's own effects still reach it: only the opponent's are kept off", () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: DM }], spellTraps: [{ card: SOUL, faceUp: true }] } });
    const x = activate(d, idOf(d, 'Dark Hole'));
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', DM]);
  });

  it("the opponent's continuous ATK change does not apply to it (Yami: +200 to a Spellcaster)", () => {
    const withSoul = duelOf({ me: { field: { card: 'Yami', faceUp: true } }, opp: { monsters: [{ card: DM }], spellTraps: [{ card: SOUL, faceUp: true }] } });
    expect(opp(withSoul).monsters[0]).toMatchObject({ name: DM, atk: 2500 });
    const without = duelOf({ me: { field: { card: 'Yami', faceUp: true } }, opp: { monsters: [{ card: DM }] } });
    expect(opp(without).monsters[0]).toMatchObject({ name: DM, atk: 2700 });
    // Its controller's own Yami still raises it.
    const own = duelOf({ opp: { field: { card: 'Yami', faceUp: true }, monsters: [{ card: DM }], spellTraps: [{ card: SOUL, faceUp: true }] } });
    expect(opp(own).monsters[0]).toMatchObject({ name: DM, atk: 2700 });
  });

  it("the opponent's rule barring attacks does not bar it (Swords of Revealing Light): it alone may attack", () => {
    const d = duelOf({ me: { monsters: [{ card: DM }, { card: 'Celtic Guardian' }], spellTraps: [{ card: SOUL, faceUp: true }] }, opp: { spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }] } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, DM), target: 'direct' }]);
  });

  it('it may still be targeted, and the effect then does nothing to it (Book of Moon)', () => {
    const d = duelOf({ me: { hand: ['Book of Moon'] }, opp: { monsters: [{ card: DM }], spellTraps: [{ card: SOUL, faceUp: true }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, DM, 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, DM, 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: DM, faceUp: true, position: 'attack' });
  });

  it('only what its answer names: a face-down "Dark Magician", or any with the card Set face-down, is affected', () => {
    const faceDown = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: DM, faceUp: false, position: 'defense' }], spellTraps: [{ card: SOUL, faceUp: true }] } });
    expect(opp(activate(faceDown, idOf(faceDown, 'Dark Hole'))).graveyard).toEqual([DM]);
    const set = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: DM }], spellTraps: [{ card: SOUL, faceUp: false }] } });
    expect(opp(activate(set, idOf(set, 'Dark Hole'))).graveyard).toEqual([DM]);
  });
});
