import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Rod of Silence - Kay'est (texts-2016): "Increase the DEF of a monster equipped with this card by 500 points. Negate
 * the effect of a Spell Card (excluding this card) that targets the monster equipped with this card and destroy the
 * Spell Card." (official/c95515060.lua; the same in the GOAT list.) Rule code negatesSpellEffectTargetingMonster,
 * read with Ryu Senshi's as the Spell Card is activated (chain.ts negateTargetingGuard).
 */

const ROD = "Rod of Silence - Kay'est";

describe("Rod of Silence - Kay'est", () => {
  it('equips a face-up monster (either player\'s): it gains 500 DEF', () => {
    const d = duelOf({ me: { hand: [ROD] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, ROD) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', atk: 1400, def: 1200 + 500 });
    expect(me(x).spellTraps[0]).toEqual({ name: ROD, faceUp: true });
  });

  it("negates the effect of a Spell Card targeting the equipped monster and destroys it (the opponent's Book of Moon)", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: ROD, faceUp: true, equippedTo: 0 }] }, opp: { hand: ['Book of Moon'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true, position: 'attack' });
    expect(opp(x).graveyard).toEqual(['Book of Moon']);
  });

  it('a Spell targeting another monster, or targeting none, is not negated', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }], spellTraps: [{ card: ROD, faceUp: true, equippedTo: 0 }] }, opp: { hand: ['Book of Moon', 'Dark Hole'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).monsters[1]).toMatchObject({ name: 'Feral Imp', faceUp: false });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp', ROD].sort());
  });

  it('a second Rod activated onto the same monster is negated (excluding this card: the first Rod)', () => {
    const d = duelOf({ me: { hand: [ROD], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: ROD, faceUp: true, equippedTo: 0 }] } });
    const second = d.players[0].hand[0]!;
    const x = passAll(play(d, { type: 'activate', card: second }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).graveyard).toEqual([ROD]);
    expect(me(x).monsters[0]).toMatchObject({ def: 1200 + 500 });
  });
});
