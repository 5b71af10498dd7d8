import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, summary, viewFor } from '..';
import { duelOf, idOf, legal, me, opp, play } from './dsl';

const set = (card: string, setThisTurn = false) => ({ card, faceUp: false, setThisTurn });
const activate = (card: string) => ({ type: 'activate', card, effect: 0 }) as const;

// Rulebook v9.1 "Chains and Spell Speed": the example of a Chain, as written.
describe('Chains', () => {
  it("the rulebook's chain: Heavy Storm, chained Threatening Roar, chained Seven Tools of the Bandit", () => {
    const d = duelOf({
      me: { hand: ['Heavy Storm'], spellTraps: [set('Seven Tools of the Bandit')], monsters: [{ card: 'Summoned Skull' }] },
      opp: { spellTraps: [set('Threatening Roar'), set('Just Desserts')] },
    });
    // A activates Heavy Storm: Chain Link 1; B may respond.
    let x = play(d, activate(idOf(d, 'Heavy Storm')));
    expect(summary(x)).toMatchObject({ deciding: 1, chain: [{ card: 'Heavy Storm', player: 0 }] });
    // B chains Threatening Roar: Chain Link 2; A may respond.
    x = play(x, activate(idOf(d, 'Threatening Roar', 1)));
    expect(summary(x).deciding).toBe(0);
    // Both players see the Chain as a stack with link numbers and what each link does.
    expect(viewFor(x, 0).chain.map((l) => [l.link, l.card.name, l.player, l.label])).toEqual([
      [1, 'Heavy Storm', 0, 'Destroy all Spells and Traps on the field'],
      [2, 'Threatening Roar', 1, 'Your opponent cannot declare an attack this turn'],
    ]);
    expect(viewFor(x, 1).chain).toEqual(viewFor(x, 0).chain);
    // A chains Seven Tools of the Bandit, paying 1000 LP: Chain Link 3. Nobody can answer a Counter
    // Trap here, so the Chain resolves at once, from the last link down.
    x = play(x, activate(idOf(d, 'Seven Tools of the Bandit')));
    const s = summary(x);
    expect(s.chain).toEqual([]);
    expect(me(x).lp).toBe(7000);
    // Seven Tools negated Threatening Roar and destroyed it; Heavy Storm then destroyed every other Spell and Trap.
    expect(opp(x).graveyard.sort()).toEqual(['Just Desserts', 'Threatening Roar']);
    expect(me(x).graveyard.sort()).toEqual(['Heavy Storm', 'Seven Tools of the Bandit']);
    expect([...me(x).spellTraps, ...opp(x).spellTraps].every((z) => z === null)).toBe(true);
    const resolved = x.events.filter((e) => e.type === 'resolved').map((e) => e.type === 'resolved' && e.link);
    expect(resolved).toEqual([3, 2, 1]);
    // Roar never applied: A can still declare attacks.
    const battle = play(x, { type: 'nextPhase', to: 'battle' });
    expect(legal(battle, 'attack')).toHaveLength(1);
  });

  it('Threatening Roar, when it resolves, stops the opponent declaring attacks this turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { spellTraps: [set('Threatening Roar')] } });
    // Entering the Battle Phase, B gets the chance to respond before Main Phase 1 ends.
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    expect(x.flow.window).toMatchObject({ kind: 'phaseEnd', player: 1 });
    x = play(x, activate(idOf(d, 'Threatening Roar', 1)));
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle', chain: [] });
    expect(legal(x, 'attack')).toEqual([]);
    expect(() => applyAction(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' })).toThrow(/stops you declaring an attack/);
  });

  it('both players passing in a row resolves the Chain; a player with no response is not asked', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'] }, opp: { spellTraps: [set('Threatening Roar')] } });
    let x = play(d, activate(idOf(d, 'Pot of Greed')));
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'pass' });
    expect(summary(x).chain).toEqual([]);
    expect(me(x).hand).toHaveLength(2);
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
    // With nothing to respond with, the opponent is not even asked.
    const quiet = play(duelOf({ me: { hand: ['Pot of Greed'] } }), activate(idOf(duelOf({ me: { hand: ['Pot of Greed'] } }), 'Pot of Greed')));
    expect(quiet.flow.window).toBeNull();
    expect(me(quiet).hand).toHaveLength(2);
  });

  it('a negated Spell goes to the Graveyard and does nothing; the cost paid is not refunded', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'] }, opp: { hand: ['Feral Imp'], spellTraps: [set('Magic Jammer')] } });
    let x = play(d, activate(idOf(d, 'Pot of Greed')));
    x = play(x, activate(idOf(d, 'Magic Jammer', 1)));
    // The cost: B chooses the card to discard.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    expect(summary(x).chain).toEqual([]);
    expect(me(x).hand).toEqual([]);
    expect(me(x).graveyard).toEqual(['Pot of Greed']);
    expect(opp(x).graveyard.sort()).toEqual(['Feral Imp', 'Magic Jammer']);
  });
});

describe('Spell Speed', () => {
  it('a Spell Speed 1 card cannot be chained to anything', () => {
    const d = duelOf({
      me: { hand: ['Heavy Storm', 'Pot of Greed', 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { hand: ['Raigeki', 'Ookazi'], spellTraps: [set('Threatening Roar')] },
    });
    let x = play(d, activate(idOf(d, 'Heavy Storm')));
    expect(legal(x, 'activate').map((a) => a.card)).toEqual([idOf(d, 'Threatening Roar', 1)]);
    x = play(x, activate(idOf(d, 'Threatening Roar', 1)));
    // Back to A: nothing of Spell Speed 1 may join, so A is not even asked.
    expect(summary(x).chain).toEqual([]);
    expect(() => applyAction(play(d, activate(idOf(d, 'Heavy Storm'))), activate(idOf(d, 'Pot of Greed')))).toThrow(/cannot be chained/);
  });

  it('a Trap Set this turn cannot be activated', () => {
    const d = duelOf({ me: { hand: ['Just Desserts'] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = play(d, { type: 'setSpellTrap', card: idOf(d, 'Just Desserts') });
    expect(legal(x, 'activate')).toEqual([]);
    expect(() => applyAction(x, activate(idOf(d, 'Just Desserts')))).toThrow(/Set this turn/);
    const later = duelOf({ me: { spellTraps: [set('Just Desserts')] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    expect(legal(later, 'activate')).toHaveLength(1);
  });

  it('a Trap cannot be activated from the hand', () => {
    const d = duelOf({ me: { hand: ['Just Desserts'] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    expect(legal(d, 'activate')).toEqual([]);
    expect(() => applyAction(d, activate(idOf(d, 'Just Desserts')))).toThrow(/Set it first/);
  });

  it('a Quick-Play Spell Set this turn cannot be activated; from the hand it can, on your own turn', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon', 'Mystical Space Typhoon'] }, opp: { spellTraps: [set('Threatening Roar')] } });
    const [a, b] = [idOf(d, 'Mystical Space Typhoon'), d.players[0].hand[1]!];
    const x = play(d, { type: 'setSpellTrap', card: a });
    expect(legal(x, 'activate').map((l) => l.card)).toEqual([b]);
    expect(() => applyAction(x, activate(a))).toThrow(/Set this turn/);
  });

  it('only Spell Speed 3 can answer a Counter Trap', () => {
    const d = duelOf({
      me: { hand: ['Heavy Storm'], spellTraps: [set('Just Desserts'), set('Seven Tools of the Bandit')] },
      opp: { hand: ['Feral Imp'], spellTraps: [set('Magic Jammer')], monsters: [{ card: 'Celtic Guardian' }] },
    });
    let x = play(d, activate(idOf(d, 'Heavy Storm')));
    x = play(x, activate(idOf(d, 'Magic Jammer', 1)), { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    // A may answer Magic Jammer (a Counter Trap) only with Seven Tools (Spell Speed 3), not Just Desserts.
    expect(summary(x).deciding).toBe(0);
    expect(legal(x, 'activate').map((l) => l.card)).toEqual([idOf(d, 'Seven Tools of the Bandit')]);
    expect(() => applyAction(x, activate(idOf(d, 'Just Desserts')))).toThrow(/cannot be chained/);
  });

  it('Spells of Spell Speed 1 are only activated in your own Main Phase', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'] } });
    expect(legal(d, 'activate')).toHaveLength(1);
    const battle = play(d, { type: 'nextPhase', to: 'battle' });
    expect(legal(battle, 'activate')).toEqual([]);
  });

  it('Spells can be Set and activated on the same turn in your Main Phase', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'] } });
    const x = play(d, { type: 'setSpellTrap', card: idOf(d, 'Pot of Greed') });
    expect(me(x).spellTraps[0]).toEqual({ name: 'Pot of Greed', faceUp: false });
    const drawn = play(x, activate(idOf(d, 'Pot of Greed')));
    expect(me(drawn).hand).toHaveLength(2);
  });

  it('a Spell activated from the hand is placed in the Spell & Trap Zone its player chooses, which must be free', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], spellTraps: [null, set('Just Desserts')] } });
    const reborn = idOf(d, 'Monster Reborn');
    // Placed once its target is chosen; the Chain then waits on the position to Summon it in.
    const x = play(d, { type: 'activate', card: reborn, effect: 0, zone: 3 }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    expect(x.flow.prompt?.kind).toBe('chooseOption');
    expect(me(x).spellTraps[3]).toEqual({ name: 'Monster Reborn', faceUp: true });
    expect(me(x).spellTraps[0]).toBeNull();
    expect(() => applyAction(d, { type: 'activate', card: reborn, effect: 0, zone: 1 })).toThrow(/Spell & Trap Zone 2 is not free/);
    expect(() => applyAction(d, { type: 'activate', card: reborn, effect: 0, zone: 9 })).toThrow(/Spell & Trap Zone 10 is not free/);
    // Without a zone, the first free one.
    expect(me(play(d, activate(reborn), { type: 'select', ids: [idOf(d, 'Summoned Skull')] })).spellTraps[0]).toMatchObject({ name: 'Monster Reborn' });
  });

  it('the 5 Spell & Trap Zones are a hard limit', () => {
    const five = Array.from({ length: 5 }, () => set('Just Desserts'));
    const d = duelOf({ me: { hand: ['Pot of Greed', 'Threatening Roar'], spellTraps: five } });
    expect(legalActions(d).filter((a) => a.type === 'setSpellTrap' || (a.type === 'activate' && a.card === idOf(d, 'Pot of Greed')))).toEqual([]);
  });
});
