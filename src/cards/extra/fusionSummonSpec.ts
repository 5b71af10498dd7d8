/**
 * The Fusion Summon part of a Fusion Monster's spec (Bickuribox, Sanwitch, Dark Paladin, ...):
 * Polymerization makes it from exactly its named materials, with its printed ATK/DEF, and not with
 * one missing. Materials the pool lacks are given as stand-ins with their facts and no effect.
 */
import { expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import { FILLER, idOf } from '../../engine/test/dsl';

export function fusionSummonSpec(fusion: string, materials: readonly [string, string], stats: { atk: number; def: number }, standIns: readonly CardDefinition[] = []): void {
  // A stand-in for a material the pool has since gained gives way to the pool's card.
  const engine = createEngine([...CARD_POOL, ...standIns.filter((s) => !CARD_POOL.some((c) => c.passcode === s.passcode))]);
  const scenario = (hand: readonly string[]) =>
    engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: FILLER(), hand: ['Polymerization', ...hand], extra: [fusion] }, { deck: FILLER() }] });

  it(`is Fusion Summoned from "${materials[0]}" + "${materials[1]}" (${stats.atk} ATK / ${stats.def} DEF)`, () => {
    let x = scenario(materials);
    x = engine.applyAction(x, { type: 'activate', card: idOf(x, 'Polymerization') });
    while (x.flow.prompt || x.flow.window) x = engine.applyAction(x, engine.legalActions(x)[0]!);
    const me = engine.summary(x).players[0];
    expect(me.monsters[0]).toMatchObject({ name: fusion, ...stats, faceUp: true });
    expect(me.graveyard.sort()).toEqual([...materials, 'Polymerization'].sort());
    expect(me.extra).toEqual([]);
  });

  it('is not made with one material missing', () => {
    for (const kept of materials) {
      const x = scenario([kept, 'Feral Imp']);
      expect(engine.legalActions(x).filter((a) => a.type === 'activate')).toEqual([]);
    }
  });
}

/** A stand-in for a material the pool lacks: its facts, no effect. */
export const standIn = (passcode: string, name: string, frame: 'normal' | 'effect', attribute: string, monsterType: string, level: number, atk: number, def: number): CardDefinition =>
  ({ passcode, name, frame, attribute: attribute as CardDefinition['attribute'], monsterType, level, atk, def, text: `Test stand-in for ${name}.` });
