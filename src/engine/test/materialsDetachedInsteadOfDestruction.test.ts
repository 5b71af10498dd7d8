import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { passAllWith } from './dsl';

/*
 * Rule code materialsDetachedInsteadOfDestruction ("If this face-up card would be destroyed, you can detach 2 Xyz
 * Materials from this card instead": Number C102: Archfiend Seraph; ygopro EFFECT_DESTROY_REPLACE with
 * CheckRemoveOverlayCard): the Xyz Monster's own continuous effect, asked as banishedInsteadOfDestruction is (a yes/no
 * question to its controller before anything leaves, by a card effect inside the resolving Chain Link, by battle in
 * the Damage Step), answered 'detach' or 'destroy'. Yes: as many of its materials as the answer says (the first
 * attached) are detached (events `detached`), and it stays. Not offered with fewer materials, nor while its effects
 * are negated. A made-up pool: Test Warden detaches 1.
 */
const POOL: readonly CardDefinition[] = [
  { passcode: '90003301', name: 'Test Stone', frame: 'normal', attribute: 'EARTH', monsterType: 'Rock', level: 4, atk: 1000, def: 1000, text: 'A test monster.' },
  { passcode: '90003302', name: 'Test Titan', frame: 'normal', attribute: 'EARTH', monsterType: 'Rock', level: 8, atk: 3000, def: 1000, text: 'A test monster.' },
  {
    passcode: '90003303', name: 'Test Warden', frame: 'xyz', attribute: 'EARTH', monsterType: 'Rock', level: 4, atk: 2000, def: 1000, text: '2 Level 4 monsters. Detach 1 material instead of its destruction.',
    materials: { kind: 'xyz', level: 4, count: 2 },
    effects: [{ kind: 'continuous', label: 'Detach 1 instead', rules: [{ code: 'materialsDetachedInsteadOfDestruction', applies: () => 1 }] }],
  },
  {
    passcode: '90003304', name: 'Test Hole', frame: 'spell', subtype: ['normal'], text: 'Destroy all monsters.',
    effects: [{ kind: 'activation', label: 'Destroy', declares: ['destroy'], resolve: (ctx) => ctx.destroy([...ctx.monsters('mine'), ...ctx.monsters('theirs')]) }],
  },
];
const engine = createEngine(POOL);
const settle = (duel: Duel): Duel => passAllWith(engine.applyAction, duel);
const scenario = (materials: string[]) => engine.loadScenario({
  turn: 3, turnPlayer: 0, phase: 'main1',
  players: [
    { hand: ['Test Hole'], monsters: [{ card: 'Test Warden', materials }, { card: 'Test Stone' }] },
    { monsters: [{ card: 'Test Titan' }] },
  ],
});
const warden = (d: Duel) => d.players[0].monsters[0]!.card;
const hole = (d: Duel) => settle(engine.applyAction(d, { type: 'activate', card: d.players[0].hand[0]! }));

describe('materialsDetachedInsteadOfDestruction', () => {
  it('by a card effect: its controller is asked; "detach" detaches the first material and it stays, the others are destroyed', () => {
    const d = scenario(['Test Stone', 'Test Stone']);
    const asked = hole(d);
    expect(asked.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['detach', 'destroy'] });
    const [first, second] = d.players[0].monsters[0]!.materials;
    const picked = engine.applyAction(asked, { type: 'select', option: 'detach' });
    expect(picked.events.some((e) => e.type === 'detached' && e.card === first && e.from === warden(d))).toBe(true);
    const x = settle(picked);
    expect(x.players[0].monsters[0]).toMatchObject({ card: warden(d), materials: [second] });
    expect(x.players[0].graveyard).toContain(first);
    expect(x.players[0].graveyard).toContain(d.players[0].monsters[1]!.card);
    expect(x.players[1].monsters.filter(Boolean)).toEqual([]);
  });

  it('"destroy": it is destroyed, its materials go with it', () => {
    const d = scenario(['Test Stone', 'Test Stone']);
    const x = settle(engine.applyAction(hole(d), { type: 'select', option: 'destroy' }));
    expect(x.players[0].monsters.filter(Boolean)).toEqual([]);
    expect(x.players[0].graveyard).toContain(warden(d));
  });

  it('not offered without enough materials, nor while its effects are negated', () => {
    expect(hole(scenario([])).flow.prompt).toBeNull();
    const d = scenario(['Test Stone']);
    const negated: Duel = { ...d, players: [{ ...d.players[0], monsters: d.players[0].monsters.map((s, i) => (i === 0 && s ? { ...s, effectsNegated: true as const } : s)) }, d.players[1]] };
    const x = hole(negated);
    expect(x.flow.prompt).toBeNull();
    expect(x.players[0].graveyard).toContain(warden(d));
  });

  it('by battle: asked before the battle\'s monsters leave; "detach" keeps it', () => {
    const d = scenario(['Test Stone']);
    let x = settle(engine.applyAction(d, { type: 'nextPhase', to: 'battle' }));
    x = settle(engine.applyAction(x, { type: 'attack', card: warden(d), target: d.players[1].monsters[0]!.card }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['detach', 'destroy'] });
    x = settle(engine.applyAction(x, { type: 'select', option: 'detach' }));
    expect(x.players[0].monsters[0]).toMatchObject({ card: warden(d), materials: [] });
    expect(x.players[0].lp).toBe(7000);
    expect(x.flow.prompt).toBeNull();
  });
});
