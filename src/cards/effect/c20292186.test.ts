import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Artifact Scythe (texts-2016): "You can Set this card from your hand to your Spell & Trap Card Zone as a Spell Card.
 * During your opponent's turn, when this Set card in the Spell & Trap Card Zone is destroyed and sent to your
 * Graveyard: Special Summon it. If this card is Special Summoned during your opponent's turn: Your opponent cannot
 * Special Summon monsters from the Extra Deck for the rest of this turn."
 */
const SCYTHE = 'Artifact Scythe';
const MST = 'Mystical Space Typhoon';
const FUSION = { hand: ['Polymerization', 'Summoned Skull', 'Red-Eyes Black Dragon', MST], extra: ['Black Skull Dragon'] };

/** Player 0 Sets Scythe; in player 1's turn, player 1 destroys it with Mystical Space Typhoon. */
function typhoonOnSetScythe() {
  const d = duelOf({ me: { hand: [SCYTHE] }, opp: FUSION });
  let x = endTurn(play(d, { type: 'setSpellTrap', card: idOf(d, SCYTHE) }));
  x = passAll(play(x, { type: 'activate', card: idOf(d, MST, 1) }, { type: 'select', ids: [idOf(d, SCYTHE)] }));
  return { d, x };
}

describe('Artifact Scythe', () => {
  it('can be Set from the hand as a Spell Card', () => {
    const d = duelOf({ me: { hand: [SCYTHE] } });
    const x = play(d, { type: 'setSpellTrap', card: idOf(d, SCYTHE) });
    expect(me(x).spellTraps[0]).toMatchObject({ name: SCYTHE, faceUp: false });
  });

  it("destroyed while Set in the opponent's turn: Special Summoned, and the opponent cannot Special Summon from the Extra Deck this turn", () => {
    const { d, x: start } = typhoonOnSetScythe();
    expect(start.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    const x = passAll(play(start, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: SCYTHE, faceUp: true, position: 'attack' });
    expect(opp(x).hand).toContain('Polymerization');
    // Polymerization has no Fusion Monster it could Summon from the Extra Deck now.
    expect(legal(x, 'activate', idOf(d, 'Polymerization', 1))).toEqual([]);
  });

  it('without its Summon, the same Fusion Summon is open to the opponent', () => {
    const d = duelOf({ turnPlayer: 1, opp: FUSION });
    expect(legal(d, 'activate', idOf(d, 'Polymerization', 1))).toHaveLength(1);
  });

  it('the lock ends with the turn', () => {
    const { d, x: start } = typhoonOnSetScythe();
    const x = endTurn(passAll(play(start, { type: 'select', option: 'attack' })));
    expect(x.rules.some((r) => r.code === 'noSpecialSummonsOfKind' && r.lasts.kind === 'thisTurn' && r.lasts.turn === x.turn)).toBe(false);
    void d;
  });

  it('destroyed while Set in its own turn: it stays in the Graveyard', () => {
    const d = duelOf({ me: { hand: [SCYTHE, MST] } });
    const x = passAll(play(d, { type: 'setSpellTrap', card: idOf(d, SCYTHE) }, { type: 'activate', card: idOf(d, MST) }, { type: 'select', ids: [idOf(d, SCYTHE)] }));
    expect(me(x).graveyard).toContain(SCYTHE);
  });

  it('Special Summoned in its own turn (Monster Reborn): no lock', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [SCYTHE] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, SCYTHE)] });
    x = passAll(x);
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: SCYTHE });
    expect(x.rules.some((r) => r.code === 'noSpecialSummonsOfKind')).toBe(false);
  });

  it("Special Summoned in the opponent's turn by another way (Call of the Haunted): the lock too", () => {
    const d = duelOf({ turnPlayer: 1, me: { graveyard: [SCYTHE], spellTraps: [{ card: 'Call of the Haunted', faceUp: false }] }, opp: FUSION });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    const call = legal(x, 'activate', idOf(d, 'Call of the Haunted'));
    expect(call.length).toBeGreaterThan(0);
    x = play(x, call[0]!);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, SCYTHE)] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: SCYTHE });
    expect(x.rules.some((r) => r.code === 'noSpecialSummonsOfKind' && r.player === 1 && r.key === 'extraDeck')).toBe(true);
  });
});
