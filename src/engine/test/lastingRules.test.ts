import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '..';
import type { DuelRule } from '../ruleCodes';
import { CARD_POOL } from '../../cards';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import { duelOf, FILLER, idOf, legal, me, passAll, play } from './dsl';
import { endTurn, toBattle } from './turns';

/*
 * Rules recorded in the duel with their durations (ruleCodes.ts), each as the engine reads it, set up
 * directly (the witness cards' specs play them from the cards: Swords of Revealing Light, Reckless
 * Greed, Spellbinding Circle).
 */
const withRules = (d: Duel, ...rules: DuelRule[]): Duel => ({ ...d, rules });

describe('Skipping a phase', () => {
  // Reckless Greed: "skip your next 2 Draw Phases". A skipped phase does not happen at all: no draw, no
  // window in it; the turn begins with its Standby Phase.
  it('skipDrawPhase: the turn begins with the Standby Phase, and nothing is drawn', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { deck: ['Feral Imp', 'Celtic Guardian'] } });
    const x = endTurn(withRules(d, { code: 'skipDrawPhase', player: 0, lasts: { kind: 'turns', player: 0, count: 1, through: 5 } }));
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0, phase: 'main1' });
    expect(me(x).hand).toEqual([]);
    const turn5 = x.events.slice(x.events.findIndex((e) => e.type === 'turnStarted'));
    expect(turn5.filter((e) => e.type === 'phaseEntered').map((e) => e.type === 'phaseEntered' && e.phase)).toEqual(['standby', 'main1']);
    // Without the rule, the same turn has its Draw Phase.
    const y = endTurn(d);
    expect(me(y).hand).toEqual(['Feral Imp']);
  });

  it("skipDrawPhase applies to its player only, and not after its last turn", () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { deck: ['Feral Imp', 'Celtic Guardian'] } });
    expect(me(endTurn(withRules(d, { code: 'skipDrawPhase', player: 1, lasts: { kind: 'turns', player: 1, count: 1, through: 6 } }))).hand).toEqual(['Feral Imp']);
    expect(me(endTurn(withRules(d, { code: 'skipDrawPhase', player: 0, lasts: { kind: 'turns', player: 0, count: 1, through: 3 } }))).hand).toEqual(['Feral Imp']);
  });
});

describe('"Cannot attack" on one monster, and locks on battle positions', () => {
  // Spellbinding Circle: "It cannot attack or change its Battle position."
  it('cannotAttack: that monster declares no attack; the others do', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    const x = withRules(d, { code: 'cannotAttack', player: 0, card: idOf(d, 'Celtic Guardian'), lasts: { kind: 'thisTurn', turn: 3 } });
    expect(legal(x, 'attack').map((a) => a.card)).toEqual([idOf(d, 'Feral Imp')]);
  });

  // Burst Stream of Destruction: ""Blue-Eyes White Dragon" cannot attack the turn you activate this card."
  it('cannotAttack by name: every monster of that name, on either side, declares no attack; others do', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Feral Imp' }] } });
    const x = withRules(d, { code: 'cannotAttack', player: 0, passcode: '89631139', lasts: { kind: 'thisTurn', turn: 3 } });
    expect([...new Set(legal(x, 'attack').map((a) => a.card))]).toEqual([idOf(d, 'Feral Imp')]);
    const other = withRules(d, { code: 'cannotAttack', player: 0, passcode: '46986414', lasts: { kind: 'thisTurn', turn: 3 } });
    expect(legal(other, 'attack')).toHaveLength(2);
  });

  it('cannotChangePosition: its controller neither changes its position nor Flip Summons it', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'changePosition')).toHaveLength(1);
    expect(legal(d, 'flipSummon')).toHaveLength(1);
    const rule = (card: string): DuelRule => ({ code: 'cannotChangePosition', player: 0, card, lasts: { kind: 'thisTurn', turn: 3 } });
    const x = withRules(d, rule(idOf(d, 'Celtic Guardian')), rule(idOf(d, 'Feral Imp')));
    expect(legal(x, 'changePosition')).toEqual([]);
    expect(legal(x, 'flipSummon')).toEqual([]);
  });

  it('a rule recorded about a card ends when that card leaves the field (it is a new card wherever it goes)', () => {
    const d = duelOf({ me: { hand: ['Fissure'] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const imp = idOf(d, 'Feral Imp', 1);
    const x = withRules(d, { code: 'cannotAttack', player: 1, card: imp, lasts: { kind: 'duel' } }, { code: 'noSummons', player: 1, lasts: { kind: 'duel' } });
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Fissure') }));
    expect(y.rules).toEqual([{ code: 'noSummons', player: 1, lasts: { kind: 'duel' } }]);
  });
});

describe('A Spell that remains on the field for some turns', () => {
  // Swords of Revealing Light: "This card remains on the field for 3 of your opponent's turns."
  it('remainsOnField: destroyed as the End Phase of its last turn begins, and not before', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }], deck: ['Feral Imp', 'Feral Imp'] } });
    const swords = idOf(d, 'Swords of Revealing Light');
    const x = withRules(d, { code: 'remainsOnField', player: 0, card: swords, source: swords, lasts: { kind: 'turns', player: 1, count: 1, through: 4 } });
    expect(legal(toBattle(x), 'attack')).toEqual([]);
    const y = endTurn(x);
    expect(me(y).graveyard).toEqual(['Swords of Revealing Light']);
    expect(y.events).toContainEqual({ type: 'destroyed', card: swords });
    const later = endTurn(withRules(d, { code: 'remainsOnField', player: 0, card: swords, source: swords, lasts: { kind: 'turns', player: 1, count: 2, through: 6 } }));
    expect(me(later).spellTraps[0]).toMatchObject({ name: 'Swords of Revealing Light' });
  });
});

describe('Once per Duel', () => {
  // "You can only use this effect of <name> once per Duel" (Twin-Headed Behemoth, Interdimensional Matter
  // Transporter's era): its use is a rule recorded for the whole Duel, so it outlasts the turn.
  const ONCE: CardDefinition = {
    passcode: '90000301', name: 'Test Once Per Duel', frame: 'effect', attribute: 'LIGHT', monsterType: 'Fairy', level: 4, atk: 1000, def: 1000,
    text: 'Once per Duel: gain 1000 LP.',
    effects: [{ kind: 'ignition', label: 'Gain 1000 LP', declares: ['recover'], oncePerDuel: 'name', resolve: (ctx) => ctx.gainLp(ctx.player, 1000) }],
  };
  const engine = createEngine([...CARD_POOL, ONCE]);
  const start = engine.loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [{ deck: FILLER(), monsters: [{ card: 'Test Once Per Duel' }, { card: 'Test Once Per Duel' }] }, { deck: FILLER() }],
  });
  const [first, second] = [start.players[0].monsters[0]!.card, start.players[0].monsters[1]!.card];
  const activations = (d: Duel) => engine.legalActions(d).filter((a) => a.type === 'activate');

  it('effectUsed: once used, neither copy may use it again this turn, nor in any later turn', () => {
    expect(activations(start)).toHaveLength(2);
    let x = engine.applyAction(start, { type: 'activate', card: first, effect: 0 });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    expect(engine.summary(x).players[0].lp).toBe(9000);
    expect(x.rules).toEqual([{ code: 'effectUsed', player: 0, key: '90000301#0', source: first, lasts: { kind: 'duel' } }]);
    expect(activations(x)).toEqual([]);
    // Two turns later the rule is still there, and the effect still used up.
    let later = x;
    while (later.turn < 5) later = engine.applyAction(later, engine.legalActions(later).find((a) => a.type === 'nextPhase' && a.to === 'end') ?? { type: 'pass' });
    expect(engine.summary(later)).toMatchObject({ turn: 5, phase: 'main1' });
    expect(later.rules).toEqual(x.rules);
    expect(activations(later)).toEqual([]);
    expect(activations({ ...later, rules: [] })).toContainEqual({ type: 'activate', card: second, effect: 0 });
  });
});

describe('A rule barring activations bars Trigger and Flip effects too', () => {
  // Royal Command: "Flip monsters' effects cannot be activated" (rule code barsActivation, asked by
  // triggers.ts collectTriggers as well as by the activation scan).
  it('barsActivation: a Flip effect set off by a Flip Summon is not activated', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { spellTraps: [{ card: 'Royal Command', faceUp: true }], monsters: [{ card: 'Summoned Skull' }] },
      opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Man-Eater Bug', 1) }));
    expect(x.events.some((e) => e.type === 'activated')).toBe(false);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });
});
