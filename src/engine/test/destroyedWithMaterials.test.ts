import { describe, expect, it } from 'vitest';
import { duelOf, idOf, passAll, play } from './dsl';

/*
 * "Destroyed ... while it has <name> as an Xyz Material" (Number 62: Galaxy-Eyes Prime Photon Dragon): the Xyz Materials
 * go to the Graveyard as their monster leaves the field (board.ts), so a monster destroyed by a card effect says on its
 * `destroyed` event which materials it had (`materials`, absent when none), read once it has left.
 */
describe('a monster destroyed with Xyz Materials', () => {
  it('names them on its destroyed event; a monster with none names nothing', () => {
    const d = duelOf({
      me: { hand: ['Dark Hole'], monsters: [{ card: 'Number 39: Utopia', summonedAs: 'xyz', materials: ['Celtic Guardian', 'Feral Imp'] }, { card: 'Mystical Elf' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    const utopia = x.events.find((e) => e.type === 'destroyed' && e.card === idOf(d, 'Number 39: Utopia'));
    expect(utopia).toMatchObject({ materials: [idOf(d, 'Celtic Guardian'), idOf(d, 'Feral Imp')] });
    expect(x.events.find((e) => e.type === 'destroyed' && e.card === idOf(d, 'Mystical Elf'))).not.toHaveProperty('materials');
  });
});
