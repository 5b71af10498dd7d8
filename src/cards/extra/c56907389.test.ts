import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import { FILLER, idOf } from '../../engine/test/dsl';

/** A stand-in for Lady of Faith (a Normal Monster the pool lacks), with its facts. */
const ladyOfFaith: CardDefinition = { passcode: '17358176', name: 'Lady of Faith', frame: 'normal', attribute: 'LIGHT', monsterType: 'Spellcaster', level: 3, atk: 1100, def: 800, text: 'Test stand-in.' };

describe('Musician King', () => {
  const engine = createEngine([...CARD_POOL, ladyOfFaith]);
  const scenario = (hand: string[]) => engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: FILLER(), hand: ['Polymerization', ...hand], extra: ['Musician King'] }, { deck: FILLER() }] });

  it('is Fusion Summoned from "Witch of the Black Forest" + "Lady of Faith": a 1750 ATK / 1500 DEF Spellcaster', () => {
    let x = scenario(['Witch of the Black Forest', 'Lady of Faith']);
    x = engine.applyAction(x, { type: 'activate', card: idOf(x, 'Polymerization') });
    while (x.prompt || x.window) x = engine.applyAction(x, engine.legalActions(x)[0]!);
    expect(engine.summary(x).players[0].monsters[0]).toMatchObject({ name: 'Musician King', atk: 1750, def: 1500 });
  });

  it('is not made with a material missing', () => {
    const x = scenario(['Witch of the Black Forest', 'Feral Imp']);
    expect(engine.legalActions(x).filter((a) => a.type === 'activate')).toEqual([]);
  });
});
