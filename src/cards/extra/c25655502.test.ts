import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import { FILLER, idOf } from '../../engine/test/dsl';

/** Stand-ins for its materials (Effect Monsters not in the pool), with their facts and no effect. */
const clown = (passcode: string, name: string, atk: number, def: number): CardDefinition => ({
  passcode, name, frame: 'effect', attribute: 'DARK', monsterType: 'Fiend', level: 4, atk, def, text: `Test stand-in for ${name}.`,
});

describe('Bickuribox', () => {
  const engine = createEngine([...CARD_POOL, clown('93889755', 'Crass Clown', 1350, 1400), clown('13215230', 'Dream Clown', 1200, 900)]);
  const scenario = (hand: string[]) => engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: FILLER(), hand: ['Polymerization', ...hand], extra: ['Bickuribox'] }, { deck: FILLER() }] });

  it('is Fusion Summoned from "Crass Clown" + "Dream Clown": a 2300 ATK / 2000 DEF Fiend', () => {
    let x = scenario(['Crass Clown', 'Dream Clown']);
    x = engine.applyAction(x, { type: 'activate', card: idOf(x, 'Polymerization') });
    while (x.prompt || x.window) x = engine.applyAction(x, engine.legalActions(x)[0]!);
    expect(engine.summary(x).players[0].monsters[0]).toMatchObject({ name: 'Bickuribox', atk: 2300, def: 2000 });
    expect(engine.summary(x).players[0].graveyard.sort()).toEqual(['Crass Clown', 'Dream Clown', 'Polymerization']);
  });

  it('is not made with one clown missing', () => {
    const x = scenario(['Crass Clown', 'Crass Clown']);
    expect(engine.legalActions(x).filter((a) => a.type === 'activate')).toEqual([]);
  });
});
