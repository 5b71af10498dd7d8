import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * Rule code `fusionSubstitute` (self): "You can substitute this card for any 1 Fusion Material Monster. When you do
 * this, the other Fusion Material Monster(s) must be the correct one(s)" (Versago the Destroyer). A Fusion Summon by a
 * card (library.ts fusionSummon) takes the card as any one material, the others named ones (fitsFusionMaterial).
 */
const fuse = (hand: string[]): Duel => duelOf({ me: { hand: ['Polymerization', ...hand], extra: ['Black Skull Dragon'] } });
const activate = (d: Duel): Duel => {
  let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Polymerization') }));
  while (x.flow.prompt) x = passAll(play(x, x.flow.prompt.kind === 'chooseOption' ? { type: 'select', option: 'attack' } : legal(x, 'select')[0]!));
  return x;
};

describe('fusionSubstitute', () => {
  it('stands in for one material (Summoned Skull); the other is the named one (Red-Eyes Black Dragon)', () => {
    const d = fuse(['Versago the Destroyer', 'Red-Eyes Black Dragon']);
    const x = activate(d);
    expect(me(x).monsters.find((m) => m !== null)?.name).toBe('Black Skull Dragon');
    expect(me(x).graveyard.sort()).toEqual(['Polymerization', 'Red-Eyes Black Dragon', 'Versago the Destroyer']);
  });

  it('only one substitute: two of them make no Fusion Summon', () => {
    const d = fuse(['Versago the Destroyer', 'Versago the Destroyer']);
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
  });

  it('the other material must be the correct one', () => {
    const d = fuse(['Versago the Destroyer', 'Dark Magician']);
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
  });

  it('not for a Fusion Monster that must use its named materials (Materials noSubstitute: Imperion Magnum)', () => {
    const only = (hand: string[]): Duel => duelOf({ me: { hand: ['Polymerization', ...hand], extra: ['Super Conduction Machine Imperion Magnum'] } });
    const named = only(['Valkyrion the Magna Warrior', 'Verserion the Electromagna Warrior']);
    expect(legal(named, 'activate', idOf(named, 'Polymerization'))).toHaveLength(1);
    for (const kept of ['Valkyrion the Magna Warrior', 'Verserion the Electromagna Warrior']) {
      const d = only(['Versago the Destroyer', kept]);
      expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
    }
  });

  it('a monster without the rule substitutes for nothing', () => {
    const d = fuse(['Feral Imp', 'Red-Eyes Black Dragon']);
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
  });
});
