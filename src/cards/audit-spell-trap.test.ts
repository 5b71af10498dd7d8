// Audit of the Spell and Trap Card modules against their card texts and rulings
// (shared/reference/cards.tsv, Official Rulebook v9.1). One rule per test.
import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../engine';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../engine/test/dsl';

/** Player 0's turn, Battle Phase entered, `attacker` (player 0's) declares an attack on `target` (or directly). */
function declareAttack(d: Duel, attacker: string, target: string | 'direct' = 'direct'): Duel {
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return play(x, { type: 'attack', card: idOf(d, attacker), target: target === 'direct' ? 'direct' : idOf(d, target, 1) });
}

const activatable = (d: Duel, card: string, owner: 0 | 1 = 0) => legal(d, 'activate', idOf(d, card, owner)).length > 0;

describe('Mystical Space Typhoon', () => {
  it('Mystical Space Typhoon: may target a Field Spell in the Field Zone, never itself', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], field: 'Yami' }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const cards = (x.flow.prompt as unknown as { cards: string[] }).cards;
    expect([...cards].sort()).toEqual([idOf(d, 'Yami'), idOf(d, 'Mirror Force', 1)].sort());
  });

  it('Mystical Space Typhoon: a Quick-Play Spell cannot be activated from the hand during the opponent\'s turn', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Mystical Space Typhoon'] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }], monsters: [{ card: 'Feral Imp' }] } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    const y = play(x, { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: 'direct' });
    expect(activatable(y, 'Mystical Space Typhoon')).toBe(false);
  });

  it('Mystical Space Typhoon: Set this turn, it cannot be activated until the next turn', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false, setThisTurn: true }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    expect(activatable(d, 'Mystical Space Typhoon')).toBe(false);
  });
});

describe("Harpie's Feather Duster / Heavy Storm and Field Spells", () => {
  it("Harpie's Feather Duster: the opponent's Field Spell is one of their Spell Cards and is destroyed", () => {
    const d = duelOf({ me: { hand: ["Harpie's Feather Duster"], field: 'Sogen' }, opp: { field: 'Yami' } });
    expect(activatable(d, "Harpie's Feather Duster")).toBe(true);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, "Harpie's Feather Duster") }));
    expect(opp(x).field).toBeNull();
    expect(opp(x).graveyard).toEqual(['Yami']);
    expect(me(x).field).toMatchObject({ name: 'Sogen' });
  });

  it('Heavy Storm: destroys the Field Spells of both players as well', () => {
    const d = duelOf({ me: { hand: ['Heavy Storm'], field: 'Sogen' }, opp: { field: 'Yami', spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Heavy Storm') }));
    expect(me(x).field).toBeNull();
    expect(opp(x).field).toBeNull();
    expect(me(x).graveyard.sort()).toEqual(['Heavy Storm', 'Sogen']);
  });
});

describe('Summon-answering Traps', () => {
  it('Trap Hole: a Special Summon (Monster Reborn) is not a Normal or Flip Summon, so it cannot answer it', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] }, opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    while (x.flow.prompt === null && x.flow.window && !activatable(x, 'Trap Hole', 1)) x = play(x, { type: 'pass' });
    if (x.flow.prompt) x = play(x, { type: 'select', option: 'attack' });
    // After the Summon: no window for Trap Hole.
    let sawTrapHole = false;
    while (x.flow.window) {
      if (activatable(x, 'Trap Hole', 1)) sawTrapHole = true;
      x = play(x, { type: 'pass' });
    }
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(sawTrapHole).toBe(false);
  });

  it('Bottomless Trap Hole: answers the opponent\'s Special Summon (Monster Reborn) of a 1500+ ATK monster, destroying and banishing it', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] }, opp: { spellTraps: [{ card: 'Bottomless Trap Hole', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    while (!x.flow.prompt && x.flow.window) x = play(x, { type: 'pass' });
    x = play(x, { type: 'select', option: 'attack' });
    expect(activatable(x, 'Bottomless Trap Hole', 1)).toBe(true);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Bottomless Trap Hole', 1) }));
    expect(me(x).banished).toEqual(['Summoned Skull']);
  });

  it('Bottomless Trap Hole: its own controller\'s Summon gives it nothing to answer', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Bottomless Trap Hole', faceUp: false }] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Feral Imp')] });
    expect(activatable(x, 'Bottomless Trap Hole')).toBe(false);
  });

  it('Torrential Tribute: a Normal Set is not a Summon, so it cannot be activated', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] } });
    const x = play(d, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(activatable(x, 'Torrential Tribute', 1)).toBe(false);
  });

  it('Torrential Tribute: answers a Special Summon by a card effect (Monster Reborn) and destroys every monster', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    while (!x.flow.prompt && x.flow.window) x = play(x, { type: 'pass' });
    x = play(x, { type: 'select', option: 'attack' });
    expect(activatable(x, 'Torrential Tribute', 1)).toBe(true);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Torrential Tribute', 1) }));
    expect([...me(x).monsters, ...opp(x).monsters].every((m) => m === null)).toBe(true);
  });
});

describe('Solemn Judgment', () => {
  it('Solemn Judgment: cannot negate the Special Summon made by a resolving Spell (Monster Reborn), only the Spell\'s activation', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] }, opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    // The Spell's activation can be negated (effect 1).
    expect(legal(x, 'activate', idOf(d, 'Solemn Judgment', 1))).toEqual([{ type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 1 }]);
    x = play(x, { type: 'pass' });
    if (x.flow.prompt) x = play(x, { type: 'select', option: 'attack' });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    // The Summon itself cannot be negated (effect 0) at any point.
    while (x.flow.window) {
      expect(legal(x, 'activate', idOf(d, 'Solemn Judgment', 1)).some((a) => a.effect === 0)).toBe(false);
      x = play(x, { type: 'pass' });
    }
  });

  it("Solemn Judgment: negates a Special Summon by a monster's own procedure (Cyber Dragon) and destroys it", () => {
    const d = duelOf({ me: { hand: ['Cyber Dragon'] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, 'Cyber Dragon'), method: 'rule', position: 'attack' });
    expect(legal(x, 'activate', idOf(d, 'Solemn Judgment', 1)).map((a) => a.effect)).toEqual([0]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 0 }));
    expect(me(x).graveyard).toEqual(['Cyber Dragon']);
    expect(opp(x).lp).toBe(4000);
  });
});

describe('Counter Traps and Spell Speed', () => {
  it('Seven Tools of the Bandit: a Counter Trap may answer a Counter Trap (Solemn Judgment); Solemn\'s LP cost stays paid and the Spell resolves', () => {
    const d = duelOf({
      me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Seven Tools of the Bandit', faceUp: false }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    x = play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 1 });
    expect(activatable(x, 'Seven Tools of the Bandit')).toBe(true);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Seven Tools of the Bandit') }));
    expect(me(x).lp).toBe(7000);
    expect(opp(x).lp).toBe(4000);
    expect(opp(x).graveyard.sort()).toEqual(['Solemn Judgment', 'Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Dark Hole', 'Seven Tools of the Bandit']);
  });

  it('Magic Jammer: a Spell Speed 2 card (Mystical Space Typhoon) cannot be chained to a Counter Trap', () => {
    const d = duelOf({
      me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] },
      opp: { hand: ['Feral Imp'], monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }, { type: 'activate', card: idOf(d, 'Magic Jammer', 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    // No window is opened for a player with nothing they may chain: MST is never offered.
    while (x.flow.window) {
      expect(activatable(x, 'Mystical Space Typhoon')).toBe(false);
      x = play(x, { type: 'pass' });
    }
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Mystical Space Typhoon', faceUp: false });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  it('Negate Attack: a Counter Trap: the attacker\'s Spell Speed 2 Quick-Play cannot answer it', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Negate Attack', faceUp: false }] },
    });
    let x = declareAttack(d, 'Summoned Skull');
    x = play(x, { type: 'activate', card: idOf(d, 'Negate Attack', 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    expect(activatable(x, 'Mystical Space Typhoon')).toBe(false);
  });

  it("Seven Tools of the Bandit: the effect of a face-up Continuous Trap (Ultimate Offering) is not a Trap Card's activation", () => {
    const d = duelOf({
      me: { hand: ['Feral Imp'], normalSummonUsed: true, spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Seven Tools of the Bandit', faceUp: false }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Ultimate Offering'), effect: 1 }, { type: 'pass' });
    expect(activatable(x, 'Seven Tools of the Bandit', 1)).toBe(false);
  });

  it('Magic Jammer: cannot answer the activation of a Trap Card', () => {
    const d = duelOf({
      me: { hand: ['Celtic Guardian'], monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    let x = declareAttack(d, 'Summoned Skull');
    x = play(x, { type: 'activate', card: idOf(d, 'Mirror Force', 1) });
    expect(activatable(x, 'Magic Jammer')).toBe(false);
  });

  it('Magic Jammer: negating a Field Spell\'s activation sends it to the Graveyard with no effect applied', () => {
    const d = duelOf({
      me: { hand: ['Yami'], monsters: [{ card: 'Dark Magician' }] },
      opp: { hand: ['Feral Imp'], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Yami') }, { type: 'activate', card: idOf(d, 'Magic Jammer', 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    x = passAll(x);
    expect(me(x).field).toBeNull();
    expect(me(x).graveyard).toEqual(['Yami']);
    expect(me(x).monsters[0]).toMatchObject({ atk: 2500 });
    expect(opp(x).graveyard.sort()).toEqual(['Feral Imp', 'Magic Jammer']);
  });

  it('Cosmic Cyclone: its 1000 LP is a cost: still paid when its activation is negated (Magic Jammer)', () => {
    const d = duelOf({
      me: { hand: ['Cosmic Cyclone'] },
      opp: { hand: ['Feral Imp'], spellTraps: [{ card: 'Magic Jammer', faceUp: false }, { card: 'Mirror Force', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Cosmic Cyclone') }, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Jammer', 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    x = passAll(x);
    expect(me(x).lp).toBe(7000);
    expect(opp(x).spellTraps[1]).toMatchObject({ name: 'Mirror Force', faceUp: false });
    expect(me(x).graveyard).toEqual(['Cosmic Cyclone']);
  });
});

describe('Equip Spells', () => {
  it('Ring of Magnetism: "equip only to a monster you control": when the equipped monster changes control (Change of Heart), the Ring is destroyed', () => {
    const d = duelOf({
      me: { hand: ['Change of Heart'] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Ring of Magnetism', faceUp: true, equippedTo: 0 }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    x = passAll(x);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Celtic Guardian' });
    expect(opp(x).spellTraps[0]).toBeNull();
    expect(opp(x).graveyard).toEqual(['Ring of Magnetism']);
  });

  it('Legendary Sword: if its target is turned face-down in response (Book of Moon), it is not equipped and goes to the Graveyard', () => {
    const d = duelOf({
      me: { hand: ['Legendary Sword'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { spellTraps: [{ card: 'Book of Moon', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Legendary Sword') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: false });
    expect(me(x).spellTraps.every((s) => s === null)).toBe(true);
    expect(me(x).graveyard).toEqual(['Legendary Sword']);
  });
});

describe('Spells with conditions on the field or Graveyard', () => {
  it('The Flute of Summoning Dragon: "Lord of D." on the field means either side: the opponent\'s Lord counts', () => {
    const d = duelOf({ me: { hand: ['The Flute of Summoning Dragon', 'Blue-Eyes White Dragon'] }, opp: { monsters: [{ card: 'Lord of D.' }] } });
    expect(activatable(d, 'The Flute of Summoning Dragon')).toBe(true);
  });

  it('Monster Reborn: cannot target a Fusion Monster that was not properly Summoned', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Gaia the Dragon Champion', properlySummoned: false }, 'Feral Imp'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp')] });
    const only = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Gaia the Dragon Champion', properlySummoned: false }] } });
    expect(activatable(only, 'Monster Reborn')).toBe(false);
  });

  it('Book of Moon: a Token cannot be turned face-down, so it cannot be targeted', () => {
    const d = duelOf({ me: { hand: ['Book of Moon', 'Scapegoat'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Scapegoat') }));
    expect(me(x).monsters.filter(Boolean)).toHaveLength(4);
    // Only Tokens are face-up on the field.
    expect(activatable(x, 'Book of Moon')).toBe(false);
  });
});

describe('Battle Traps and attack timing', () => {
  it('Mirror Force: not offered when its own controller\'s monster declares the attack', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = declareAttack(d, 'Summoned Skull', 'Feral Imp');
    expect(activatable(x, 'Mirror Force')).toBe(false);
  });

  it('Magic Cylinder: if the attacker is turned face-down in response (Book of Moon), the attack stops and no damage is inflicted', () => {
    const d = duelOf({
      me: { hand: ['Book of Moon'], monsters: [{ card: 'Summoned Skull' }] },
      opp: { spellTraps: [{ card: 'Magic Cylinder', faceUp: false }] },
    });
    let x = declareAttack(d, 'Summoned Skull');
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Cylinder', 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: false });
    expect(me(x).lp).toBe(8000);
    expect(opp(x).lp).toBe(8000);
  });

  it.each(['Sakuretsu Armor', 'Dimensional Prison'])('%s: if the attacker is turned face-down in response (Book of Moon), it is no longer the attacking monster and is not removed', (trap) => {
    const d = duelOf({
      me: { hand: ['Book of Moon'], monsters: [{ card: 'Summoned Skull' }] },
      opp: { spellTraps: [{ card: trap, faceUp: false }] },
    });
    let x = declareAttack(d, 'Summoned Skull');
    x = play(x, { type: 'activate', card: idOf(d, trap, 1) });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: false, position: 'defense' });
    expect(me(x).graveyard).toEqual(['Book of Moon']);
    expect(me(x).banished).toEqual([]);
    expect(opp(x).lp).toBe(8000);
  });

  it('Threatening Roar: chained to an attack declaration, it does not stop the attack already declared (only later declarations)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] }, opp: { spellTraps: [{ card: 'Threatening Roar', faceUp: false }] } });
    let x = declareAttack(d, 'Summoned Skull');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Threatening Roar', 1) }));
    expect(opp(x).lp).toBe(8000 - 2500);
    expect(legal(x, 'attack')).toEqual([]);
  });

  it('Sakuretsu Armor: cannot be activated in the Damage Step (it does not change ATK/DEF)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Sakuretsu Armor', faceUp: false }, { card: 'Castle Walls', faceUp: false }] } });
    let x = declareAttack(d, 'Summoned Skull', 'Feral Imp');
    expect(activatable(x, 'Sakuretsu Armor', 1)).toBe(true);
    x = play(x, { type: 'pass' });
    expect(summary(x).step).toBe('damage');
    expect(activatable(x, 'Castle Walls', 1)).toBe(true);
    expect(activatable(x, 'Sakuretsu Armor', 1)).toBe(false);
  });

  it('Ultimate Offering: not during its controller\'s own Battle Phase', () => {
    const d = duelOf({ me: { hand: ['Feral Imp'], normalSummonUsed: true, monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Ultimate Offering', faceUp: true }] } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(summary(x).phase).toBe('battle');
    expect(activatable(x, 'Ultimate Offering')).toBe(false);
    const y = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' });
    expect(activatable(y, 'Ultimate Offering')).toBe(false);
  });
});

describe('Dragon Capture Jar', () => {
  it('Dragon Capture Jar: a face-down Dragon Flip Summoned while it is face-up is changed to Defense Position', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Koumori Dragon', faceUp: false, position: 'defense' }] }, opp: { spellTraps: [{ card: 'Dragon Capture Jar', faceUp: true }] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Koumori Dragon') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Koumori Dragon', faceUp: true, position: 'defense' });
  });

  it('Dragon Capture Jar: once it leaves the field, the Dragon it changed stays in Defense Position (nothing changes back)', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Blue-Eyes White Dragon', position: 'defense' }] }, opp: { spellTraps: [{ card: 'Dragon Capture Jar', faceUp: true }] } });
    expect(me(d).monsters[0]).toMatchObject({ position: 'defense' });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Dragon Capture Jar', 1)] }));
    expect(opp(x).graveyard).toEqual(['Dragon Capture Jar']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', position: 'defense' });
    expect(legal(x, 'changePosition', idOf(d, 'Blue-Eyes White Dragon'))).toHaveLength(1);
  });
});

describe('More rulings', () => {
  it('Raigeki: destroys the opponent\'s face-down monsters too', () => {
    const d = duelOf({ me: { hand: ['Raigeki'] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }));
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(x.flow.prompt).toBeNull(); // destroyed face-down: no Flip effect
  });

  it('Dragon Capture Jar: Set face-down (not activated), it does nothing: a Dragon Summoned then stays in Attack Position', () => {
    const d = duelOf({ me: { hand: ['Koumori Dragon'] }, opp: { spellTraps: [{ card: 'Dragon Capture Jar', faceUp: false }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Koumori Dragon'), tributes: [] }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Koumori Dragon', position: 'attack' });
  });

  it('Book of Moon: a monster it turned face-down (on the field since an earlier turn, position not yet changed) may be Flip Summoned the same turn', () => {
    const d = duelOf({ me: { hand: ['Book of Moon'], monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(legal(x, 'flipSummon', idOf(d, 'Celtic Guardian'))).toHaveLength(1);
  });

  it('Book of Moon: an attacker turned face-down stops its attack (no replay) and still counts as having attacked: no Flip Summon in Main Phase 2', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Book of Moon', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(me(x).lp).toBe(8000);
    expect(x.events.some((e) => e.type === 'replay')).toBe(false);
    x = passWindows(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(summary(x).phase).toBe('main2');
    expect(legal(x, 'flipSummon', idOf(d, 'Summoned Skull', 1))).toEqual([]);
  });

  it('Last Will: a monster of the opponent\'s that you controlled (Change of Heart) goes to its owner\'s Graveyard: that does not count', () => {
    const d = duelOf({
      me: { hand: ['Change of Heart', 'Summoned Skull', 'Last Will'], deck: ['Feral Imp', 'Celtic Guardian', 'Celtic Guardian'] },
      opp: { monsters: [{ card: 'Mystical Elf' }] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] }));
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Mystical Elf', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mystical Elf']);
    x = play(x, { type: 'activate', card: idOf(d, 'Last Will') });
    while (x.flow.window) x = play(x, { type: 'pass' });
    // No "use it now" choice: nothing of yours went to your Graveyard.
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.filter(Boolean)).toHaveLength(1);
  });

  it('Reinforcements: its target turned face-down in response (Book of Moon) is no longer a face-up monster: it gains nothing', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Reinforcements', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Book of Moon', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Reinforcements') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false });
    // Flipped face-up again the same turn: its printed 1400 ATK, no +500.
    x = passAll(play(x, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true, atk: 1400 });
  });
});
