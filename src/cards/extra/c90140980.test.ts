import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, summonZones, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Ojama King (texts-2016): "'Ojama Green' + 'Ojama Yellow' + 'Ojama Black' / Select up to 3 of your
 * opponent's Monster Card Zones. The selected zones cannot be used." The zones are chosen as it comes
 * face-up (ygopro's EFFECT_DISABLE_FIELD operation: at least 1, up to 3, of the free ones). The rule's
 * every path (Summons, Special Summons, Tokens, control): src/engine/test/unusableZones.test.ts.
 */
const KING = 'Ojama King';
const MATERIALS = ['Ojama Green', 'Ojama Yellow', 'Ojama Black'];
const pick = (d: Duel, option: string): Duel => applyAction(d, { type: 'select', option });

/** Polymerization with the hand's materials, passing windows, up to the first zone choice. */
function fused(hand: readonly string[], oppMonsters: Parameters<typeof duelOf>[0]['opp'] = {}): Duel {
  const d0 = duelOf({ me: { hand: ['Polymerization', ...hand], extra: [KING] }, opp: oppMonsters });
  let d = play(d0, { type: 'activate', card: idOf(d0, 'Polymerization') });
  for (let guard = 0; guard < 20 && (d.flow.window || (d.flow.prompt && !d.flow.prompt.reason.includes('cannot be used'))); guard++) d = applyAction(d, legalActions(d)[0]!);
  return d;
}

describe('Ojama King', () => {
  it('is Fusion Summoned from "Ojama Green" + "Ojama Yellow" + "Ojama Black" (0 ATK / 3000 DEF), not with one missing', () => {
    const d = fused(MATERIALS);
    expect(me(d).monsters[0]).toMatchObject({ name: KING, atk: 0, def: 3000, faceUp: true });
    expect(me(d).graveyard.sort()).toEqual([...MATERIALS, 'Polymerization'].sort());
    for (const missing of MATERIALS) {
      const x = duelOf({ me: { hand: ['Polymerization', ...MATERIALS.filter((m) => m !== missing), 'Feral Imp'], extra: [KING] } });
      expect(legal(x, 'activate', idOf(x, 'Polymerization'))).toEqual([]);
    }
  });

  it("as it comes face-up its controller chooses up to 3 of the opponent's empty Monster Zones, at least 1", () => {
    const d = fused(MATERIALS, { monsters: [null, { card: 'Kuriboh' }] });
    expect(d.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Monster Zone 1', 'Monster Zone 3', 'Monster Zone 4', 'Monster Zone 5'] });
    const second = pick(d, 'Monster Zone 3');
    expect(second.flow.prompt).toMatchObject({ options: ['Monster Zone 1', 'Monster Zone 4', 'Monster Zone 5', 'Done'] });
    // Only 1 chosen: "Done".
    const one = passAll(pick(second, 'Done'));
    expect(one.rules).toContainEqual(expect.objectContaining({ code: 'unusableZones', player: 1, key: '2' }));
    // 3 chosen: no fourth is asked.
    const three = passAll(pick(pick(pick(d, 'Monster Zone 5'), 'Monster Zone 1'), 'Monster Zone 4'));
    expect(three.flow.prompt).toBeNull();
    expect(three.rules).toContainEqual(expect.objectContaining({ code: 'unusableZones', player: 1, key: '0,3,4' }));
  });

  it('the selected zones cannot be used: a Summon may use only the others (for the mat: store/interaction.test.ts), and the views show them', () => {
    const d = passAll(pick(pick(pick(fused(MATERIALS, { hand: ['Feral Imp'] }), 'Monster Zone 1'), 'Monster Zone 2'), 'Monster Zone 5'));
    const theirs = endTurn(d);
    expect(summonZones(theirs, legal(theirs, 'normalSummon', idOf(theirs, 'Feral Imp', 1))[0]!)).toEqual([2, 3]);
    expect(viewFor(theirs, 1).players[1].unusableMonsterZones).toEqual([0, 1, 4]);
    expect(viewFor(theirs, 0).players[1].unusableMonsterZones).toEqual([0, 1, 4]);
    expect(viewFor(theirs, 0).players[0].unusableMonsterZones).toBeUndefined();
  });

  it('turned face-down, its zones may be used again; flipped face-up, it chooses anew', () => {
    const d = passAll(pick(pick(pick(fused(MATERIALS, { hand: ['Book of Moon', 'Feral Imp'] }), 'Monster Zone 1'), 'Monster Zone 2'), 'Monster Zone 3'));
    const theirs = endTurn(d);
    const king = idOf(d, KING);
    let x = passAll(play(theirs, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }));
    if (x.flow.prompt) x = passAll(applyAction(x, { type: 'select', ids: [king] }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false });
    expect(x.rules.some((r) => r.code === 'unusableZones')).toBe(false);
    expect(viewFor(x, 1).players[1].unusableMonsterZones).toBeUndefined();
    // Player 1's next turn: Flip Summon it and choose again.
    const back = endTurn(x);
    const flipped = play(back, { type: 'flipSummon', card: king });
    let y = flipped;
    for (let guard = 0; guard < 10 && (y.flow.window || (y.flow.prompt && !y.flow.prompt.reason.includes('cannot be used'))); guard++) y = applyAction(y, legalActions(y)[0]!);
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    y = passAll(pick(pick(y, 'Monster Zone 4'), 'Done'));
    expect(y.rules.filter((r) => r.code === 'unusableZones')).toEqual([expect.objectContaining({ key: '3' })]);
  });

  it('chooses nothing when the opponent has no empty Monster Zone', () => {
    const full = Array.from({ length: 5 }, () => ({ card: 'Kuriboh' }));
    const d = passAll(fused(MATERIALS, { monsters: full }));
    expect(d.flow.prompt).toBeNull();
    expect(d.rules.some((r) => r.code === 'unusableZones')).toBe(false);
  });
});
