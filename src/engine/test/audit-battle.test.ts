import { describe, expect, it } from 'vitest';
import { applyAction, summary, type Duel } from '..';
import { attackOf } from '../draft';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, passWindows, play } from './dsl';

/**
 * Audit of the Battle Phase and the Damage Step (rulebook v9.1 "Battle Phase", "Replay Rules during
 * the Battle Step", "Damage Step Rules", "Monster Battle Rules", "Turn Player's Priority",
 * "Battle / Battled"; v7.0 and the 2002 pages where they add detail). One rule per test.
 */

const toBattle = (d: Duel): Duel => passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
const attack = (d: Duel, card: string, target: string | 'direct', owner: 0 | 1 = 0): Duel =>
  play(d, { type: 'attack', card: idOf(d, card, owner), target: target === 'direct' ? 'direct' : idOf(d, target, owner === 0 ? 1 : 0) });
/** Passes the windows of the Battle Step until the Damage Step's window (before damage calculation) is open. */
const toDamageStep = (d: Duel): Duel => {
  let x = d;
  while (x.flow.window && !attackOf(x)?.damageStep) x = applyAction(x, { type: 'pass' });
  return x;
};
const set = (card: string) => ({ card, faceUp: false, setThisTurn: false });
const replayed = (d: Duel): boolean => d.events.some((e) => e.type === 'replay');

describe('Damage Step: activation window (v9.1 "Limitations on Activating Cards")', () => {
  it('after a Chain resolves in the Damage Step, another may be started before damage calculation', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Feral Imp' }], spellTraps: [set('Reinforcements')] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [set('Reinforcements')] },
    });
    let x = toDamageStep(attack(toBattle(d), 'Feral Imp', 'Celtic Guardian'));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    // The turn player raises Feral Imp to 1800; the opponent does not chain.
    x = play(x, { type: 'activate', card: idOf(d, 'Reinforcements') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = play(x, { type: 'pass' });
    // The Chain has resolved; damage calculation has not started: the opponent, having seen it, may still answer.
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp', atk: 1800 });
    if (x.flow.window?.player === 0) x = play(x, { type: 'pass' });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'activate', card: idOf(d, 'Reinforcements', 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    x = passAll(x);
    // 1800 against 1900: Feral Imp is destroyed and its controller takes 100.
    expect(me(x).graveyard).toContain('Feral Imp');
    expect(me(x).lp).toBe(7900);
  });

  it('Counter Traps may be activated in the Damage Step (Seven Tools of the Bandit negates Castle Walls)', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Battle Ox' }], spellTraps: [set('Seven Tools of the Bandit')] },
      opp: { monsters: [{ card: 'Feral Imp', position: 'defense' }], spellTraps: [set('Castle Walls')] },
    });
    let x = toDamageStep(attack(toBattle(d), 'Battle Ox', 'Feral Imp'));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'activate', card: idOf(d, 'Castle Walls', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    expect(legal(x, 'activate', idOf(d, 'Seven Tools of the Bandit'))).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Seven Tools of the Bandit') }));
    // Castle Walls negated: Battle Ox (1700) beats DEF 1400; only the 1000 LP cost was paid.
    expect(opp(x).graveyard).toEqual(expect.arrayContaining(['Feral Imp', 'Castle Walls']));
    expect(me(x).lp).toBe(7000);
    expect(opp(x).lp).toBe(8000);
  });

  it('cards that do not change ATK/DEF cannot be activated in the Damage Step (Book of Moon, Scapegoat, Waboku, Threatening Roar)', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }] },
      opp: {
        monsters: [{ card: 'Celtic Guardian' }],
        spellTraps: [set('Book of Moon'), set('Scapegoat'), set('Waboku'), set('Threatening Roar'), set('Castle Walls')],
      },
    });
    const x = toDamageStep(attack(toBattle(d), 'Summoned Skull', 'Celtic Guardian'));
    expect(attackOf(x)?.damageStep).toBe(true);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(legal(x, 'activate').map((a) => a.card)).toEqual([idOf(d, 'Castle Walls', 1)]);
  });
});

describe('Damage Step: what happens after damage calculation stays in the Damage Step (v9.1 "Damage Step Rules"; 2002 pages steps 4-5)', () => {
  it('a Flip effect of the attacked monster resolves in the Damage Step: a Quick-Play Spell or an ATK changer cannot be chained to it', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }], spellTraps: [set('Book of Moon'), set('Reinforcements')] },
      opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] },
    });
    let x = attack(toBattle(d), 'Feral Imp', 'Man-Eater Bug');
    while (x.flow.window && !x.flow.prompt && x.flow.chain.length === 0) x = play(x, { type: 'pass' });
    // The Bug's Flip effect asks its owner for a target (after damage calculation).
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    // Chain Link 1 is the Flip effect: its turn player may respond only with what the Damage Step allows
    // after damage calculation has started (Counter Traps): neither Book of Moon nor Reinforcements. With
    // nothing else to activate, nobody is asked (a player is asked only when they can activate something):
    // the Flip effect resolves, then the Damage Step ends.
    expect(x.events.filter((e) => e.type === 'activated').map((e) => e.card)).toEqual([idOf(d, 'Man-Eater Bug', 1)]);
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).spellTraps.filter(Boolean)).toMatchObject([{ name: 'Book of Moon', faceUp: false }, { name: 'Reinforcements', faceUp: false }]);
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle', chain: [] });
  });

  it('a monster Special Summoned by an effect of a monster destroyed by battle (Mystic Tomato) arrives in the Damage Step: Torrential Tribute cannot answer it', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [set('Torrential Tribute')] },
      opp: { monsters: [{ card: 'Mystic Tomato' }], deck: ['Dark Assailant', 'Celtic Guardian'] },
    });
    let x = attack(toBattle(d), 'Summoned Skull', 'Mystic Tomato');
    x = play(x, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Dark Assailant', 1)] });
    expect(opp(x).monsters.find(Boolean)).toMatchObject({ name: 'Dark Assailant' });
    expect(legal(x, 'activate', idOf(d, 'Torrential Tribute'))).toEqual([]);
  });
});

describe('Replay Rules during the Battle Step', () => {
  it('a monster Special Summoned to the opponent\'s field during a direct attack (Scapegoat) replays it: no damage, and no direct attack any more', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] },
      opp: { spellTraps: [set('Scapegoat')] },
    });
    let x = attack(toBattle(d), 'Summoned Skull', 'direct');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Scapegoat', 1) }));
    expect(opp(x).monsters.filter(Boolean)).toHaveLength(4);
    expect(replayed(x)).toBe(true);
    expect(opp(x).lp).toBe(8000);
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle' });
    const sheep = idsOf(x, 'Sheep Token', 1);
    expect(sheep).toHaveLength(4);
    const attacks = legal(x, 'attack');
    expect(attacks.some((a) => a.target === 'direct')).toBe(false);
    // Summoned Skull may attack again (a Sheep Token), as may Feral Imp.
    expect(attacks.filter((a) => a.card === idOf(d, 'Summoned Skull')).map((a) => a.target).sort()).toEqual([...sheep].sort());
    expect(attacks.filter((a) => a.card === idOf(d, 'Feral Imp'))).toHaveLength(4);
  });

  it('after a replay the attacker may attack its first target again', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [set('Scapegoat')] },
    });
    let x = attack(toBattle(d), 'Summoned Skull', 'Celtic Guardian');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Scapegoat', 1) }));
    expect(replayed(x)).toBe(true);
    expect(legal(x, 'attack').map((a) => a.target)).toContain(idOf(d, 'Celtic Guardian', 1));
    x = passAll(attack(x, 'Summoned Skull', 'Celtic Guardian'));
    expect(opp(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Scapegoat']);
    expect(opp(x).lp).toBe(8000 - 1100);
    expect(legal(x, 'attack')).toEqual([]);
  });

  it('a Normal Summon in the attacking player\'s Battle Step (Ultimate Offering) replays the attack (2002 rules example)', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }] },
      opp: { hand: ['Mystical Elf'], spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] },
    });
    let x = attack(toBattle(d), 'Summoned Skull', 'direct');
    expect(legal(x, 'activate', idOf(d, 'Ultimate Offering', 1))).toHaveLength(1);
    x = play(x, { type: 'activate', card: idOf(d, 'Ultimate Offering', 1), effect: 1 });
    x = passAll(x);
    x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] }, { type: 'select', option: 'summon' });
    x = passAll(x);
    expect(opp(x).monsters.find(Boolean)).toMatchObject({ name: 'Mystical Elf' });
    expect(replayed(x)).toBe(true);
    expect(opp(x).lp).toBe(8000 - 500); // only Ultimate Offering's cost
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Mystical Elf', 1) }]);
  });

  it('a target destroyed as it is attacked (Number 39: Utopia with no material) causes a replay: the attacker may then attack directly', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Number 39: Utopia' }] } });
    let x = passAll(attack(toBattle(d), 'Feral Imp', 'Number 39: Utopia'));
    expect(opp(x).graveyard).toEqual(['Number 39: Utopia']);
    expect(replayed(x)).toBe(true);
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, 'Feral Imp'), target: 'direct' }]);
    x = passAll(attack(x, 'Feral Imp', 'direct'));
    expect(opp(x).lp).toBe(8000 - 1300);
  });

  it('no replay when the target only changes its battle position (Book of Moon): the battle uses its DEF', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }] },
      opp: { monsters: [{ card: 'Mystical Elf' }], spellTraps: [set('Book of Moon')] },
    });
    let x = attack(toBattle(d), 'Summoned Skull', 'Mystical Elf');
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] });
    x = passAll(x);
    expect(replayed(x)).toBe(false);
    // 2500 against DEF 2000 (not ATK 800): destroyed, and no battle damage.
    expect(opp(x).graveyard).toContain('Mystical Elf');
    expect(opp(x).lp).toBe(8000);
    expect(legal(x, 'attack')).toEqual([]);
  });

  it('an attacker turned face-down before the Damage Step (Book of Moon) no longer attacks: no battle, no replay', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [set('Book of Moon')] },
    });
    let x = attack(toBattle(d), 'Summoned Skull', 'Celtic Guardian');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(replayed(x)).toBe(false);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: false, position: 'defense' });
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 8000]);
    expect(x.events.some((e) => e.type === 'battleDamage')).toBe(false);
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle' });
  });
});

describe('Battle results (v9.1 "Determining Damage", "Attacking a Face-Down Card", "0 ATK monsters")', () => {
  it('a face-down monster attacked is flipped before damage calculation, so its continuous effect applies (Gogogo Golem survives)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Gogogo Golem', faceUp: false, position: 'defense' }] } });
    const x = passAll(attack(toBattle(d), 'Summoned Skull', 'Gogogo Golem'));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Gogogo Golem', faceUp: true, position: 'defense' });
    expect(opp(x).graveyard).toEqual([]);
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 8000]);
  });

  it('a Flip effect of the attacked monster resolves after damage calculation (Hane-Hane: the damage is dealt, then the attacker returns to the hand)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Kuriboh' }] }, opp: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] } });
    let x = attack(toBattle(d), 'Kuriboh', 'Hane-Hane');
    x = passAll(x);
    // Hane-Hane's Flip effect asks for a target: the attacker (or itself).
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] }));
    // Kuriboh (300) against DEF 500: 200 battle damage was already dealt.
    expect(me(x).lp).toBe(7800);
    expect(me(x).hand).toEqual(['Kuriboh']);
  });

  it('Waboku and a tie between Attack Position monsters: only the Waboku player\'s monster survives', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Winged Dragon, Guardian of the Fortress #1' }], spellTraps: [set('Waboku')] },
    });
    const x = passAll(play(attack(toBattle(d), 'Celtic Guardian', 'Winged Dragon, Guardian of the Fortress #1'), { type: 'activate', card: idOf(d, 'Waboku', 1) }));
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Winged Dragon, Guardian of the Fortress #1' });
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 8000]);
  });

  it('two 0-ATK Attack Position monsters battling destroy nothing (Effect Veiler against Effect Veiler)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Effect Veiler' }] }, opp: { monsters: [{ card: 'Effect Veiler' }] } });
    const x = passAll(attack(toBattle(d), 'Effect Veiler', 'Effect Veiler'));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Effect Veiler' });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Effect Veiler' });
    expect([me(x).graveyard, opp(x).graveyard]).toEqual([[], []]);
  });

  it("a monster taken with Change of Heart and destroyed by battle goes to its owner's Graveyard; its controller takes the damage", () => {
    const d = duelOf({ me: { hand: ['Change of Heart'] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    x = passAll(x);
    x = toBattle(x);
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Summoned Skull', 1) }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).graveyard).toEqual(['Change of Heart']);
    expect(me(x).lp).toBe(8000 - 1100);
  });

  it('a player whose LP reach 0 by battle damage loses at once: the destroyed monster\'s Trigger effect is not activated (Mystic Tomato)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { lp: 1000, monsters: [{ card: 'Mystic Tomato' }], deck: ['Dark Assailant', 'Celtic Guardian'] } });
    const x = attack(toBattle(d), 'Summoned Skull', 'Mystic Tomato');
    expect(summary(x)).toMatchObject({ winner: 0 });
    expect(opp(x).lp).toBe(0);
    expect(x.flow.prompt).toBeNull();
  });

  it('once the last opposing monster is destroyed by one attack, another monster may attack directly', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = toBattle(d);
    expect(legal(x, 'attack').some((a) => a.target === 'direct')).toBe(false);
    x = passAll(attack(x, 'Summoned Skull', 'Celtic Guardian'));
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, 'Feral Imp'), target: 'direct' }]);
    x = passAll(attack(x, 'Feral Imp', 'direct'));
    expect(opp(x).lp).toBe(8000 - 1100 - 1300);
  });

  it('a direct attack is not possible while the opponent controls only a face-down monster', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    const x = toBattle(d);
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Celtic Guardian', 1) }]);
    expect(() => attack(x, 'Summoned Skull', 'direct')).toThrow();
  });
});

describe('"Battled" and attacks declared (v9.1 "Battle / Battled")', () => {
  it('an attack negated before damage calculation (Magic Cylinder) did not battle: Multiple Piece Golem\'s end-of-Battle-Phase effect is not offered', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Multiple Piece Golem' }], graveyard: ['Big Piece Golem', 'Medium Piece Golem'] },
      opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [set('Magic Cylinder')] },
    });
    let x = attack(toBattle(d), 'Multiple Piece Golem', 'Feral Imp');
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Cylinder', 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Multiple Piece Golem')] });
    x = passAll(x);
    expect(me(x).lp).toBe(8000 - 2600);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Feral Imp' });
    x = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters[0]).toMatchObject({ name: 'Multiple Piece Golem' });
    expect(me(x).extra).toEqual([]);
  });

  it('a monster whose attack was negated still declared an attack: it cannot attack again, nor change its position in Main Phase 2', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [set('Magic Cylinder')] },
    });
    let x = attack(toBattle(d), 'Summoned Skull', 'Celtic Guardian');
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Cylinder', 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = passAll(x);
    expect(legal(x, 'attack').map((a) => a.card)).toEqual([idOf(d, 'Feral Imp')]);
    x = passWindows(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(summary(x).phase).toBe('main2');
    expect(legal(x, 'changePosition').map((a) => a.card)).toEqual([idOf(d, 'Feral Imp')]);
  });
});

describe('Battle positions and attacking (v9.1 "Change Your Monsters\' Battle Positions", "Battle Step")', () => {
  it('a monster changed to Attack Position in Main Phase 1 may attack; it cannot change position again in Main Phase 2', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } });
    let x = play(d, { type: 'changePosition', card: idOf(d, 'Celtic Guardian') });
    expect(me(x).monsters[0]).toMatchObject({ position: 'attack' });
    x = toBattle(x);
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, 'Celtic Guardian'), target: 'direct' }]);
    x = passWindows(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(legal(x, 'changePosition')).toEqual([]);
  });

  it('a Flip Summoned monster may attack the same turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    const x = toBattle(play(d, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') }));
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, 'Celtic Guardian'), target: 'direct' }]);
  });

  it('a monster Special Summoned this turn (Monster Reborn) may attack but cannot change its battle position', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Summoned Skull', position: 'attack' });
    expect(legal(x, 'changePosition')).toEqual([]);
    x = toBattle(x);
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' }]);
    x = passWindows(play(passAll(attack(x, 'Summoned Skull', 'direct')), { type: 'nextPhase', to: 'main2' }));
    expect(legal(x, 'changePosition')).toEqual([]);
  });

  it('a monster that did not attack may still change its battle position in Main Phase 2', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] } });
    let x = passAll(attack(toBattle(d), 'Summoned Skull', 'direct'));
    x = passWindows(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(legal(x, 'changePosition')).toEqual([{ type: 'changePosition', card: idOf(d, 'Feral Imp') }]);
  });

  it('battle positions cannot be changed during the Battle Phase', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = toBattle(d);
    expect(legal(x, 'changePosition')).toEqual([]);
    expect(() => play(x, { type: 'changePosition', card: idOf(d, 'Summoned Skull') })).toThrow();
  });

});

describe('Threatening Roar against a declared attack', () => {
  it('activated in answer to an attack declaration, it does not stop that attack; only later declarations', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] }, opp: { spellTraps: [set('Threatening Roar')] } });
    let x = attack(toBattle(d), 'Summoned Skull', 'direct');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Threatening Roar', 1) }));
    expect(opp(x).lp).toBe(8000 - 2500);
    expect(legal(x, 'attack')).toEqual([]);
  });
});
