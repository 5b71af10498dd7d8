import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, describeAction, legalActions, loadScenario, summary, ScenarioError, type Duel } from '..';
import { FILLER } from './dsl';
import { randomInt, seedRng, shuffle } from '../random';
import { DUEL_VERSION } from '../state';
import { asVersion7, type FlatDuel } from './oldFormats';

const list = (n: number) => Array.from({ length: n }, (_, i) => ['Celtic Guardian', 'Feral Imp', 'Mystical Elf', 'Silver Fang'][i % 4]!);

describe('Preparing to Duel', () => {
  it('shuffle: false keeps the listed order, first entry on top', () => {
    const d = createDuel({ decks: [{ main: ['Dark Magician', ...list(10)] }, { main: list(10) }], seed: 1, shuffle: false, firstPlayer: 0 });
    expect(summary(d).players[0].hand[0]).toBe('Dark Magician');
  });

  it('the same seed shuffles the same way; another seed differently', () => {
    const deck = { main: [...list(36), 'Dark Magician', 'Summoned Skull', 'Blue-Eyes White Dragon', 'Gaia the Fierce Knight'] };
    const hands = (seed: number) => summary(createDuel({ decks: [deck, deck], seed, firstPlayer: 0 })).players[0].hand;
    expect(hands(7)).toEqual(hands(7));
    const all = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => hands(s).join()));
    expect(all.size).toBeGreaterThan(1);
  });

  it('entries may be names or 8-digit passcodes; an unknown card is refused with its position', () => {
    const d = createDuel({ decks: [{ main: ['46986414', ...list(5)] }, { main: list(6) }], seed: 1, shuffle: false });
    expect(summary(d).players[0].hand[0]).toBe('Dark Magician');
    expect(() => createDuel({ decks: [{ main: ['Blue Eyes'] }, { main: list(6) }], seed: 1 })).toThrow('Deck 1, Main Deck card 1: unknown card "Blue Eyes"');
  });

  it('without firstPlayer a coin toss from the seed decides who goes first', () => {
    const first = new Set(Array.from({ length: 20 }, (_, s) => createDuel({ decks: [{ main: list(10) }, { main: list(10) }], seed: s }).turnPlayer));
    expect(first).toEqual(new Set([0, 1]));
  });
});

describe('Seeded generator', () => {
  it('keeps 128 bits of state as four uint32 and is reproducible', () => {
    const s = seedRng(42);
    expect(s).toHaveLength(4);
    expect(s.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
    expect(randomInt(s, 1000)).toEqual(randomInt(seedRng(42), 1000));
  });

  it('Fisher-Yates shuffle is unbiased: every order of 3 cards comes up about equally often', () => {
    let rng = seedRng(3);
    const counts = new Map<string, number>();
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const [out, next] = shuffle(['a', 'b', 'c'], rng);
      rng = next;
      counts.set(out.join(''), (counts.get(out.join('')) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(Math.abs(c - n / 6)).toBeLessThan(n / 6 * 0.05);
  });

  it('randomInt is uniform over a range that does not divide 2^32', () => {
    let rng = seedRng(9);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) {
      const [x, next] = randomInt(rng, 3);
      rng = next;
      counts[x]!++;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
});

describe('Scenarios are untrusted input', () => {
  const base = { players: [{}, {}] } as never;
  it.each([
    ['an unknown card', { players: [{ hand: ['Nope Dragon'] }, {}] }, /player 1 hand 1: unknown card "Nope Dragon"/],
    ['6 monsters', { players: [{ monsters: Array(6).fill({ card: 'Feral Imp' }) }, {}] }, /player 1 monsters may hold at most 5 entries \(there are 5 Monster Zones\)/],
    ['a monster in a Spell & Trap Zone', { players: [{ spellTraps: [{ card: 'Feral Imp' }] }, {}] }, /Feral Imp is a monster/],
    ['a face-down Attack Position monster', { players: [{ monsters: [{ card: 'Feral Imp', faceUp: false }] }, {}] }, /face-down monster is in Defense Position/],
    ['a face-down Token (Tokens are always face-up)', { players: [{ monsters: [{ card: 'Sheep Token', faceUp: false, position: 'defense' }] }, {}] }, /a Token is always face-up/],
    ['a Battle Phase on turn 1', { turn: 1, phase: 'battle', players: [{}, {}] }, /first turn has no Battle Phase/],
    ['an unknown phase', { phase: 'lunch', players: [{}, {}] }, /phase must be one of draw, standby, main1, battle, main2, end \(got "lunch"\)/],
    ['one player only', { players: [{}] }, /two players/],
    ['negative LP', { players: [{ lp: -5 }, {}] }, /player 1 lp must be a whole number from 0 to 1,000,000 \(got -5\)/],
  ])('refuses %s with a clear error', (_what, scenario, message) => {
    expect(() => loadScenario(scenario as never)).toThrow(ScenarioError);
    expect(() => loadScenario(scenario as never)).toThrow(message);
  });

  // Issue 37: each was accepted before (a number that is not whole, out of any sensible range, or
  // not a number at all), and a bad one named no field. scenarioSchema.ts documents the ranges.
  const xyz = (extra: Record<string, unknown>) => ({ players: [{ monsters: [{ card: 'Gem-Knight Pearl', ...extra }] }, {}] });
  it.each<[string, unknown, string]>([
    ['starting LP "abc"', { startLp: 'abc', players: [{}, {}] }, 'startLp must be a whole number from 1 to 1,000,000 (got "abc")'],
    ['starting LP 1e400 (Infinity once parsed)', JSON.parse('{"startLp":1e400,"players":[{},{}]}'), 'startLp must be a whole number from 1 to 1,000,000 (got Infinity)'],
    ['starting LP 0', { startLp: 0, players: [{}, {}] }, 'startLp must be a whole number from 1 to 1,000,000 (got 0)'],
    ['LP 0.5', { players: [{}, { lp: 0.5 }] }, 'player 2 lp must be a whole number from 0 to 1,000,000 (got 0.5)'],
    ['LP 1e300', { players: [{ lp: 1e300 }, {}] }, 'player 1 lp must be a whole number from 0 to 1,000,000 (got 1e+300)'],
    ['LP as text', { players: [{ lp: '8000' }, {}] }, 'player 1 lp must be a whole number from 0 to 1,000,000 (got "8000")'],
    ['a negative seed', { seed: -1, players: [{}, {}] }, 'seed must be a whole number from 0 to 4,294,967,295 (got -1)'],
    ['a seed past 32 bits', { seed: 2 ** 32, players: [{}, {}] }, 'seed must be a whole number from 0 to 4,294,967,295 (got 4294967296)'],
    ['a seed that is not whole', { seed: 1.5, players: [{}, {}] }, 'seed must be a whole number from 0 to 4,294,967,295 (got 1.5)'],
    ['turn 0.5', { turn: 0.5, players: [{}, {}] }, 'turn must be a whole number from 1 to 10,000 (got 0.5)'],
    ['turnPlayer 2', { turnPlayer: 2, players: [{}, {}] }, 'turnPlayer must be 0 or 1 (got 2)'],
    ['negative counters', { players: [{ monsters: [null, { card: 'Feral Imp', counters: -1 }] }, {}] }, 'player 1 Monster Zone 2 counters must be a whole number from 0 to 999 (got -1)'],
    ['counters that are not whole', { players: [{ monsters: [{ card: 'Feral Imp', counters: 1.5 }] }, {}] }, 'player 1 Monster Zone 1 counters must be a whole number from 0 to 999 (got 1.5)'],
    ['Xyz Materials under a Normal Monster', { players: [{ monsters: [{ card: 'Celtic Guardian', materials: ['Feral Imp'] }] }, {}] }, 'player 1 Monster Zone 1 materials: Celtic Guardian is not an Xyz Monster, so it has no Xyz Materials'],
    ['materials that are not a list', xyz({ materials: 'Feral Imp' }), 'player 1 Monster Zone 1 materials must be a list (got "Feral Imp")'],
    ['a position that is neither', { players: [{ monsters: [{ card: 'Feral Imp', position: 'sideways' }] }, {}] }, 'player 1 Monster Zone 1 position must be "attack" or "defense" (got "sideways")'],
    ['faceUp as text', { players: [{ spellTraps: [{ card: 'Dark Hole', faceUp: 'yes' }] }, {}] }, 'player 1 Spell & Trap Zone 1 faceUp must be true or false (got "yes")'],
    ['equippedTo past the Monster Zones', { players: [{ spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 5 }] }, {}] }, 'player 1 Spell & Trap Zone 1 equippedTo must be a whole number from 0 to 4 (got 5)'],
    ['a hand card that is a number', { players: [{ hand: [46986414] }, {}] }, 'player 1 hand 1 must be a card name or passcode (got 46986414)'],
    ['a hand that is not a list', { players: [{ hand: 'Dark Magician' }, {}] }, 'player 1 hand must be a list (got "Dark Magician")'],
    ['a player that is not an object', { players: [{}, 7] }, 'player 2 must be an object (got 7)'],
    ['raw bytes in a card name, shown escaped', { players: [{ hand: ['\u0000\u0001'] }, {}] }, 'player 1 hand 1: unknown card "\\u0000\\u0001"'],
  ])('refuses %s, naming the field', (_what, scenario, message) => {
    expect(() => loadScenario(scenario as never)).toThrow(ScenarioError);
    expect(() => loadScenario(scenario as never)).toThrow(`Bad scenario: ${message}`);
  });

  it('accepts every edge of the documented ranges, and an Xyz Monster with its materials and counters', () => {
    const d = loadScenario({ seed: 0xffffffff, startLp: 1_000_000, turn: 10_000, players: [{ lp: 0, monsters: [{ card: 'Gem-Knight Pearl', counters: 999, materials: ['Feral Imp', 'Feral Imp'] }] }, { lp: 1_000_000 }] } as never);
    expect(summary(d).players[0].monsters[0]).toMatchObject({ name: 'Gem-Knight Pearl', counters: 999, materials: ['Feral Imp', 'Feral Imp'] });
    expect(summary(d).players[1].lp).toBe(1_000_000);
    // A field this version does not know is let through (a later version's field is validated where it is read).
    expect(() => loadScenario({ players: [{ someLaterField: 1 }, {}], anotherOne: 'x' } as never)).not.toThrow();
  });

  it('missing lists are empty and monsters count as placed on an earlier turn', () => {
    const d = loadScenario({ turn: 5, players: [{ monsters: [{ card: 'Feral Imp' }] }, {}] } as never);
    expect(summary(d).players[1]).toMatchObject({ hand: [], deck: 0, graveyard: [] });
    expect(d.players[0].monsters[0]?.placedTurn).toBe(4);
    expect(summary(loadScenario(base)).turn).toBe(1);
  });
});

describe('Duel format versions', () => {
  it('new duels are of the current version; a version 1 duel (before effectsNegated existed) is migrated and played', () => {
    const d = loadScenario({ players: [{ hand: ['Feral Imp'], deck: ['Celtic Guardian'] }, { deck: ['Celtic Guardian'] }] } as never);
    expect(d.version).toBe(DUEL_VERSION);
    const old = JSON.parse(JSON.stringify({ ...asVersion7(d), version: 1, resumeTo: null, responseTo: [], pending: null, replayAttacker: null })) as typeof d;
    const card = old.players[0].hand[0]!;
    const after = applyAction(old, { type: 'normalSummon', card, tributes: [] });
    expect(after.version).toBe(DUEL_VERSION);
    expect('resumeTo' in after).toBe(false);
    expect(summary(after).players[0].monsters[0]).toMatchObject({ name: 'Feral Imp' });
  });

  /**
   * The same duel as version 4 wrote it: the waiting `respondTo`, `choice` and `replay` in `responseTo`,
   * `pending` and `replayAttacker` (and, as before version 6, no `rules`: these duels hold none).
   */
  const asVersion4 = (v5: Duel): Duel => {
    const { next = [], rules: _, ...rest } = asVersion7(v5);
    const respondTo = next.find((c) => c.kind === 'respondTo');
    const choice = next.find((c) => c.kind === 'choice');
    const replay = next.find((c) => c.kind === 'replay');
    const kept = next.filter((c) => c !== respondTo && c !== choice && c !== replay);
    return JSON.parse(JSON.stringify({
      ...rest, version: 4, restrictions: [],
      responseTo: respondTo?.kind === 'respondTo' ? respondTo.events : [],
      pending: choice?.kind === 'choice' ? choice.pending : null,
      replayAttacker: replay?.kind === 'replay' ? replay.attacker : null,
      ...(kept.length > 0 ? { next: kept } : {}),
    })) as Duel;
  };
  /** The same duel as version 2 wrote it: the waiting continuations in `resumeTo`, `summoning` and `attack`. */
  const asVersion2 = (v5: Duel): Duel => {
    const { next = [], ...rest } = asVersion4(v5) as unknown as FlatDuel;
    const to = next.find((c) => c.kind === 'turnTowards');
    const summon = next.find((c) => c.kind === 'summon');
    const attack = next.find((c) => c.kind === 'attack');
    return JSON.parse(JSON.stringify({
      ...rest, version: 2,
      resumeTo: to?.kind === 'turnTowards' ? to.to : null,
      summoning: summon?.kind === 'summon' ? summon.summoning : null,
      attack: attack?.kind === 'attack' ? attack.attack : null,
    })) as Duel;
  };
  /** 300 random legal actions, in words, summaries, events and what waits next. */
  const playOn = (start: Duel): string[] => {
    let duel = start;
    let r = seedRng(99);
    const log: string[] = [];
    for (let i = 0; i < 300 && duel.winner === null; i++) {
      const legal = legalActions(duel);
      const [k, next] = randomInt(r, legal.length);
      r = next;
      log.push(describeAction(duel, legal[k]!));
      duel = applyAction(duel, legal[k]!);
      log.push(JSON.stringify([summary(duel), duel.events, duel.flow.next ?? []]));
    }
    return log;
  };

  it('a version 2 duel waiting to resume its turn after a Chain (resumeTo) is migrated and plays on as the version 3 duel does', () => {
    // Player 2 activates Waboku as Main Phase 1 ends; player 1 may respond: the turn waits to go on to the End Phase.
    let duel: Duel = loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [
        { deck: FILLER(), spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] },
        { deck: FILLER(), spellTraps: [{ card: 'Waboku', faceUp: false }] },
      ],
    });
    duel = applyAction(duel, { type: 'nextPhase', to: 'end' });
    const waboku = legalActions(duel).find((a) => a.type === 'activate');
    expect(waboku).toBeDefined();
    duel = applyAction(duel, waboku!);
    expect(duel.flow.next).toEqual([{ kind: 'turnTowards', to: 'end' }]);
    const v2 = asVersion2(duel);
    expect(v2).toMatchObject({ version: 2, resumeTo: 'end' });
    expect(playOn(v2)).toEqual(playOn(duel));
  });

  it('a version 2 duel with a Summon waiting for its negation window (summoning) is migrated and plays on as the version 3 duel does', () => {
    let duel = loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [
        { deck: FILLER(), hand: ['Feral Imp'] },
        { deck: FILLER(), spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] },
      ],
    });
    duel = applyAction(duel, { type: 'normalSummon', card: duel.players[0].hand[0]!, tributes: [] });
    expect(duel.flow.next).toEqual([{ kind: 'summon', summoning: { player: 0, card: duel.players[0].monsters[0]!.card, how: 'normal' } }]);
    const v2 = asVersion2(duel);
    expect(v2).toMatchObject({ version: 2, summoning: { how: 'normal' } });
    expect(playOn(v2)).toEqual(playOn(duel));
  });

  it('a version 2 duel with an attack waiting for responses (attack) is migrated and plays on as the version 3 duel does', () => {
    let duel = loadScenario({
      turn: 3, turnPlayer: 0, phase: 'battle',
      players: [
        { deck: FILLER(), monsters: [{ card: 'Summoned Skull' }] },
        { deck: FILLER(), monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Waboku', faceUp: false }] },
      ],
    });
    const skull = duel.players[0].monsters[0]!.card;
    duel = applyAction(duel, { type: 'attack', card: skull, target: duel.players[1].monsters[0]!.card });
    expect(duel.flow.next).toEqual([
      { kind: 'attack', attack: expect.objectContaining({ attacker: skull }) },
      { kind: 'respondTo', events: [{ type: 'attackDeclared', attacker: skull, target: duel.players[1].monsters[0]!.card }] },
    ]);
    const v2 = asVersion2(duel);
    expect(v2).toMatchObject({ version: 2, attack: { attacker: skull } });
    expect(playOn(v2)).toEqual(playOn(duel));
  });

  it('a version 3 duel (before faceUpExtra and properlySummoned existed) is read as version 4, migrated and plays on', () => {
    const d = loadScenario({ players: [{ hand: ['Feral Imp'], deck: ['Celtic Guardian'] }, { deck: ['Celtic Guardian'] }] } as never);
    const old = JSON.parse(JSON.stringify({ ...asVersion7(d), version: 3, responseTo: [], pending: null, replayAttacker: null })) as typeof d;
    const after = applyAction(old, { type: 'normalSummon', card: old.players[0].hand[0]!, tributes: [] });
    expect(after.version).toBe(DUEL_VERSION);
    expect(['responseTo', 'pending', 'replayAttacker'].filter((k) => k in after)).toEqual([]);
    expect(summary(after).players[0].monsters[0]).toMatchObject({ name: 'Feral Imp' });
  });

  /** Player 1 attacks with Summoned Skull; player 2 holds Two-Pronged Attack (its targets are chosen one prompt at a time). */
  const twoProngedAttack = (): Duel => {
    const duel = loadScenario({
      turn: 3, turnPlayer: 0, phase: 'battle',
      players: [
        { deck: FILLER(), monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] },
        { deck: FILLER(), monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf' }], spellTraps: [{ card: 'Two-Pronged Attack', faceUp: false }] },
      ],
    });
    return applyAction(duel, { type: 'attack', card: duel.players[0].monsters[0]!.card, target: duel.players[1].monsters[0]!.card });
  };
  const reloaded = (duel: Duel): Duel => JSON.parse(JSON.stringify(duel)) as Duel;

  it('a version 4 duel with a prompt open (pending) is migrated, and the answer goes to the step that asked it, as in the version 5 duel', () => {
    const declared = twoProngedAttack();
    const trap = legalActions(declared).find((a) => a.type === 'activate')!;
    const asking = applyAction(declared, trap);
    expect(asking.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    expect(asking.flow.next).toContainEqual({ kind: 'choice', pending: { step: { kind: 'activate', player: 1, card: trap.type === 'activate' ? trap.card : '', effect: 0 }, answers: [] } });
    const v4 = asVersion4(asking);
    expect(v4).toMatchObject({ version: 4, pending: { step: { kind: 'activate' }, answers: [] } });
    // The first answer is taken by the step: the next prompt asks for the second target.
    const answer = legalActions(v4).find((a) => a.type === 'select')!;
    expect(applyAction(v4, answer).flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    expect(playOn(v4)).toEqual(playOn(asking));
    // Saved and loaded again in the current format, the duel goes on the same way too.
    expect(playOn(reloaded(asking))).toEqual(playOn(asking));
  });

  it('a version 4 duel in a Summon response window (responseTo) is migrated: the window still answers the Summon', () => {
    let duel = loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [
        { deck: FILLER(), hand: ['Celtic Guardian'] },
        { deck: FILLER(), spellTraps: [{ card: 'Trap Hole', faceUp: false }] },
      ],
    });
    const guardian = duel.players[0].hand[0]!;
    duel = applyAction(duel, { type: 'normalSummon', card: guardian, tributes: [] });
    expect(duel.flow.next).toEqual([{ kind: 'respondTo', events: [{ type: 'summoned', player: 0, card: guardian, how: 'normal' }] }]);
    const v4 = asVersion4(duel);
    expect(v4).toMatchObject({ version: 4, responseTo: [{ type: 'summoned', card: guardian }] });
    // Trap Hole answers "when your opponent Normal Summons": only while the window answers the Summon.
    const trapHole = duel.players[1].spellTraps[0]!.card;
    expect(legalActions(v4)).toContainEqual({ type: 'activate', card: trapHole, effect: 0 });
    expect(legalActions({ ...v4, responseTo: [] } as Duel)).not.toContainEqual({ type: 'activate', card: trapHole, effect: 0 });
    expect(playOn(v4)).toEqual(playOn(duel));
  });

  it('a version 4 duel after a replay (replayAttacker) is migrated: the replayed attacker may still declare an attack', () => {
    const declared = twoProngedAttack();
    const [skull, imp] = declared.players[0].monsters.filter((s) => s !== null).map((s) => s.card);
    const [guardian, elf] = declared.players[1].monsters.filter((s) => s !== null).map((s) => s.card);
    let duel = applyAction(declared, legalActions(declared).find((a) => a.type === 'activate')!);
    for (const id of [guardian!, elf!, imp!]) duel = applyAction(duel, { type: 'select', ids: [id] });
    expect(duel.flow.next).toEqual([{ kind: 'replay', attacker: skull }]);
    const v4 = asVersion4(duel);
    expect(v4).toMatchObject({ version: 4, replayAttacker: skull });
    expect(legalActions(v4).filter((a) => a.type === 'attack')).toEqual([{ type: 'attack', card: skull, target: 'direct' }]);
    expect(legalActions({ ...v4, replayAttacker: null } as Duel).filter((a) => a.type === 'attack')).toEqual([]);
    expect(playOn(v4)).toEqual(playOn(duel));
  });

  it('a duel of a later format (or of none) is refused with a message', () => {
    const d = loadScenario({ players: [{ deck: ['Celtic Guardian'] }, { deck: ['Celtic Guardian'] }] } as never);
    expect(() => legalActions({ ...d, version: DUEL_VERSION + 1 } as never)).toThrow(new RegExp(`format version ${DUEL_VERSION + 1}, which this version of duelmat cannot read`));
    expect(() => applyAction({ ...d, version: undefined } as never, { type: 'pass' })).toThrow(/cannot read/);
  });
});
