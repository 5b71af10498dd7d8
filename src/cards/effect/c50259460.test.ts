/*
 * Versago the Destroyer (texts-2016): "You can substitute this card for any 1 Fusion Material Monster. When you do this,
 * the other Fusion Material Monster(s) must be the correct one(s)." Rule code `fusionSubstitute`, read by every Fusion
 * Summon by a card (src/engine/test/fusionSubstitute.test.ts covers the rule in full).
 */
import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

describe('Versago the Destroyer', () => {
  it('from the field, substitutes for Red-Eyes Black Dragon in the Fusion Summon of Black Skull Dragon', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Summoned Skull'], monsters: [{ card: 'Versago the Destroyer' }], extra: ['Black Skull Dragon'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Polymerization') }));
    while (x.flow.prompt) x = passAll(play(x, x.flow.prompt.kind === 'chooseOption' ? { type: 'select', option: 'attack' } : legal(x, 'select')[0]!));
    expect(me(x).monsters.filter((m) => m !== null).map((m) => m!.name)).toEqual(['Black Skull Dragon']);
    expect(me(x).graveyard).toContain('Versago the Destroyer');
  });

  it('is no material where both materials are missing', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Versago the Destroyer'], extra: ['Black Skull Dragon'] } });
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
  });
});
