import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Shadow Spell (texts-2016): "Activate this card by targeting 1 face-up monster your opponent controls;
 * it loses 700 ATK, also it cannot attack or change its battle position. When it leaves the field,
 * destroy this card." Issue 32 §4: a card that keeps its target and locks it while it stays (linked:
 * SpellTrapSlot.linkedTo; rule code destroyedWhenLinkedLeaves).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

function bound(extra: { meHand?: string[]; meMonsters?: { card: string; faceUp?: boolean; position?: 'defense' }[]; oppHand?: string[]; oppMonsters?: { card: string }[] } = {}): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Shadow Spell', faceUp: false }], hand: extra.meHand ?? [], monsters: extra.meMonsters ?? [], deck: DECK },
    opp: { monsters: extra.oppMonsters ?? [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }], hand: extra.oppHand ?? [], deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Shadow Spell') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
}
const skull = (d: Duel) => idOf(d, 'Summoned Skull', 1);

describe('Shadow Spell', () => {
  it("targets a face-up monster the opponent controls only (not its controller's, not a face-down one)", () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Shadow Spell', faceUp: false }], monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Shadow Spell') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [skull(d)] });
  });

  it('that monster loses 700 ATK while this card stays face-up, and it stays linked to it', () => {
    const x = bound();
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', atk: 1800 });
    expect(opp(x).monsters[1]).toMatchObject({ name: 'Celtic Guardian', atk: 1400 });
    expect(x.players[0].spellTraps[0]).toMatchObject({ faceUp: true, linkedTo: skull(x) });
  });

  it('that monster cannot attack, nor change its battle position, on the turns that follow', () => {
    let x = endTurn(bound());
    expect(legal(x, 'changePosition', skull(x))).toEqual([]);
    expect(legal(x, 'changePosition', idOf(x, 'Celtic Guardian', 1))).toHaveLength(1);
    x = toBattle(endTurn(endTurn(x)));
    const attackers = new Set(legal(x, 'attack').map((a) => a.card));
    expect(attackers.has(skull(x))).toBe(false);
    expect(attackers.has(idOf(x, 'Celtic Guardian', 1))).toBe(true);
  });

  it('when that monster is destroyed, this card is destroyed', () => {
    const x = bound({ meHand: ['Fissure'], oppMonsters: [{ card: 'Summoned Skull' }, { card: 'Blue-Eyes White Dragon' }] });
    // Fissure destroys the opponent's lowest-ATK face-up monster: the Skull at 1800.
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Fissure') }));
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
    expect(me(y).graveyard).toEqual(['Fissure', 'Shadow Spell']);
  });

  it('when that monster leaves the field any other way (returned to the hand), this card is destroyed', () => {
    const x = bound({ meMonsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] });
    let y = passAll(play(x, { type: 'flipSummon', card: idOf(x, 'Hane-Hane') }));
    while (y.flow.prompt) y = passAll(play(y, { type: 'select', ids: [skull(x)] }));
    expect(opp(y).hand).toContain('Summoned Skull');
    expect(me(y).graveyard).toEqual(['Shadow Spell']);
    expect(y.events).toContainEqual({ type: 'destroyed', card: idOf(x, 'Shadow Spell') });
  });

  it('once this card leaves the field, the monster is free and has its ATK back', () => {
    const x = endTurn(bound({ oppHand: ['Mystical Space Typhoon'] }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Shadow Spell')] }));
    expect(me(y).graveyard).toEqual(['Shadow Spell']);
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Summoned Skull', atk: 2500 });
    expect(legal(y, 'changePosition', skull(y))).toHaveLength(1);
  });

  it('may be activated in the Damage Step, before damage calculation: the attacker fights with 700 less ATK', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { spellTraps: [{ card: 'Shadow Spell', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }], deck: DECK },
      opp: { monsters: [{ card: 'Summoned Skull' }], deck: DECK },
    });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: skull(d), target: idOf(d, 'Celtic Guardian') });
    // The attack declaration's window: pass it; the Damage Step's window before damage calculation follows.
    x = play(x, { type: 'pass' });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Shadow Spell') }, { type: 'select', ids: [skull(d)] }));
    // 1800 against 1400: the Guardian is destroyed, and its controller takes 400, not 1100.
    expect(me(x).lp).toBe(7600);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', atk: 1800 });
  });
});
