import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../../cards';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import { duelOf, FILLER, idOf, legal, me, passWindows, play } from './dsl';

/** The pool has no Rank 2 Xyz Monster nor a Level 2 Tuner: two made-up cards join it for the Xyz case. */
const MADE_UP: readonly CardDefinition[] = [
  { passcode: '90000201', name: 'Test Tuner Two', frame: 'effect', subtype: ['tuner'], attribute: 'LIGHT', monsterType: 'Machine', level: 2, atk: 500, def: 500, text: 'A test Tuner.' },
  {
    passcode: '90000202', name: 'Test Rank Two', frame: 'xyz', attribute: 'DARK', monsterType: 'Machine', level: 2, atk: 1000, def: 1000, text: 'Detach 1: nothing else.',
    materials: { kind: 'xyz', level: 2, count: 2 },
    effects: [{ kind: 'ignition', label: 'Detach 1 material', declares: ['toGraveyard'], cost: { can: (ctx) => ctx.materialsOf(ctx.card).length >= 1, pay: (ctx) => ctx.detach(ctx.chooseCard(ctx.player, 'Detach', ctx.materialsOf(ctx.card))) }, resolve: () => undefined }],
  },
];
const engine = createEngine([...CARD_POOL, ...MADE_UP]);

/*
 * "Banish it when it leaves the field" (Quillbolt Hedgehog Special Summoned by its own effect): the
 * redirect belongs to the monster's slot, so wherever it would go from the field (Graveyard by battle
 * or Tribute, hand by an effect) it is banished instead; once it is an Xyz Material it is no longer on
 * the field, so detached it goes to the Graveyard. Summoned another way, nothing is redirected.
 */
function revive(d: ReturnType<typeof duelOf>): ReturnType<typeof duelOf> {
  let x = play(d, { type: 'activate', card: idOf(d, 'Quillbolt Hedgehog'), effect: 0 });
  while (x.flow.window) x = play(x, { type: 'pass' });
  return play(x, { type: 'select', option: 'attack' });
}
const settle = (d: ReturnType<typeof duelOf>): ReturnType<typeof duelOf> => {
  let x = d;
  while (x.flow.window) x = play(x, { type: 'pass' });
  return x;
};

describe('Banished when it leaves the field', () => {
  it('destroyed by battle, it is banished instead of going to the Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }], graveyard: ['Quillbolt Hedgehog'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = revive(d);
    const attacked = passWindows(play(settle(play(passWindows(play(x, { type: 'nextPhase', to: 'end' })), { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Quillbolt Hedgehog') }));
    const done = settle(attacked);
    expect(me(done).banished).toEqual(['Quillbolt Hedgehog']);
    expect(me(done).graveyard).toEqual([]);
  });

  it('Tributed for a Tribute Summon, it is banished', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }], graveyard: ['Quillbolt Hedgehog'], hand: ['Summoned Skull'] } });
    const x = revive(d);
    const y = settle(play(x, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Quillbolt Hedgehog')] }));
    expect(me(y).banished).toEqual(['Quillbolt Hedgehog']);
    expect(me(y).graveyard).toEqual([]);
  });

  it('returned to the hand by an effect (Hane-Hane), it is banished instead', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Hane-Hane', faceUp: false, position: 'defense' }], graveyard: ['Quillbolt Hedgehog'] } });
    const x = revive(d);
    let y = settle(play(x, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') }));
    // Hane-Hane's Flip effect: target 1 monster on the field and return it to the hand.
    while (y.flow.prompt || y.flow.window) {
      const pick = legal(y, 'select').find((a) => 'ids' in a && a.ids[0] === idOf(d, 'Quillbolt Hedgehog')) ?? legal(y, 'select').find((a) => 'option' in a && a.option === 'yes') ?? legal(y, 'pass')[0];
      y = play(y, pick!);
    }
    expect(me(y).hand).toEqual([]);
    expect(me(y).banished).toEqual(['Quillbolt Hedgehog']);
  });

  it('as an Xyz Material it is no longer on the field: detached later, it goes to the Graveyard', () => {
    const s = (e: typeof engine) => e.loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [{ deck: FILLER(), monsters: [{ card: 'Junk Synchron' }, { card: 'Test Tuner Two' }], graveyard: ['Quillbolt Hedgehog'], extra: ['Test Rank Two'] }, { deck: FILLER() }],
    });
    const d = s(engine);
    const id = (name: string) => Object.values(d.cards).find((c) => engine.cardName(d, c.id) === name && c.owner === 0)!.id;
    let x = engine.applyAction(d, { type: 'activate', card: id('Quillbolt Hedgehog'), effect: 0 });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    x = engine.applyAction(x, { type: 'select', option: 'attack' });
    const xyz = engine.legalActions(x).find((a) => a.type === 'specialSummon' && a.method === 'xyz' && a.position === 'attack')!;
    x = engine.applyAction(x, xyz);
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    x = engine.applyAction(x, { type: 'activate', card: id('Test Rank Two'), effect: 0 });
    while (x.flow.window || x.flow.prompt) x = engine.applyAction(x, x.flow.prompt ? { type: 'select', ids: [id('Quillbolt Hedgehog')] } : { type: 'pass' });
    expect(engine.summary(x).players[0].graveyard).toContain('Quillbolt Hedgehog');
    expect(engine.summary(x).players[0].banished).toEqual([]);
  });

  it('Summoned another way, it goes to the Graveyard as usual', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Quillbolt Hedgehog' }], hand: ['Summoned Skull'] } });
    const y = settle(play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Quillbolt Hedgehog')] }));
    expect(me(y).graveyard).toEqual(['Quillbolt Hedgehog']);
  });
});
