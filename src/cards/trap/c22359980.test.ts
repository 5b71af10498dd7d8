import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';
import type { Duel } from '../../engine';
import type { ScenarioPlayer } from '../../engine/scenario';

// Mirror Wall: "Each of your opponent's monsters that conducted an attack while this card was face-up on the field
// has its ATK halved as long as this card remains on the field. During each of your Standby Phases, pay 2000 LP or
// destroy this card."

/** The opponent's turn (player 2), in their Battle Phase, with Mirror Wall on my side. */
const oppBattle = (wall: { faceUp: boolean }, opponent: ScenarioPlayer, mine: ScenarioPlayer = {}): Duel =>
  toBattle(duelOf({ turnPlayer: 1, me: { ...mine, spellTraps: [{ card: 'Mirror Wall', ...wall }] }, opp: opponent }));

const atkOf = (d: Duel, player: 0 | 1, zone: number): number | undefined => (player === 0 ? me(d) : opp(d)).monsters[zone]?.atk;

describe('Mirror Wall', () => {
  it('activated in answer to an attack: that attacker has its ATK halved for the battle', () => {
    const d = oppBattle({ faceUp: false }, { monsters: [{ card: 'Summoned Skull' }] }, { monsters: [{ card: 'Celtic Guardian' }] });
    let x = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') });
    x = play(x, legal(x, 'activate', idOf(d, 'Mirror Wall'))[0]!);
    x = passAll(x);
    // 1250 against 1400: the Skull is destroyed and its controller takes 150.
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(opp(x).lp).toBe(8000 - 150);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it("face-up, each opponent's monster that declares an attack is halved, and stays halved while the card stays", () => {
    const d = oppBattle({ faceUp: true }, { monsters: [{ card: 'Summoned Skull' }, { card: 'Gemini Elf' }] });
    expect(atkOf(d, 1, 0)).toBe(2500);
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(me(x).lp).toBe(8000 - 1250);
    expect(atkOf(x, 1, 0)).toBe(1250);
    // The monster that has not attacked keeps its ATK.
    expect(atkOf(x, 1, 1)).toBe(1900);
    const y = endTurn(x);
    expect(atkOf(y, 1, 0)).toBe(1250);
  });

  it('halves after every other change (an Equip Spell)', () => {
    const d = oppBattle({ faceUp: true }, { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }] });
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(me(x).lp).toBe(8000 - 1750);
  });

  it('once it leaves the field, the halved monsters get their ATK back', () => {
    const d = oppBattle({ faceUp: true }, { monsters: [{ card: 'Summoned Skull' }], hand: ['Mystical Space Typhoon'] });
    let x = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(atkOf(x, 1, 0)).toBe(1250);
    x = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Mirror Wall')] }));
    expect(me(x).graveyard).toEqual(['Mirror Wall']);
    expect(atkOf(x, 1, 0)).toBe(2500);
  });

  it("its controller's own monsters are not halved when they attack", () => {
    const d = toBattle(duelOf({ me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Wall', faceUp: true }] } }));
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' }));
    expect(opp(x).lp).toBe(8000 - 2500);
    expect(atkOf(x, 0, 0)).toBe(2500);
  });

  it('in each of your Standby Phases: pay 2000 LP to keep it, or it is destroyed', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Mirror Wall', faceUp: true }] } });
    const x = endTurn(d);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Pay 2000 LP', 'Destroy this card'] });
    const paid = play(x, { type: 'select', option: 'Pay 2000 LP' });
    expect(me(paid).lp).toBe(6000);
    expect(me(paid).spellTraps[0]).toMatchObject({ name: 'Mirror Wall' });
    const destroyed = play(x, { type: 'select', option: 'Destroy this card' });
    expect(me(destroyed).graveyard).toEqual(['Mirror Wall']);
    // With less than 2000 LP, it is destroyed.
    const poor = endTurn(duelOf({ turnPlayer: 1, me: { lp: 1999, spellTraps: [{ card: 'Mirror Wall', faceUp: true }] } }));
    expect(me(poor).graveyard).toEqual(['Mirror Wall']);
    expect(me(poor).lp).toBe(1999);
  });
});
