import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

/** Equips `spell` from the hand to my monster `target`; returns the duel. */
function equip(spell: string, target: string, extra: Parameters<typeof duelOf>[0] = {}) {
  const d = duelOf({ ...extra, me: { hand: [spell], monsters: [{ card: target }], ...extra.me } });
  return play(d, { type: 'activate', card: idOf(d, spell) }, { type: 'select', ids: [idOf(d, target)] });
}

// One spec per Equip Spell: who it may equip and what it changes.
describe.each([
  ['Legendary Sword', 'Celtic Guardian', 1400 + 300, 1200 + 300, 'Feral Imp'],
  ['Sword of Dark Destruction', 'Feral Imp', 1300 + 400, 1400 - 200, 'Celtic Guardian'],
  ['Book of Secret Arts', 'Dark Magician', 2500 + 300, 2100 + 300, 'Celtic Guardian'],
  ['Dark Energy', 'Feral Imp', 1300 + 300, 1400 + 300, 'Celtic Guardian'],
  ['Invigoration', 'Celtic Guardian', 1400 + 400, 1200 - 200, 'Feral Imp'],
] as const)('%s', (spell, fits, atk, def, doesNotFit) => {
  it(`equips ${fits}: ATK ${atk}, DEF ${def}, and stays on the field`, () => {
    const x = equip(spell, fits);
    expect(me(x).monsters[0]).toMatchObject({ name: fits, atk, def });
    expect(me(x).spellTraps[0]).toEqual({ name: spell, faceUp: true });
  });
  it(`cannot equip ${doesNotFit}`, () => {
    const d = duelOf({ me: { hand: [spell], monsters: [{ card: doesNotFit }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});

describe('Equip Spells', () => {
  it("can equip an opponent's monster", () => {
    const d = duelOf({ me: { hand: ['Legendary Sword'] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Legendary Sword') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    expect(opp(x).monsters[0]).toMatchObject({ atk: 1700, def: 1500 });
  });

  it('the equipped monster leaving the field destroys the Equip Spell, and the change goes with it', () => {
    const x = equip('Legendary Sword', 'Celtic Guardian', { opp: { monsters: [{ card: 'Summoned Skull' }] } });
    // Celtic Guardian (1700) attacks Summoned Skull (2500) and is destroyed.
    const y = play(x, { type: 'nextPhase', to: 'battle' }, { type: 'attack', card: idOf(x, 'Celtic Guardian'), target: idOf(x, 'Summoned Skull', 1) });
    expect(me(y).lp).toBe(8000 - 800);
    expect(me(y).spellTraps[0]).toBeNull();
    expect(me(y).graveyard.sort()).toEqual(['Celtic Guardian', 'Legendary Sword']);
  });

  it('an equipped monster flipped face-down destroys the Equip Spell', () => {
    const x = equip('Legendary Sword', 'Celtic Guardian', { me: { hand: ['Legendary Sword', 'Book of Moon'] } });
    const moon = idOf(x, 'Book of Moon');
    const y = play(x, { type: 'activate', card: moon }, { type: 'select', ids: [idOf(x, 'Celtic Guardian')] });
    expect(me(y).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(me(y).graveyard.sort()).toEqual(['Book of Moon', 'Legendary Sword']);
  });

  it('the change counts in battle', () => {
    const x = equip('Legendary Sword', 'Celtic Guardian', { opp: { monsters: [{ card: 'Neo the Magic Swordsman' }] } });
    // 1700 vs 1700: a tie (without the Sword, 1400 would lose).
    const y = play(x, { type: 'nextPhase', to: 'battle' }, { type: 'attack', card: idOf(x, 'Celtic Guardian'), target: idOf(x, 'Neo the Magic Swordsman', 1) });
    expect(opp(y).graveyard).toEqual(['Neo the Magic Swordsman']);
    expect(me(y).lp).toBe(8000);
  });
});
