import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * "Once per turn: You can change this card to face-down Defense Position. When this card is Flip
 * Summoned: …" — Stealth Bird (1000 damage), Des Lacooda (draw 1), Swarm of Locusts (destroy 1 of the
 * opponent's Spells/Traps), Swarm of Scarabs (destroy 1 of the opponent's monsters), Guardian Sphinx
 * (return all the opponent's monsters to the hand).
 */
describe.each(['Stealth Bird', 'Des Lacooda', 'Swarm of Locusts', 'Swarm of Scarabs', 'Guardian Sphinx'])('%s: turning itself face-down', (card) => {
  it('once per turn it turns itself face-down in Defense Position', () => {
    const d = duelOf({ me: { monsters: [{ card }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, card), effect: 0 }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(legal(x, 'activate', idOf(d, card))).toHaveLength(0);
  });
});

const flipSummon = (card: string, opts: Parameters<typeof duelOf>[0] = {}) => {
  const d = duelOf({ ...opts, me: { ...opts.me, monsters: [{ card, faceUp: false, position: 'defense' }] } });
  return { d, x: play(d, { type: 'flipSummon', card: idOf(d, card) }) };
};

describe('When Flip Summoned', () => {
  it('Stealth Bird: 1000 damage', () => {
    expect(opp(passAll(flipSummon('Stealth Bird').x)).lp).toBe(7000);
  });
  it('Des Lacooda: draws 1 card', () => {
    expect(me(passAll(flipSummon('Des Lacooda', { me: { deck: ['Feral Imp'] } }).x)).hand).toEqual(['Feral Imp']);
  });
  it("Swarm of Locusts: destroys the targeted Spell or Trap Card of the opponent's (not mine)", () => {
    const { d, x } = flipSummon('Swarm of Locusts', { me: { spellTraps: [{ card: 'Trap Hole', faceUp: false }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let y = x;
    if (y.flow.prompt?.kind === 'chooseCard') {
      expect(y.flow.prompt.cards).toEqual([idOf(d, 'Mirror Force', 1)]);
      y = play(y, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    }
    expect(opp(passAll(y)).graveyard).toEqual(['Mirror Force']);
  });
  it("Swarm of Scarabs: destroys the targeted monster of the opponent's", () => {
    const { d, x } = flipSummon('Swarm of Scarabs', { opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const y = x.flow.prompt?.kind === 'chooseCard' ? play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }) : x;
    expect(opp(passAll(y)).graveyard).toEqual(['Summoned Skull']);
  });
  it('Guardian Sphinx: every monster the opponent controls goes back to the hand', () => {
    const { x } = flipSummon('Guardian Sphinx', { opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    const y = passAll(x);
    expect(opp(y).hand.sort()).toEqual(['Feral Imp', 'Summoned Skull']);
    expect(opp(y).monsters.every((m) => m === null)).toBe(true);
  });
  it('flipped face-up by an attack, not Flip Summoned: no effect', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Stealth Bird', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: idOf(d, 'Stealth Bird') }));
    // Only the 400 battle damage of the attack into 1700 DEF: no 1000 from the effect.
    expect(opp(x).lp).toBe(8000 - 400);
  });
});

// Byser Shock: "When this card is Normal Summoned, Flip Summoned, or Special Summoned, return all Set cards on the field to their owner's respective hands."
describe('Byser Shock', () => {
  it('Summoned: every Set card on the field (monsters, Spells, Traps; both sides) goes back to its owner\'s hand', () => {
    const d = duelOf({ me: { hand: ['Byser Shock'], monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Dragon Capture Jar', faceUp: true }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Byser Shock'), tributes: [idOf(d, 'Feral Imp')] }));
    expect(me(x).hand.sort()).toEqual(['Mystical Elf', 'Trap Hole']);
    expect(opp(x).hand.sort()).toEqual(['Man-Eater Bug', 'Mirror Force']);
    expect(opp(x).spellTraps.find(Boolean)?.name).toBe('Dragon Capture Jar');
  });
});

// Granmarg the Rock Monarch: "When this card is Tribute Summoned, destroy 1 face-down card on the field."
describe('Granmarg the Rock Monarch', () => {
  it('Tribute Summoned: destroys the targeted face-down card', () => {
    const d = duelOf({ me: { hand: ['Granmarg the Rock Monarch'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Granmarg the Rock Monarch'), tributes: [idOf(d, 'Feral Imp')] }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Mystical Elf', 1), idOf(d, 'Mirror Force', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
  });
});

// Greenkappa: "FLIP: Target 2 Set Spell/Trap Cards on the field; destroy those targets."
describe('Greenkappa', () => {
  it('FLIP: destroys 2 targeted Set Spell or Trap Cards', () => {
    const { d, x } = flipSummon('Greenkappa', { me: { spellTraps: [{ card: 'Trap Hole', faceUp: false }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Dragon Capture Jar', faceUp: true }] } });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Trap Hole'), idOf(d, 'Mirror Force', 1)].sort());
    let y = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(d, 'Trap Hole')] });
    y = passAll(y);
    expect(opp(y).graveyard).toEqual(['Mirror Force']);
    expect(me(y).graveyard).toEqual(['Trap Hole']);
  });
  it('with fewer than 2 Set Spells/Traps it does nothing', () => {
    const { x } = flipSummon('Greenkappa', { opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    expect(opp(passAll(x)).graveyard).toEqual([]);
  });
});

// Old Vindictive Magician: "FLIP: Target 1 monster your opponent controls; destroy that target."
describe('Old Vindictive Magician', () => {
  it("FLIP: destroys the targeted monster of the opponent's", () => {
    const { d, x } = flipSummon('Old Vindictive Magician', { opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const y = x.flow.prompt?.kind === 'chooseCard' ? play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }) : x;
    expect(opp(passAll(y)).graveyard).toEqual(['Summoned Skull']);
  });
});

// Iron Blacksmith Kotetsu: "FLIP: Add 1 Equip Spell Card from your Deck to your hand."
describe('Iron Blacksmith Kotetsu', () => {
  it('FLIP: adds an Equip Spell Card from the Deck', () => {
    const { d, x } = flipSummon('Iron Blacksmith Kotetsu', { me: { deck: ['Dark Hole', 'Dark Energy', 'Megamorph'] } });
    let y = passAll(x);
    expect(y.flow.prompt?.kind === 'chooseCard' && [...y.flow.prompt.cards].sort()).toEqual([idOf(d, 'Dark Energy'), idOf(d, 'Megamorph')].sort());
    y = play(y, { type: 'select', ids: [idOf(d, 'Megamorph')] });
    expect(me(y).hand).toEqual(['Megamorph']);
  });
});
