import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Judgment of Anubis (texts-2016): "When your opponent activates a Spell Card that would destroy a Spell/Trap
 * Card(s) on the field: Discard 1 card; negate the activation, and if you do, destroy it, then you can destroy
 * 1 face-up monster your opponent controls, and if you do that, inflict damage to your opponent equal to the
 * destroyed monster's ATK on the field." Counter Trap. What the Spell would destroy is what it declared as
 * it was activated (engine: `ChainLink.affects.destroy`; official/c55256016.lua reads the operation info).
 */
const ANUBIS = { card: 'Judgment of Anubis', faceUp: false };
const anubis = (d: Duel) => legal(d, 'activate', idOf(d, 'Judgment of Anubis'));

/** The opponent activates Heavy Storm; I answer with Judgment of Anubis, discarding Feral Imp. */
function storm(d: Duel): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, 'Heavy Storm', 1) });
  expect(anubis(x)).toHaveLength(1);
  x = play(x, { type: 'activate', card: idOf(d, 'Judgment of Anubis') });
  return play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
}

describe('Judgment of Anubis', () => {
  it("discards 1 card, negates the opponent's Spell that would destroy Spells/Traps and destroys it; then destroys a face-up monster of theirs and inflicts its ATK", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ['Feral Imp'], spellTraps: [ANUBIS, { card: 'Waboku', faceUp: false }] },
      opp: { hand: ['Heavy Storm'], monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] },
    });
    let x = storm(d);
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Summoned Skull', 1), idOf(d, 'Celtic Guardian', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Judgment of Anubis']);
    expect(me(x).spellTraps.filter(Boolean).map((s) => s!.name)).toEqual(['Waboku']);
    expect(opp(x).graveyard.sort()).toEqual(['Heavy Storm', 'Summoned Skull']);
    expect(opp(x).lp).toBe(8000 - 2500);
  });

  it('the monster destruction is optional', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ['Feral Imp'], spellTraps: [ANUBIS, { card: 'Waboku', faceUp: false }] },
      opp: { hand: ['Heavy Storm'], monsters: [{ card: 'Summoned Skull' }] },
    });
    const x = passAll(play(passAll(storm(d)), { type: 'select', option: 'no' }));
    expect(opp(x).monsters[0]?.name).toBe('Summoned Skull');
    expect(opp(x).lp).toBe(8000);
    expect(opp(x).graveyard).toEqual(['Heavy Storm']);
  });

  it('asks nothing when the opponent controls no face-up monster (a face-down one cannot be chosen)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ['Feral Imp'], spellTraps: [ANUBIS, { card: 'Waboku', faceUp: false }] },
      opp: { hand: ['Heavy Storm'], monsters: [{ card: 'Summoned Skull', position: 'defense', faceUp: false }] },
    });
    const x = passAll(storm(d));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual(['Heavy Storm']);
    expect(opp(x).monsters[0]?.name).toBe('Summoned Skull');
  });

  it('needs a card to discard', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [ANUBIS, { card: 'Waboku', faceUp: false }] }, opp: { hand: ['Heavy Storm'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Heavy Storm', 1) });
    expect(x.flow.chain).toHaveLength(1);
    expect(anubis(x)).toEqual([]);
  });

  it('is not offered for a Spell that would destroy only monsters (Dark Hole)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ['Feral Imp'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [ANUBIS, { card: 'Waboku', faceUp: false }] },
      opp: { hand: ['Dark Hole'] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    expect(x.flow.chain).toHaveLength(1);
    expect(anubis(x)).toEqual([]);
  });

  it('is not offered for a Trap Card that would destroy a Spell/Trap Card (Dust Tornado)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ['Feral Imp'], spellTraps: [ANUBIS, { card: 'Waboku', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Dust Tornado', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dust Tornado', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Waboku')] });
    expect(x.flow.chain).toHaveLength(1);
    expect(anubis(x)).toEqual([]);
  });
});
