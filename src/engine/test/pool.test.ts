import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import { randomInt, seedRng, type RngState } from '../random';

/*
 * The engine plays with the pool it is given: a duel of three made-up cards, with none of src/cards
 * loaded (this file imports nothing from src/cards, nor src/engine/index.ts, which binds the full pool).
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  { passcode: '90000002', name: 'Test Giant', frame: 'normal', attribute: 'DARK', monsterType: 'Fiend', level: 6, atk: 2300, def: 2000, text: 'A test monster that needs a Tribute.' },
  {
    passcode: '90000003', name: 'Test Spark', frame: 'spell', subtype: ['normal'], text: 'Inflict 300 damage to your opponent.',
    effects: [{ kind: 'activation', label: 'Inflict 300 damage', declares: ['damage'], resolve: (ctx) => ctx.damage(ctx.opponent, 300) }],
  },
];

const engine = createEngine(POOL);
const deck = (): string[] => Array.from({ length: 20 }, (_, i) => POOL[i % 3]!.name);

describe('An engine made from a given card pool', () => {
  it('plays a whole duel of a 3-card test pool through legalActions / applyAction', () => {
    let duel = engine.createDuel({ decks: [{ main: deck() }, { main: deck() }], seed: 3 });
    let rng: RngState = seedRng(3);
    let spark = 0;
    for (let i = 0; i < 5000 && duel.winner === null; i++) {
      const legal = engine.legalActions(duel);
      const [k, next] = randomInt(rng, legal.length);
      rng = next;
      const action = legal[k]!;
      if (action.type === 'activate' && engine.cardName(duel, action.card) === 'Test Spark') spark++;
      duel = engine.applyAction(duel, action);
      // Between actions the flow's stack holds at most a waiting turnTowards (none in this pool: no card can answer a phase's end).
      expect(duel.flow.next).toBeUndefined();
      duel = JSON.parse(JSON.stringify(duel)) as typeof duel; // a duel read back from JSON plays on
    }
    expect(duel.winner).not.toBeNull();
    expect(spark).toBeGreaterThan(0);
    expect(engine.summary(duel).players.every((p) => p.deck + p.hand.length + p.graveyard.length + p.monsters.filter(Boolean).length + p.spellTraps.filter(Boolean).length === 20)).toBe(true);
  });

  it('refuses cards that are not in its pool', () => {
    expect(() => engine.createDuel({ decks: [{ main: ['Dark Magician'] }, { main: deck() }], seed: 1 })).toThrow(/unknown card "Dark Magician"/);
    expect(() => engine.loadScenario({ players: [{ hand: ['Kuriboh'] }, {}] })).toThrow(/unknown card "Kuriboh"/);
    expect(engine.loadScenario({ players: [{ hand: ['Test Spark'], monsters: [{ card: 'Test Giant' }] }, {}] }).players[0].hand).toHaveLength(1);
  });

  it('keeps two engines of different pools in one process apart, even when handed the same duel', () => {
    // The same passcodes mean different cards in the two pools: any cache shared between the engines would mix them up.
    const other = createEngine(POOL.map((c) => (c.passcode === '90000001' ? { ...c, name: 'Other Soldier', atk: 2500 } : c)));
    const duel = engine.loadScenario({ players: [{ monsters: [{ card: 'Test Soldier' }], hand: ['Test Giant'] }, {}] });
    const soldier = duel.players[0].monsters[0]!.card;
    const ask = (e: typeof engine, d: typeof duel) => [e.cardName(d, soldier), e.summary(d).players[0].monsters[0]?.atk, e.legalActions(d).length];
    const mine = ask(engine, duel);
    expect(mine.slice(0, 2)).toEqual(['Test Soldier', 1500]);
    expect(ask(other, duel).slice(0, 2)).toEqual(['Other Soldier', 2500]);
    // Asked again, in turn: each engine still sees its own card.
    expect(ask(engine, duel)).toEqual(mine);
    expect(ask(other, duel).slice(0, 2)).toEqual(['Other Soldier', 2500]);
    // A duel played on by one engine, then handed to the other (read back from JSON or not), is read with that one's pool.
    const next = engine.applyAction(duel, engine.legalActions(duel)[0]!);
    expect(other.cardName(next, soldier)).toBe('Other Soldier');
    expect(engine.cardName(next, soldier)).toBe('Test Soldier');
    expect(other.cardName(JSON.parse(JSON.stringify(next)) as typeof next, soldier)).toBe('Other Soldier');
  });
});
