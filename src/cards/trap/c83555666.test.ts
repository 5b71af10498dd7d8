import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Ring of Destruction, today: "During your opponent's turn: Target 1 face-up monster your opponent
 * controls whose ATK is less than or equal to their LP; destroy that face-up monster, and if you do,
 * take damage equal to its original ATK, then inflict damage to your opponent, equal to the damage
 * you took. You can only activate 1 "Ring of Destruction" per turn."
 */
const onTheirTurn = (opts: { myLp?: number; oppLp?: number; oppMonsters?: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[]; rings?: number; format?: 'goat' } = {}) =>
  duelOf({
    ...(opts.format && { format: opts.format }),
    turnPlayer: 1,
    me: { lp: opts.myLp ?? 8000, monsters: [{ card: 'Feral Imp' }], spellTraps: Array.from({ length: opts.rings ?? 1 }, () => ({ card: 'Ring of Destruction', faceUp: false })) },
    opp: { lp: opts.oppLp ?? 8000, monsters: opts.oppMonsters ?? [{ card: 'Dark Magician' }] },
  });

describe('Ring of Destruction (today)', () => {
  it("destroys an opponent's face-up monster; you take its original ATK, then they take the same", () => {
    const d = onTheirTurn();
    const ring = idOf(d, 'Ring of Destruction');
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: ring }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] }));
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
    expect([me(x).lp, opp(x).lp]).toEqual([8000 - 2500, 8000 - 2500]);
  });

  it('not on your own turn', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Ring of Destruction', faceUp: false }] }, opp: { monsters: [{ card: 'Dark Magician' }] } });
    expect(legal(d, 'activate', idOf(d, 'Ring of Destruction'))).toHaveLength(0);
  });

  it("only the opponent's face-up monsters whose ATK is at most the opponent's LP", () => {
    const d = onTheirTurn({ oppLp: 2000, oppMonsters: [{ card: 'Dark Magician' }, { card: 'Celtic Guardian' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }] });
    const x = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: idOf(d, 'Ring of Destruction') });
    // Celtic Guardian (1400) is the lone choice: Dark Magician's 2500 is over 2000; Mystical Elf is face-down; Feral Imp is mine.
    const chosen = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : x.flow.chain.at(-1)?.targets;
    expect(chosen).toEqual([idOf(d, 'Celtic Guardian', 1)]);
  });

  it('you take the damage first: if it brings you to 0, your opponent takes none and you lose', () => {
    const d = onTheirTurn({ myLp: 2000 });
    let x = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: idOf(d, 'Ring of Destruction') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] });
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
    expect(me(x).lp).toBe(0);
    expect(opp(x).lp).toBe(8000);
    expect(summary(x).winner).toBe(1);
  });

  it('one Ring a turn: after one resolved, a second copy cannot be activated later that turn', () => {
    const d = onTheirTurn({ rings: 2, oppMonsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] });
    const [first, second] = [d.players[0].spellTraps[0]!.card, d.players[0].spellTraps[1]!.card];
    // With nothing else I could chain, the first resolves at once: their Feral Imp is gone.
    let x = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: first }, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    // Their Celtic Guardian attacks: the second Ring is not offered (no window opens for me at all).
    const attack = (y: typeof x) => play(y, { type: 'attack', card: idOf(y, 'Celtic Guardian', 1), target: idOf(y, 'Feral Imp') });
    const answered = attack(x);
    expect(legal(answered, 'activate', second)).toHaveLength(0);
    // The same attack in a turn with no Ring used: the Ring is offered.
    const fresh = attack(passAll(play(onTheirTurn({ rings: 1, oppMonsters: [{ card: 'Celtic Guardian' }] }), { type: 'nextPhase', to: 'battle' })));
    expect(fresh.flow.window).toMatchObject({ player: 0 });
    expect(legal(fresh, 'activate')).toHaveLength(1);
  });

  it('a target turned face-down in answer (Book of Moon) is not destroyed; nobody takes damage', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Ring of Destruction', faceUp: false }] },
      opp: { monsters: [{ card: 'Dark Magician' }], spellTraps: [{ card: 'Book of Moon', faceUp: false }] },
    });
    let x = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: idOf(d, 'Ring of Destruction') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] });
    x = passAll(x);
    expect(opp(x).monsters.find(Boolean)).toMatchObject({ name: 'Dark Magician', faceUp: false });
    expect(opp(x).graveyard).toEqual(['Book of Moon']);
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 8000]);
  });
});

/*
 * GOAT (April 2005): the card before its errata, "Destroy 1 face-up monster and inflict damage to
 * both players equal to its ATK" (EDOPro pre-errata/c511000824.lua): any face-up monster, either
 * turn, no limit per turn, the current ATK to both at once.
 */
describe('Ring of Destruction in a GOAT duel (before its errata)', () => {
  it('on your own turn, on your own monster: both players take its current ATK', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Dark Energy'], monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Ring of Destruction', faceUp: false }] }, opp: { monsters: [{ card: 'Dark Magician' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Energy') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).monsters.find(Boolean)?.atk).toBe(1300 + 300);
    x = play(x, { type: 'activate', card: idOf(d, 'Ring of Destruction') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Dark Magician', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).graveyard).toContain('Feral Imp');
    expect([me(x).lp, opp(x).lp]).toEqual([8000 - 1600, 8000 - 1600]);
  });

  it('a monster with more ATK than the LP: both fall to 0 at once, and the Duel is a draw', () => {
    const d = onTheirTurn({ format: 'goat', myLp: 2000, oppLp: 1000 });
    const x = passAll(play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: idOf(d, 'Ring of Destruction') }));
    const y = x.flow.prompt?.kind === 'chooseCard' ? passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] })) : x;
    expect([me(y).lp, opp(y).lp]).toEqual([0, 0]);
    expect(summary(y).winner).toBe('draw');
  });

  it('no limit per turn: a second Ring may be chained to the first', () => {
    const d = onTheirTurn({ format: 'goat', rings: 2, oppMonsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] });
    const [first, second] = [d.players[0].spellTraps[0]!.card, d.players[0].spellTraps[1]!.card];
    const x = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'activate', card: first }, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    expect(legal(x, 'activate', second)).toHaveLength(1);
  });
});
