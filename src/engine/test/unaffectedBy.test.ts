import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from './dsl';
import type { Duel } from '..';

/*
 * Rule code `unaffectedBy` (ygopro's EFFECT_IMMUNE_EFFECT): a face-up monster unaffected by a class of effects is not
 * touched by them (destroyed, moved, changed, held by a rule), while effects of other kinds and things that are no
 * effect (costs, battle) still reach it. The rulebooks say nothing of "unaffected"; it may still be targeted (ygopro
 * asks no immunity when a target is chosen), and a card that does something to it does nothing then.
 * Witness: Horus the Black Flame Dragon LV6, unaffected by Spell effects.
 */

const HORUS = 'Horus the Black Flame Dragon LV6';

/** Activates a card from the hand (choosing `target` if it asks one) and resolves the Chain. */
function activate(d: Duel, card: string, target?: string): Duel {
  let x = play(d, { type: 'activate', card });
  if (target !== undefined) x = play(x, { type: 'select', ids: [target] });
  return passAll(x);
}

describe('unaffected by effects (rule code unaffectedBy)', () => {
  it('a Spell that destroys every monster leaves it on the field (Dark Hole), and destroys the others', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: HORUS }, { card: 'Summoned Skull' }] } });
    const x = activate(d, idOf(d, 'Dark Hole'));
    expect(opp(x).monsters[0]).toMatchObject({ name: HORUS });
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Dark Hole']);
  });

  it('a monster effect still destroys it (Exiled Force): only Spell effects are kept off', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Exiled Force' }] }, opp: { monsters: [{ card: HORUS }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Exiled Force') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, HORUS, 1)] });
    x = passAll(x);
    expect(opp(x).graveyard).toEqual([HORUS]);
  });

  it('it may be targeted by a Spell, which then does nothing to it (Book of Moon)', () => {
    const d = duelOf({ me: { hand: ['Book of Moon'] }, opp: { monsters: [{ card: HORUS }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, HORUS, 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, HORUS, 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: HORUS, faceUp: true, position: 'attack' });
    expect(me(x).graveyard).toEqual(['Book of Moon']);
  });

  it('an Equip Spell equips it, but its ATK change does not apply (Axe of Despair)', () => {
    const d = duelOf({ me: { hand: ['Axe of Despair'], monsters: [{ card: HORUS }] } });
    const x = activate(d, idOf(d, 'Axe of Despair'), idOf(d, HORUS));
    expect(me(x).spellTraps[0]).toEqual({ name: 'Axe of Despair', faceUp: true });
    expect(me(x).monsters[0]).toMatchObject({ name: HORUS, atk: 2300 });
  });

  it("a Spell's rule on monsters does not hold it (Messenger of Peace: it attacks with 2300 ATK; another 1500+ monster cannot)", () => {
    const d = duelOf({ me: { monsters: [{ card: HORUS }, { card: 'Summoned Skull' }], spellTraps: [{ card: 'Messenger of Peace', faceUp: true }] }, opp: { monsters: [] } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack').map((a) => a.card)).toEqual([idOf(d, HORUS)]);
  });

  it("a Spell barring a player's attacks does not bar it (Swords of Revealing Light): it alone may attack", () => {
    const d = duelOf({ me: { monsters: [{ card: HORUS }, { card: 'Celtic Guardian' }] }, opp: { spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }] } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, HORUS), target: 'direct' }]);
  });

  it('a Spell taking control of it does not take it (Snatch Steal stays equipped, the monster stays)', () => {
    const d = duelOf({ me: { hand: ['Snatch Steal'] }, opp: { monsters: [{ card: HORUS }] } });
    const x = activate(d, idOf(d, 'Snatch Steal'), idOf(d, HORUS, 1));
    expect(opp(x).monsters[0]).toMatchObject({ name: HORUS });
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('face-down it is affected: its own effect applies only while it is face-up (Dark Hole destroys a Set one)', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: HORUS, faceUp: false, position: 'defense' }] } });
    const x = activate(d, idOf(d, 'Dark Hole'));
    expect(opp(x).graveyard).toEqual([HORUS]);
  });

  it('a Spell that destroys the monster it equips as it leaves does not destroy it (Premature Burial destroyed: it stays)', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: HORUS }], spellTraps: [{ card: 'Premature Burial', faceUp: true, equippedTo: 0 }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Premature Burial')] }));
    expect(me(x).graveyard.sort()).toEqual(['Mystical Space Typhoon', 'Premature Burial']);
    expect(me(x).monsters[0]).toMatchObject({ name: HORUS });
    // Another monster so linked is destroyed with it.
    const plain = duelOf({ me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Premature Burial', faceUp: true, equippedTo: 0 }] } });
    const y = passAll(play(plain, { type: 'activate', card: idOf(plain, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(plain, 'Premature Burial')] }));
    expect(me(y).graveyard).toContain('Summoned Skull');
  });
});
