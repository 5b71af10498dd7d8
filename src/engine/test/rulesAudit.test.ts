import { describe, expect, it } from 'vitest';
import { responseToOf, summoningOf } from '../draft';
import { summary, type Duel } from '..';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from './dsl';

/**
 * The rules audit of issue 10, one kind of rule per block (rulebook v9.1 first). Each test fails
 * if its rule is applied wrongly.
 */

/** Passes every open window (players holding something they could activate get asked). */
const toBattle = (d: Duel): Duel => passWindows(play(d, { type: 'nextPhase', to: 'battle' }));

describe('"Summon" includes Special Summons (rulebook v9.1 "Special Summon")', () => {
  it("Bottomless Trap Hole (\"when your opponent Summons\") answers a Special Summon by the card's own procedure (Cyber Dragon)", () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Bottomless Trap Hole', faceUp: false }] } });
    const x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    const y = play(x, { type: 'activate', card: idOf(d, 'Bottomless Trap Hole', 1) });
    expect(me(y).banished).toEqual(['Cyber Dragon']);
  });

  it('Torrential Tribute ("when a monster is Summoned") answers a Special Summon by an effect (Monster Reborn)', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }, { type: 'select', option: 'attack' });
    // A response window opens once the Chain that Special Summoned is over.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(responseToOf(x)).toEqual([{ type: 'specialSummoned', player: 0, card: idOf(d, 'Summoned Skull'), from: 'graveyard' }]);
    const y = play(x, { type: 'activate', card: idOf(d, 'Torrential Tribute', 1) });
    expect(me(y).graveyard).toContain('Summoned Skull');
    expect(opp(y).graveyard).toContain('Feral Imp');
  });

  it('Torrential Tribute answers Tokens Special Summoned by an effect (Scapegoat)', () => {
    const d = duelOf({ me: { hand: ['Scapegoat'] }, opp: { spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Scapegoat') });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    expect(responseToOf(x)).toHaveLength(4);
    const y = play(x, { type: 'activate', card: idOf(d, 'Torrential Tribute', 1) });
    expect(me(y).monsters.every((m) => m === null)).toBe(true);
  });

  it('Trap Hole names Normal and Flip Summons: it does not answer a Special Summon', () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    const x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' });
    expect(x.flow.window).toBeNull();
    expect(me(x).monsters[0]).toMatchObject({ name: 'Cyber Dragon' });
  });

  it("an opponent's Special Summon in the turn player's Damage Step (Mystic Tomato) is not answered there by a Trap that is not a Counter Trap (Torrential Tribute); the turn player then holds priority in the Battle Step", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Torrential Tribute', faceUp: false }, { card: 'Book of Moon', faceUp: false }] },
      opp: { monsters: [{ card: 'Mystic Tomato' }], deck: ['Dark Assailant', 'Celtic Guardian'] },
    });
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Mystic Tomato', 1) });
    x = play(x, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Dark Assailant', 1)] });
    expect(opp(x).monsters.find(Boolean)).toMatchObject({ name: 'Dark Assailant' });
    // The effect of a monster destroyed by battle resolves in the Damage Step (v9.1 "Damage Step Rules"; 2002
    // pages, Damage Step 5), where only Counter Traps and ATK/DEF changers may be activated: nobody was asked,
    // and once the Damage Step is over the Summon can no longer be answered.
    expect(x.events.some((e) => e.type === 'activated' && e.player === 0)).toBe(false);
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle', deciding: 0, chain: [] });
    expect(x.flow.window).toBeNull();
    expect(legal(x, 'activate', idOf(d, 'Torrential Tribute'))).toEqual([]);
    // Back in the Battle Step the turn player has priority: a Quick-Play Spell may be activated.
    expect(legal(x, 'activate', idOf(d, 'Book of Moon'))).toHaveLength(1);
  });
});

describe('Taking control is not Summoning or Setting (rulebook v9.1 "Control/Possess", "Change Your Monsters\' Battle Positions")', () => {
  it('a monster taken this turn (Change of Heart) may change its battle position', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const skull = idOf(d, 'Summoned Skull', 1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [skull] });
    expect(legal(x, 'changePosition', skull)).toEqual([{ type: 'changePosition', card: skull }]);
    const y = play(x, { type: 'changePosition', card: skull });
    expect(me(y).monsters.find(Boolean)).toMatchObject({ name: 'Summoned Skull', position: 'defense' });
  });

  it('a face-down monster taken this turn may be Flip Summoned', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'] }, opp: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }] } });
    const elf = idOf(d, 'Mystical Elf', 1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [elf] });
    expect(legal(x, 'flipSummon', elf)).toEqual([{ type: 'flipSummon', card: elf }]);
  });

  it('but not one that came to the field this turn (it was Summoned this turn by its owner)', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'] }, opp: { monsters: [{ card: 'Summoned Skull', summonedThisTurn: true }] } });
    const skull = idOf(d, 'Summoned Skull', 1);
    const x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [skull] });
    expect(legal(x, 'changePosition', skull)).toEqual([]);
  });
});

describe('An effect that could do nothing cannot be activated (rulebook v9.1 "Search Your Deck")', () => {
  it("Sangan's search is not activated without a monster with 1500 or less ATK in the Deck (and no name is locked)", () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Sangan' }], deck: ['Summoned Skull', 'Blue-Eyes White Dragon'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.flow.prompt).toBeNull();
    expect(x.events.some((e) => e.type === 'activated' && e.card === idOf(d, 'Sangan'))).toBe(false);
    expect(x.rules).toEqual([]);
  });

  it('Sangan with a fitting monster in the Deck does search', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Sangan' }], deck: ['Summoned Skull', 'Feral Imp'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp')] });
  });

  it("Mystic Tomato's Special Summon from the Deck is not offered without a DARK monster with 1500 or less ATK there", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Mystic Tomato' }], deck: ['Celtic Guardian', 'Summoned Skull'] } });
    const x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Mystic Tomato', 1) });
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual(['Mystic Tomato']);
  });

  it('a player who cannot Summon this turn (Scapegoat) does not activate a Trigger that would Special Summon (Mystic Tomato)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Scapegoat', faceUp: false }], monsters: [{ card: 'Mystic Tomato' }], deck: ['Feral Imp', 'Celtic Guardian'] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    // As the opponent enters the Battle Phase, the Set Scapegoat is activated (its player cannot Summon again this turn).
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    expect(x.flow.window).toMatchObject({ kind: 'phaseEnd', player: 0 });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Scapegoat') }));
    expect(me(x).monsters.filter(Boolean)).toHaveLength(5);
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Mystic Tomato') }));
    expect(me(x).graveyard).toEqual(['Scapegoat', 'Mystic Tomato']);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(2);
  });

  it('Last Will cannot be activated without a monster with 1500 or less ATK in the Deck', () => {
    const none = duelOf({ me: { hand: ['Last Will'], deck: ['Summoned Skull', 'Blue-Eyes White Dragon'] } });
    expect(legal(none, 'activate')).toEqual([]);
    const some = duelOf({ me: { hand: ['Last Will'], deck: ['Summoned Skull', 'Feral Imp'] } });
    expect(legal(some, 'activate')).toHaveLength(1);
  });

  it("Blue Dragon Summoner's search is not offered without a Normal Dragon, Warrior or Spellcaster in the Deck", () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Blue Dragon Summoner' }], deck: ['Sangan', 'Mystic Tomato'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.flow.prompt).toBeNull();
  });
});

describe('A player made to draw more cards than their Deck holds loses (rulebook v9.1 "Victory Conditions")', () => {
  it('Card Destruction makes the opponent draw 3 with 1 card in their Deck: they lose', () => {
    const d = duelOf({ me: { hand: ['Card Destruction'], deck: ['Feral Imp'] }, opp: { hand: ['Battle Ox', 'Battle Ox', 'Battle Ox'], deck: ['Feral Imp'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Card Destruction') });
    expect(summary(x)).toMatchObject({ winner: 0 });
    expect(x.endCause).toEqual({ kind: 'deckOut', player: 1 });
  });

  it('a card whose own draw the Deck cannot cover cannot be activated (Pot of Greed with 1 card left)', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], deck: ['Feral Imp'] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});

describe('"Target 1 monster on the field" includes the card itself unless it says "other"', () => {
  it('Man-Eater Bug, the only monster on the field, targets and destroys itself (its Flip effect is mandatory)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Man-Eater Bug') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Man-Eater Bug')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Man-Eater Bug')] });
    expect(me(x).graveyard).toEqual(['Man-Eater Bug']);
  });

  it('Hane-Hane may pick itself among the monsters on the field', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Hane-Hane'), idOf(d, 'Feral Imp', 1)] });
  });

  it('a Spell being activated is not a target of its own activation (Mystical Space Typhoon)', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});

describe('Tokens are always face-up (rulebook v9.1 "Monster Tokens")', () => {
  it('Book of Moon cannot target a Sheep Token', () => {
    const d = duelOf({ me: { hand: ['Scapegoat', 'Book of Moon'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Scapegoat') }));
    expect(me(x).monsters.filter(Boolean)).toHaveLength(4);
    // Only Tokens on the field: Book of Moon has no legal target.
    expect(legal(x, 'activate', idOf(d, 'Book of Moon'))).toEqual([]);
    // A monster that is not a Token can be targeted.
    const withImp = duelOf({ me: { hand: ['Book of Moon'], monsters: [{ card: 'Feral Imp' }] } });
    x = play(withImp, { type: 'activate', card: idOf(withImp, 'Book of Moon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(withImp, 'Feral Imp')] });
  });
});

describe('Limits left open by earlier notes', () => {
  it('Wall of Illusion returns the attacker to the hand even when that battle destroys it', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Wall of Illusion' }] } });
    const x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Wall of Illusion', 1) });
    expect(opp(x).graveyard).toEqual(['Wall of Illusion']);
    expect(opp(x).lp).toBe(6500);
    expect(me(x).hand).toEqual(['Summoned Skull']);
  });

  it("Ultimate Offering's effect can be chained as a response (Spell Speed 2), here to an attack declaration", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Mystical Elf'], spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] } });
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: 'direct' });
    expect(legal(x, 'activate', idOf(d, 'Ultimate Offering'))).toEqual([{ type: 'activate', card: idOf(d, 'Ultimate Offering'), effect: 1 }]);
    x = play(x, { type: 'activate', card: idOf(d, 'Ultimate Offering'), effect: 1 });
    x = passAll(x);
    x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] }, { type: 'select', option: 'summon' });
    // Chain Link 1: the Summon may be negated — the opponent (the turn player) holds Solemn Judgment.
    expect(summoningOf(x)).toMatchObject({ card: idOf(d, 'Mystical Elf') });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
  });

  it('an Equip Spell whose equip condition no longer holds after a change of control is destroyed (Ring of Magnetism: "a monster you control")', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }], spellTraps: [{ card: 'Ring of Magnetism', faceUp: true, equippedTo: 0 }, { card: 'Legendary Sword', faceUp: true, equippedTo: 0 }] },
      opp: { hand: ['Change of Heart'] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart', 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(opp(x).monsters.find(Boolean)).toMatchObject({ name: 'Celtic Guardian' });
    expect(me(x).graveyard).toContain('Ring of Magnetism');
    // "Equip only to a Warrior" still holds: Legendary Sword stays, and its +300 still applies.
    expect(me(x).spellTraps.some((s) => s?.name === 'Legendary Sword')).toBe(true);
    expect(opp(x).monsters.find(Boolean)).toMatchObject({ atk: 1400 + 300 });
  });
});
