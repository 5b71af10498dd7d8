import { describe, expect, it } from 'vitest';
import { queryContext } from '../stats';
import { summary, viewFor } from '..';
import { duelOf, idOf, me, passAll, play } from './dsl';

/*
 * Rulebook v9.1 "Pendulum Monster Cards": a Pendulum Monster that would be sent from the field to the Graveyard is placed
 * face-up in its owner's Extra Deck instead. A card effect may Special Summon such a face-up Pendulum Monster from there
 * ("Special Summon 1 face-up Pendulum Monster from your Extra Deck": Pendulum Reborn); a face-down Extra Deck card is
 * not face-up (`ctx.isFaceUp`), so it is not offered. Once Summoned it is no longer face-up in the Extra Deck.
 */
describe('a face-up Pendulum Monster in the Extra Deck may be Special Summoned by an effect', () => {
  it('only the face-up ones count as face-up; the Summoned one leaves the Extra Deck, and is no longer listed face-up', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Pendulum Reborn' }], extra: [{ card: 'Flash Knight', faceUp: true }, 'Blue-Eyes Ultimate Dragon'] },
    });
    const knight = idOf(d, 'Flash Knight');
    const ctx = queryContext(d, { card: knight, player: 0, equippedTo: null });
    expect(ctx.isFaceUp(knight)).toBe(true);
    expect(ctx.isFaceUp(idOf(d, 'Blue-Eyes Ultimate Dragon'))).toBe(false);
    let x = play(d, { type: 'activate', card: idOf(d, 'Pendulum Reborn') });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [knight] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Flash Knight', faceUp: true, position: 'attack' });
    expect(summary(x).players[0].extra).toEqual(['Blue-Eyes Ultimate Dragon']);
    expect(viewFor(x, 1).players[0].extraFaceUp).toEqual([]);
    expect(x.events.some((e) => e.type === 'specialSummoned' && e.card === knight && e.from === 'extra')).toBe(true);
  });
});
