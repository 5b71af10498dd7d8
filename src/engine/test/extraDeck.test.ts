import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, legalActions, summary, viewFor, type Action, type Duel } from '..';
import { CARD_POOL } from '../../cards';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import { PENDULUM_SCALE } from '../state';
import { duelOf, FILLER, idOf, legal, me, opp, play } from './dsl';

/*
 * Rulebook v9.1 "The Game Mat" (Extra Deck Zone, Pendulum Zone), "Pendulum Monster Cards", "Xyz
 * Monsters", "Synchro Monsters", "Fusion Monsters", "Ritual Monsters", "Special Summon with a Card's
 * Effect", "Other Rules" (Xyz Materials, Monster Tokens). The pool has no effect-free Synchro Monster
 * nor a second Pendulum Scale yet, so a few made-up cards join the full pool for the Synchro and
 * Pendulum procedures (the procedures read only what a card states).
 */
const MADE_UP: readonly CardDefinition[] = [
  {
    passcode: '90000101', name: 'Test Synchro Five', frame: 'synchro', attribute: 'DARK', monsterType: 'Warrior', level: 5, atk: 2300, def: 1300,
    text: 'A test Synchro Monster.', materials: { kind: 'synchro', text: '1 Tuner + 1 or more non-Tuner monsters' },
  },
  {
    passcode: '90000102', name: 'Test Junk Five', frame: 'synchro', attribute: 'DARK', monsterType: 'Warrior', level: 5, atk: 2000, def: 1000,
    text: 'A test Synchro Monster that needs Junk Synchron.', materials: { kind: 'synchro', tuner: (d) => d.name === 'Junk Synchron', text: '"Junk Synchron" + 1 or more non-Tuner monsters' },
  },
  { passcode: '90000103', name: 'Test Tuner Two', frame: 'effect', subtype: ['tuner'], attribute: 'LIGHT', monsterType: 'Machine', level: 2, atk: 500, def: 500, text: 'A test Tuner.' },
  { passcode: '90000104', name: 'Test Scale One', frame: 'pendulum', subtype: ['normal'], attribute: 'DARK', monsterType: 'Spellcaster', level: 3, scale: 1, atk: 1000, def: 1000, text: 'A test Pendulum Monster, Scale 1.' },
  { passcode: '90000105', name: 'Test Rank One', frame: 'xyz', attribute: 'DARK', monsterType: 'Machine', level: 1, atk: 1000, def: 1000, text: 'A test Xyz Monster.', materials: { kind: 'xyz', level: 1, count: 2 } },
  {
    passcode: '90000106', name: 'Test Detacher', frame: 'xyz', attribute: 'DARK', monsterType: 'Machine', level: 4, atk: 2000, def: 1000, text: 'Detach 1: draw 1.',
    materials: { kind: 'xyz', level: 4, count: 2 },
    effects: [{ kind: 'ignition', label: 'Detach 1 material: draw 1 card', declares: ['draw'], cost: { can: (ctx) => ctx.materialsOf(ctx.card).length >= 1, pay: (ctx) => ctx.detach(ctx.materialsOf(ctx.card)[0]!) }, resolve: (ctx) => ctx.draw(ctx.player, 1) }],
  },
  {
    passcode: '90000107', name: 'Test Cannon', frame: 'fusion', attribute: 'LIGHT', monsterType: 'Machine', level: 8, atk: 2800, def: 2600,
    text: 'A test contact Fusion Monster.', materials: { kind: 'fusion', names: ['X-Head Cannon', 'Celtic Guardian'], contact: 'banishFromField' },
    effects: [{ kind: 'condition', label: 'Cannot be Special Summoned from the GY', rules: [{ code: 'cannotBeSpecialSummonedFromGraveyard' }] }],
  },
];
const engine = createEngine([...CARD_POOL, ...MADE_UP]);
const scenario = (s: Parameters<typeof duelOf>[0]): Duel => {
  const { me: mine = {}, opp: theirs = {}, ...rest } = s;
  return engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', ...rest, players: [{ deck: FILLER(), ...mine }, { deck: FILLER(), ...theirs }] });
};
const run = (d: Duel, ...actions: Action[]): Duel => actions.reduce(engine.applyAction, d);
const of = (d: Duel, type: Action['type'], method?: string): Action[] =>
  engine.legalActions(d).filter((a) => a.type === type && (method === undefined || ('method' in a && a.method === method)));
/** The id of the first card of that name `owner` owns (the full pool plus the made-up cards). */
const eid = (d: Duel, name: string, owner: 0 | 1 = 0): string =>
  Object.values(d.cards).find((c) => c.owner === owner && engine.cardName(d, c.id) === name)!.id;
const names = (d: Duel, ids: readonly string[] = []): string[] => ids.map((id) => engine.cardName(d, id));
/** Answers every open prompt with its first choice, passes every window. */
function settleAll(d: Duel): Duel {
  let x = d;
  for (let i = 0; i < 50 && (x.flow.prompt || x.flow.window); i++) x = engine.applyAction(x, engine.legalActions(x)[x.flow.prompt ? 0 : 0]!);
  return x;
}

describe('The Extra Deck', () => {
  it('is dealt from the deck list\'s extra cards, face-down: its owner sees it, the opponent only counts it', () => {
    const d = createDuel({ decks: [{ main: FILLER(40), extra: ['Darkfire Dragon', 'Gem-Knight Pearl'] }, { main: FILLER(40) }], seed: 1 });
    expect(summary(d).players[0].extra).toEqual(['Darkfire Dragon', 'Gem-Knight Pearl']);
    expect(viewFor(d, 0).players[0].extra.map((c) => c.name)).toEqual(['Darkfire Dragon', 'Gem-Knight Pearl']);
    const theirView = viewFor(d, 1);
    expect(theirView.players[0].extra).toEqual([]);
    expect(theirView.players[0].extraCount).toBe(2);
    expect(JSON.stringify(theirView)).not.toContain('Darkfire');
  });

  it('holds only Fusion, Synchro and Xyz Monsters at the start; they are not allowed in the Main Deck', () => {
    expect(() => createDuel({ decks: [{ main: FILLER(40), extra: ['Celtic Guardian'] }, { main: FILLER(40) }], seed: 1 })).toThrow(/Celtic Guardian is not a Fusion, Synchro or Xyz Monster/);
    expect(() => createDuel({ decks: [{ main: [...FILLER(39), 'Junk Warrior'] }, { main: FILLER(40) }], seed: 1 })).toThrow(/Junk Warrior belongs in the Extra Deck/);
  });

  it('a Fusion Monster bounced to the hand returns to the Extra Deck instead', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Darkfire Dragon' }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') });
    while (x.flow.prompt || x.flow.window) x = applyAction(x, legalActions(x).find((a) => a.type === 'select' && 'ids' in a && a.ids[0] === idOf(d, 'Darkfire Dragon', 1)) ?? legalActions(x)[0]!);
    expect(opp(x).hand).toEqual([]);
    expect(opp(x).extra).toEqual(['Darkfire Dragon']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });
});

describe('Fusion Summon', () => {
  it('Polymerization sends the named materials from hand and field to the Graveyard and Special Summons the Fusion Monster; then goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Firegrass'], monsters: [{ card: 'Petit Dragon' }], extra: ['Darkfire Dragon', 'Black Skull Dragon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Polymerization') });
    // Only Darkfire Dragon's materials are there: it is chosen without a prompt; then the position.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['attack', 'defense'] });
    x = play(x, { type: 'select', option: 'defense' });
    x = settleAll(x);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Darkfire Dragon', faceUp: true, position: 'defense' });
    expect(me(x).graveyard.sort()).toEqual(['Firegrass', 'Petit Dragon', 'Polymerization']);
    expect(me(x).extra).toEqual(['Black Skull Dragon']);
  });

  it('cannot be activated without every named material (three Blue-Eyes for Blue-Eyes Ultimate Dragon)', () => {
    const two = duelOf({ me: { hand: ['Polymerization', 'Blue-Eyes White Dragon', 'Blue-Eyes White Dragon'], extra: ['Blue-Eyes Ultimate Dragon'] } });
    expect(legal(two, 'activate', idOf(two, 'Polymerization'))).toEqual([]);
    const three = duelOf({ me: { hand: ['Polymerization', 'Blue-Eyes White Dragon', 'Blue-Eyes White Dragon'], monsters: [{ card: 'Blue-Eyes White Dragon' }], extra: ['Blue-Eyes Ultimate Dragon'] } });
    const x = settleAll(play(three, { type: 'activate', card: idOf(three, 'Polymerization') }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Blue-Eyes Ultimate Dragon', atk: 4500 });
    expect(me(x).graveyard.filter((n) => n === 'Blue-Eyes White Dragon')).toHaveLength(3);
  });
});

describe('Contact Fusion (a rule Special Summon, like XYZ-Dragon Cannon)', () => {
  it('banishes the named monsters from your field, with no Spell, and only that way', () => {
    const d = scenario({ me: { hand: ['Polymerization'], monsters: [{ card: 'X-Head Cannon' }, { card: 'Celtic Guardian' }], extra: ['Test Cannon'] } });
    // Polymerization cannot make it.
    expect(of(d, 'activate')).toEqual([]);
    const summons = of(d, 'specialSummon', 'rule');
    expect(summons).toHaveLength(2);
    const x = run(d, summons[0]!);
    const mine = engine.summary(x).players[0];
    expect(mine.monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Test Cannon']);
    expect(mine.banished.sort()).toEqual(['Celtic Guardian', 'X-Head Cannon']);
    expect(mine.graveyard).toEqual([]);
    expect(engine.describeAction(d, summons[0]!)).toBe('Special Summon Test Cannon in Attack Position (banish X-Head Cannon + Celtic Guardian)');
  });

  it('"cannot be Special Summoned from the GY": Monster Reborn cannot revive it even when it was properly Summoned', () => {
    const d = scenario({ me: { hand: ['Monster Reborn'], graveyard: ['Test Cannon'] } });
    expect(of(d, 'activate')).toEqual([]);
  });
});

describe('Ritual Summon', () => {
  it('Tributes monsters from hand and field whose Levels total the requirement or more; they are Tributed, not destroyed', () => {
    const d = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier', 'Gaia the Fierce Knight'], monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Black Luster Ritual') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    x = play(x, { type: 'select', ids: [idOf(d, 'Gaia the Fierce Knight')] });
    // 7 of 8: another Tribute is needed.
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.reason).toMatch(/7 of 8/);
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', option: 'attack' });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Black Luster Soldier', atk: 3000 });
    expect(me(x).graveyard.sort()).toEqual(['Black Luster Ritual', 'Celtic Guardian', 'Gaia the Fierce Knight']);
    expect(x.events.filter((e) => e.type === 'tributed')).toHaveLength(2);
    expect(x.events.some((e) => e.type === 'destroyed')).toBe(false);
  });

  it('is not offered when the Levels available fall short, or without the Ritual Monster in hand', () => {
    const short = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier', 'Celtic Guardian'], monsters: [{ card: 'Petit Dragon' }] } });
    expect(legal(short, 'activate', idOf(short, 'Black Luster Ritual'))).toEqual([]);
    const noMonster = duelOf({ me: { hand: ['Black Magic Ritual', 'Black Luster Soldier', 'Gaia the Fierce Knight', 'Celtic Guardian'] } });
    expect(legal(noMonster, 'activate', idOf(noMonster, 'Black Magic Ritual'))).toEqual([]);
  });

  it('a Ritual Monster cannot be Normal Summoned', () => {
    const d = duelOf({ me: { hand: ['Black Luster Soldier'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Black Luster Soldier'))).toEqual([]);
  });
});

describe('Synchro Summon', () => {
  const base = { me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Petit Dragon' }, { card: 'Celtic Guardian' }, { card: 'Test Tuner Two' }], extra: ['Test Synchro Five', 'Test Junk Five'] } };

  it('exactly 1 face-up Tuner and face-up non-Tuners whose Levels sum exactly to its Level; materials go to the Graveyard', () => {
    const d = scenario(base);
    const sets = of(d, 'specialSummon', 'synchro').filter((a) => 'position' in a && a.position === 'attack').map((a) => 'materials' in a ? names(d, a.materials).join('+') : '');
    // Junk Synchron (3) + Petit Dragon (2) = 5 and Test Tuner Two (2) + ... no 3-Level non-Tuner: only the first.
    expect(sets.sort()).toEqual(['Junk Synchron+Petit Dragon', 'Junk Synchron+Petit Dragon'].sort());
    const action = of(d, 'specialSummon', 'synchro').find((a) => a.type === 'specialSummon' && engine.cardName(d, a.card) === 'Test Synchro Five' && a.position === 'defense')!;
    const x = run(d, action);
    const mine = engine.summary(x).players[0];
    expect(mine.monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Celtic Guardian', 'Test Synchro Five', 'Test Tuner Two']);
    expect(mine.monsters.find((m) => m?.name === 'Test Synchro Five')).toMatchObject({ position: 'defense', faceUp: true });
    expect(mine.graveyard.sort()).toEqual(['Junk Synchron', 'Petit Dragon']);
    expect(x.events).toContainEqual({ type: 'specialSummoned', player: 0, card: (action as { card: string }).card, method: 'synchro' });
    expect(engine.describeAction(d, action)).toBe('Synchro Summon Test Synchro Five in Defense Position (materials Junk Synchron + Petit Dragon)');
  });

  it('a wrong Level sum or two Tuners is not offered', () => {
    // Test Tuner Two (2) + Junk Synchron (3) sum to 5 but are two Tuners; Celtic Guardian (4) + a Tuner is 6 or 7.
    const d = scenario({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Test Tuner Two' }, { card: 'Celtic Guardian' }], extra: ['Test Synchro Five'] } });
    expect(of(d, 'specialSummon', 'synchro')).toEqual([]);
    expect(() => run(d, { type: 'specialSummon', card: eid(d, 'Test Synchro Five'), method: 'synchro', materials: [eid(d, 'Junk Synchron'), eid(d, 'Test Tuner Two')] })).toThrow(/not legal materials/);
  });

  it('a face-down monster is not a Synchro Material', () => {
    const d = scenario({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Petit Dragon', faceUp: false, position: 'defense' }], extra: ['Test Synchro Five'] } });
    expect(of(d, 'specialSummon', 'synchro')).toEqual([]);
  });

  it('the Synchro Monster\'s own material requirement ("Junk Synchron" + non-Tuners) is kept', () => {
    const d = scenario({ me: { monsters: [{ card: 'Test Tuner Two' }, { card: 'Baby Dragon' }], extra: ['Test Junk Five', 'Test Synchro Five'] } });
    expect(of(d, 'specialSummon', 'synchro').map((a) => 'card' in a ? engine.cardName(d, a.card) : '')).toEqual(['Test Synchro Five', 'Test Synchro Five']);
  });
});

describe('Xyz Summon', () => {
  it('stacks same-Level face-up monsters under the Xyz Monster as Xyz Materials (no longer on the field); Rank, not Level', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }, { card: 'Petit Dragon' }], extra: ['Gem-Knight Pearl'] } });
    const options = legal(d, 'specialSummon').filter((a) => a.method === 'xyz');
    expect(options).toHaveLength(2);
    const x = play(d, options[0]!);
    const pearl = me(x).monsters.find((m) => m?.name === 'Gem-Knight Pearl');
    expect(pearl).toMatchObject({ materials: ['Celtic Guardian', 'Feral Imp'], atk: 2600 });
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Gem-Knight Pearl', 'Petit Dragon']);
    expect(viewFor(x, 1).players[0].monsters.find((m) => m?.materials.length)?.materials.map((c) => c.name)).toEqual(['Celtic Guardian', 'Feral Imp']);
    // A Rank 4 Xyz Monster is not a Level 4 monster: it and a Level 4 make no second Pearl.
    const y = duelOf({ me: { monsters: [{ card: 'Gem-Knight Pearl', materials: ['Celtic Guardian', 'Feral Imp'] }, { card: 'Celtic Guardian' }], extra: ['Gem-Knight Pearl'] } });
    expect(legal(y, 'specialSummon').filter((a) => a.method === 'xyz')).toEqual([]);
  });

  it('Xyz Materials go to the Graveyard when the Xyz Monster is destroyed', () => {
    const d = duelOf({ me: { hand: ['Raigeki'] }, opp: { monsters: [{ card: 'Gem-Knight Pearl', materials: ['Celtic Guardian', 'Feral Imp'] }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Raigeki') });
    expect(opp(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp', 'Gem-Knight Pearl']);
  });

  it('Xyz Materials stay attached when the Xyz Monster is turned face-down or changes control', () => {
    const d = duelOf({ me: { hand: ['Book of Moon', 'Change of Heart'] }, opp: { monsters: [{ card: 'Gem-Knight Pearl', materials: ['Celtic Guardian', 'Feral Imp'] }] } });
    const faceDown = settleAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon') }));
    expect(opp(faceDown).monsters[0]).toMatchObject({ faceUp: false, materials: ['Celtic Guardian', 'Feral Imp'] });
    const taken = settleAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }));
    expect(me(taken).monsters.find(Boolean)).toMatchObject({ name: 'Gem-Knight Pearl', materials: ['Celtic Guardian', 'Feral Imp'] });
  });

  it('a Token cannot be an Xyz Material', () => {
    const d = scenario({ me: { monsters: [{ card: 'Sheep Token' }, { card: 'Sheep Token' }, { card: 'Test Tuner Two' }], extra: ['Test Rank One'] } });
    expect(of(d, 'specialSummon', 'xyz')).toEqual([]);
    // With two Level 1 monsters beside it, the Token is still left out: one set only.
    const withLevel1 = scenario({ me: { monsters: [{ card: 'Sheep Token' }, { card: 'Kuriboh' }, { card: 'Kuriboh' }], extra: ['Test Rank One'] } });
    const sets = of(withLevel1, 'specialSummon', 'xyz').map((a) => names(withLevel1, (a as { materials?: string[] }).materials).join('+'));
    expect(sets).toEqual(['Kuriboh+Kuriboh', 'Kuriboh+Kuriboh']);
  });

  it('"detach" sends an Xyz Material to the Graveyard as a cost', () => {
    const d = scenario({ me: { monsters: [{ card: 'Test Detacher', materials: ['Celtic Guardian', 'Feral Imp'] }] } });
    const x = settleAll(run(d, { type: 'activate', card: eid(d, 'Test Detacher'), effect: 0 }));
    expect(engine.summary(x).players[0].monsters[0]?.materials).toEqual(['Feral Imp']);
    expect(engine.summary(x).players[0].graveyard).toEqual(['Celtic Guardian']);
    const none = scenario({ me: { monsters: [{ card: 'Test Detacher' }] } });
    expect(of(none, 'activate')).toEqual([]);
  });
});

describe('Pendulum', () => {
  const scales = { pendulum: ['Test Scale One', 'Flash Knight'] as [string, string] };

  it('a Pendulum Monster is activated from the hand into a Pendulum Zone, not one of the 5 Spell & Trap Zones', () => {
    const fullST = Array.from({ length: 5 }, () => ({ card: 'Trap Hole', faceUp: false }));
    const d = scenario({ me: { hand: ['Flash Knight', 'Test Scale One'], spellTraps: fullST } });
    const scale = (card: string): Action => ({ type: 'activate', card, effect: PENDULUM_SCALE });
    expect(of(d, 'activate')).toEqual([scale(eid(d, 'Flash Knight')), scale(eid(d, 'Test Scale One'))]);
    const x = run(d, scale(eid(d, 'Flash Knight')), scale(eid(d, 'Test Scale One')));
    expect(engine.summary(x).players[0].pendulum).toEqual([{ name: 'Flash Knight', faceUp: true }, { name: 'Test Scale One', faceUp: true }]);
    expect(of(x, 'activate')).toEqual([]);
  });

  // Rulebook v9.1 "How to Pendulum Summon": declare it once per turn, then "Special Summon as many
  // monsters as you want from your hand and Extra Deck whose Levels are in between those Pendulum Scales".
  it('Pendulum Summon is one declaration, then the monsters whose Levels are strictly between the Scales are chosen one at a time, once per turn', () => {
    // Scales 1 and 7: Levels 2-6. Celtic Guardian (4) and Baby Dragon (3) fit; Dark Magician (7) and Kuriboh (1) do not.
    const d = scenario({ me: { ...scales, hand: ['Celtic Guardian', 'Baby Dragon', 'Dark Magician', 'Kuriboh'] } });
    const declared = of(d, 'specialSummon', 'pendulum');
    expect(declared).toEqual([{ type: 'specialSummon', method: 'pendulum', card: eid(d, 'Test Scale One') }]);
    let x = run(d, declared[0]!);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [eid(d, 'Celtic Guardian'), eid(d, 'Baby Dragon')] });
    expect(x.flow.prompt).not.toHaveProperty('mayStop');
    expect(() => run(x, { type: 'select', ids: [eid(d, 'Kuriboh')] })).toThrow(/not one of the choices/);
    x = run(x, { type: 'select', ids: [eid(d, 'Celtic Guardian')] });
    // Another, or stop.
    expect(of(x, 'select')).toEqual([{ type: 'select', ids: [eid(d, 'Baby Dragon')] }, { type: 'select', option: 'stop' }]);
    x = run(x, { type: 'select', ids: [eid(d, 'Baby Dragon')] }, { type: 'select', option: 'attack' }, { type: 'select', option: 'defense' });
    const mine = engine.summary(x).players[0];
    expect(mine.monsters.filter(Boolean).map((m) => `${m!.name}:${m!.position}`)).toEqual(['Celtic Guardian:attack', 'Baby Dragon:defense']);
    expect(x.events.filter((e) => e.type === 'specialSummoned')).toHaveLength(2);
    expect(x.players[0].normalSummonUsed).toBe(false);
    const after = settleAll(x);
    expect(of(after, 'specialSummon', 'pendulum')).toEqual([]);
    expect(() => run(after, declared[0]!)).toThrow(/only once per turn/);
  });

  it('the player may stop after any monster: one of two candidates Pendulum Summoned', () => {
    const d = scenario({ me: { ...scales, hand: ['Celtic Guardian', 'Baby Dragon'] } });
    const x = run(d, of(d, 'specialSummon', 'pendulum')[0]!, { type: 'select', ids: [eid(d, 'Baby Dragon')] }, { type: 'select', option: 'stop' }, { type: 'select', option: 'attack' });
    expect(engine.summary(x).players[0].monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Baby Dragon']);
    expect(engine.summary(x).players[0].hand).toEqual(['Celtic Guardian']);
  });

  it('a destroyed Pendulum Monster goes face-up to the Extra Deck, where both players see it, and can be Pendulum Summoned from there', () => {
    const d = scenario({ me: { ...scales, monsters: [{ card: 'Flash Knight' }] }, opp: { hand: ['Raigeki'] }, turnPlayer: 1 });
    const x = settleAll(run(d, { type: 'activate', card: eid(d, 'Raigeki', 1) }));
    const mine = engine.summary(x).players[0];
    expect(mine.graveyard).toEqual([]);
    expect(mine.extra).toEqual(['Flash Knight']);
    expect(engine.viewFor(x, 1).players[0].extra.map((c) => c.name)).toEqual(['Flash Knight']);
    const back = scenario({ me: { ...scales, extra: [{ card: 'Flash Knight', faceUp: true }] } });
    // The lone candidate is chosen without asking: only its position is.
    const y = run(back, of(back, 'specialSummon', 'pendulum')[0]!);
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseOption', reason: 'Pendulum Summon Flash Knight in which position?' });
    expect(engine.summary(run(y, { type: 'select', option: 'defense' })).players[0].monsters[0]).toMatchObject({ name: 'Flash Knight', position: 'defense' });
  });
});

describe('Pendulum Monsters leaving the field', () => {
  it('destroyed in a Pendulum Zone (Heavy Storm), a Pendulum Monster goes face-up to the Extra Deck', () => {
    const d = scenario({ turnPlayer: 1, me: { pendulum: ['Flash Knight', null] }, opp: { hand: ['Heavy Storm'] } });
    const x = settleAll(run(d, { type: 'activate', card: eid(d, 'Heavy Storm', 1) }));
    expect(engine.summary(x).players[0].pendulum).toEqual([null, null]);
    expect(engine.summary(x).players[0].graveyard).toEqual([]);
    expect(engine.summary(x).players[0].extra).toEqual(['Flash Knight']);
    expect(x.faceUpExtra).toEqual([eid(d, 'Flash Knight')]);
  });

  it('used as a Synchro Material, a Pendulum Monster goes face-up to the Extra Deck too; as an Xyz Material it stays under the Xyz Monster', () => {
    const d = scenario({ me: { monsters: [{ card: 'Test Tuner Two' }, { card: 'Baby Dragon' }, { card: 'Flash Knight' }, { card: 'Celtic Guardian' }], extra: ['Test Synchro Five', 'Gem-Knight Pearl'] } });
    // Test Tuner Two (2) + Baby Dragon (3) = 5: Flash Knight (4) fits no Synchro here; it and Celtic Guardian make a Pearl.
    const xyz = of(d, 'specialSummon', 'xyz')[0]!;
    const x = run(d, xyz);
    expect(engine.summary(x).players[0].monsters.find((m) => m?.name === 'Gem-Knight Pearl')?.materials.sort()).toEqual(['Celtic Guardian', 'Flash Knight']);
    // Junk Synchron (3) + Flash Knight (4) = Black Rose Dragon (7).
    const withKnight = scenario({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Flash Knight' }], extra: ['Black Rose Dragon'] } });
    const y = run(withKnight, of(withKnight, 'specialSummon', 'synchro')[0]!);
    expect(engine.summary(y).players[0].graveyard).toEqual(['Junk Synchron']);
    expect(engine.summary(y).players[0].extra).toEqual(['Flash Knight']);
    expect(y.faceUpExtra).toEqual([eid(withKnight, 'Flash Knight')]);
  });
});

describe('"Properly Summoned first"', () => {
  it('Monster Reborn cannot revive a Fusion Monster that went to the Graveyard without being Fusion Summoned', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Darkfire Dragon', properlySummoned: false }] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
    const proper = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Darkfire Dragon'] } });
    expect(legal(proper, 'activate', idOf(proper, 'Monster Reborn'))).toHaveLength(1);
  });

  it('Monster Reborn cannot revive a Synchro Monster that was not Synchro Summoned; once Synchro Summoned and destroyed, it can', () => {
    const d = scenario({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Test Synchro Five', properlySummoned: false }] } });
    expect(of(d, 'activate')).toEqual([]);
    // Synchro Summoned, then destroyed by the opponent's Raigeki: now Monster Reborn may bring it back.
    const summoned = scenario({ me: { hand: ['Monster Reborn'], monsters: [{ card: 'Junk Synchron' }, { card: 'Petit Dragon' }], extra: ['Test Synchro Five'] }, opp: { spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] } });
    const synchro = of(summoned, 'specialSummon', 'synchro')[0]!;
    let x = run(summoned, synchro);
    expect(x.properlySummoned).toContain((synchro as { card: string }).card);
    x = run(x, engine.legalActions(x).find((a) => a.type === 'activate')!);
    x = settleAll(x);
    expect(engine.summary(x).players[0].graveyard).toContain('Test Synchro Five');
    expect(of(x, 'activate').map((a) => engine.cardName(x, (a as { card: string }).card))).toEqual(['Monster Reborn']);
  });
});
