import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

describe('Spell Reproduction', () => {
  it('send 2 Spell Cards from your hand (cost), then target a Spell Card in your Graveyard: it is added to your hand (one just sent may be it)', () => {
    const d = duelOf({ me: { hand: ['Spell Reproduction', 'Dark Hole', 'Raigeki', 'Feral Imp'], graveyard: ['Pot of Greed', 'Mirror Force'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Spell Reproduction') });
    // Spells only: not Feral Imp.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Dark Hole'), idOf(d, 'Raigeki')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Raigeki')] });
    // Spells in your Graveyard: Pot of Greed and the two just sent; not Mirror Force.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Pot of Greed'), idOf(d, 'Dark Hole'), idOf(d, 'Raigeki')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Raigeki')] }));
    expect(me(x).hand.sort()).toEqual(['Feral Imp', 'Raigeki']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Mirror Force', 'Pot of Greed', 'Spell Reproduction']);
  });

  it('cannot be activated with fewer than 2 other Spells in hand, or no Spell already in the Graveyard', () => {
    expect(legal(duelOf({ me: { hand: ['Spell Reproduction', 'Dark Hole', 'Feral Imp'], graveyard: ['Pot of Greed'] } }), 'activate')).toEqual([]);
    const noSpell = duelOf({ me: { hand: ['Spell Reproduction', 'Dark Hole', 'Pot of Greed'], graveyard: ['Mirror Force'] } });
    expect(legal(noSpell, 'activate', idOf(noSpell, 'Spell Reproduction'))).toEqual([]);
  });
});
