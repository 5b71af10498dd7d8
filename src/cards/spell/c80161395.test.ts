import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Mystik Wok: "Tribute 1 monster. Select either its ATK or DEF and gain that many Life Points."
describe('Mystik Wok', () => {
  it("Tribute 1 monster (the cost): gain LP equal to its ATK or DEF, as chosen; the amount is public on the Chain", () => {
    const d = duelOf({ me: { hand: ['Mystik Wok'], monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystik Wok') });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['1300 (its ATK)', '1400 (its DEF)'] });
    x = play(x, { type: 'select', option: '1400 (its DEF)' });
    expect(me(x).graveyard).toContain('Feral Imp');
    x = passAll(x);
    expect(me(x).lp).toBe(9400);
    expect(viewFor(x, 1).events.map((e) => e.text).join('\n')).toMatch(/1400/);
  });

  it("uses the monster's ATK on the field (an Equip Spell's boost counts)", () => {
    const d = duelOf({ me: { hand: ['Mystik Wok'], monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Dark Energy', faceUp: true, equippedTo: 0 }] } });
    expect(me(d).monsters[0]?.atk).toBe(1600);
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystik Wok') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(play(x, { type: 'select', option: '1600 (its ATK)' }));
    expect(me(x).lp).toBe(9600);
  });

  it('a monster with 0 ATK offers only its DEF; with no monster it cannot be activated', () => {
    const d = duelOf({ me: { hand: ['Mystik Wok'], monsters: [{ card: 'Sheep Token', position: 'defense' }, { card: 'Big Shield Gardna' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystik Wok') });
    // The Sheep Token has 0 ATK and 0 DEF: not offered.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Big Shield Gardna')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Big Shield Gardna')] });
    }
    x = passAll(play(x, { type: 'select', option: '2600 (its DEF)' }));
    expect(me(x).lp).toBe(10600);
    expect(legal(duelOf({ me: { hand: ['Mystik Wok'] } }), 'activate')).toHaveLength(0);
  });
});
