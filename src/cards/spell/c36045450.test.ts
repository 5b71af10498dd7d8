import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { whyIllegal } from '../../engine/reasons';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Magicians Unite (texts-2016): "If you control 2 or more Attack Position Spellcaster-Type monsters: Target 1 of them;
 * its ATK becomes 3000 until the end of this turn, but other Spellcaster-Type monsters you control cannot attack this
 * turn." official/c36045450.lua (a Normal Spell): condition 2+ face-up Attack Position Spellcasters you control; target 1 of them;
 * EFFECT_CANNOT_ATTACK this turn on your monsters that are Spellcasters, but the target (its field ID), registered as
 * it is activated (OATH; here as it resolves, rule code typeCannotAttack); EFFECT_SET_ATTACK_FINAL 3000 this turn.
 */

const UNITE = 'Magicians Unite';
const start = (monsters: { card: string; position?: 'attack' | 'defense' }[], hand: string[] = []): Duel =>
  duelOf({ me: { hand: [UNITE, ...hand], monsters } });
const unite = (d: Duel, target: string): Duel => passAll(play(d, { type: 'activate', card: idOf(d, UNITE) }, { type: 'select', ids: [idOf(d, target)] }));
const attackers = (d: Duel): string[] => [...new Set(legal(d, 'attack').map((a) => a.card))];

describe('Magicians Unite', () => {
  it('needs 2 or more face-up Attack Position Spellcasters you control', () => {
    expect(legal(start([{ card: 'Dark Magician' }, { card: 'Celtic Guardian' }]), 'activate')).toEqual([]);
    expect(legal(start([{ card: 'Dark Magician' }, { card: 'Mystical Elf', position: 'defense' }]), 'activate')).toEqual([]);
    expect(legal(start([{ card: 'Dark Magician' }, { card: 'Gemini Elf' }]), 'activate')).toHaveLength(1);
  });

  it('targets 1 of them (not another Type); its ATK becomes 3000 until the end of the turn', () => {
    const d = start([{ card: 'Dark Magician' }, { card: 'Gemini Elf' }, { card: 'Celtic Guardian' }, { card: 'Mystical Elf', position: 'defense' }]);
    const x = play(d, { type: 'activate', card: idOf(d, UNITE) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect([...(x.flow.prompt as { cards: readonly string[] }).cards].sort()).toEqual([idOf(d, 'Dark Magician'), idOf(d, 'Gemini Elf')].sort());
    const y = passAll(play(x, { type: 'select', ids: [idOf(d, 'Gemini Elf')] }));
    expect(me(y).monsters[1]).toMatchObject({ name: 'Gemini Elf', atk: 3000 });
    expect(me(y).graveyard).toContain(UNITE);
    expect(me(endTurn(y)).monsters[1]).toMatchObject({ name: 'Gemini Elf', atk: 1900 });
  });

  it('your other Spellcasters cannot attack this turn (one Summoned later too); the target and your other monsters can; next turn all can', () => {
    const d = start([{ card: 'Dark Magician' }, { card: 'Gemini Elf' }, { card: 'Celtic Guardian' }], ['Mystical Elf']);
    let x = unite(d, 'Gemini Elf');
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Mystical Elf'), tributes: [] }));
    x = toBattle(x);
    expect(attackers(x).sort()).toEqual([idOf(d, 'Gemini Elf'), idOf(d, 'Celtic Guardian')].sort());
    expect(whyIllegal(x, { type: 'attack', card: idOf(d, 'Dark Magician'), target: 'direct' })).toMatch(/A card effect stops Dark Magician attacking/);
    expect(whyIllegal(x, { type: 'attack', card: idOf(d, 'Mystical Elf'), target: 'direct' })).toMatch(/stops Mystical Elf attacking/);
    const later = toBattle(endTurn(endTurn(x)));
    expect(attackers(later)).toEqual(expect.arrayContaining([idOf(d, 'Dark Magician'), idOf(d, 'Mystical Elf')]));
  });

  it("the lock is on the Spellcasters you control: one taken from the opponent this turn cannot attack either", () => {
    const d = duelOf({
      me: { hand: ['Change of Heart', UNITE], monsters: [{ card: 'Dark Magician' }, { card: 'Gemini Elf' }] },
      opp: { monsters: [{ card: 'Mystical Elf' }] },
    });
    let x = unite(d, 'Gemini Elf');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] }));
    expect(attackers(toBattle(x))).toEqual([idOf(d, 'Gemini Elf')]);
  });
});
