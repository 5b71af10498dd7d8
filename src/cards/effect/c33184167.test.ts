import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Tribe-Infecting Virus: "Discard 1 card from your hand and declare 1 Type of monster. Destroy all face-up monsters of the declared Type on the field."
describe('Tribe-Infecting Virus', () => {
  const duel = () =>
    duelOf({
      me: { hand: ['Feral Imp', 'Dark Hole'], monsters: [{ card: 'Tribe-Infecting Virus' }, { card: 'Mystical Elf' }] },
      opp: { monsters: [{ card: 'Dark Magician' }, { card: 'Celtic Guardian' }, { card: 'Summoned Skull', faceUp: false, position: 'defense' }, { card: 'Dark Magician', faceUp: false, position: 'defense' }] },
    });

  it('discard 1 card, declare a Type among the face-up monsters: every face-up monster of that Type, on both sides, is destroyed', () => {
    const d = duel();
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribe-Infecting Virus') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp'), idOf(d, 'Dark Hole')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    // Fiend (Summoned Skull) is face-down: not offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['Aqua', 'Spellcaster', 'Warrior'] });
    x = passAll(play(x, { type: 'select', option: 'Spellcaster' }));
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Mystical Elf']);
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
    // The face-down Dark Magician is not face-up: it stays.
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Celtic Guardian', 'Dark Magician', 'Summoned Skull']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Tribe-Infecting Virus']);
  });

  it('declaring its own Type destroys itself too', () => {
    const d = duel();
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Tribe-Infecting Virus') }, { type: 'select', ids: [idOf(d, 'Dark Hole')] }, { type: 'select', option: 'Aqua' }));
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Tribe-Infecting Virus']);
  });

  it('needs a card in hand to discard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Tribe-Infecting Virus' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
