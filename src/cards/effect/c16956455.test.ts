import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Chiron the Mage: "Once per turn: You can discard 1 Spell Card, then target 1 Spell/Trap Card your opponent controls; destroy that target."
describe('Chiron the Mage', () => {
  const duel = () => duelOf({ me: { hand: ['Pot of Greed', 'Dark Hole', 'Feral Imp'], monsters: [{ card: 'Chiron the Mage' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] }, opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }, { card: 'Magic Cylinder', faceUp: false }] } });

  it("discard a Spell Card: destroys a Spell or Trap Card the opponent controls (not mine); once per turn", () => {
    const d = duel();
    let x = play(d, { type: 'activate', card: idOf(d, 'Chiron the Mage') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Pot of Greed'), idOf(d, 'Dark Hole')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Pot of Greed')] });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Trap Hole', 1), idOf(d, 'Magic Cylinder', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Trap Hole', 1)] }));
    expect(opp(x).graveyard).toEqual(['Trap Hole']);
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
    expect(legal(x, 'activate', idOf(d, 'Chiron the Mage'))).toHaveLength(0);
  });
  it('needs a Spell Card in hand', () => {
    const d = duelOf({ me: { hand: ['Feral Imp'], monsters: [{ card: 'Chiron the Mage' }] }, opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
