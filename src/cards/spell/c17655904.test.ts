import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Burst Stream of Destruction (texts-2016): "Activate only while you control a face-up "Blue-Eyes White
 * Dragon". Destroy all monsters your opponent controls. "Blue-Eyes White Dragon" cannot attack the turn
 * you activate this card." Issue 32 §4: a lasting attack lock (this turn, on every monster of a name).
 * GOAT era (EDOPro goat/c504700026.lua): the lock comes with the resolution, not the activation, and the
 * card may be activated with no monster to destroy.
 */
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');
const setup = (format?: 'goat', extra: { meMonsters?: { card: string; faceUp?: boolean; position?: 'defense' }[]; oppMonsters?: { card: string }[]; oppTraps?: { card: string; faceUp: boolean }[] } = {}): Duel =>
  duelOf({
    ...(format ? { format } : {}),
    me: { hand: ['Burst Stream of Destruction', 'Monster Reborn'], monsters: extra.meMonsters ?? [{ card: 'Blue-Eyes White Dragon' }, { card: 'Feral Imp' }], graveyard: ['Blue-Eyes White Dragon'], deck: DECK },
    opp: { monsters: extra.oppMonsters ?? [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }], spellTraps: extra.oppTraps ?? [], hand: ['Feral Imp', 'Feral Imp'], deck: DECK },
  });
const activate = (d: Duel) => passAll(play(d, { type: 'activate', card: idOf(d, 'Burst Stream of Destruction') }));
const attackers = (d: Duel) => [...new Set(legal(toBattle(d), 'attack').map((a) => a.card))];

describe.each([['advanced' as const], ['goat' as const]])('Burst Stream of Destruction (%s)', (format) => {
  const f = format === 'goat' ? 'goat' : undefined;

  it('destroys every monster the opponent controls, and none of its controller\'s', () => {
    const x = activate(setup(f));
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(opp(x).graveyard).toEqual(expect.arrayContaining(['Summoned Skull', 'Celtic Guardian']));
    expect(me(x).monsters.filter(Boolean)).toHaveLength(2);
  });

  it('can be activated only while its controller controls a face-up "Blue-Eyes White Dragon"', () => {
    expect(legal(setup(f), 'activate', idOf(setup(f), 'Burst Stream of Destruction'))).toHaveLength(1);
    const none = setup(f, { meMonsters: [{ card: 'Feral Imp' }] });
    expect(legal(none, 'activate', idOf(none, 'Burst Stream of Destruction'))).toEqual([]);
    const faceDown = setup(f, { meMonsters: [{ card: 'Blue-Eyes White Dragon', faceUp: false, position: 'defense' }] });
    expect(legal(faceDown, 'activate', idOf(faceDown, 'Burst Stream of Destruction'))).toEqual([]);
  });

  it('"Blue-Eyes White Dragon" cannot attack the turn it is activated (one Summoned afterwards neither); other monsters can', () => {
    let x = activate(setup(f));
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Monster Reborn') }, { type: 'select', ids: [x.players[0].graveyard[0]!] }));
    while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!));
    expect(me(x).monsters.filter((m) => m?.name === 'Blue-Eyes White Dragon')).toHaveLength(2);
    expect(attackers(x)).toEqual([idOf(x, 'Feral Imp')]);
  });

  it('the lock lasts this turn only', () => {
    const x = endTurn(endTurn(activate(setup(f))));
    expect(attackers(x)).toContain(idOf(x, 'Blue-Eyes White Dragon'));
  });

  it('cannot be activated once a "Blue-Eyes White Dragon" of its controller has attacked this turn', () => {
    const d = setup(f);
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon'), target: idOf(d, 'Celtic Guardian', 1) }));
    const main2 = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(legal(main2, 'activate', idOf(d, 'Burst Stream of Destruction'))).toEqual([]);
  });
});

describe('Burst Stream of Destruction: the eras differ', () => {
  const negated = (format?: 'goat'): Duel => {
    const d = setup(format, { oppTraps: [{ card: 'Magic Jammer', faceUp: false }] });
    let x = play(d, { type: 'activate', card: idOf(d, 'Burst Stream of Destruction') });
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Jammer', 1) });
    while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!);
    return passAll(x);
  };

  it('today: negated, "Blue-Eyes White Dragon" still cannot attack this turn (the lock came with the activation)', () => {
    const x = negated();
    expect(opp(x).monsters.filter(Boolean)).toHaveLength(2);
    expect(attackers(x)).toEqual([idOf(x, 'Feral Imp')]);
  });

  it('GOAT: negated, it locks nothing (the lock comes with the resolution)', () => {
    const x = negated('goat');
    expect(attackers(x)).toContain(idOf(x, 'Blue-Eyes White Dragon'));
  });

  it('today it needs a monster to destroy; in GOAT it may be activated with none', () => {
    const today = setup(undefined, { oppMonsters: [] });
    expect(legal(today, 'activate', idOf(today, 'Burst Stream of Destruction'))).toEqual([]);
    const goat = setup('goat', { oppMonsters: [] });
    expect(legal(goat, 'activate', idOf(goat, 'Burst Stream of Destruction'))).toHaveLength(1);
  });
});
