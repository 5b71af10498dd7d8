/*
 * Fabled Lurrie (texts-2016): "When this card is discarded from your hand to the Graveyard, Special Summon it."
 * A mandatory Trigger from the Graveyard.
 */
import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

const LURRIE = 'Fabled Lurrie';

describe('Fabled Lurrie', () => {
  it('discarded from the hand (Graceful Charity), it is Special Summoned', () => {
    const d = duelOf({ me: { hand: ['Graceful Charity', LURRIE, 'Feral Imp'], deck: ['Dark Magician', 'Celtic Guardian', 'Mystical Elf'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Graceful Charity') }, { type: 'select', ids: [idOf(d, LURRIE)] }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: x.flow.prompt.options.includes('attack') ? 'attack' : x.flow.prompt.options[0]! });
    x = passAll(x);
    expect(me(x).monsters.find((m) => m?.name === LURRIE)).toMatchObject({ position: 'attack', atk: 200 });
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Graceful Charity']);
  });

  it('sent to the Graveyard otherwise (destroyed on the field), it stays there', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: LURRIE }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).graveyard).toContain(LURRIE);
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });
});
