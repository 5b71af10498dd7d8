import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import type { Duel } from '../../engine/state';
import { CARD_POOL, cardByName } from '..';

/*
 * Number C102: Archfiend Seraph (texts-2016): "4 Level 5 LIGHT monsters / If this face-up card would be destroyed, you
 * can detach 2 Xyz Materials from this card instead. If the last Xyz Material(s) is detached from this card: Inflict
 * 1500 damage to your opponent. If this card has "Number 102: Star Seraph Sentry" as an Xyz Material, it gains this
 * effect. / ● Once per turn: You can detach 1 Xyz Material from this card, then target 1 face-up monster your opponent
 * controls; change that target's ATK to 0, and if you do, negate its effects."
 * Rule code materialsDetachedInsteadOfDestruction (answer 2), Materials.attribute 'LIGHT'. "Number 102: Star Seraph
 * Sentry" is not in the pool and has no text in texts-2016.tsv: an invented card of that name (a vanilla test card,
 * its facts from cards-db.tsv) stands for it; so does an invented Level 5 DARK monster.
 */
const SENTRY = 'Number 102: Star Seraph Sentry';
const SERAPH = 'Number C102: Archfiend Seraph';
const LIGHT5 = 'Airknight Parshath';
const TEST_CARDS: readonly CardDefinition[] = [
  { passcode: '90010201', name: SENTRY, frame: 'xyz', attribute: 'LIGHT', monsterType: 'Fairy', level: 4, atk: 2500, def: 2000, text: 'A test stand-in (no effect).', materials: { kind: 'xyz', level: 4, count: 3 } },
  { passcode: '90010202', name: 'Test Dark Five', frame: 'normal', attribute: 'DARK', monsterType: 'Fiend', level: 5, atk: 1000, def: 1000, text: 'A test monster.' },
];
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
const start = (me: object, opp: object = {}) => engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: ['Celtic Guardian', 'Celtic Guardian'], ...me }, { deck: ['Celtic Guardian', 'Celtic Guardian'], ...opp }] });
const seraph = (materials: string[]) => ({ card: SERAPH, materials });

describe('Number C102: Archfiend Seraph', () => {
  it('is Xyz Summoned with 4 Level 5 LIGHT monsters, not with a monster of another Attribute', () => {
    expect(cardByName(SERAPH)).toMatchObject({ frame: 'xyz', level: 5, attribute: 'LIGHT', monsterType: 'Fairy', atk: 2900, def: 2400 });
    const xyz = (d: Duel) => engine.legalActions(d).filter((a) => a.type === 'specialSummon' && a.method === 'xyz');
    const four = start({ monsters: [LIGHT5, LIGHT5, LIGHT5, LIGHT5].map((card) => ({ card })), extra: [SERAPH] });
    expect(xyz(four).length).toBeGreaterThan(0);
    const x = settle(act(four, xyz(four)[0]!));
    expect(sum(x, 0).monsters.find(Boolean)).toMatchObject({ name: SERAPH, materials: [LIGHT5, LIGHT5, LIGHT5, LIGHT5] });
    const mixed = start({ monsters: [LIGHT5, LIGHT5, LIGHT5, 'Test Dark Five'].map((card) => ({ card })), extra: [SERAPH] });
    expect(xyz(mixed)).toEqual([]);
  });

  it('would be destroyed by a card effect: you may detach 2 Xyz Materials instead; it stays', () => {
    const d = start({ hand: ['Dark Hole'], monsters: [seraph([LIGHT5, LIGHT5, LIGHT5])] });
    const asked = settle(act(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(asked.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['detach', 'destroy'] });
    const x = settle(act(asked, { type: 'select', option: 'detach' }));
    expect(sum(x, 0).monsters[0]).toMatchObject({ name: SERAPH, materials: [LIGHT5] });
    expect(sum(x, 0).graveyard.filter((n) => n === LIGHT5)).toHaveLength(2);
    // A material is left: no damage.
    expect(sum(x, 1).lp).toBe(8000);
  });

  it('"destroy": it is destroyed; with fewer than 2 materials nothing is asked', () => {
    const d = start({ hand: ['Dark Hole'], monsters: [seraph([LIGHT5, LIGHT5])] });
    const x = settle(act(settle(act(d, { type: 'activate', card: idOf(d, 'Dark Hole') })), { type: 'select', option: 'destroy' }));
    expect(sum(x, 0).graveyard).toContain(SERAPH);
    const one = start({ hand: ['Dark Hole'], monsters: [seraph([LIGHT5])] });
    const y = settle(act(one, { type: 'activate', card: idOf(one, 'Dark Hole') }));
    expect(y.flow.prompt).toBeNull();
    expect(sum(y, 0).graveyard).toContain(SERAPH);
  });

  it('by battle, its last 2 materials detached instead: it stays and the opponent takes 1500 damage', () => {
    const d = start({ monsters: [seraph([LIGHT5, LIGHT5])] }, { monsters: [{ card: 'Blue-Eyes White Dragon' }] });
    let x = settle(act(d, { type: 'nextPhase', to: 'battle' }));
    x = settle(act(x, { type: 'attack', card: idOf(d, SERAPH), target: idOf(d, 'Blue-Eyes White Dragon', 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['detach', 'destroy'] });
    x = settle(act(x, { type: 'select', option: 'detach' }));
    expect(sum(x, 0).monsters[0]).toMatchObject({ name: SERAPH, materials: [] });
    expect(sum(x, 0).lp).toBe(7900);
    // Once, though 2 materials were detached at the same time.
    expect(sum(x, 1).lp).toBe(6500);
  });

  it('without "Number 102: Star Seraph Sentry" among its materials it has no activated effect', () => {
    const d = start({ monsters: [seraph([LIGHT5, LIGHT5])] }, { monsters: [{ card: 'Milus Radiant' }] });
    expect(engine.legalActions(d).filter((a) => a.type === 'activate')).toEqual([]);
  });

  it('with it: detach 1 (the last: 1500 damage too), the target\'s ATK becomes 0 and its effects are negated; once per turn', () => {
    const d = start({ monsters: [seraph([SENTRY, LIGHT5]), { card: 'Celtic Guardian' }] }, { monsters: [{ card: 'Milus Radiant' }, { card: 'Celtic Guardian' }] });
    // Milus Radiant's EARTH boost applies before.
    expect(sum(d, 0).monsters[1]).toMatchObject({ atk: 1900 });
    let x = act(d, { type: 'activate', card: idOf(d, SERAPH), effect: 2 });
    if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.reason.startsWith('Detach')) x = act(x, { type: 'select', ids: [idOf(d, LIGHT5)] });
    x = settle(act(x, { type: 'select', ids: [idOf(d, 'Milus Radiant', 1)] }));
    expect(sum(x, 0).monsters[0]).toMatchObject({ name: SERAPH, materials: [SENTRY] });
    expect(sum(x, 1).monsters[0]).toMatchObject({ name: 'Milus Radiant', atk: 0 });
    expect(sum(x, 0).monsters[1]).toMatchObject({ atk: 1400 });
    expect(sum(x, 1).lp).toBe(8000);
    // Once per turn.
    expect(engine.legalActions(x).filter((a) => a.type === 'activate')).toEqual([]);
    // The next activation detaches the last material: the damage follows.
    const last = start({ monsters: [seraph([SENTRY])] }, { monsters: [{ card: 'Celtic Guardian' }] });
    let y = act(last, { type: 'activate', card: idOf(last, SERAPH), effect: 2 });
    y = settle(act(y, { type: 'select', ids: [idOf(last, 'Celtic Guardian', 1)] }));
    expect(sum(y, 1).monsters[0]).toMatchObject({ atk: 0 });
    expect(sum(y, 1).lp).toBe(6500);
  });

  it('targets only a face-up monster of the opponent', () => {
    const d = start({ monsters: [seraph([SENTRY, LIGHT5])] }, { monsters: [{ card: 'Milus Radiant', faceUp: false, position: 'defense' }] });
    expect(engine.legalActions(d).filter((a) => a.type === 'activate')).toEqual([]);
  });
});
