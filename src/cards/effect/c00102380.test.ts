import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Lava Golem (texts-2016): "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) to
 * your opponent's side of the field by Tributing 2 monsters they control. You cannot Normal Summon/Set the
 * turn you Special Summon this card. During each of the controller's Standby Phases: The controller takes
 * 1000 damage." The procedure is not an effect (no Chain); the Normal Summon lock is ygopro's EFFECT_CANNOT_SUMMON
 * and EFFECT_CANNOT_MSET for the turn, and a Normal Summon or Set made first bars the procedure.
 */

const GOLEM = 'Lava Golem';
const names = (ms: readonly ({ name: string } | null)[]) => ms.filter(Boolean).map((m) => m!.name);

/** Player 1 Special Summons Lava Golem to player 2's field, Tributing their Kuriboh and face-down Mystical Elf. */
function summoned(meToo: Parameters<typeof duelOf>[0]['me'] = {}): { d: Duel; x: Duel } {
  const d = duelOf({
    me: { hand: [GOLEM, 'Feral Imp'], ...meToo },
    opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }, { card: 'Uraby' }], deck: FILLER() },
  });
  let x = play(d, { type: 'specialSummon', card: idOf(d, GOLEM), method: 'rule', position: 'attack' });
  x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] });
  return { d, x: passAll(x) };
}

describe('Lava Golem', () => {
  it("is Special Summoned from the hand to the opponent's field by Tributing 2 monsters they control (face-down too)", () => {
    const { x } = summoned();
    expect(names(opp(x).monsters).sort()).toEqual([GOLEM, 'Uraby']);
    expect(opp(x).monsters.find((m) => m?.name === GOLEM)).toMatchObject({ position: 'attack', faceUp: true });
    expect(opp(x).graveyard.sort()).toEqual(['Kuriboh', 'Mystical Elf']);
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(names(me(x).monsters)).toEqual([]);
  });

  it('its player cannot Normal Summon or Set that turn', () => {
    const { d, x } = summoned();
    expect(legal(x, 'normalSummon')).toEqual([]);
    expect(legal(x, 'setMonster')).toEqual([]);
    expect(whyIllegal(x, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] })).toBe('A card stops you Normal Summoning or Setting a monster this turn');
    // The next turn of theirs, they may again.
    const later = endTurn(endTurn(x));
    expect(legal(later, 'normalSummon', idOf(d, 'Feral Imp'))).toHaveLength(1);
  });

  it('not after a Normal Summon or Set this turn, nor with fewer than 2 monsters of the opponent to Tribute', () => {
    const d = duelOf({ me: { hand: [GOLEM, 'Feral Imp'] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Uraby' }] } });
    expect(legal(d, 'specialSummon', idOf(d, GOLEM))).toHaveLength(2);
    const after = passAll(play(d, { type: 'setMonster', card: idOf(d, 'Feral Imp'), tributes: [] }));
    expect(legal(after, 'specialSummon', idOf(d, GOLEM))).toEqual([]);
    const one = duelOf({ me: { hand: [GOLEM] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    expect(legal(one, 'specialSummon')).toEqual([]);
  });

  it('cannot be Normal Summoned or Set, even with Tributes', () => {
    const d = duelOf({ me: { hand: [GOLEM], monsters: [{ card: 'Feral Imp' }, { card: 'Uraby' }] } });
    expect(legal(d, 'normalSummon', idOf(d, GOLEM))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, GOLEM))).toEqual([]);
  });

  it("may be Summoned with its player's own Monster Zones full", () => {
    const five = ['Feral Imp', 'Uraby', 'Kuriboh', 'Mystical Elf', 'Celtic Guardian'].map((card) => ({ card }));
    const d = duelOf({ me: { hand: [GOLEM], monsters: five }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Uraby' }] } });
    expect(legal(d, 'specialSummon', idOf(d, GOLEM))).toHaveLength(2);
  });

  it("during each of its controller's Standby Phases, its controller takes 1000 damage (not in the other player's)", () => {
    const { x } = summoned();
    let y = passAll(endTurn(x));
    expect(y.turnPlayer).toBe(1);
    expect(opp(y).lp).toBe(7000);
    expect(me(y).lp).toBe(8000);
    y = passAll(endTurn(y));
    expect(opp(y).lp).toBe(7000);
    y = passAll(endTurn(y));
    expect(opp(y).lp).toBe(6000);
  });
});
