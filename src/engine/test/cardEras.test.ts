import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { FormatId } from '../formatRules';

/*
 * One card, a variant per era (DESIGN.md "The format contract": a duel plays "where a card's
 * behaviour differed in that era, by that era's card"). A card module names what an era played
 * differently (`eras`); a duel of that format plays the card with those fields, every other duel
 * with the card's own. A made-up pool, so the rule is tested apart from any real card.
 */
const SPARK: CardDefinition = {
  passcode: '90000003', name: 'Test Spark', frame: 'spell', subtype: ['normal'], text: 'Inflict 300 damage to your opponent.',
  effects: [{ kind: 'activation', label: 'Inflict 300 damage', declares: ['damage'], resolve: (ctx) => ctx.damage(ctx.opponent, 300) }],
  eras: {
    goat: {
      text: 'Inflict 500 damage to your opponent.',
      effects: [{ kind: 'activation', label: 'Inflict 500 damage', declares: ['damage'], resolve: (ctx) => ctx.damage(ctx.opponent, 500) }],
    },
  },
};
const SOLDIER: CardDefinition = { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' };
const engine = createEngine([SOLDIER, SPARK]);

const sparkDuel = (format?: FormatId) =>
  engine.loadScenario({ ...(format && { format }), turn: 3, turnPlayer: 0, phase: 'main1', players: [{ hand: ['Test Spark'], deck: ['Test Soldier'] }, { deck: ['Test Soldier'] }] });

function activateSpark(duel: ReturnType<typeof sparkDuel>) {
  const spark = duel.players[0].hand[0]!;
  let d = engine.applyAction(duel, { type: 'activate', card: spark });
  while (d.flow.window) d = engine.applyAction(d, { type: 'pass' });
  return d;
}

describe('Card eras: a duel of a format plays the card as that era played it', () => {
  it("a GOAT duel plays the card's GOAT era: its effects and its text", () => {
    const duel = sparkDuel('goat');
    expect(engine.summary(activateSpark(duel)).players[1].lp).toBe(8000 - 500);
    expect(engine.viewFor(duel, 0).players[0].hand[0]).toMatchObject({ name: 'Test Spark', text: 'Inflict 500 damage to your opponent.' });
  });

  it("a duel of a format the card names no era for plays the card's own text (Advanced, Yugi-Kaiba, a duel from before formats)", () => {
    for (const format of ['advanced', 'yugi-kaiba', undefined] as const) {
      const duel = sparkDuel(format);
      expect(engine.summary(activateSpark(duel)).players[1].lp, format).toBe(8000 - 300);
      expect(engine.viewFor(duel, 0).players[0].hand[0], format).toMatchObject({ text: 'Inflict 300 damage to your opponent.' });
    }
  });

  it('the era holds for a duel read back from JSON (the format is in the duel; the era is chosen when it is bound)', () => {
    const duel = JSON.parse(JSON.stringify(sparkDuel('goat'))) as ReturnType<typeof sparkDuel>;
    expect(engine.summary(activateSpark(duel)).players[1].lp).toBe(8000 - 500);
  });

  it('a duel made by createDuel with a format plays that era', () => {
    const decks = [{ main: ['Test Spark', ...Array.from({ length: 9 }, () => 'Test Soldier')] }, { main: Array.from({ length: 10 }, () => 'Test Soldier') }];
    const duel = engine.createDuel({ decks: [decks[0]!, decks[1]!], seed: 1, firstPlayer: 0, shuffle: false, format: 'goat' });
    expect(engine.summary(activateSpark(duel)).players[1].lp).toBe(8000 - 500);
  });

  it('one card in the pool: the era is a variant of it, not a second card', () => {
    expect(engine.registry.pool.filter((c) => c.name === 'Test Spark')).toHaveLength(1);
    const goat = engine.registry.forFormat('goat');
    expect(goat.pool.map((c) => c.passcode)).toEqual(engine.registry.pool.map((c) => c.passcode));
    expect(goat.find('Test Spark')?.text).toBe('Inflict 500 damage to your opponent.');
    expect(engine.registry.find('Test Spark')?.text).toBe('Inflict 300 damage to your opponent.');
  });

  it("each format's registry is made once; a format no card has an era for plays with the pool's own registry", () => {
    const goat = engine.registry.forFormat('goat');
    expect(engine.registry.forFormat('goat')).toBe(goat);
    expect(goat.forFormat('goat')).toBe(goat);
    expect(goat.forFormat('advanced')).toBe(engine.registry);
    expect(engine.registry.forFormat('advanced')).toBe(engine.registry);
    expect(engine.registry.forFormat('yugi-kaiba')).toBe(engine.registry);
    const plain = createEngine([SOLDIER]);
    expect(plain.registry.forFormat('goat')).toBe(plain.registry);
  });
});
