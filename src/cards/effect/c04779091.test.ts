import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Yubel - Terror Incarnate (texts-2016): "Cannot be Normal Summoned or Set. Must be Special Summoned by "Yubel", and
 * cannot be Special Summoned other ways. This card cannot be destroyed by battle. You take no Battle Damage from
 * battles involving this card. Before damage calculation, when this face-up Attack Position card is attacked by an
 * opponent's monster: Inflict damage to your opponent equal to that monster's ATK. During your End Phase: Destroy all
 * other monsters on the field. When this face-up card leaves the field: You can Special Summon 1 "Yubel - The Ultimate
 * Nightmare" from your hand, Deck or Graveyard." (Its Summon by "Yubel": c78371393.test.ts. "Yubel - The Ultimate
 * Nightmare" is not in the pool: its Summon is never offered.)
 */

const TERROR = 'Yubel - Terror Incarnate';
const names = (monsters: ReturnType<typeof me>['monsters']) => monsters.filter(Boolean).map((m) => m!.name);

function attack(d: Duel, attacker: string, target: string): Duel {
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return passAll(play(x, { type: 'attack', card: idOf(d, attacker), target: idOf(d, target, 1) }));
}

describe('Yubel - Terror Incarnate', () => {
  it('cannot be Normal Summoned or Set, nor Special Summoned by another card (Monster Reborn)', () => {
    const d = duelOf({ me: { hand: [TERROR, 'Monster Reborn'], graveyard: [TERROR], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }, { card: 'Kuriboh' }] } });
    expect(legal(d, 'normalSummon', idOf(d, TERROR))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, TERROR))).toEqual([]);
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });

  it('attacked in face-up Attack Position: the attacker\'s controller takes its ATK as damage; battle neither destroys it nor damages its controller', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: TERROR }] } });
    const x = attack(d, 'Summoned Skull', TERROR);
    expect(me(x).lp).toBe(8000 - 2500);
    expect(opp(x).lp).toBe(8000);
    expect(names(opp(x).monsters)).toEqual([TERROR]);
    const defending = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: TERROR, position: 'defense' }] } });
    expect(me(attack(defending, 'Summoned Skull', TERROR)).lp).toBe(8000);
  });

  it('in your End Phase, every other monster on the field is destroyed; not in the opponent\'s', () => {
    const d = duelOf({ me: { monsters: [{ card: TERROR }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] } });
    const x = passAll(play(passAll(d), { type: 'nextPhase', to: 'end' }));
    expect(names(me(x).monsters)).toEqual([TERROR]);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    const theirs = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: TERROR }] } });
    expect(names(me(passAll(play(passAll(theirs), { type: 'nextPhase', to: 'end' }))).monsters)).toEqual(['Celtic Guardian']);
  });

  it('leaving the field face-up, it offers nothing while no "Yubel - The Ultimate Nightmare" can be found', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: TERROR }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([TERROR]);
    expect(x.events).toContainEqual({ type: 'leftField', card: idOf(d, TERROR, 1), player: 1, faceUp: true, by: 0 });
  });
});
