import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Tribute to the Doomed: "Discard 1 card, then target 1 monster on the field; destroy it."
describe('Tribute to the Doomed', () => {
  it('discard 1 card: destroys the targeted monster', () => {
    const d = duelOf({ me: { hand: ['Tribute to the Doomed', 'Feral Imp'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribute to the Doomed') });
    if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.includes(idOf(d, 'Feral Imp'))) x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Tribute to the Doomed']);
  });
  it('needs a card to discard', () => {
    expect(legal(duelOf({ me: { hand: ['Tribute to the Doomed'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toHaveLength(0);
  });
});

// Mage Power: "The equipped monster gains 500 ATK and DEF for each Spell and Trap Card you control."
describe('Mage Power', () => {
  it('+500 ATK/DEF for each Spell and Trap Card you control, Mage Power included (not the opponent\'s)', () => {
    const d = duelOf({ me: { hand: ['Mage Power'], monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Trap Hole', faceUp: false }] }, opp: { spellTraps: [{ card: 'Magic Cylinder', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mage Power') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1300 + 1500, def: 1400 + 1500 });
  });
});

// The Warrior Returning Alive: "Target 1 Warrior-Type monster in your Graveyard; add that target to your hand."
describe('The Warrior Returning Alive', () => {
  it('adds a Warrior monster from your Graveyard to your hand', () => {
    const d = duelOf({ me: { hand: ['The Warrior Returning Alive'], graveyard: ['Kojikocy', 'Feral Imp'] }, opp: { graveyard: ['Exiled Force'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Warrior Returning Alive') });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Kojikocy')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Kojikocy')] });
    }
    expect(me(passAll(x)).hand).toEqual(['Kojikocy']);
  });
  it('no Warrior in your Graveyard: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['The Warrior Returning Alive'], graveyard: ['Feral Imp'] } }), 'activate')).toHaveLength(0);
  });
});

// Restructer Revolution: "Inflict 200 points of damage … for each card in your opponent's hand."
describe('Restructer Revolution', () => {
  it("200 damage per card in the opponent's hand; not with an empty hand", () => {
    const d = duelOf({ me: { hand: ['Restructer Revolution'] }, opp: { hand: ['Feral Imp', 'Dark Hole', 'Kuriboh'] } });
    expect(opp(passAll(play(d, { type: 'activate', card: idOf(d, 'Restructer Revolution') }))).lp).toBe(7400);
    expect(legal(duelOf({ me: { hand: ['Restructer Revolution'] } }), 'activate')).toHaveLength(0);
  });
});

// Terraforming: "Add 1 Field Spell Card from your Deck to your hand."
describe('Terraforming', () => {
  it('adds a Field Spell from the Deck; not without one', () => {
    const d = duelOf({ me: { hand: ['Terraforming'], deck: ['Dark Hole', 'Yami', 'Feral Imp'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Terraforming') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Yami')] });
    expect(me(x).hand).toEqual(['Yami']);
    expect(legal(duelOf({ me: { hand: ['Terraforming'], deck: ['Dark Hole'] } }), 'activate')).toHaveLength(0);
  });
});

// Emergency Provisions: "Send any number of other Spell and Trap Cards you control to the Graveyard. Gain 1000 Life Points for each card sent."
describe('Emergency Provisions', () => {
  it('send some of your other Spells/Traps (the cost): gain 1000 LP for each', () => {
    const d = duelOf({ me: { hand: ['Emergency Provisions'], spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Trap Hole', faceUp: false }, { card: 'Dragon Capture Jar', faceUp: true }] }, opp: { spellTraps: [{ card: 'Magic Cylinder', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Emergency Provisions') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Mirror Force'), idOf(d, 'Trap Hole'), idOf(d, 'Dragon Capture Jar')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Trap Hole')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dragon Capture Jar')] });
    x = play(x, { type: 'select', option: 'stop' });
    x = passAll(x);
    expect(me(x).lp).toBe(10000);
    expect(me(x).graveyard.sort()).toEqual(['Dragon Capture Jar', 'Emergency Provisions', 'Trap Hole']);
  });
  it('with no other Spell or Trap Card it cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Emergency Provisions'] } }), 'activate')).toHaveLength(0);
  });
});

// Malice Dispersion: "Discard 1 card from your hand. Destroy all face-up Continuous Trap Cards."
describe('Malice Dispersion', () => {
  it('discard 1 card: every face-up Continuous Trap Card is destroyed (not a Set one, not a Continuous Spell)', () => {
    const d = duelOf({ me: { hand: ['Malice Dispersion', 'Feral Imp'], spellTraps: [{ card: 'Dragon Capture Jar', faceUp: true }, { card: 'Level Limit - Area B', faceUp: true }] }, opp: { spellTraps: [{ card: 'Dragon Capture Jar', faceUp: true }, { card: 'Ultimate Offering', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Malice Dispersion') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(x);
    expect(me(x).graveyard.sort()).toEqual(['Dragon Capture Jar', 'Feral Imp', 'Malice Dispersion']);
    expect(opp(x).graveyard).toEqual(['Dragon Capture Jar']);
    expect(opp(x).spellTraps.find(Boolean)?.name).toBe('Ultimate Offering');
    expect(me(x).spellTraps.find(Boolean)?.name).toBe('Level Limit - Area B');
  });
});

// Rock Bombardment: "Select 1 Rock-Type monster in your Deck and send it to the Graveyard. Inflict 500 damage to your opponent. Then shuffle the Deck."
describe('Rock Bombardment', () => {
  it('sends a Rock monster from the Deck to the Graveyard: 500 damage', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Rock Bombardment', faceUp: false }], deck: ['Feral Imp', 'Giant Soldier of Stone'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Rock Bombardment') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Giant Soldier of Stone')] }));
    expect(me(x).graveyard.sort()).toEqual(['Giant Soldier of Stone', 'Rock Bombardment']);
    expect(opp(x).lp).toBe(7500);
  });
  it('no Rock monster in the Deck: cannot be activated', () => {
    expect(legal(duelOf({ me: { spellTraps: [{ card: 'Rock Bombardment', faceUp: false }], deck: ['Feral Imp'] } }), 'activate')).toHaveLength(0);
  });
});
