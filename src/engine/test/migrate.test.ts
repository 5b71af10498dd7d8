import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, legalActions, viewFor, type Duel } from '..';
import { PRESET_DECKS } from '../../cards/decks';
import { randomInt, seedRng } from '../random';
import { migrateDuel } from '../migrate';
import { DUEL_VERSION } from '../state';
import { duelOf, idOf, legal, play } from './dsl';
import { asVersion7 } from './oldFormats';

/** A seeded choice among n (the engine's own generator: no luck in the test). */
function seededPick(seed: number): (n: number) => number {
  let rng = seedRng(seed);
  return (n) => {
    const [k, next] = randomInt(rng, n);
    rng = next;
    return k;
  };
}

/** The same duel as version 5 wrote it: its rules as `restrictions`, each lasting the turn it names. */
function asVersion5(duel: Duel): Duel {
  const { rules, ...rest } = asVersion7(duel);
  const restrictions = rules.map((r) => ({
    restriction: r.code, player: r.player, turn: r.lasts.kind === 'thisTurn' ? r.lasts.turn : -1,
    ...(r.card !== undefined ? { card: r.card } : {}), ...(r.passcode !== undefined ? { passcode: r.passcode } : {}),
  }));
  return JSON.parse(JSON.stringify({ ...rest, version: 5, restrictions })) as Duel;
}

describe('Duel format version 6: rules with durations (migrate.ts)', () => {
  it("a version 5 duel's rule changes for the turn (restrictions) become rules lasting this turn, and still apply", () => {
    // Threatening Roar resolved in player 1's Battle Phase: player 1 cannot declare an attack this turn.
    const d = duelOf({ turnPlayer: 1, opp: { monsters: [{ card: 'Summoned Skull' }] }, me: { spellTraps: [{ card: 'Threatening Roar', faceUp: false }] } });
    const roared = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: idOf(d, 'Threatening Roar') });
    expect(roared.rules).toMatchObject([{ code: 'noAttackDeclarations', player: 1, lasts: { kind: 'thisTurn', turn: 3 } }]);
    const v5 = asVersion5(roared);
    expect(v5).toMatchObject({ version: 5, restrictions: [{ restriction: 'noAttackDeclarations', player: 1, turn: 3 }] });
    const migrated = migrateDuel(v5);
    expect(migrated.version).toBe(DUEL_VERSION);
    expect('restrictions' in migrated).toBe(false);
    expect(migrated.rules).toEqual([{ code: 'noAttackDeclarations', player: 1, lasts: { kind: 'thisTurn', turn: 3 } }]);
    expect(legalActions(v5).filter((a) => a.type === 'attack')).toEqual([]);
    expect(legalActions(v5)).toEqual(legalActions(roared));
  });

  it("a version 5 rule about a name (Sangan's search: no activations of that name this turn) keeps its name", () => {
    const d = duelOf({ me: { hand: ['Dark Hole', 'Sangan'], monsters: [{ card: 'Sangan' }], deck: ['Feral Imp', 'Celtic Guardian'] } });
    const searched = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    const choose = legal(searched, 'select')[0]!;
    const after = applyAction(searched, choose);
    expect(after.rules).toMatchObject([{ code: 'noActivationsOfName', player: 0, lasts: { kind: 'thisTurn' } }]);
    const migrated = migrateDuel(asVersion5(after));
    expect(migrated.rules).toEqual([{ code: 'noActivationsOfName', player: 0, passcode: after.rules[0]!.passcode, lasts: after.rules[0]!.lasts }]);
  });

  it("a version 5 delayed effect waiting this turn (a 'delayed' mark) becomes an 'awaits' rule lasting this turn", () => {
    const d = duelOf({ me: { hand: ['Last Will'] } });
    const will = idOf(d, 'Last Will');
    const v5 = JSON.parse(JSON.stringify({ ...asVersion5(d), marks: [{ mark: 'delayed', player: 0, turn: 3, key: `${will}#laterThisTurn` }, { mark: 'summoned', player: 0, turn: 3, key: will }] })) as Duel;
    const migrated = migrateDuel(v5);
    expect(migrated.rules).toEqual([{ code: 'awaits', player: 0, key: `${will}#laterThisTurn`, source: will, lasts: { kind: 'thisTurn', turn: 3 } }]);
    expect(migrated.marks).toEqual([{ mark: 'summoned', player: 0, turn: 3, key: will }]);
  });

  it('a version 5 duel holding a rule change this engine does not know is refused with a message', () => {
    const d = asVersion5(duelOf({}));
    const bad = { ...d, restrictions: [{ restriction: 'noFun', player: 0, turn: 3 }] } as unknown as Duel;
    expect(() => migrateDuel(bad)).toThrow(/unknown rule change "noFun"/);
  });
});

describe('Duel format version 7: the veil keeps hidden epochs by owner and serial (migrate.ts, veil.ts)', () => {
  /** The same duel as version 6 wrote it: the veil's epochs as a record by card id. */
  function asVersion6(duel: Duel): Duel {
    const veil = duel.veil!;
    const epochs: Record<string, number> = {};
    veil.epochs.forEach((list, owner) => list.forEach((epoch, serial) => { if (epoch > 0) epochs[`${owner}:${serial}`] = epoch; }));
    return JSON.parse(JSON.stringify({ ...asVersion7(duel), version: 6, veil: { salt: veil.salt, epochs } })) as Duel;
  }

  it("a version 6 duel's veil is read by owner and serial, and every view names its hidden cards as before", () => {
    // A played duel: cards drawn, Set and shuffled have become hidden anew, some more than once.
    let d = createDuel({ decks: [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }], seed: 7 });
    const pick = seededPick(7);
    for (let i = 0; i < 60 && d.winner === null; i++) {
      const legalNow = legalActions(d);
      d = applyAction(d, legalNow[pick(legalNow.length)]!);
    }
    expect(d.veil!.epochs.flat().some((e) => e > 1)).toBe(true);
    const v6 = asVersion6(d);
    expect(Object.keys(v6.veil!.epochs).length).toBeGreaterThan(10);
    const migrated = migrateDuel(v6);
    expect(migrated.version).toBe(DUEL_VERSION);
    expect(migrated.veil!.epochs.map((l) => l.map((e) => e ?? 0))).toEqual(d.veil!.epochs.map((l) => l.map((e) => e ?? 0)));
    for (const viewer of [0, 1] as const) expect(viewFor(v6, viewer)).toEqual(viewFor(d, viewer));
  });

  it('a version 6 veil naming a card that is not "<owner>:<serial>" is refused with a message', () => {
    const v6 = asVersion6(duelOf({}));
    const bad = { ...v6, veil: { ...v6.veil!, epochs: { joker: 1 } } } as unknown as Duel;
    expect(() => migrateDuel(bad)).toThrow(/veil names a card "joker"/);
  });
});

describe('Duel format version 8: what the duel waits for in one record, `flow` (migrate.ts, state.ts DuelFlow)', () => {
  const json = (d: unknown): unknown => JSON.parse(JSON.stringify(d));

  it('a version 7 duel with a Chain, a prompt open and a waiting attack is gathered into one flow record and plays on the same', () => {
    // Summoned Skull attacks; Two-Pronged Attack answers it, and asks for its first target.
    const d = duelOf({ turnPlayer: 0, phase: 'battle', me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf' }], spellTraps: [{ card: 'Two-Pronged Attack', faceUp: false }] } });
    const declared = play(d, { type: 'attack', card: d.players[0].monsters[0]!.card, target: d.players[1].monsters[0]!.card });
    const asking = applyAction(declared, legal(declared, 'activate')[0]!);
    expect(asking.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    expect(asking.flow.next?.map((c) => c.kind)).toEqual(['attack', 'respondTo', 'choice']);
    const v7 = asVersion7(asking);
    expect(v7).toMatchObject({ version: 7, prompt: { kind: 'chooseCard' }, next: [{ kind: 'attack' }, { kind: 'respondTo' }, { kind: 'choice' }] });
    expect('flow' in v7).toBe(false);
    const migrated = migrateDuel(v7 as unknown as Duel);
    expect(json(migrated)).toEqual(json(asking));
    expect(Object.keys(migrated.flow)).toEqual(['turnState', 'window', 'prompt', 'chain', 'triggerQueue', 'next']);
    for (const viewer of [0, 1] as const) expect(viewFor(v7 as unknown as Duel, viewer)).toEqual(viewFor(asking, viewer));
    const answer = legal(asking, 'select')[0]!;
    expect(json(applyAction(v7 as unknown as Duel, answer))).toEqual(json(applyAction(asking, answer)));
  });

  it('every state of seeded random duels survives the trip to version 7 and back unchanged (a duel at rest keeps no `next` when nothing waits)', () => {
    let checked = 0;
    for (const seed of [3, 4]) {
      let d = createDuel({ decks: [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }], seed });
      const pick = seededPick(seed);
      for (let i = 0; i < 150 && d.winner === null; i++) {
        const back = migrateDuel(asVersion7(d) as unknown as Duel);
        expect(json(back)).toEqual(json(d));
        if (!d.flow.next) expect('next' in back.flow).toBe(false);
        checked++;
        const legalNow = legalActions(d);
        d = applyAction(d, legalNow[pick(legalNow.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('a version 7 duel at the start (nothing waiting) and a version 2 duel both arrive with a complete flow record', () => {
    const d = duelOf({});
    const v7 = asVersion7(d);
    expect(migrateDuel(v7 as unknown as Duel).flow).toEqual({ turnState: v7.turnState, window: null, prompt: null, chain: [], triggerQueue: [] });
    const v2 = json({ ...v7, version: 2, resumeTo: null, summoning: null, attack: null, responseTo: [], pending: null, replayAttacker: null }) as Duel;
    const migrated = migrateDuel(v2);
    expect(migrated.version).toBe(DUEL_VERSION);
    expect(['turnState', 'window', 'prompt', 'chain', 'triggerQueue', 'resumeTo', 'pending'].filter((k) => k in migrated)).toEqual([]);
    expect(migrated.flow).toMatchObject({ window: null, prompt: null, chain: [], triggerQueue: [] });
  });
});
