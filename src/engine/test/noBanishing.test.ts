import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { passAllWith } from './dsl';

/*
 * Rule code noBanishing ("neither player can banish cards for the rest of this turn": Artifact Lancea, ygopro
 * EFFECT_CANNOT_REMOVE with both players as targets): recorded about a player, this turn. That player's effects
 * banish nothing, their costs and targets that banish cannot be chosen (`ctx.mayBanish`), and a card that would be
 * banished instead of going to the Graveyard goes to the Graveyard. A made-up pool.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000601', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  {
    passcode: '90000602', name: 'Test Lock', frame: 'spell', subtype: ['quick-play'], text: 'Neither player can banish cards this turn.',
    effects: [{ kind: 'activation', label: 'Lock', declares: [], resolve: (ctx) => { for (const player of [ctx.player, ctx.opponent]) ctx.applyRule('noBanishing', { player }, 'thisTurn'); } }],
  },
  {
    passcode: '90000603', name: 'Test Exile', frame: 'spell', subtype: ['normal'], text: 'Target 1 monster in a Graveyard; banish it.',
    effects: [{
      kind: 'activation', label: 'Banish', declares: ['banish'],
      targets: [{ prompt: 'Choose', from: 'graveyard', filter: (ctx, c) => ctx.mayBanish(c) }],
      resolve: (ctx) => ctx.banish(ctx.targets),
    }],
  },
  {
    passcode: '90000604', name: 'Test Purge', frame: 'spell', subtype: ['normal'], text: 'Banish all monsters on the field.',
    effects: [{ kind: 'activation', label: 'Banish all', declares: ['banish'], resolve: (ctx) => ctx.banish([...ctx.monsters('mine'), ...ctx.monsters('theirs')]) }],
  },
  {
    passcode: '90000605', name: 'Test Toll', frame: 'spell', subtype: ['normal'], text: 'Banish 1 card from your Graveyard: gain 100 LP.',
    effects: [{
      kind: 'activation', label: 'Gain', declares: ['recover'],
      cost: { can: (ctx) => ctx.graveyard('mine').some((c) => ctx.mayBanish(c)), pay: (ctx) => ctx.banish([ctx.graveyard('mine')[0]!]) },
      resolve: (ctx) => ctx.gainLp(ctx.player, 100),
    }],
  },
  {
    passcode: '90000606', name: 'Test Banisher', frame: 'effect', attribute: 'LIGHT', monsterType: 'Fairy', level: 3, atk: 100, def: 2000, text: 'Cards sent to the GY are banished instead.',
    effects: [{ kind: 'continuous', label: 'Banish', rules: [{ code: 'banishesGraveyardBound', applies: () => true }] }],
  },
  {
    passcode: '90000607', name: 'Test Hole', frame: 'spell', subtype: ['normal'], text: 'Destroy all monsters.',
    effects: [{ kind: 'activation', label: 'Destroy', declares: ['destroy'], resolve: (ctx) => ctx.destroy([...ctx.monsters('mine'), ...ctx.monsters('theirs')]) }],
  },
];
const engine = createEngine(POOL);
const settle = (duel: Duel): Duel => passAllWith(engine.applyAction, duel);
const cardIn = (d: Duel, name: string): string => Object.values(d.cards).find((c) => engine.cardName(d, c.id) === name)!.id;
const locked = (d: Duel): Duel => settle(engine.applyAction(d, { type: 'activate', card: cardIn(d, 'Test Lock') }));
const activations = (d: Duel, name: string) => engine.legalActions(d).filter((a) => a.type === 'activate' && a.card === cardIn(d, name));

describe('noBanishing', () => {
  it('a target to banish cannot be chosen, and a banishing cost cannot be paid, once the rule is applied', () => {
    const d = engine.loadScenario({ players: [{ hand: ['Test Lock', 'Test Exile', 'Test Toll'], graveyard: ['Test Soldier'] }, {}] });
    expect(activations(d, 'Test Exile')).toHaveLength(1);
    expect(activations(d, 'Test Toll')).toHaveLength(1);
    const x = locked(d);
    expect(activations(x, 'Test Exile')).toEqual([]);
    expect(activations(x, 'Test Toll')).toEqual([]);
  });

  it('an effect resolving banishes nothing', () => {
    const d = engine.loadScenario({ players: [{ hand: ['Test Lock', 'Test Purge'], monsters: [{ card: 'Test Soldier' }] }, { monsters: [{ card: 'Test Soldier' }] }] });
    const purge = (x: Duel) => settle(engine.applyAction(x, { type: 'activate', card: cardIn(x, 'Test Purge') }));
    const free = purge(d);
    expect(free.players[1].banished).toHaveLength(1);
    const x = purge(locked(d));
    expect(x.players[0].banished).toEqual([]);
    expect(x.players[1].banished).toEqual([]);
    expect(x.players[1].monsters.filter(Boolean)).toHaveLength(1);
  });

  it('"banished instead of going to the Graveyard": the cards go to the Graveyard', () => {
    const d = engine.loadScenario({ players: [{ hand: ['Test Lock', 'Test Hole'], monsters: [{ card: 'Test Soldier' }] }, { monsters: [{ card: 'Test Banisher' }] }] });
    const hole = (x: Duel) => settle(engine.applyAction(x, { type: 'activate', card: cardIn(x, 'Test Hole') }));
    const free = hole(d);
    expect(free.players[0].banished).toEqual([cardIn(d, 'Test Soldier')]);
    const x = hole(locked(d));
    expect(x.players[0].banished).toEqual([]);
    expect(x.players[1].banished).toEqual([]);
    expect(x.players[0].graveyard).toHaveLength(3);
    expect(x.players[1].graveyard).toEqual([cardIn(d, 'Test Banisher')]);
  });

  it('lasts this turn only', () => {
    const d = engine.loadScenario({ players: [{ hand: ['Test Lock', 'Test Exile'], graveyard: ['Test Soldier'] }, {}] });
    const x = locked(d);
    expect(x.rules.filter((r) => r.code === 'noBanishing').map((r) => [r.player, r.lasts])).toEqual([[0, { kind: 'thisTurn', turn: x.turn }], [1, { kind: 'thisTurn', turn: x.turn }]]);
  });
});
