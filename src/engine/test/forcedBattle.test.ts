import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';

/*
 * A battle started by a card effect outside the Battle Phase (rule code `forcedBattle`; Last Turn: "your opponent ...
 * Special Summons 1 monster ... and attacks your selected monster"). Once the Chain that recorded it is over, the turn
 * player's monster battles the other player's, in whatever phase it is: a Damage Step played as a Battle Phase's (its
 * windows, damage calculation, destruction by battle), then the turn goes back to where it was. Made-up cards, so the
 * rule is tested apart from any real card.
 */
const challenge = (label: string): CardDefinition['effects'] => [{
  kind: 'activation', label,
  resolve: (ctx) => {
    const mine = ctx.monsters('mine')[0];
    const theirs = ctx.monsters('theirs')[0];
    if (mine !== undefined && theirs !== undefined) ctx.applyRule('forcedBattle', { player: ctx.opponent, card: theirs, key: mine }, 'thisTurn');
  },
}];
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  { passcode: '90000002', name: 'Test Giant', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 2000, def: 1000, text: 'A test monster.' },
  { passcode: '90000021', name: 'Test Challenge', frame: 'trap', subtype: ['normal'], text: 'Your opponent\'s first monster attacks your first monster.', effects: challenge('Start a battle') },
  {
    passcode: '90000022', name: 'Test Cheer', frame: 'trap', subtype: ['normal'], text: 'Gain 300 LP. Also in the Damage Step.',
    effects: [{ kind: 'activation', label: 'Gain 300 LP', damageStep: true, declares: ['recover'], resolve: (ctx) => ctx.gainLp(ctx.player, 300) }],
  },
  {
    passcode: '90000003', name: 'Test Watcher', frame: 'effect', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 100, def: 100,
    text: 'During each End Phase: its controller wins the Duel.',
    effects: [{ kind: 'trigger', label: 'Win the Duel', when: (_ctx, e) => e.type === 'phaseEntered' && e.phase === 'end', resolve: (ctx) => ctx.winDuel(ctx.player) }],
  },
];
const engine = createEngine(POOL);
const DECK = Array.from({ length: 10 }, () => 'Test Soldier');
const idOf = (d: Duel, name: string, owner: 0 | 1): string => Object.values(d.cards).find((c) => c.owner === owner && engine.cardName(d, c.id) === name)!.id;

/** Player 1's turn, Main Phase 1: their Test Giant; player 2 (LP 1000) has a Test Soldier and the Set Trap(s). */
function duel(traps: string[] = ['Test Challenge'], phase: 'main1' | 'standby' = 'main1'): Duel {
  return engine.loadScenario({
    turn: 3, turnPlayer: 0, phase,
    players: [
      { deck: DECK, monsters: [{ card: 'Test Giant', position: 'attack' }] },
      { lp: 4000, deck: DECK, monsters: [{ card: 'Test Soldier', position: 'attack' }], spellTraps: traps.map((card) => ({ card, faceUp: false })) },
    ],
  });
}

/** Player 1 moves towards `to`; player 2 activates Test Challenge in the phase-end window; both let it resolve. */
function challengeOn(d0: Duel, to: 'battle' | 'end' = 'battle'): Duel {
  let d = engine.applyAction(d0, { type: 'nextPhase', to });
  expect(d.flow.window).toMatchObject({ kind: 'phaseEnd', player: 1 });
  d = engine.applyAction(d, { type: 'activate', card: idOf(d, 'Test Challenge', 1) });
  // Passed until the battle's Damage Step, where a test may stop (a window opens there only for a card that may be activated).
  while (d.flow.window && engine.summary(d).step !== 'damage') d = engine.applyAction(d, { type: 'pass' });
  return d;
}

describe('forcedBattle: a battle started by a card effect outside the Battle Phase', () => {
  it('the monsters battle once the Chain is over: damage calculation, destruction by battle, battle damage', () => {
    const d = challengeOn(duel(), 'battle');
    const s = engine.summary(d);
    expect(s.players[1].graveyard).toContain('Test Soldier');
    expect(s.players[1].monsters.every((m) => m === null)).toBe(true);
    expect(s.players[1].lp).toBe(3500);
    expect(s.players[0].monsters[0]).toMatchObject({ name: 'Test Giant' });
    expect(d.events.some((e) => e.type === 'destroyedByBattle')).toBe(true);
  });

  it('the turn goes back where it was and on: the phase change the Chain interrupted is made after the battle', () => {
    // Player 1 was going to the Battle Phase: after the battle they are there, their Giant having attacked.
    const d = challengeOn(duel([...['Test Challenge']]), 'battle');
    expect(engine.summary(d)).toMatchObject({ phase: 'battle', step: 'battle', deciding: 0 });
    expect(engine.legalActions(d).some((a) => a.type === 'attack')).toBe(false);
    // Ending the turn from Main Phase 1: after the battle the turn ends (the next player's turn), no Battle Phase between.
    const e = challengeOn(duel(), 'end');
    expect(engine.summary(e)).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(engine.summary(e).players[1].lp).toBe(3500);
  });

  it('the phase change waiting is made once: what begins with the phase it reaches still happens in that turn', () => {
    // Player 2's Test Watcher wins them the Duel during the End Phase of the turn the battle happened in.
    const d = challengeOn(engine.loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [
        { deck: DECK, monsters: [{ card: 'Test Giant', position: 'attack' }] },
        { lp: 4000, deck: DECK, monsters: [{ card: 'Test Soldier', position: 'attack' }, { card: 'Test Watcher', position: 'defense' }], spellTraps: [{ card: 'Test Challenge', faceUp: false }] },
      ],
    }), 'end');
    const s = engine.summary(d);
    expect(s.players[1].lp).toBe(3500);
    expect(s).toMatchObject({ turn: 3, phase: 'end', winner: 1 });
  });

  it('stays in the phase it started in when nothing was waiting (Main Phase 1), the Battle Phase still to come', () => {
    let d = engine.loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [
        { deck: DECK, hand: ['Test Soldier'], monsters: [{ card: 'Test Giant', position: 'attack' }] },
        { lp: 4000, deck: DECK, monsters: [{ card: 'Test Soldier', position: 'attack' }], spellTraps: [{ card: 'Test Challenge', faceUp: false }] },
      ],
    });
    // Player 1 Normal Summons; player 2 answers the Summon with Test Challenge.
    const summon = engine.legalActions(d).find((a) => a.type === 'normalSummon' && a.card === idOf(d, 'Test Soldier', 0))!;
    d = engine.applyAction(d, summon);
    expect(d.flow.window?.player).toBe(1);
    d = engine.applyAction(d, { type: 'activate', card: idOf(d, 'Test Challenge', 1) });
    while (d.flow.window) d = engine.applyAction(d, { type: 'pass' });
    expect(engine.summary(d).players[1].lp).toBe(3500);
    expect(engine.summary(d)).toMatchObject({ phase: 'main1', step: null, deciding: 0 });
    // The Battle Phase of this turn is still to come; the Giant has attacked this turn, the Soldier Summoned has not.
    d = engine.applyAction(d, { type: 'nextPhase', to: 'battle' });
    expect(engine.summary(d)).toMatchObject({ phase: 'battle' });
    const attackers = engine.legalActions(d).filter((a) => a.type === 'attack').map((a) => (a as { card: string }).card);
    expect(attackers).not.toContain(idOf(d, 'Test Giant', 0));
    expect(attackers).toContain(idOf(d, 'Test Soldier', 0));
  });

  it('its Damage Step has the Damage Step\'s windows: a card allowed there may be activated, then the battle goes on', () => {
    let d = challengeOn(duel(['Test Challenge', 'Test Cheer']), 'battle');
    // The window before damage calculation is open to player 2 (the turn player passes it to them).
    expect(engine.summary(d)).toMatchObject({ phase: 'battle', step: 'damage' });
    expect(d.flow.window?.player).toBe(1);
    d = engine.applyAction(d, { type: 'activate', card: idOf(d, 'Test Cheer', 1) });
    while (d.flow.window) d = engine.applyAction(d, { type: 'pass' });
    const s = engine.summary(d);
    expect(s.players[1].lp).toBe(4000 + 300 - 500);
    expect(s.players[1].graveyard).toContain('Test Soldier');
    expect(s).toMatchObject({ phase: 'battle', step: 'battle', deciding: 0 });
  });

  it('ends doing nothing when a monster it names is no longer on the field as the Chain ends', () => {
    // A made-up duel where the rule names a monster that has gone: recorded by hand, then a Chain ends.
    let d = duel();
    const giant = idOf(d, 'Test Giant', 0);
    d = { ...d, rules: [...d.rules, { code: 'forcedBattle', player: 0, card: giant, key: 'nobody', lasts: { kind: 'thisTurn', turn: 3 } }] };
    d = challengeOn(d, 'battle'); // its own rule meets Test Challenge's: the first (the gone target) ends doing nothing
    expect(engine.summary(d).players[1].lp).toBe(3500);
    expect(d.rules.some((r) => r.code === 'forcedBattle')).toBe(false);
  });

  it('a duel read back from JSON in the middle of the battle goes on the same way', () => {
    const d = challengeOn(duel(['Test Challenge', 'Test Cheer']), 'battle');
    const back = JSON.parse(JSON.stringify(d)) as Duel;
    let a = d;
    let b = back;
    while (a.flow.window) a = engine.applyAction(a, { type: 'pass' });
    while (b.flow.window) b = engine.applyAction(b, { type: 'pass' });
    expect(engine.summary(b)).toEqual(engine.summary(a));
    expect(engine.summary(a)).toMatchObject({ phase: 'battle', step: 'battle' });
  });
});
