import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passWindows, play } from '../../engine/test/dsl';

describe("Gravekeeper's Guard", () => {
  it('FLIP: targets a monster the opponent controls (not your own) and returns it to the hand', () => {
    const d = duelOf({ me: { monsters: [{ card: "Gravekeeper's Guard", faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Thousand Dragon' }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, "Gravekeeper's Guard") });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Thousand Dragon', 1)].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Thousand Dragon', 1)] });
    // A Fusion Monster goes back to the Extra Deck.
    expect(opp(x).extra).toEqual(['Thousand Dragon']);
  });

  it('flipped by an attack, it returns the attacker', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: "Gravekeeper's Guard", faceUp: false, position: 'defense' }] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, "Gravekeeper's Guard", 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    expect(x.players[0].hand).toContain(idOf(d, 'Feral Imp'));
  });
});
