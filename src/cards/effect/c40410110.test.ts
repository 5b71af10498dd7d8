import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Homunculus the Alchemic Being (texts-2016): "Once per turn: You can change the Attribute of this card." An Ignition
 * Effect; the new Attribute (any other) is chosen as it resolves and lasts while it stays face-up on the field
 * (engine test test/attributesOnTheField.test.ts).
 */
const HOM = 'Homunculus the Alchemic Being';
const changeTo = (d: Duel, attribute: string): Duel =>
  passAll(play(passAll(play(d, { type: 'activate', card: idOf(d, HOM) })), { type: 'select', option: attribute }));

describe('Homunculus the Alchemic Being', () => {
  it('changes its own Attribute to one its player chooses (not the one it has)', () => {
    const d = duelOf({ me: { monsters: [{ card: HOM }] } });
    const asked = passAll(play(d, { type: 'activate', card: idOf(d, HOM) }));
    expect(asked.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    expect(asked.flow.prompt?.kind === 'chooseOption' && asked.flow.prompt.options).not.toContain('LIGHT');
    const x = passAll(play(asked, { type: 'select', option: 'FIRE' }));
    expect(x.players[0].monsters[0]).toMatchObject({ attribute: 'FIRE' });
    expect(x.events).toContainEqual({ type: 'attributeChanged', card: idOf(d, HOM), attribute: 'FIRE' });
  });

  it('once per turn; again on a later turn (from the Attribute it has then)', () => {
    const x = changeTo(duelOf({ me: { monsters: [{ card: HOM }] } }), 'FIRE');
    expect(legal(x, 'activate', idOf(x, HOM))).toEqual([]);
    const later = endTurn(endTurn(x));
    const asked = passAll(play(later, { type: 'activate', card: idOf(x, HOM) }));
    expect(asked.flow.prompt?.kind === 'chooseOption' && asked.flow.prompt.options).toContain('LIGHT');
    expect(asked.flow.prompt?.kind === 'chooseOption' && asked.flow.prompt.options).not.toContain('FIRE');
  });

  it('only on the field, face-up: not from the hand, not face-down', () => {
    const d = duelOf({ me: { hand: [HOM], monsters: [{ card: HOM, faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });

  it('the change lasts past the turn, while it stays face-up on the field', () => {
    const x = changeTo(duelOf({ me: { monsters: [{ card: HOM }] } }), 'DARK');
    const later = endTurn(endTurn(x));
    expect(later.players[0].monsters[0]).toMatchObject({ card: idOf(x, HOM), attribute: 'DARK' });
    expect(me(later).monsters[0]).toMatchObject({ name: HOM });
  });
});
