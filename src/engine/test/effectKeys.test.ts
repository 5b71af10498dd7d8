import { describe, expect, it } from 'vitest';
import { IllegalActionError, type Action, type Duel } from '..';
import { CARD_POOL } from '../../cards';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import { createRegistry } from '../registry';
import { FILLER } from './dsl';

/*
 * Effects are named by a key on their card (Effect.key), not only by their place in the list: a script
 * names the effect it leaves waiting (`ctx.awaitLaterThisTurn(key)`), and an `activate` action may name
 * its effect by `key` beside the `effect` index the contract (DESIGN.md) lists.
 */
const TWO_EFFECTS: CardDefinition = {
  passcode: '90000201', name: 'Test Two Ways', frame: 'effect', attribute: 'DARK', monsterType: 'Spellcaster', level: 4, atk: 1000, def: 1000,
  text: 'Once per turn: gain 500 LP, or draw 1 card.',
  effects: [
    { kind: 'ignition', key: 'gain', label: 'Gain 500 LP', declares: ['recover'], oncePerTurn: 'card', resolve: (ctx) => ctx.gainLp(ctx.player, 500) },
    { kind: 'ignition', key: 'draw', label: 'Draw 1 card', declares: ['draw'], oncePerTurn: 'card', resolve: (ctx) => ctx.draw(ctx.player, 1) },
  ],
};
const WRONG_KEY: CardDefinition = {
  passcode: '90000202', name: 'Test Wrong Key', frame: 'effect', attribute: 'DARK', monsterType: 'Spellcaster', level: 4, atk: 1000, def: 1000,
  text: 'Names an effect it does not have.',
  effects: [{ kind: 'ignition', label: 'Wait for nothing', declares: [], resolve: (ctx) => ctx.awaitLaterThisTurn('nothing') }],
};
const engine = createEngine([...CARD_POOL, TWO_EFFECTS, WRONG_KEY]);
const duelWith = (monster: string): Duel =>
  engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: FILLER(), monsters: [{ card: monster }] }, { deck: FILLER() }] });

describe('Effects named by a key', () => {
  it('an activate action may name the effect by its key: the same as naming its index', () => {
    const d = duelWith('Test Two Ways');
    const card = d.players[0].monsters[0]!.card;
    expect(engine.legalActions(d)).toContainEqual({ type: 'activate', card, effect: 1 });
    const byKey = engine.applyAction(d, { type: 'activate', card, key: 'draw' });
    const byIndex = engine.applyAction(d, { type: 'activate', card, effect: 1 });
    expect(byKey).toEqual(byIndex);
    expect(engine.summary(byKey).players[0].hand).toHaveLength(1);
  });

  it('a key the card does not have, or a key and an index that disagree, is refused with a reason', () => {
    const d = duelWith('Test Two Ways');
    const card = d.players[0].monsters[0]!.card;
    const bad: Action = { type: 'activate', card, key: 'fly' };
    expect(() => engine.applyAction(d, bad)).toThrow(IllegalActionError);
    expect(() => engine.applyAction(d, bad)).toThrow(/no effect named "fly"/);
    expect(() => engine.applyAction(d, { type: 'activate', card, key: 'draw', effect: 0 })).toThrow(/no effect named "draw"/);
  });

  it('a script naming a delayed effect its card does not have is an error in the card, said plainly', () => {
    const d = duelWith('Test Wrong Key');
    const card = d.players[0].monsters[0]!.card;
    expect(() => engine.applyAction(d, { type: 'activate', card, effect: 0 })).toThrow(/no delayed effect named "nothing"/);
  });

  it('a card with two effects of one key is refused when the pool is indexed', () => {
    const twice = { ...TWO_EFFECTS, effects: [TWO_EFFECTS.effects![0]!, { ...TWO_EFFECTS.effects![1]!, key: 'gain' }] };
    expect(() => createRegistry([twice])).toThrow(/Two effects of Test Two Ways have the same key/);
  });
});
