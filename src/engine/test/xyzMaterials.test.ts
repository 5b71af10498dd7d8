import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Action } from '../actions';
import type { Duel } from '../state';

/*
 * Rulebook v9.1 "Xyz Materials": monsters used to Xyz Summon are placed underneath the Xyz Monster, attached to it;
 * they are not cards on the field; when the Xyz Monster leaves the field they go to the Graveyard; when it changes
 * control they stay attached. And what Xyz Monsters' texts add: "you can also Xyz Summon this card by using a …
 * Xyz Monster you control as the Xyz Material (Xyz Materials attached to that monster also become Xyz Materials on
 * this card)" (`Materials.alsoOn`), "cannot be used as an Xyz Material for an Xyz Summon" (rule code
 * `notXyzMaterial`) and "attach … to this card as Xyz Material" (`ctx.attachMaterials`). A made-up pool.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000101', name: 'Test Star', frame: 'normal', attribute: 'LIGHT', monsterType: 'Dragon', level: 4, atk: 1000, def: 1000, text: 'A test monster.' },
  { passcode: '90000102', name: 'Test Rank Four', frame: 'xyz', attribute: 'LIGHT', monsterType: 'Dragon', level: 4, atk: 2000, def: 2000, text: '2 Level 4 monsters.', materials: { kind: 'xyz', level: 4, count: 2 } },
  {
    passcode: '90000103', name: 'Test Overlay', frame: 'xyz', attribute: 'LIGHT', monsterType: 'Dragon', level: 5, atk: 3000, def: 2000,
    text: '3 Level 5 monsters. May also be Xyz Summoned on a "Test Rank" Xyz Monster you control. Once per turn: attach 1 monster from your Graveyard to it.',
    materials: { kind: 'xyz', level: 5, count: 3, alsoOn: (xyz) => xyz.name.startsWith('Test Rank') },
    effects: [{
      kind: 'ignition', label: 'Attach 1 monster from your Graveyard', declares: [], oncePerTurn: 'card',
      targets: [{ prompt: 'Choose a monster', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) }],
      resolve: (ctx) => { ctx.attachMaterials(ctx.targets, ctx.card); },
    }],
  },
  {
    passcode: '90000104', name: 'Test Rank Sealed', frame: 'xyz', attribute: 'DARK', monsterType: 'Dragon', level: 4, atk: 2500, def: 0,
    text: '2 Level 4 monsters. Cannot be used as an Xyz Material for an Xyz Summon.', materials: { kind: 'xyz', level: 4, count: 2 },
    effects: [{ kind: 'condition', label: 'Cannot be used as an Xyz Material', rules: [{ code: 'notXyzMaterial' }] }],
  },
  { passcode: '90000107', name: 'Test Shade', frame: 'normal', attribute: 'DARK', monsterType: 'Dragon', level: 4, atk: 1000, def: 1000, text: 'A test monster.' },
  { passcode: '90000108', name: 'Test Rank Light', frame: 'xyz', attribute: 'LIGHT', monsterType: 'Dragon', level: 4, atk: 2000, def: 2000, text: '2 Level 4 LIGHT monsters.', materials: { kind: 'xyz', level: 4, count: 2, attribute: 'LIGHT' } },
  {
    passcode: '90000105', name: 'Test Seize', frame: 'spell', subtype: ['normal'], text: 'Take control of 1 monster your opponent controls.',
    effects: [{
      kind: 'activation', label: 'Take control', declares: ['changeControl'],
      targets: [{ prompt: 'Choose a monster', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => { ctx.changeControl(ctx.targets[0]!, false); },
    }],
  },
  {
    passcode: '90000106', name: 'Test Blast', frame: 'spell', subtype: ['normal'], text: 'Destroy all monsters.',
    effects: [{ kind: 'activation', label: 'Destroy all monsters', declares: ['destroy'], resolve: (ctx) => { ctx.destroy(ctx.monsters('all')); } }],
  },
];

const engine = createEngine(POOL);
const names = (d: Duel, p: 0 | 1) => engine.summary(d).players[p];
const idOf = (d: Duel, name: string, p: 0 | 1 = 0): string => {
  const id = Object.keys(d.cards).find((c) => engine.cardName(d, c) === name && (d.cards[c] as { owner: 0 | 1 }).owner === p);
  if (!id) throw new Error(name);
  return id;
};
const pass = (d: Duel): Duel => {
  let x = d;
  for (let i = 0; i < 20 && (x.flow.window || x.flow.prompt); i++) {
    const acts = engine.legalActions(x);
    x = engine.applyAction(x, acts.find((a) => a.type === 'pass') ?? acts[0]!);
  }
  return x;
};
const xyzSummons = (d: Duel, card: string): Extract<Action, { type: 'specialSummon' }>[] =>
  engine.legalActions(d).filter((a): a is Extract<Action, { type: 'specialSummon' }> => a.type === 'specialSummon' && a.method === 'xyz' && engine.cardName(d, a.card) === card);

describe('Xyz Materials', () => {
  it('an Xyz Monster may be Xyz Summoned on an Xyz Monster it names: that monster and its materials become its Xyz Materials', () => {
    const d = engine.loadScenario({ players: [{ monsters: [{ card: 'Test Rank Four', materials: ['Test Star', 'Test Star'] }], extra: ['Test Overlay'] }, {}] });
    const on = xyzSummons(d, 'Test Overlay');
    expect(on.filter((a) => a.position === 'attack').map((a) => a.materials)).toEqual([[idOf(d, 'Test Rank Four')]]);
    const x = pass(engine.applyAction(d, on[0]!));
    expect(names(x, 0).monsters[0]).toMatchObject({ name: 'Test Overlay', materials: ['Test Star', 'Test Star', 'Test Rank Four'] });
    expect(names(x, 0).graveyard).toEqual([]);
  });

  it('an Xyz Summoned monster is known as one while it stays, and in the turn it leaves (MonsterSlot.summonedAs, the leftField mark)', () => {
    const d = engine.loadScenario({ players: [{ monsters: [{ card: 'Test Star' }, { card: 'Test Star' }], extra: ['Test Rank Four'], hand: ['Test Blast'] }, {}] });
    let x = pass(engine.applyAction(d, xyzSummons(d, 'Test Rank Four')[0]!));
    const rank = idOf(d, 'Test Rank Four');
    expect(x.players[0].monsters.find((s) => s?.card === rank)?.summonedAs).toBe('xyz');
    x = pass(engine.applyAction(x, { type: 'activate', card: idOf(d, 'Test Blast'), effect: 0 }));
    expect(x.marks.find((m) => m.mark === 'leftField' && m.key === rank)?.summonedAs).toBe('xyz');
    // Placed by a scenario with no such word, it was not.
    const placed = engine.loadScenario({ players: [{ monsters: [{ card: 'Test Rank Four' }] }, {}] });
    expect(placed.players[0].monsters[0]?.summonedAs).toBeUndefined();
  });

  it('a monster that cannot be used as an Xyz Material is in no set of materials, listed or on an Xyz Monster', () => {
    const sealed = engine.loadScenario({ players: [{ monsters: [{ card: 'Test Rank Sealed', materials: ['Test Star'] }], extra: ['Test Overlay'] }, {}] });
    expect(xyzSummons(sealed, 'Test Overlay')).toEqual([]);
    const open = engine.loadScenario({ players: [{ monsters: [{ card: 'Test Rank Four', materials: ['Test Star'] }], extra: ['Test Overlay'] }, {}] });
    expect(xyzSummons(open, 'Test Overlay')).toHaveLength(2);
  });

  it('materials of an Attribute ("2 Level 4 LIGHT monsters": Materials.attribute): a monster of another Attribute is in no set', () => {
    const mixed = engine.loadScenario({ players: [{ monsters: [{ card: 'Test Star' }, { card: 'Test Shade' }], extra: ['Test Rank Light', 'Test Rank Four'] }, {}] });
    expect(xyzSummons(mixed, 'Test Rank Light')).toEqual([]);
    expect(xyzSummons(mixed, 'Test Rank Four').length).toBeGreaterThan(0);
    const light = engine.loadScenario({ players: [{ monsters: [{ card: 'Test Star' }, { card: 'Test Star' }, { card: 'Test Shade' }], extra: ['Test Rank Light'] }, {}] });
    expect(xyzSummons(light, 'Test Rank Light').filter((a) => a.position === 'attack').map((a) => a.materials)).toEqual([[idOf(light, 'Test Star'), light.players[0].monsters[1]!.card]]);
  });

  it('a card attached by an effect becomes an Xyz Material (no longer in the Graveyard)', () => {
    const d = engine.loadScenario({ players: [{ monsters: [{ card: 'Test Overlay' }], graveyard: ['Test Star'] }, {}] });
    let x = engine.applyAction(d, { type: 'activate', card: idOf(d, 'Test Overlay'), effect: 0 });
    x = pass(x);
    expect(names(x, 0).monsters[0]).toMatchObject({ name: 'Test Overlay', materials: ['Test Star'] });
    expect(names(x, 0).graveyard).toEqual([]);
  });

  it('an Xyz Monster that changes control keeps its Xyz Materials; when it leaves the field they go to the Graveyard', () => {
    const d = engine.loadScenario({ players: [{ hand: ['Test Seize', 'Test Blast'] }, { monsters: [{ card: 'Test Rank Four', materials: ['Test Star', 'Test Star'] }] }] });
    let x = engine.applyAction(d, { type: 'activate', card: idOf(d, 'Test Seize'), effect: 0 });
    x = pass(x);
    expect(names(x, 0).monsters.find(Boolean)).toMatchObject({ name: 'Test Rank Four', materials: ['Test Star', 'Test Star'] });
    x = pass(engine.applyAction(x, { type: 'activate', card: idOf(d, 'Test Blast'), effect: 0 }));
    expect(names(x, 0).monsters.filter(Boolean)).toEqual([]);
    // Every card goes to its owner's Graveyard.
    expect(names(x, 1).graveyard.sort()).toEqual(['Test Rank Four', 'Test Star', 'Test Star']);
  });
});
