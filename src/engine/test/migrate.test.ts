import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, legalActions, viewFor, type Duel } from '..';
import { PRESET_DECKS } from '../../cards/decks';
import { randomInt, seedRng } from '../random';
import { migrateDuel } from '../migrate';
import { DUEL_VERSION } from '../state';
import { duelOf, idOf, legal, play } from './dsl';

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
  const { rules, ...rest } = duel;
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
    return JSON.parse(JSON.stringify({ ...duel, version: 6, veil: { salt: veil.salt, epochs } })) as Duel;
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
