import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passWindows, play } from '../../engine/test/dsl';

describe('Morphing Jar', () => {
  it('FLIP (Flip Summon): both players discard their whole hands, then each draws 5 cards', () => {
    const d = duelOf({
      me: { hand: ['Feral Imp', 'Dark Hole'], monsters: [{ card: 'Morphing Jar', faceUp: false, position: 'defense' }], deck: ['Celtic Guardian', 'Mystical Elf', 'Rogue Doll', 'Ancient Elf', 'Battle Ox', 'Uraby'] },
      opp: { hand: ['Summoned Skull', 'Raigeki', 'Trap Hole'], deck: ['Kojikocy', 'Uraby', 'Battle Ox', 'Mystical Elf', 'Rogue Doll', 'Feral Imp', 'Ancient Elf'] },
    });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Morphing Jar') });
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Feral Imp']);
    expect(opp(x).graveyard.sort()).toEqual(['Raigeki', 'Summoned Skull', 'Trap Hole']);
    expect(me(x).hand).toEqual(['Celtic Guardian', 'Mystical Elf', 'Rogue Doll', 'Ancient Elf', 'Battle Ox']);
    expect(opp(x).hand).toEqual(['Kojikocy', 'Uraby', 'Battle Ox', 'Mystical Elf', 'Rogue Doll']);
    expect([me(x).deck, opp(x).deck]).toEqual([1, 2]);
  });

  it('flipped face-up by an attack: its Flip effect activates too (an empty hand discards nothing)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { hand: [], monsters: [{ card: 'Morphing Jar', faceUp: false, position: 'defense' }] } });
    const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Morphing Jar', 1) });
    expect(opp(x).graveyard).toEqual(['Morphing Jar']);
    expect(opp(x).hand).toHaveLength(5);
    expect(me(x).hand).toHaveLength(5);
  });

  it('a player who cannot draw 5 cards loses the Duel', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Morphing Jar', faceUp: false, position: 'defense' }] }, opp: { deck: ['Uraby', 'Battle Ox'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Morphing Jar') });
    expect(x.winner).toBe(0);
  });
});
