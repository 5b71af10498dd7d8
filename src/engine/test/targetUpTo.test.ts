import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';

/*
 * "Target up to N" (TargetSpec.upTo; Gravedigger Ghoul: "Target up to 2 monsters in your opponent's
 * GY"): 1 to N targets, chosen one by one as the card is activated (rulebook v9.1 "Effects that
 * target": targets are chosen on activation); after the first, the player may stop. A made-up pool.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  { passcode: '90000002', name: 'Test Knight', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1600, def: 1000, text: 'A test monster.' },
  {
    passcode: '90000003', name: 'Test Hunt', frame: 'spell', subtype: ['normal'], text: 'Target 1 monster you control and up to 2 your opponent controls; destroy them.',
    effects: [{
      kind: 'activation', label: 'Destroy them', declares: ['destroy'],
      targets: [
        { prompt: 'Choose your monster', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.player },
        { prompt: "Choose your opponent's monster", from: 'monsters', upTo: 2, filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent },
      ],
      resolve: (ctx) => { ctx.destroy(ctx.targets); },
    }],
  },
];
const engine = createEngine(POOL);
const duelWith = (theirs: number) => engine.loadScenario({
  turn: 3, turnPlayer: 0, phase: 'main1',
  players: [
    { hand: ['Test Hunt'], monsters: [{ card: 'Test Soldier' }], deck: ['Test Soldier'] },
    { monsters: Array.from({ length: theirs }, () => ({ card: 'Test Knight' })), deck: ['Test Soldier'] },
  ],
});
const theirMonsters = (d: ReturnType<typeof duelWith>) => d.players[1].monsters.flatMap((s) => (s ? [s.card] : []));

describe('Target up to N', () => {
  it('the first target of an "up to" spec must be chosen; after it the player may stop or choose another', () => {
    const d = duelWith(3);
    const hunt = d.players[0].hand[0]!;
    const mine = d.players[0].monsters[0]!.card;
    const [a, b, c] = theirMonsters(d);
    let x = engine.applyAction(d, { type: 'activate', card: hunt });
    x = engine.applyAction(x, { type: 'select', ids: [mine] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [a, b, c] });
    expect(x.flow.prompt).not.toHaveProperty('mayStop');
    expect(engine.legalActions(x).some((act) => act.type === 'select' && 'option' in act && act.option === 'stop')).toBe(false);
    x = engine.applyAction(x, { type: 'select', ids: [b!] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [a, c], mayStop: true });
    const stopped = engine.applyAction(x, { type: 'select', option: 'stop' });
    expect(stopped.players[1].graveyard).toEqual([b]);
    const both = engine.applyAction(x, { type: 'select', ids: [c!] });
    // N reached: no further prompt; all targets, both specs', are destroyed.
    expect([...both.players[1].graveyard].sort()).toEqual([b, c].sort());
    expect(both.players[0].graveyard).toContain(mine);
  });

  it('with only one candidate left, no second prompt is asked', () => {
    const d = duelWith(1);
    let x = engine.applyAction(d, { type: 'activate', card: d.players[0].hand[0]! });
    x = engine.applyAction(x, { type: 'select', ids: [d.players[0].monsters[0]!.card] });
    x = engine.applyAction(x, { type: 'select', ids: [theirMonsters(d)[0]!] });
    expect(x.flow.prompt).toBeNull();
    expect(x.players[1].graveyard).toHaveLength(1);
  });
});
