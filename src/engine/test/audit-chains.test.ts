import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, summary } from '..';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from './dsl';

/**
 * Audit: Chains, Spell Speed and Spell & Trap Cards. Rules sources: Official Rulebook v9.1
 * (shared/seeds/001), then v7.0 (000), then the older pages (002-004). One rule per test.
 */

const set = (card: string, setThisTurn = false) => ({ card, faceUp: false, setThisTurn });
const activate = (card: string, effect = 0) => ({ type: 'activate', card, effect }) as const;
const select = (...ids: string[]) => ({ type: 'select', ids }) as const;
const pass = { type: 'pass' } as const;
const activatable = (d: Parameters<typeof legal>[0]) => legal(d, 'activate').map((a) => a.card);

describe('Priority and passing in succession (v9.1 "What is a Chain?", "Turn Player\'s Priority")', () => {
  it('a player who passed is asked again once the other player adds a link: only two passes in a row end the Chain', () => {
    const d = duelOf({
      me: { hand: ['Heavy Storm'], spellTraps: [set('Waboku')] },
      opp: { spellTraps: [set('Threatening Roar'), set('Seven Tools of the Bandit')] },
    });
    // CL1 Heavy Storm; B passes; A chains her own Waboku (CL2).
    let x = play(d, activate(idOf(d, 'Heavy Storm')));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, pass);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    x = play(x, activate(idOf(d, 'Waboku')));
    // B passed once already, but a new link was made: B may respond again (now Seven Tools answers a Trap).
    expect(summary(x).chain.map((l) => l.card)).toEqual(['Heavy Storm', 'Waboku']);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(activatable(x)).toContain(idOf(d, 'Seven Tools of the Bandit', 1));
  });

  it('while a Chain is being built, the deciding player may only add a link or pass (no Summon, Set, attack or phase change)', () => {
    const d = duelOf({
      me: { hand: ['Heavy Storm', 'Battle Ox', 'Pot of Greed'], spellTraps: [set('Waboku')] },
      opp: { spellTraps: [set('Threatening Roar')] },
    });
    const x = play(d, activate(idOf(d, 'Heavy Storm')), pass);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    const types = new Set(legalActions(x).map((a) => a.type));
    expect([...types].sort()).toEqual(['activate', 'pass']);
    expect(activatable(x)).toEqual([idOf(d, 'Waboku')]);
    expect(() => applyAction(x, { type: 'normalSummon', card: idOf(d, 'Battle Ox'), tributes: [] })).toThrow();
    expect(() => applyAction(x, { type: 'nextPhase', to: 'battle' })).toThrow();
  });

  it('once the Chain has resolved, the turn player is back in the open game state and may activate a Spell Speed 1 Spell', () => {
    const d = duelOf({
      me: { hand: ['Heavy Storm', 'Pot of Greed'] },
      opp: { spellTraps: [set('Threatening Roar')] },
    });
    const x = play(d, activate(idOf(d, 'Heavy Storm')), pass);
    expect(summary(x)).toMatchObject({ chain: [], deciding: 0, phase: 'main1' });
    expect(x.flow.window).toBeNull();
    expect(activatable(x)).toContain(idOf(d, 'Pot of Greed'));
  });
});

describe('Spell Speed (v9.1 "Spell Speeds")', () => {
  it('a Counter Trap may answer a Counter Trap; the Chain resolves last link first and costs stay paid', () => {
    // A: Mystical Space Typhoon on B's Set Threatening Roar (CL1); B: Roar (CL2); A: Seven Tools on Roar (CL3);
    // B: Solemn Judgment on Seven Tools (CL4, Spell Speed 3 on Spell Speed 3).
    const d = duelOf({
      me: { hand: ['Mystical Space Typhoon'], spellTraps: [set('Seven Tools of the Bandit')], monsters: [{ card: 'Summoned Skull' }] },
      opp: { spellTraps: [set('Threatening Roar'), set('Solemn Judgment')] },
    });
    let x = play(d, activate(idOf(d, 'Mystical Space Typhoon')), select(idOf(d, 'Threatening Roar', 1)));
    x = play(x, activate(idOf(d, 'Threatening Roar', 1)));
    x = play(x, activate(idOf(d, 'Seven Tools of the Bandit')));
    // Costs are paid on activation: A is at 7000 while B decides.
    expect(me(x).lp).toBe(7000);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(legal(x, 'activate')).toEqual([activate(idOf(d, 'Solemn Judgment', 1), 1)]);
    x = play(x, activate(idOf(d, 'Solemn Judgment', 1), 1));
    x = passAll(x);
    expect(summary(x).chain).toEqual([]);
    // Solemn negated Seven Tools; Roar resolved; MST's target was gone (Roar went to the Graveyard): nothing else destroyed.
    expect(me(x).lp).toBe(7000);
    expect(opp(x).lp).toBe(4000);
    const resolved = x.events.filter((e) => e.type === 'resolved').map((e) => e.type === 'resolved' && e.link);
    expect(resolved).toEqual([4, 3, 2, 1]);
    expect(me(x).graveyard.sort()).toEqual(['Mystical Space Typhoon', 'Seven Tools of the Bandit']);
    expect(opp(x).graveyard.sort()).toEqual(['Solemn Judgment', 'Threatening Roar']);
    // Roar applied: A cannot declare an attack.
    const battle = play(x, { type: 'nextPhase', to: 'battle' });
    expect(legal(battle, 'attack')).toEqual([]);
  });

  it('a Quick-Play Spell (Spell Speed 2) cannot answer a Counter Trap', () => {
    const d = duelOf({
      me: { hand: ['Pot of Greed', 'Mystical Space Typhoon'], spellTraps: [set('Waboku')] },
      opp: { hand: ['Feral Imp'], spellTraps: [set('Magic Jammer'), set('Threatening Roar')] },
    });
    // Without a Counter Trap, A may chain either of them to her own Spell.
    const unanswered = play(d, activate(idOf(d, 'Pot of Greed')), pass);
    expect(unanswered.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    expect(activatable(unanswered).sort()).toEqual([idOf(d, 'Mystical Space Typhoon'), idOf(d, 'Waboku')].sort());
    // Magic Jammer (Spell Speed 3) on top: A is not asked, and the Chain resolves.
    const x = play(d, activate(idOf(d, 'Pot of Greed')), activate(idOf(d, 'Magic Jammer', 1)), select(idOf(d, 'Feral Imp', 1)));
    expect(summary(x).chain).toEqual([]);
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
    expect(me(x).hand.sort()).toEqual(['Mystical Space Typhoon']);
  });

  it('a Spell Speed 2 Quick-Play Spell from the hand may answer the opponent\'s Trap on your own turn', () => {
    const d = duelOf({ me: { hand: ['Battle Ox', 'Mystical Space Typhoon'] }, opp: { spellTraps: [set('Trap Hole')] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Battle Ox'), tributes: [] });
    x = play(x, activate(idOf(d, 'Trap Hole', 1)), select(idOf(d, 'Battle Ox')));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    expect(activatable(x)).toEqual([idOf(d, 'Mystical Space Typhoon')]);
    x = play(x, activate(idOf(d, 'Mystical Space Typhoon')), select(idOf(d, 'Trap Hole', 1)));
    x = passAll(x);
    // The Trap Hole, once activated, resolves even though it was destroyed first: a Normal Trap's activation is not negated by destroying the card.
    expect(opp(x).graveyard).toEqual(['Trap Hole']);
    expect(me(x).graveyard.sort()).toEqual(['Battle Ox', 'Mystical Space Typhoon']);
  });

  it('a Counter Trap answers only the link directly before it: Seven Tools cannot be activated once a Spell is chained after the Trap', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }], hand: ['Mystical Space Typhoon'], spellTraps: [set('Seven Tools of the Bandit')] },
      opp: { spellTraps: [set('Threatening Roar'), set('Waboku')] },
    });
    // Leaving Main Phase 1, B activates Roar (CL1); A chains MST from the hand on Waboku (CL2).
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    x = play(x, activate(idOf(d, 'Threatening Roar', 1)));
    expect(activatable(x).sort()).toEqual([idOf(d, 'Mystical Space Typhoon'), idOf(d, 'Seven Tools of the Bandit')].sort());
    x = play(x, activate(idOf(d, 'Mystical Space Typhoon')), select(idOf(d, 'Waboku', 1)));
    // B could chain Waboku; B passes. The last link is A's own Spell: Seven Tools cannot reach back to Roar at CL1.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, pass);
    expect(summary(x).chain).toEqual([]);
    expect(me(x).lp).toBe(8000);
    expect(me(x).spellTraps.some((s) => s?.name === 'Seven Tools of the Bandit')).toBe(true);
  });
});

describe('Set Spell and Trap Cards (v9.1 "Quick-Play Spell Cards", "Normal Trap Cards", "The Difference between Set Spell Cards and Set Trap Cards")', () => {
  it("a Trap Set this turn cannot be activated later that turn, even to answer the opponent's Trap", () => {
    const d = duelOf({
      me: { hand: ['Seven Tools of the Bandit'], monsters: [{ card: 'Summoned Skull' }] },
      opp: { spellTraps: [set('Threatening Roar')] },
    });
    let x = play(d, { type: 'setSpellTrap', card: idOf(d, 'Seven Tools of the Bandit') });
    x = play(x, { type: 'nextPhase', to: 'battle' });
    expect(x.flow.window).toMatchObject({ kind: 'phaseEnd', player: 1 });
    x = play(x, activate(idOf(d, 'Threatening Roar', 1)));
    // A is not asked: her Seven Tools was Set this turn.
    expect(summary(x).chain).toEqual([]);
    expect(me(x).lp).toBe(8000);
    expect(opp(x).graveyard).toEqual(['Threatening Roar']);
    expect(me(x).spellTraps[0]).toEqual({ name: 'Seven Tools of the Bandit', faceUp: false });
  });

  it("a Quick-Play Spell in the hand cannot be activated during the opponent's turn; one Set on an earlier turn can", () => {
    const scene = (mst: 'hand' | 'set') => duelOf({
      turnPlayer: 1,
      me: { hand: mst === 'hand' ? ['Mystical Space Typhoon'] : [], spellTraps: [set('Waboku'), ...(mst === 'set' ? [set('Mystical Space Typhoon')] : [])] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [set('Threatening Roar')] },
    });
    const fromHand = play(scene('hand'), { type: 'nextPhase', to: 'battle' });
    expect(fromHand.flow.window).toMatchObject({ kind: 'phaseEnd', player: 0 });
    expect(activatable(fromHand)).toEqual([idOf(fromHand, 'Waboku')]);
    expect(() => applyAction(fromHand, activate(idOf(fromHand, 'Mystical Space Typhoon')))).toThrow();
    const setEarlier = play(scene('set'), { type: 'nextPhase', to: 'battle' });
    expect(activatable(setEarlier).sort()).toEqual([idOf(setEarlier, 'Waboku'), idOf(setEarlier, 'Mystical Space Typhoon')].sort());
  });

  it('a Quick-Play Spell Set this turn stays unusable for the whole turn (not in the Battle Phase either); one from the hand can be used there', () => {
    const d = duelOf({
      me: { hand: ['Mystical Space Typhoon', 'Mystical Space Typhoon'], monsters: [{ card: 'Summoned Skull' }] },
      opp: { spellTraps: [set('Waboku')] },
    });
    const [a, b] = idsOf(d, 'Mystical Space Typhoon');
    let x = play(d, { type: 'setSpellTrap', card: a! }, { type: 'nextPhase', to: 'battle' });
    x = passAll(x);
    expect(summary(x)).toMatchObject({ phase: 'battle' });
    expect(activatable(x)).toEqual([b]);
    expect(() => applyAction(x, activate(a!))).toThrow(/Set this turn/);
  });

  it("a Set Normal Spell cannot be activated during the opponent's turn", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [set('Heavy Storm'), set('Waboku')] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [set('Threatening Roar')] },
    });
    const x = play(d, { type: 'nextPhase', to: 'battle' });
    expect(x.flow.window).toMatchObject({ kind: 'phaseEnd', player: 0 });
    expect(activatable(x)).toEqual([idOf(d, 'Waboku')]);
  });

  it('Spell Cards other than Quick-Play are activated in either of your Main Phases, not in your End Phase', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed', 'Mystical Space Typhoon'] }, opp: { spellTraps: [set('Waboku')] } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(summary(x).phase).toBe('main2');
    expect(activatable(x).sort()).toEqual([idOf(d, 'Pot of Greed'), idOf(d, 'Mystical Space Typhoon')].sort());
    // Entering the End Phase: the opponent passes, then the turn player may act there (Quick-Play only).
    x = play(x, { type: 'nextPhase', to: 'end' }, pass);
    expect(summary(x)).toMatchObject({ phase: 'end', deciding: 0 });
    expect(activatable(x)).toEqual([idOf(d, 'Mystical Space Typhoon')]);
  });
});

describe('Negating an activation (v9.1 "Example of a Chain", "Pay a Cost")', () => {
  it('a Continuous Trap has no effect while its activation is still on the Chain (Dragon Capture Jar)', () => {
    const d = duelOf({
      me: { spellTraps: [set('Dragon Capture Jar')] },
      opp: { monsters: [{ card: 'Blue-Eyes White Dragon', position: 'attack' }], spellTraps: [set('Seven Tools of the Bandit')] },
    });
    const x = play(d, activate(idOf(d, 'Dragon Capture Jar')));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    // B responds "before that card has an effect on the game": Blue-Eyes is still in Attack Position.
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', position: 'attack' });
  });

  it('a Continuous Trap whose activation is negated never applies (Dragon Capture Jar, Seven Tools of the Bandit)', () => {
    const d = duelOf({
      me: { spellTraps: [set('Dragon Capture Jar')] },
      opp: { monsters: [{ card: 'Blue-Eyes White Dragon', position: 'attack' }], spellTraps: [set('Seven Tools of the Bandit')] },
    });
    const x = play(d, activate(idOf(d, 'Dragon Capture Jar')), activate(idOf(d, 'Seven Tools of the Bandit', 1)));
    expect(summary(x).chain).toEqual([]);
    expect(me(x).graveyard).toEqual(['Dragon Capture Jar']);
    expect(opp(x).lp).toBe(7000);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', position: 'attack' });
  });

  it('a Field Spell has no effect while its activation is on the Chain; negated, it never applies (Yami, Magic Jammer)', () => {
    const d = duelOf({
      me: { hand: ['Yami'], monsters: [{ card: 'Feral Imp' }] },
      opp: { hand: ['Celtic Guardian'], spellTraps: [set('Magic Jammer')] },
    });
    let x = play(d, activate(idOf(d, 'Yami')));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp', atk: 1300, def: 1400 });
    x = play(x, activate(idOf(d, 'Magic Jammer', 1)), select(idOf(d, 'Celtic Guardian', 1)));
    expect(summary(x).chain).toEqual([]);
    expect(me(x).field).toBeNull();
    expect(me(x).graveyard).toEqual(['Yami']);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1300, def: 1400 });
  });

  it('a negated Quick-Play Spell goes to the Graveyard, its LP cost is not refunded and its target stays (Cosmic Cyclone, Magic Jammer)', () => {
    const d = duelOf({
      me: { hand: ['Cosmic Cyclone'] },
      opp: { hand: ['Celtic Guardian'], spellTraps: [set('Magic Jammer'), set('Waboku')] },
    });
    let x = play(d, activate(idOf(d, 'Cosmic Cyclone')), select(idOf(d, 'Waboku', 1)));
    // The cost was paid before the opponent could respond.
    expect(me(x).lp).toBe(7000);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, activate(idOf(d, 'Magic Jammer', 1)), select(idOf(d, 'Celtic Guardian', 1)));
    x = passAll(x);
    expect(summary(x).chain).toEqual([]);
    expect(me(x).lp).toBe(7000);
    expect(me(x).graveyard).toEqual(['Cosmic Cyclone']);
    expect(me(x).banished).toEqual([]);
    expect(opp(x).spellTraps.some((s) => s?.name === 'Waboku')).toBe(true);
  });

  it('a negated Equip Spell goes to the Graveyard and equips nothing', () => {
    const d = duelOf({
      me: { hand: ['Legendary Sword'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { hand: ['Feral Imp'], spellTraps: [set('Magic Jammer')] },
    });
    let x = play(d, activate(idOf(d, 'Legendary Sword')), select(idOf(d, 'Celtic Guardian')));
    x = play(x, activate(idOf(d, 'Magic Jammer', 1)), select(idOf(d, 'Feral Imp', 1)));
    expect(summary(x).chain).toEqual([]);
    expect(me(x).graveyard).toEqual(['Legendary Sword']);
    expect(me(x).spellTraps.every((s) => s === null)).toBe(true);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1400, def: 1200 });
  });

  it('an Equip Spell changes ATK/DEF only once its activation resolves and it is equipped (Legendary Sword)', () => {
    const d = duelOf({
      me: { hand: ['Legendary Sword'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { hand: ['Feral Imp'], spellTraps: [set('Magic Jammer')] },
    });
    let x = play(d, activate(idOf(d, 'Legendary Sword')), select(idOf(d, 'Celtic Guardian')));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(me(x).spellTraps[0]).toEqual({ name: 'Legendary Sword', faceUp: true });
    expect(me(x).monsters[0]).toMatchObject({ atk: 1400, def: 1200 });
    x = play(x, pass);
    expect(summary(x).chain).toEqual([]);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1700, def: 1500 });
  });
});

describe('Cards and targets that are gone at resolution', () => {
  it('a Continuous Trap destroyed before its activation resolves applies nothing (Dragon Capture Jar, Mystical Space Typhoon)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [set('Dragon Capture Jar')] },
      opp: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Blue-Eyes White Dragon', position: 'attack' }] },
    });
    // B (turn player) moves to the Battle Phase; A activates the Jar; B chains MST from the hand on it.
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    expect(x.flow.window).toMatchObject({ kind: 'phaseEnd', player: 0 });
    x = play(x, activate(idOf(d, 'Dragon Capture Jar')));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, activate(idOf(d, 'Mystical Space Typhoon', 1)), select(idOf(d, 'Dragon Capture Jar')));
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Dragon Capture Jar']);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', position: 'attack' });
  });

  it('an Equip Spell destroyed before it resolves equips nothing and goes to the Graveyard', () => {
    const d = duelOf({
      me: { hand: ['Legendary Sword'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { spellTraps: [set('Mystical Space Typhoon')] },
    });
    let x = play(d, activate(idOf(d, 'Legendary Sword')), select(idOf(d, 'Celtic Guardian')));
    x = play(x, activate(idOf(d, 'Mystical Space Typhoon', 1)), select(idOf(d, 'Legendary Sword')));
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Legendary Sword']);
    expect(me(x).spellTraps.every((s) => s === null)).toBe(true);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1400, def: 1200 });
  });

  it('an Equip Spell whose target is no longer a legal one at resolution (turned face-down) goes to the Graveyard', () => {
    const d = duelOf({
      me: { hand: ['Legendary Sword'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { spellTraps: [set('Book of Moon')] },
    });
    let x = play(d, activate(idOf(d, 'Legendary Sword')), select(idOf(d, 'Celtic Guardian')));
    x = play(x, activate(idOf(d, 'Book of Moon', 1)), select(idOf(d, 'Celtic Guardian')));
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(me(x).graveyard).toEqual(['Legendary Sword']);
    expect(me(x).spellTraps.every((s) => s === null)).toBe(true);
  });

  it('a targeted card that has left the field is not affected, and nothing else is chosen instead (Mystical Space Typhoon on a chained Trap)', () => {
    const d = duelOf({
      me: { hand: ['Mystical Space Typhoon'] },
      opp: { spellTraps: [set('Waboku'), set('Just Desserts')] },
    });
    let x = play(d, activate(idOf(d, 'Mystical Space Typhoon')), select(idOf(d, 'Waboku', 1)));
    x = play(x, activate(idOf(d, 'Waboku', 1)));
    x = passAll(x);
    expect(summary(x).chain).toEqual([]);
    expect(opp(x).graveyard).toEqual(['Waboku']);
    expect(opp(x).spellTraps.filter(Boolean)).toEqual([{ name: 'Just Desserts', faceUp: false }]);
    expect(x.flow.prompt).toBeNull();
  });
});

describe('Equip Spells leave with their monster (v9.1 "Equip Spell Cards": "If the equipped monster is destroyed, flipped face-down, or removed from the field, its Equip Cards are destroyed")', () => {
  it('Tributing the equipped monster sends its Equip Spell to the Graveyard', () => {
    const d = duelOf({
      me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Legendary Sword', faceUp: true, equippedTo: 0 }] },
    });
    expect(me(d).monsters[0]).toMatchObject({ atk: 1700 });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).spellTraps.every((s) => s === null)).toBe(true);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Legendary Sword']);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Summoned Skull', atk: 2500 });
  });

  it('returning the equipped monster to the hand destroys its Equip Spell (Hane-Hane)', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Legendary Sword', faceUp: true, equippedTo: 0 }] },
    });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    x = passAll(play(x, select(idOf(d, 'Celtic Guardian', 1))));
    expect(opp(x).hand).toEqual(['Celtic Guardian']);
    expect(opp(x).spellTraps.every((s) => s === null)).toBe(true);
    expect(opp(x).graveyard).toEqual(['Legendary Sword']);
  });
});

describe('Field Spells (v9.1 "Field Zone", "Field Spell Cards")', () => {
  it("each player has their own Field Spell: activating yours leaves the opponent's in place", () => {
    const d = duelOf({
      me: { hand: ['Yami'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { field: 'Sogen', monsters: [{ card: 'Feral Imp' }] },
    });
    const x = passAll(play(d, activate(idOf(d, 'Yami'))));
    expect(me(x).field).toEqual({ name: 'Yami', faceUp: true });
    expect(opp(x).field).toEqual({ name: 'Sogen', faceUp: true });
    expect(opp(x).graveyard).toEqual([]);
    // Both apply: Celtic Guardian (Warrior) gains 200 from Sogen; Feral Imp (Fiend) gains 200 from Yami.
    expect(me(x).monsters[0]).toMatchObject({ atk: 1600, def: 1400 });
    expect(opp(x).monsters[0]).toMatchObject({ atk: 1500, def: 1600 });
  });

  it('a Set Field Spell is not active until it is flipped face-up; it may be activated the turn it was Set', () => {
    const d = duelOf({ me: { hand: ['Yami'], monsters: [{ card: 'Feral Imp' }] } });
    let x = play(d, { type: 'setSpellTrap', card: idOf(d, 'Yami') });
    expect(me(x).field).toEqual({ name: 'Yami', faceUp: false });
    expect(me(x).monsters[0]).toMatchObject({ atk: 1300, def: 1400 });
    expect(activatable(x)).toEqual([idOf(d, 'Yami')]);
    x = passAll(play(x, activate(idOf(d, 'Yami'))));
    expect(me(x).field).toEqual({ name: 'Yami', faceUp: true });
    expect(me(x).monsters[0]).toMatchObject({ atk: 1500, def: 1600 });
  });

  it('a new Field Spell from the hand replaces your Set one, which goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Sogen'], field: { card: 'Yami', faceUp: false }, monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, activate(idOf(d, 'Sogen'))));
    expect(me(x).field).toEqual({ name: 'Sogen', faceUp: true });
    expect(me(x).graveyard).toEqual(['Yami']);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1600 });
  });

  it('a Field Spell is Spell Speed 1: not activated from the hand in the Battle Phase', () => {
    const d = duelOf({ me: { hand: ['Yami', 'Legendary Sword'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(activatable(d).sort()).toEqual([idOf(d, 'Yami'), idOf(d, 'Legendary Sword')].sort());
    const x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(summary(x).phase).toBe('battle');
    expect(activatable(x)).toEqual([]);
  });
});

describe('Chains and Summons (v9.1 "Actions which cannot be Chained to")', () => {
  it("after the opponent passes on your Normal Summon, you are back in the open state and cannot chain a Quick-Play Spell to the Summon itself (you may activate it as Chain Link 1)", () => {
    const d = duelOf({ me: { hand: ['Battle Ox', 'Book of Moon'] }, opp: { spellTraps: [set('Trap Hole')] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Battle Ox'), tributes: [] });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, pass);
    expect(x.flow.window).toBeNull();
    expect(summary(x).chain).toEqual([]);
    // Book of Moon now starts a new Chain (Chain Link 1): Trap Hole no longer answers the Summon.
    x = play(x, activate(idOf(d, 'Book of Moon')), select(idOf(d, 'Battle Ox')));
    expect(summary(x).chain).toEqual([]);
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
  });
});

describe('More Chain edge cases', () => {
  it("a Normal Spell destroyed while its activation is on the Chain still resolves (Pot of Greed, the opponent's Set Mystical Space Typhoon)", () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'] }, opp: { spellTraps: [set('Mystical Space Typhoon')] } });
    let x = play(d, activate(idOf(d, 'Pot of Greed')));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = passAll(play(x, activate(idOf(d, 'Mystical Space Typhoon', 1)), select(idOf(d, 'Pot of Greed'))));
    expect(summary(x).chain).toEqual([]);
    expect(me(x).hand).toHaveLength(2);
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
  });

  it("in the Draw Phase, after drawing, the turn player may activate a Quick-Play Spell from the hand (not a Normal Spell), and the opponent a Trap", () => {
    const d = duelOf({ phase: 'draw', me: { hand: ['Mystical Space Typhoon', 'Pot of Greed'] }, opp: { spellTraps: [set('Waboku'), set('Threatening Roar')] } });
    expect(summary(d)).toMatchObject({ phase: 'draw', deciding: 0 });
    expect(activatable(d)).toEqual([idOf(d, 'Mystical Space Typhoon')]);
    const x = play(d, pass);
    expect(summary(x)).toMatchObject({ deciding: 1 });
    expect(activatable(x).sort()).toEqual([idOf(d, 'Waboku', 1), idOf(d, 'Threatening Roar', 1)].sort());
  });

  it('a Quick Effect (Spell Speed 2) cannot answer a Counter Trap, even one that destroys (Stardust Dragon, Seven Tools of the Bandit)', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Stardust Dragon' }], spellTraps: [set('Waboku')] },
      opp: { spellTraps: [set('Seven Tools of the Bandit')] },
    });
    let x = play(d, activate(idOf(d, 'Waboku')));
    x = play(x, activate(idOf(d, 'Seven Tools of the Bandit', 1)));
    // Stardust Dragon's effect answers activations that destroy, but only at Spell Speed 2: A is not asked.
    expect(summary(x).chain).toEqual([]);
    expect(me(x).graveyard).toEqual(['Waboku']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Stardust Dragon' });
    expect(opp(x).lp).toBe(7000);
  });

  it("a Quick Effect (Spell Speed 2) can answer a Spell Speed 2 Quick-Play Spell that destroys (Stardust Dragon on Mystical Space Typhoon)", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Stardust Dragon' }], spellTraps: [set('Waboku')] },
      opp: { spellTraps: [set('Mystical Space Typhoon')], monsters: [{ card: 'Feral Imp' }] },
      turnPlayer: 1,
    });
    // B (turn player) enters the Battle Phase and, in the open state there, activates MST on A's Set Waboku.
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(summary(x)).toMatchObject({ phase: 'battle', deciding: 1 });
    x = play(x, activate(idOf(d, 'Mystical Space Typhoon', 1)), select(idOf(d, 'Waboku')));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    expect(legal(x, 'activate').map((a) => a.card)).toContain(idOf(d, 'Stardust Dragon'));
  });
});

describe('Zones and Counter Traps on Summons', () => {
  it('Setting a Field Spell sends your face-up Field Spell to the Graveyard (v9.1: "To use another Field Spell, send your previous one to the Graveyard")', () => {
    const d = duelOf({ me: { hand: ['Sogen'], field: 'Yami', monsters: [{ card: 'Feral Imp' }] } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 1500 });
    const x = play(d, { type: 'setSpellTrap', card: idOf(d, 'Sogen') });
    expect(me(x).field).toEqual({ name: 'Sogen', faceUp: false });
    expect(me(x).graveyard).toEqual(['Yami']);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1300 });
  });

  it('a Spell Set in a full Spell & Trap Zone can still be activated: it needs no other zone', () => {
    const d = duelOf({ me: { spellTraps: [set('Pot of Greed'), set('Waboku'), set('Waboku'), set('Waboku'), set('Waboku')] } });
    expect(activatable(d)).toContain(idOf(d, 'Pot of Greed'));
    const x = passAll(play(d, activate(idOf(d, 'Pot of Greed'))));
    expect(me(x).hand).toHaveLength(2);
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
  });

  it("a Counter Trap negating a Summon can itself be answered only by Spell Speed 3: Seven Tools saves the Summon, Waboku cannot be chained, and the Summon then succeeds (Trap Hole may answer it)", () => {
    const d = duelOf({
      me: { hand: ['Battle Ox'], spellTraps: [set('Seven Tools of the Bandit'), set('Waboku')] },
      opp: { spellTraps: [set('Solemn Judgment'), set('Trap Hole')] },
    });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Battle Ox'), tributes: [] });
    x = play(x, activate(idOf(d, 'Solemn Judgment', 1), 0));
    expect(opp(x).lp).toBe(4000);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 0 });
    expect(activatable(x)).toEqual([idOf(d, 'Seven Tools of the Bandit')]);
    // Nothing can answer Seven Tools: the Chain resolves at once.
    x = play(x, activate(idOf(d, 'Seven Tools of the Bandit')));
    // Solemn Judgment negated: Battle Ox stays, and its Summon succeeds; now "when Summoned" cards answer it.
    expect(me(x).monsters[0]).toMatchObject({ name: 'Battle Ox' });
    expect(opp(x).graveyard).toEqual(['Solemn Judgment']);
    expect(me(x).lp).toBe(7000);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(activatable(x)).toEqual([idOf(d, 'Trap Hole', 1)]);
  });
});
