import { describe, expect, it } from 'vitest';
import { legalActions, summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Artifact Lancea (texts-2016): "You can Set this card from your hand to your Spell & Trap Card Zone as a Spell Card.
 * During your opponent's turn, if this Set card in the Spell & Trap Card Zone is destroyed and sent to your Graveyard:
 * Special Summon it. During your opponent's turn: You can Tribute this card from your hand or face-up from your side
 * of the field; neither player can banish cards for the rest of this turn (this is a Quick Effect)."
 */
const LANCEA = 'Artifact Lancea';
const MST = 'Mystical Space Typhoon';

/** Player 1 activates Mystical Space Typhoon on player 0's Set Lancea in their turn. */
function typhoonOnSetLancea() {
  const d = duelOf({ me: { hand: [LANCEA] }, opp: { hand: [MST] } });
  return { d, x: endTurn(play(d, { type: 'setSpellTrap', card: idOf(d, LANCEA) })) };
}

describe('Artifact Lancea', () => {
  it('can be Set from the hand as a Spell Card', () => {
    const d = duelOf({ me: { hand: [LANCEA] } });
    const x = play(d, { type: 'setSpellTrap', card: idOf(d, LANCEA) });
    expect(me(x).spellTraps[0]).toMatchObject({ name: LANCEA, faceUp: false });
  });

  it("destroyed while Set during the opponent's turn: it is Special Summoned, face-up in the position chosen", () => {
    const { d, x: start } = typhoonOnSetLancea();
    let x = play(start, { type: 'activate', card: idOf(d, MST, 1) }, { type: 'select', ids: [idOf(d, LANCEA)] });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters[0]).toMatchObject({ name: LANCEA, faceUp: true, position: 'defense' });
    expect(me(x).graveyard).toEqual([]);
  });

  it('destroyed while Set during its own turn (by its own player\'s Typhoon): it stays in the Graveyard', () => {
    const d = duelOf({ me: { hand: [LANCEA, MST] } });
    const x = passAll(play(d, { type: 'setSpellTrap', card: idOf(d, LANCEA) }, { type: 'activate', card: idOf(d, MST) }, { type: 'select', ids: [idOf(d, LANCEA)] }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining([LANCEA, MST]));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });

  it("Quick Effect from the hand in the opponent's turn: Tribute it, and neither player can banish cards this turn", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: [LANCEA], graveyard: ['Feral Imp'] }, opp: { hand: ['Soul Release'], graveyard: ['Kuriboh'] } });
    const release = idOf(d, 'Soul Release', 1);
    expect(legal(d, 'activate', release)).toHaveLength(1);
    // Player 1 activates Soul Release on both Graveyards; player 0 answers with Lancea from the hand.
    let x = play(d, { type: 'activate', card: release }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    const lancea = legal(x, 'activate', idOf(d, LANCEA));
    expect(lancea).toHaveLength(1);
    x = passAll(play(x, lancea[0]!));
    expect(me(x).graveyard).toEqual(expect.arrayContaining([LANCEA, 'Feral Imp']));
    expect(me(x).banished).toEqual([]);
    expect(opp(x).banished).toEqual([]);
    expect(opp(x).graveyard).toEqual(expect.arrayContaining(['Kuriboh', 'Soul Release']));
  });

  it("Quick Effect from the field, face-up: the rule binds both players for the rest of the turn", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LANCEA }], graveyard: ['Feral Imp'] }, opp: { hand: ['Soul Release', 'Mystical Space Typhoon'], graveyard: ['Kuriboh'], spellTraps: [{ card: 'Ookazi', faceUp: false }] } });
    // Player 1 activates a Quick-Play Spell; player 0 answers with Lancea's effect.
    let x = play(d, { type: 'activate', card: idOf(d, MST, 1) }, { type: 'select', ids: [idOf(d, 'Ookazi', 1)] });
    const lancea = legal(x, 'activate', idOf(d, LANCEA));
    expect(lancea).toHaveLength(1);
    x = passAll(play(x, lancea[0]!));
    expect(me(x).graveyard).toContain(LANCEA);
    expect(x.rules.filter((r) => r.code === 'noBanishing').map((r) => r.player).sort()).toEqual([0, 1]);
    // Soul Release now has nothing it may target.
    expect(legal(x, 'activate', idOf(d, 'Soul Release', 1))).toEqual([]);
    // The next turn, banishing is allowed again.
    const next = endTurn(x);
    expect(summary(next).turnPlayer).toBe(0);
    expect(next.rules.some((r) => r.code === 'noBanishing' && r.lasts.kind === 'thisTurn' && r.lasts.turn === next.turn)).toBe(false);
  });

  it("not in its own player's turn, and not face-down on the field", () => {
    const mine = duelOf({ me: { hand: [LANCEA] } });
    expect(legal(mine, 'activate', idOf(mine, LANCEA))).toEqual([]);
    const faceDown = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LANCEA, faceUp: false, position: 'defense' }] }, opp: { hand: [MST], spellTraps: [{ card: 'Ookazi', faceUp: false }] } });
    const x = play(faceDown, { type: 'activate', card: idOf(faceDown, MST, 1) }, { type: 'select', ids: [idOf(faceDown, 'Ookazi', 1)] });
    expect(legalActions(x).some((a) => a.type === 'activate' && a.card === idOf(faceDown, LANCEA))).toBe(false);
  });
});
