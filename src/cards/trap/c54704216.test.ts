import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Nightmare Wheel (texts-2016): "Activate this card by targeting 1 monster your opponent controls; it
 * cannot attack or change its battle position. When it leaves the field, destroy this card. During each
 * of your Standby Phases: Inflict 500 damage to your opponent. That monster must be on the field to
 * activate and to resolve this effect." Issue 32 §4: a card that keeps its target and locks it while it
 * stays; a Trigger effect of a face-up Trap Card in each of its controller's Standby Phases.
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

function bound(extra: { meHand?: string[]; meMonsters?: { card: string; faceUp?: boolean; position?: 'defense' }[]; oppHand?: string[] } = {}): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Nightmare Wheel', faceUp: false }], hand: extra.meHand ?? [], monsters: extra.meMonsters ?? [], deck: DECK },
    opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }], hand: extra.oppHand ?? [], deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Nightmare Wheel') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
}
const skull = (d: Duel) => idOf(d, 'Summoned Skull', 1);
/** On to the next turn of player 0, through its Standby Phase's Trigger. */
const toMyNextTurn = (d: Duel): Duel => passAll(endTurn(endTurn(d)));

describe('Nightmare Wheel', () => {
  it("targets a monster the opponent controls, face-down ones included, not its controller's", () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Nightmare Wheel', faceUp: false }], monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Nightmare Wheel') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [skull(d), idOf(d, 'Celtic Guardian', 1)] });
  });

  it('that monster cannot attack nor change its battle position; the others can', () => {
    let x = endTurn(bound());
    expect(legal(x, 'changePosition', skull(x))).toEqual([]);
    expect(legal(x, 'changePosition', idOf(x, 'Celtic Guardian', 1))).toHaveLength(1);
    x = toBattle(x);
    const attackers = new Set(legal(x, 'attack').map((a) => a.card));
    expect(attackers.has(skull(x))).toBe(false);
    expect(attackers.has(idOf(x, 'Celtic Guardian', 1))).toBe(true);
  });

  it("deals 500 damage to the opponent in each of its controller's Standby Phases, not in the opponent's", () => {
    let x = bound();
    x = passAll(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 4 });
    expect(opp(x).lp).toBe(8000);
    x = passAll(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 5 });
    expect(opp(x).lp).toBe(7500);
    expect(x.events.some((e) => e.type === 'activated' && e.card === idOf(x, 'Nightmare Wheel'))).toBe(true);
    x = toMyNextTurn(x);
    expect(opp(x).lp).toBe(7000);
  });

  it('when that monster leaves the field, this card is destroyed (and deals no more damage)', () => {
    const x = bound({ meMonsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] });
    let y = passAll(play(x, { type: 'flipSummon', card: idOf(x, 'Hane-Hane') }));
    while (y.flow.prompt) y = passAll(play(y, { type: 'select', ids: [skull(x)] }));
    expect(opp(y).hand).toContain('Summoned Skull');
    expect(me(y).graveyard).toEqual(['Nightmare Wheel']);
    expect(opp(toMyNextTurn(y)).lp).toBe(8000);
  });

  it('negated on the field (Jinzo face-up), its Standby Phase damage is not activated and the monster is free', () => {
    const x = bound({ oppHand: ['Jinzo'] });
    const d = endTurn(x);
    // The opponent Tributes the Celtic Guardian for Jinzo.
    const y = passAll(play(d, { type: 'normalSummon', card: idOf(x, 'Jinzo', 1), tributes: [idOf(x, 'Celtic Guardian', 1)] }));
    expect(opp(y).monsters.some((m) => m?.name === 'Jinzo')).toBe(true);
    expect(legal(y, 'changePosition', skull(y))).toHaveLength(1);
    expect(opp(passAll(endTurn(y))).lp).toBe(8000);
  });

  it('once this card leaves the field, the monster is free', () => {
    const x = endTurn(bound({ oppHand: ['Mystical Space Typhoon'] }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Nightmare Wheel')] }));
    expect(me(y).graveyard).toEqual(['Nightmare Wheel']);
    expect(legal(y, 'changePosition', skull(y))).toHaveLength(1);
  });
});
