import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Duel } from '..';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from './dsl';
import { keepingSecrets } from '../secrets';

/*
 * Rulebook v9.1 "Turn Player's Priority": after something happens, the turn player may act first, then
 * priority passes to the opponent. Cards whose condition is battle damage or a destruction ("When you take
 * battle damage": Damage Gate; "When a monster you control is destroyed": Soul Rope) are answered in a
 * window opened after that event (chain.ts awaitsAnswer): after damage calculation in the Damage Step for
 * battle damage; once the Chain that destroyed the monster is over, outside the Damage Step, for a
 * destruction. The windows open only when a player could answer: no empty stops.
 */
/** Passes the windows open until `done` holds (or none is open). */
function passUntil(duel: Duel, done: (d: Duel) => boolean): Duel {
  let d = duel;
  while (d.flow.window && !done(d)) d = play(d, { type: 'pass' });
  return d;
}

describe('a response window after battle damage or a destruction', () => {
  const attackedDirectly = (gy: string[], hand: string[] = []) => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Damage Gate', faceUp: false }], graveyard: gy, hand },
      opp: { monsters: [{ card: 'Dark Magician' }] },
    });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Dark Magician', 1), target: 'direct' });
    return { d, x: passUntil(x, (y) => me(y).lp < 8000) };
  };

  it('after damage calculation, the player who took battle damage may answer it, in the Damage Step', () => {
    const { d, x } = attackedDirectly(['Summoned Skull']);
    expect(me(x).lp).toBe(8000 - 2500);
    // passAll stopped nowhere before damage: the Trap had nothing to answer; now the window is mine.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    expect(legal(x, 'activate', idOf(d, 'Damage Gate'))).toHaveLength(1);
    // The window says what it answers, and that the Trap answers it (the mat's Auto mode asks then).
    const win = viewFor(x, 0).window!;
    expect(win.events.find((e) => e.kind === 'battleDamage')).toMatchObject({ kind: 'battleDamage', player: 0, amount: 2500, text: 'You took 2500 battle damage' });
    expect(win.activations.find((a) => a.card === idOf(d, 'Damage Gate'))?.answers).not.toBeNull();
    let y = play(x, { type: 'activate', card: idOf(d, 'Damage Gate') });
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    y = passAll(play(y, { type: 'select', option: 'attack' }));
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    // The attack went on to its end: back in the Battle Step.
    expect(y.flow.window).toBeNull();
    expect(legalActions(y).some((a) => a.type === 'nextPhase')).toBe(true);
  });

  it('no window when no card could answer the damage (no monster in the Graveyard with that little ATK)', () => {
    const { x } = attackedDirectly(['Blue-Eyes White Dragon']);
    expect(me(x).lp).toBe(8000 - 2500);
    expect(x.flow.window).toBeNull();
  });

  it('in a duel keeping secrets, the window opens for a player holding a hidden card, whatever it is', () => {
    const d = keepingSecrets(duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Damage Gate', faceUp: false }], graveyard: ['Blue-Eyes White Dragon'] },
      opp: { monsters: [{ card: 'Dark Magician' }] },
    }));
    let x = passAll(passWindows(play(d, { type: 'nextPhase', to: 'battle' })));
    x = play(x, { type: 'attack', card: idOf(d, 'Dark Magician', 1), target: 'direct' });
    let stops = 0;
    while (x.flow.window && me(x).lp === 8000) {
      x = play(x, { type: 'pass' });
      stops++;
    }
    expect(me(x).lp).toBe(8000 - 2500);
    expect(stops).toBeGreaterThan(0);
    expect(x.flow.window).not.toBeNull();
    expect(legal(x, 'activate', idOf(d, 'Damage Gate'))).toEqual([]);
  });

  const destroyedByDarkHole = (deck: string[], oppMonsters = [{ card: 'Celtic Guardian' }]) => {
    const d = duelOf({
      me: { hand: ['Dark Hole'], monsters: [{ card: 'Kuriboh' }] },
      opp: { spellTraps: [{ card: 'Soul Rope', faceUp: false }], monsters: oppMonsters, deck },
    });
    return { d, x: passUntil(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }), (y) => y.flow.chain.length === 0) };
  };

  it('once the Chain that destroyed a monster is over, its controller may answer the destruction', () => {
    const { d, x } = destroyedByDarkHole(['Mystical Elf', 'Blue-Eyes White Dragon']);
    expect(opp(x).graveyard).toContain('Celtic Guardian');
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    const win = viewFor(x, 1).window!;
    expect(win.events.map((e) => e.text)).toEqual(['Kuriboh was destroyed', 'Celtic Guardian was destroyed']);
    expect(win.events[1]).toMatchObject({ kind: 'destroyed', player: 1 });
    expect(win.activations.find((a) => a.card === idOf(d, 'Soul Rope', 1))?.answers).not.toBeNull();
    let y = passAll(play(x, { type: 'activate', card: idOf(d, 'Soul Rope', 1) }));
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] });
    if (y.flow.prompt?.kind === 'chooseOption') y = play(y, { type: 'select', option: 'attack' });
    y = passAll(y);
    expect(opp(y).lp).toBe(7000);
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Mystical Elf' });
  });

  it('no window when no card could answer the destruction (no Level 4 monster in the Deck), and none without a destruction', () => {
    const { x } = destroyedByDarkHole(['Blue-Eyes White Dragon']);
    expect(opp(x).graveyard).toContain('Celtic Guardian');
    expect(x.flow.window).toBeNull();
    const { x: empty } = destroyedByDarkHole(['Mystical Elf'], []);
    expect(empty.flow.window).toBeNull();
  });

  it("whether the window opens does not depend on whether the opponent's hidden card could answer: the turn player is asked alike", () => {
    // The turn player holds a Set Mystical Space Typhoon (something to activate); the opponent's Set Soul Rope can or cannot answer.
    const after = (deck: string[]) => {
      const d = duelOf({
        me: { hand: ['Dark Hole'], monsters: [{ card: 'Kuriboh' }], spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] },
        opp: { spellTraps: [{ card: 'Soul Rope', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }], deck },
      });
      return passUntil(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }), (y) => y.flow.chain.length === 0);
    };
    const answerable = after(['Mystical Elf']);
    const unanswerable = after(['Blue-Eyes White Dragon']);
    expect(answerable.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    expect(unanswerable.flow.window).toEqual(answerable.flow.window);
    expect(viewFor(unanswerable, 0).window?.events).toEqual(viewFor(answerable, 0).window?.events);
  });

  it('the destruction may be answered by chaining to the Trigger effects it set off', () => {
    const d = duelOf({
      me: { hand: ['Dark Hole'], monsters: [{ card: 'Kuriboh' }] },
      opp: { spellTraps: [{ card: 'Soul Rope', faceUp: false }], monsters: [{ card: 'Sangan' }], deck: ['Mystical Elf', 'Celtic Guardian'] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    // Sangan's Trigger went on a Chain first; Soul Rope may be chained to it.
    expect(x.flow.chain.map((l) => l.card)).toEqual([idOf(d, 'Sangan', 1)]);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(legal(x, 'activate', idOf(d, 'Soul Rope', 1))).toHaveLength(1);
  });

  it('not in the Damage Step: a monster destroyed by battle opens no window', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Dark Magician' }] },
      opp: { spellTraps: [{ card: 'Soul Rope', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }], deck: ['Mystical Elf'] },
    });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Dark Magician'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).graveyard).toContain('Celtic Guardian');
    expect(x.flow.window).toBeNull();
    expect(legal(x, 'activate', idOf(d, 'Soul Rope', 1))).toEqual([]);
  });
});
