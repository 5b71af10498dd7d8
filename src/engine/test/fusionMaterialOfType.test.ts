import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, me, play } from './dsl';

/*
 * A Fusion Material named by its Type ("1 "Buster Blader" + 1 Dragon-Type monster": Buster Blader, the Dragon
 * Destroyer Swordsman; Materials 'fusion' `ofType`). Rulebook v9.1 "Fusion Monsters": the Fusion Materials listed on
 * the Fusion Monster Card, from the places the Summoning card names (Polymerization: hand or field), go to the
 * Graveyard. Any monster of that Type fills it; a Fusion substitute (Versago the Destroyer) stands in only for a
 * named material (library.ts fitsFusionMaterial).
 */
const DDS = 'Buster Blader, the Dragon Destroyer Swordsman';
const fuse = (hand: string[], monsters: string[] = []): Duel =>
  duelOf({ me: { hand: ['Polymerization', ...hand], monsters: monsters.map((card) => ({ card })), extra: [DDS] } });
const canActivate = (d: Duel): boolean => legal(d, 'activate', idOf(d, 'Polymerization')).length > 0;

describe('Fusion Material named by its Type', () => {
  it('any monster of that Type fills it, from the hand or the field, and goes to the Graveyard', () => {
    const d = fuse(['Buster Blader', 'Celtic Guardian'], ['Koumori Dragon']);
    let x = play(d, { type: 'activate', card: idOf(d, 'Polymerization') });
    while (x.flow.window) x = play(x, { type: 'pass' });
    // The Type material is asked for in words; only the Dragon is offered (not Celtic Guardian).
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption' });
    x = play(x, { type: 'select', option: 'attack' });
    expect(me(x).monsters.find((m) => m?.name === DDS)).toBeTruthy();
    expect(me(x).graveyard.sort()).toEqual(['Buster Blader', 'Koumori Dragon', 'Polymerization']);
    expect(me(x).hand).toEqual(['Celtic Guardian']);
  });

  it('the player chooses among the monsters of that Type', () => {
    const d = fuse(['Buster Blader', 'Koumori Dragon', 'Blue-Eyes White Dragon']);
    let x = play(d, { type: 'activate', card: idOf(d, 'Polymerization') });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', reason: expect.stringContaining('1 Dragon monster') });
    expect([...(x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [])].sort()).toEqual([idOf(d, 'Koumori Dragon'), idOf(d, 'Blue-Eyes White Dragon')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    while (x.flow.prompt) x = play(x, { type: 'select', option: 'attack' });
    expect(me(x).graveyard.sort()).toEqual(['Blue-Eyes White Dragon', 'Buster Blader', 'Polymerization']);
    expect(me(x).hand).toEqual(['Koumori Dragon']);
  });

  it('a monster of another Type does not fill it', () => {
    expect(canActivate(fuse(['Buster Blader', 'Celtic Guardian']))).toBe(false);
    expect(canActivate(fuse(['Buster Blader', 'Koumori Dragon']))).toBe(true);
  });

  it('a Fusion substitute stands in for the named material, not for the one named by its Type', () => {
    expect(canActivate(fuse(['Versago the Destroyer', 'Koumori Dragon']))).toBe(true);
    expect(canActivate(fuse(['Versago the Destroyer', 'Buster Blader']))).toBe(false);
  });
});
