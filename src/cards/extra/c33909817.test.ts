import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import type { Duel } from '../../engine/state';
import { CARD_POOL, cardByName } from '..';

/*
 * Sylvan Princessprite (texts-2016): "2 Level 1 monsters / You can detach 1 Xyz Material from this card; excavate the
 * top card of your Deck, and if it is a Spell/Trap Card, add it to your hand. Otherwise, send it to the Graveyard. You
 * can send 1 other Plant-Type monster from your hand or face-up from your side of the field to the Graveyard, then
 * target 1 "Sylvan" monster in your Graveyard; Special Summon it. You can only use each effect of "Sylvan
 * Princessprite" once per turn."
 * No other "Sylvan" monster is in the pool (none has a text in texts-2016.tsv): invented test cards stand for one, and
 * for a Plant and a non-Plant to send.
 */
const SPRITE = 'Sylvan Princessprite';
const TEST_CARDS: readonly CardDefinition[] = [
  { passcode: '90033901', name: 'Sylvan Test Sage', frame: 'normal', attribute: 'EARTH', monsterType: 'Plant', level: 1, atk: 100, def: 100, text: 'A test "Sylvan" monster.' },
  { passcode: '90033902', name: 'Test Weed', frame: 'normal', attribute: 'EARTH', monsterType: 'Plant', level: 1, atk: 100, def: 100, text: 'A test Plant.' },
  { passcode: '90033903', name: 'Test Beetle', frame: 'normal', attribute: 'EARTH', monsterType: 'Insect', level: 1, atk: 100, def: 100, text: 'A test Insect.' },
];
const SAGE = 'Sylvan Test Sage';
const engine = createEngine([...CARD_POOL, ...TEST_CARDS]);
const settle = (duel: Duel): Duel => {
  let d = duel;
  for (let i = 0; i < 30 && d.flow.window; i++) d = engine.applyAction(d, { type: 'pass' });
  return d;
};
const act = (d: Duel, a: Action) => engine.applyAction(d, a);
const idOf = (d: Duel, name: string, p: 0 | 1 = 0, nth = 0): string => {
  const ids = Object.keys(d.cards).filter((c) => engine.cardName(d, c) === name && (d.cards[c] as { owner: 0 | 1 }).owner === p);
  if (ids[nth] === undefined) throw new Error(name);
  return ids[nth]!;
};
const sum = (d: Duel, p: 0 | 1) => engine.summary(d).players[p];
const start = (me: object) => engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: ['Celtic Guardian'], ...me }, { deck: ['Celtic Guardian'] }] });
const sprite = (materials = ['Test Beetle', 'Test Beetle']) => ({ card: SPRITE, materials });
const effects = (d: Duel, effect: number) => engine.legalActions(d).filter((a) => a.type === 'activate' && a.card === idOf(d, SPRITE) && a.effect === effect);
/** Activates an effect, answering the cost's and target's questions with the named cards. */
function use(d: Duel, effect: number, ...picks: string[]): Duel {
  let x = act(d, { type: 'activate', card: idOf(d, SPRITE), effect });
  for (const pick of picks) if (x.flow.prompt?.kind === 'chooseCard') x = act(x, { type: 'select', ids: [pick] });
  x = settle(x);
  if (x.flow.prompt?.kind === 'chooseOption') x = settle(act(x, { type: 'select', option: 'attack' }));
  return x;
}

describe('Sylvan Princessprite', () => {
  it('is Xyz Summoned with 2 Level 1 monsters', () => {
    expect(cardByName(SPRITE)).toMatchObject({ frame: 'xyz', level: 1, attribute: 'LIGHT', monsterType: 'Plant', atk: 1800, def: 100 });
    const d = start({ monsters: [{ card: 'Test Weed' }, { card: 'Test Beetle' }], extra: [SPRITE] });
    const xyz = engine.legalActions(d).find((a) => a.type === 'specialSummon' && a.method === 'xyz')!;
    expect(sum(settle(act(d, xyz)), 0).monsters.find(Boolean)).toMatchObject({ name: SPRITE, materials: ['Test Weed', 'Test Beetle'] });
  });

  it('detach 1: the top card of the Deck, a Spell, is added to the hand; once per turn', () => {
    const d = start({ monsters: [sprite()], deck: ['Dark Hole', 'Celtic Guardian'] });
    const x = use(d, 0, idOf(d, 'Test Beetle'));
    expect(sum(x, 0).monsters[0]).toMatchObject({ materials: ['Test Beetle'] });
    expect(sum(x, 0).hand).toEqual(['Dark Hole']);
    expect(sum(x, 0).deck).toBe(1);
    expect(effects(x, 0)).toEqual([]);
  });

  it('a monster on top goes to the Graveyard; with no card in the Deck, or no material, it cannot be activated', () => {
    const d = start({ monsters: [sprite(['Test Weed'])], deck: ['Celtic Guardian', 'Dark Hole'] });
    const x = use(d, 0);
    expect(sum(x, 0).graveyard).toEqual(expect.arrayContaining(['Test Weed', 'Celtic Guardian']));
    expect(sum(x, 0).hand).toEqual([]);
    expect(effects(start({ monsters: [sprite()], deck: [] }), 0)).toEqual([]);
    expect(effects(start({ monsters: [sprite([])], deck: ['Dark Hole'] }), 0)).toEqual([]);
  });

  it('send another Plant from the hand: a "Sylvan" monster in the Graveyard is Special Summoned; once per turn', () => {
    const d = start({ monsters: [sprite()], hand: ['Test Weed', 'Test Weed'], graveyard: [SAGE, 'Test Beetle'] });
    const x = use(d, 1, idOf(d, 'Test Weed'), idOf(d, SAGE));
    expect(sum(x, 0).monsters.filter(Boolean).map((m) => m!.name)).toEqual([SPRITE, SAGE]);
    expect(sum(x, 0).graveyard).toEqual(expect.arrayContaining(['Test Weed', 'Test Beetle']));
    expect(sum(x, 0).graveyard).not.toContain(SAGE);
    expect(sum(x, 0).hand).toEqual(['Test Weed']);
    expect(effects(x, 1)).toEqual([]);
  });

  it('or a face-up Plant from the field; not a non-Plant, not a face-down one, not itself; only a "Sylvan" target', () => {
    const d = start({ monsters: [sprite(), { card: 'Test Weed' }], graveyard: [SAGE] });
    const x = use(d, 1, idOf(d, SAGE));
    expect(sum(x, 0).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual([SAGE, SPRITE].sort());
    expect(sum(x, 0).graveyard).toEqual(['Test Weed']);
    expect(effects(start({ monsters: [sprite()], hand: ['Test Beetle'], graveyard: [SAGE] }), 1)).toEqual([]);
    expect(effects(start({ monsters: [sprite(), { card: 'Test Weed', faceUp: false, position: 'defense' }], graveyard: [SAGE] }), 1)).toEqual([]);
    expect(effects(start({ monsters: [sprite()], hand: ['Test Weed'], graveyard: ['Test Weed', 'Test Beetle'] }), 1)).toEqual([]);
  });

  it('the two effects are used apart: after the first, the second still may be', () => {
    const d = start({ monsters: [sprite()], hand: ['Test Weed'], deck: ['Dark Hole'], graveyard: [SAGE] });
    const x = use(d, 0, idOf(d, 'Test Beetle'));
    expect(sum(x, 0).hand).toEqual(['Test Weed', 'Dark Hole']);
    expect(effects(x, 1)).toHaveLength(1);
  });
});
