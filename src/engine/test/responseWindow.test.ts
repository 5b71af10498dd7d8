import { describe, expect, it } from 'vitest';
import { summary, viewFor, type Duel } from '..';
import { duelOf, idOf, play } from './dsl';

const set = (card: string) => ({ card, faceUp: false, setThisTurn: false });
const activate = (card: string, effect = 0) => ({ type: 'activate', card, effect }) as const;
const pass = { type: 'pass' } as const;

/** The deciding player's window: its events' words and, per activation, the card's name, what it answers and whether it is its time. */
function windowOf(duel: Duel) {
  const player = summary(duel).deciding!;
  const view = viewFor(duel, player);
  const w = view.window!;
  const name = (id: string) => [...view.players[player].spellTraps, ...view.players[player].monsters].find((s) => s?.card.id === id)?.card;
  return {
    player,
    events: w.events.map((e) => e.text),
    kinds: w.events.map((e) => e.kind),
    activations: w.activations.map((a) => {
      const face = name(a.card);
      return [face && 'name' in face ? face.name : a.card, a.effect, a.answers, a.ownTime];
    }),
  };
}

// Issue 12: the engine says what opened each response window and which activations answer it,
// from the effects' declared conditions, targets and categories, so a view can ask only when it matters.
describe('Response windows: what opened them and what answers it', () => {
  const traps = { spellTraps: [set('Trap Hole'), set('Reinforcements')] };

  it('a Normal Summon opens a window named after the Summon; Trap Hole answers it, Reinforcements does not', () => {
    const d = duelOf({ me: { hand: ['Battle Ox'] }, opp: traps });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Battle Ox'), tributes: [] });
    const w = windowOf(x);
    expect(w.player).toBe(1);
    expect(w.kinds).toEqual(['summon']);
    expect(w.events).toEqual(['Battle Ox was Normal Summoned']);
    expect(viewFor(x, 1).window!.events[0]).toMatchObject({ kind: 'summon', how: 'normal', pending: false, player: 0, card: idOf(d, 'Battle Ox') });
    expect(w.activations).toEqual([
      ['Trap Hole', 0, 0, false],
      ['Reinforcements', 0, null, false],
    ]);
    // Only the deciding player's view carries the window.
    expect(viewFor(x, 0).window).toBeNull();
  });

  it('a Tribute Summon is reported as one, and a Flip Summon as a Flip Summon', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Battle Ox', position: 'defense', faceUp: false }] }, opp: traps });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] });
    expect(windowOf(x).events).toEqual(['Summoned Skull was Tribute Summoned']);
    expect(windowOf(x).activations[0]).toEqual(['Trap Hole', 0, 0, false]);
    const y = play(d, { type: 'flipSummon', card: idOf(d, 'Battle Ox') });
    expect(windowOf(y).events).toEqual(['Battle Ox was Flip Summoned']);
    expect(windowOf(y).activations[0]).toEqual(['Trap Hole', 0, 0, false]);
  });

  it('a bare phase change is a phaseEnd event that nothing answers', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Battle Ox' }] }, opp: traps });
    const x = play(d, { type: 'nextPhase', to: 'battle' });
    const w = windowOf(x);
    expect(w.player).toBe(1);
    expect(w.kinds).toEqual(['phaseEnd']);
    expect(w.events).toEqual(['Main Phase 1 is ending']);
    expect(w.activations).toEqual([['Reinforcements', 0, null, false]]);
  });

  it('an attack declaration: Mirror Force answers it; Reinforcements answers the battle in the Damage Step', () => {
    const d = duelOf({
      phase: 'battle',
      me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] },
      opp: { monsters: [{ card: 'Mystical Elf' }], spellTraps: [set('Mirror Force'), set('Reinforcements')] },
    });
    const x = play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon'), target: idOf(d, 'Mystical Elf', 1) });
    const w = windowOf(x);
    expect(w.events).toEqual(['Blue-Eyes White Dragon attacks Mystical Elf']);
    expect(w.activations).toEqual([
      ['Mirror Force', 0, 0, false],
      ['Reinforcements', 0, null, false],
    ]);
    // Passing: the Damage Step's window before damage calculation; now Reinforcements changes the battle.
    const y = play(x, pass);
    const v = windowOf(y);
    expect(v.player).toBe(1);
    expect(v.events).toEqual(['Damage Step: Blue-Eyes White Dragon attacks Mystical Elf']);
    expect(v.activations).toEqual([['Reinforcements', 0, 0, false]]);
  });

  it("Waboku answers the opponent's attack declaration by what it declares (a rule change for the turn)", () => {
    const d = duelOf({
      phase: 'battle',
      me: { monsters: [{ card: 'Blue-Eyes White Dragon' }], spellTraps: [set('Waboku')] },
      opp: { monsters: [{ card: 'Mystical Elf' }], spellTraps: [set('Waboku'), set('Reinforcements')] },
    });
    const x = play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon'), target: idOf(d, 'Mystical Elf', 1) });
    expect(windowOf(x).activations).toEqual([
      ['Waboku', 0, 0, false],
      ['Reinforcements', 0, null, false],
    ]);
  });

  it('an attack on a face-down monster does not name it', () => {
    const d = duelOf({
      phase: 'battle',
      me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] },
      opp: { monsters: [{ card: 'Mystical Elf', position: 'defense', faceUp: false }], spellTraps: [set('Mirror Force')] },
    });
    const x = play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon'), target: idOf(d, 'Mystical Elf', 1) });
    // The defender knows its own Set monster; the words come from the viewer's side.
    expect(windowOf(x).events).toEqual(['Blue-Eyes White Dragon attacks Mystical Elf']);
    expect(viewFor(x, 0).window).toBeNull();
  });

  it("a Chain Link: anything chained to the opponent's link answers it; a chain to your own link answers nothing unless its condition reads it", () => {
    const d = duelOf({
      me: { hand: ['Heavy Storm'], spellTraps: [set('Reinforcements')], monsters: [{ card: 'Battle Ox' }] },
      opp: { spellTraps: [set('Reinforcements')] },
    });
    const x = play(d, activate(idOf(d, 'Heavy Storm')));
    const w = windowOf(x);
    expect(w.player).toBe(1);
    expect(w.events).toEqual(['Opponent activated Heavy Storm (Chain Link 1)']);
    expect(w.kinds).toEqual(['chainLink']);
    expect(w.activations).toEqual([['Reinforcements', 0, 0, false]]);
    // The opponent passes: the turn player may chain to their own link; nothing there answers it.
    const y = play(x, pass);
    const v = windowOf(y);
    expect(v.player).toBe(0);
    expect(v.events).toEqual(['You activated Heavy Storm (Chain Link 1)']);
    expect(v.activations).toEqual([['Reinforcements', 0, null, false]]);
  });

  it('targets are declared on activation and public: a Chain Link says what it targets, in each player\'s words (a Set card unnamed to the other)', () => {
    const d = duelOf({
      me: { hand: ['Mystical Space Typhoon'] },
      opp: { spellTraps: [set('Waboku')] },
    });
    const chosen = play(play(d, activate(idOf(d, 'Mystical Space Typhoon'))), { type: 'select', ids: [idOf(d, 'Waboku', 1)] });
    const w = windowOf(chosen);
    expect(w.player).toBe(1);
    expect(w.events).toEqual(['Opponent activated Mystical Space Typhoon (Chain Link 1), targeting your Waboku']);
    expect(viewFor(chosen, 1).chain[0]!.targets).toEqual(['your Waboku']);
    expect(viewFor(chosen, 0).chain[0]!.targets).toEqual(["your opponent's Set card"]);
    const logged = (viewer: 0 | 1) => viewFor(chosen, viewer).events.find((e) => e.type === 'activated')!.text;
    expect(logged(0)).toMatch(/^You activated Mystical Space Typhoon \(Chain Link 1\), targeting your opponent's Set card: /);
    expect(logged(1)).toMatch(/^Opponent activated Mystical Space Typhoon \(Chain Link 1\), targeting your Waboku: /);
  });

  it('a Chain Link without targets says nothing of them', () => {
    const d = duelOf({ me: { hand: ['Heavy Storm'] }, opp: { spellTraps: [set('Waboku')] } });
    const x = play(d, activate(idOf(d, 'Heavy Storm')));
    expect(viewFor(x, 1).chain[0]!.targets).toEqual([]);
    expect(windowOf(x).events).toEqual(['Opponent activated Heavy Storm (Chain Link 1)']);
  });

  it("Solemn Judgment answers a Summon while it is being made (its negation window)", () => {
    const d = duelOf({ me: { hand: ['Battle Ox'] }, opp: { spellTraps: [set('Solemn Judgment')] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Battle Ox'), tributes: [] });
    const w = windowOf(x);
    expect(w.events).toEqual(['Opponent is Normal Summoning Battle Ox']);
    expect(viewFor(x, 1).window!.events[0]).toMatchObject({ kind: 'summon', pending: true });
    expect(w.activations).toEqual([['Solemn Judgment', 0, 0, false]]);
  });

  it("a card's own time: Ultimate Offering's effect ('during your opponent's Battle Phase') at each of its windows there", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Battle Ox' }] },
      opp: { hand: ['Celtic Guardian'], spellTraps: [{ card: 'Ultimate Offering', faceUp: true, setThisTurn: false }] },
    });
    const x = play(d, { type: 'nextPhase', to: 'battle' });
    // Main Phase 1 ended without a window (the effect is not usable in the opponent's Main Phase);
    // the Battle Phase's Start Step is the card's time, with nothing to answer.
    const start = windowOf(x);
    expect(start.events).toEqual(['Battle Phase: Start Step is ending']);
    expect(start.activations).toEqual([['Ultimate Offering', 1, null, true]]);
    const attack = play(x, pass, { type: 'attack', card: idOf(d, 'Battle Ox'), target: 'direct' });
    const w = windowOf(attack);
    expect(w.events).toEqual(['Battle Ox attacks directly']);
    expect(w.activations).toEqual([['Ultimate Offering', 1, null, true]]);
  });
});
