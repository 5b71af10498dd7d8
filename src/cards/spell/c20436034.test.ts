import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';
import { endTurn as endTurnTo } from '../../engine/test/turns';

describe('Ring of Magnetism', () => {
  it('equips only a monster its activator controls; that monster loses 500 ATK and DEF', () => {
    const d = duelOf({ me: { hand: ['Ring of Magnetism'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Ring of Magnetism') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', atk: 1400 - 500, def: 1200 - 500 });
    expect(me(x).spellTraps[0]).toEqual({ name: 'Ring of Magnetism', faceUp: true });
    expect(opp(x).monsters[0]).toMatchObject({ atk: 2500, def: 1200 });
  });

  it('cannot be activated when its activator controls no face-up monster (not onto an opponent\'s monster)', () => {
    const d = duelOf({ me: { hand: ['Ring of Magnetism'], monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });

  it.each([0, 1] as const)("the equipped monster's controller (player %i): the other player's monsters may attack only the equipped monster", (holder) => {
    const attacker = holder === 0 ? 1 : 0;
    const ring = { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }], spellTraps: [{ card: 'Ring of Magnetism', faceUp: true, equippedTo: 1 }] };
    const attackers = { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf' }] };
    const d = duelOf({ turnPlayer: attacker, me: holder === 0 ? ring : attackers, opp: holder === 1 ? ring : attackers });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    const guardian = idOf(d, 'Celtic Guardian', holder);
    const attacks = legal(x, 'attack');
    expect(attacks.map((a) => a.target)).toEqual([guardian, guardian]);
    // Without the Ring, either monster could be attacked.
    const plain = duelOf({ turnPlayer: attacker, me: holder === 0 ? { monsters: ring.monsters } : attackers, opp: holder === 1 ? { monsters: ring.monsters } : attackers });
    expect(new Set(legal(passWindows(play(plain, { type: 'nextPhase', to: 'battle' })), 'attack').map((a) => a.target)).size).toBe(2);
  });

  it('its own controller\'s attacks are not restricted', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Ring of Magnetism', faceUp: true, equippedTo: 0 }] },
      opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] },
    });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack').map((a) => a.target).sort()).toEqual([idOf(d, 'Feral Imp', 1), idOf(d, 'Celtic Guardian', 1)].sort());
  });

  it('gone with its monster: once the equipped monster is destroyed, the other monsters can be attacked again', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }], spellTraps: [{ card: 'Ring of Magnetism', faceUp: true, equippedTo: 1 }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf' }] },
    });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') });
    while (x.flow.window) x = play(x, { type: 'pass' });
    // Celtic Guardian (900 with the Ring) lost to 2500: 1600 damage.
    expect(me(x).lp).toBe(8000 - 1600);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Ring of Magnetism']);
    expect(legal(x, 'attack').map((a) => a.target)).toEqual([idOf(d, 'Feral Imp')]);
  });

  describe('on a monster unaffected by Spell effects (Horus the Black Flame Dragon LV6)', () => {
    const HORUS = 'Horus the Black Flame Dragon LV6';
    const onHorus = (format?: 'goat') => {
      const d = duelOf({ ...(format && { format }), me: { hand: ['Ring of Magnetism'], monsters: [{ card: HORUS }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
      return passAll(play(d, { type: 'activate', card: idOf(d, 'Ring of Magnetism') }, { type: 'select', ids: [idOf(d, HORUS)] }));
    };

    it('the later card stays equipped and does nothing to it: no ATK loss, either monster may be attacked', () => {
      const x = onHorus();
      expect(me(x).spellTraps[0]).toEqual({ name: 'Ring of Magnetism', faceUp: true });
      expect(me(x).monsters[0]).toMatchObject({ name: HORUS, atk: 2300 });
      const y = passWindows(play(endTurnTo(x), { type: 'nextPhase', to: 'battle' }));
      expect(new Set(legal(y, 'attack').map((a) => a.target)).size).toBe(2);
    });

    it('GOAT: it may not stay equipped to a monster it cannot affect, and goes to the Graveyard', () => {
      const x = onHorus('goat');
      expect(me(x).spellTraps.every((s) => s === null)).toBe(true);
      expect(me(x).graveyard).toEqual(['Ring of Magnetism']);
    });
  });
});
