import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Chiron the Mage', () => {
  it('discard a Spell Card (cost): targets a Spell or Trap Card the opponent controls and destroys it; once per turn', () => {
    const d = duelOf({
      me: { hand: ['Dark Hole', 'Feral Imp', 'Raigeki'], monsters: [{ card: 'Chiron the Mage' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Magic Cylinder', faceUp: false }] },
    });
    const chiron = idOf(d, 'Chiron the Mage');
    let x = play(d, { type: 'activate', card: chiron });
    // Spells only: not Feral Imp.
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([idOf(d, 'Dark Hole'), idOf(d, 'Raigeki')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] });
    // The opponent's Spells and Traps only: not your own Trap Hole.
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([idOf(d, 'Mirror Force', 1), idOf(d, 'Magic Cylinder', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(me(x).graveyard).toEqual(['Dark Hole']);
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    expect(legal(x, 'activate', chiron)).toEqual([]);
  });

  it('cannot be activated without a Spell Card in hand or a Spell/Trap on the opponent\'s side', () => {
    const noSpell = duelOf({ me: { hand: ['Feral Imp'], monsters: [{ card: 'Chiron the Mage' }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    expect(legal(noSpell, 'activate')).toEqual([]);
    const noTarget = duelOf({ me: { hand: ['Raigeki'], monsters: [{ card: 'Chiron the Mage' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    expect(legal(noTarget, 'activate', idOf(noTarget, 'Chiron the Mage'))).toEqual([]);
  });
});
