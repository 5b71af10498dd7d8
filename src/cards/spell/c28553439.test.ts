import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Magical Dimension: "If you control a face-up Spellcaster-Type monster: Target 1 monster you control; Tribute it, then Special Summon 1 Spellcaster-Type monster from your hand, then you can destroy 1 monster on the field."
describe('Magical Dimension', () => {
  it('Tribute the target, Special Summon a Spellcaster from the hand, then you may destroy a monster on the field', () => {
    const d = duelOf({ me: { hand: ['Magical Dimension', 'Dark Magician', 'Celtic Guardian'], monsters: [{ card: 'Mystical Elf' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Magical Dimension') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] });
    x = passAll(x);
    // Only the Spellcaster in hand is offered.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Dark Magician')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    }
    x = play(x, { type: 'select', option: 'attack' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(me(x).graveyard.sort()).toEqual(['Magical Dimension', 'Mystical Elf']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Dark Magician']);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
  });

  it('the destruction is optional', () => {
    const d = duelOf({ me: { hand: ['Magical Dimension', 'Dark Magician'], monsters: [{ card: 'Mystical Elf' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Magical Dimension') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    x = passAll(play(x, { type: 'select', option: 'defense' }, { type: 'select', option: 'no' }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  it('needs a face-up Spellcaster you control and a Spellcaster in hand', () => {
    expect(legal(duelOf({ me: { hand: ['Magical Dimension', 'Dark Magician'], monsters: [{ card: 'Celtic Guardian' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Magical Dimension', 'Celtic Guardian'], monsters: [{ card: 'Mystical Elf' }] } }), 'activate')).toEqual([]);
  });
});
