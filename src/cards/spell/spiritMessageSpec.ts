import { expect, it } from 'vitest';
import { applyAction } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * The four Spirit Messages (texts-2016): "This card can only be placed on the field by the effect of "Destiny Board.""
 * official/c31893528.lua (and its three siblings): no activation of its own (no EFFECT_TYPE_ACTIVATE) and
 * EFFECT_CANNOT_SSET. Destiny Board's spec (trap/c94212438.test.ts) shows the Board placing them, in order.
 */
export function spiritMessageSpec(name: string): void {
  it('cannot be activated from the hand', () => {
    const d = duelOf({ me: { hand: [name] } });
    expect(legal(d, 'activate', idOf(d, name))).toEqual([]);
    expect(() => applyAction(d, { type: 'activate', card: idOf(d, name) })).toThrow();
  });

  it('cannot be Set: the player\'s Set is refused, and an effect that Sets from the hand does not offer it', () => {
    const d = duelOf({ me: { hand: [name, 'Dust Tornado'], spellTraps: [{ card: 'Dust Tornado', faceUp: false }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const card = idOf(d, name);
    expect(legal(d, 'setSpellTrap', card)).toEqual([]);
    expect(() => applyAction(d, { type: 'setSpellTrap', card })).toThrow(`${name} cannot be Set`);
    // Dust Tornado destroys the Set card, then offers to Set a card from the hand: the other Dust Tornado only.
    let x = play(d, { type: 'activate', card: idOf(d, 'Dust Tornado') });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption' });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect((x.flow.prompt as unknown as { cards: string[] }).cards).not.toContain(card);
    expect(me(x).hand).toContain(name);
  });
}
