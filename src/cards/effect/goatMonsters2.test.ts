import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Yomi Ship: "When this card is destroyed by battle and sent to the Graveyard: Destroy the monster that destroyed this card."
describe('Yomi Ship', () => {
  it('destroyed by battle: the monster that destroyed it is destroyed', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Yomi Ship' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Yomi Ship') }));
    expect(me(x).graveyard).toEqual(['Yomi Ship']);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
  });
  it('a battle it survives: nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Yomi Ship', position: 'defense' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Kuriboh', 1), target: idOf(d, 'Yomi Ship') }));
    expect(opp(x).graveyard).toEqual([]);
  });
});

// Needle Burrower: "When this card destroys a monster and sends it to the Graveyard as a result of battle, inflict damage … equal to the Level of the destroyed monster x 500."
describe('Needle Burrower', () => {
  it('destroys a monster by battle: 500 damage per Level of that monster', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Needle Burrower' }] }, opp: { monsters: [{ card: 'Kojikocy', position: 'defense' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Needle Burrower'), target: idOf(d, 'Kojikocy', 1) }));
    expect(opp(x).graveyard).toEqual(['Kojikocy']);
    expect(opp(x).lp).toBe(8000 - 4 * 500);
  });
});

// Cannon Soldier: "You can Tribute 1 monster to inflict 500 damage to your opponent."
describe('Cannon Soldier', () => {
  it('Tribute a monster (itself too): 500 damage each time', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Cannon Soldier' }, { card: 'Feral Imp' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Cannon Soldier') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(opp(x).lp).toBe(7500);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Cannon Soldier') }, { type: 'select', ids: [idOf(d, 'Cannon Soldier')] }));
    expect(opp(x).lp).toBe(7000);
    expect(me(x).graveyard.sort()).toEqual(['Cannon Soldier', 'Feral Imp']);
  });
});

// Freed the Brave Wanderer: "Once per turn: You can banish 2 LIGHT monsters from your Graveyard to target 1 face-up monster on the field with higher ATK than this face-up card; destroy that target."
describe('Freed the Brave Wanderer', () => {
  it('banish 2 LIGHT monsters from the Graveyard: destroys a face-up monster with more ATK; once per turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Freed the Brave Wanderer' }], graveyard: ['Mystical Elf', 'Shining Angel', 'Feral Imp'] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }, { card: 'Dark Magician' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Freed the Brave Wanderer') });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] }, { type: 'select', ids: [idOf(d, 'Shining Angel')] });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Dark Magician', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] }));
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
    expect(me(x).banished.sort()).toEqual(['Mystical Elf', 'Shining Angel']);
    expect(legal(x, 'activate')).toHaveLength(0);
  });
  it('needs 2 LIGHT monsters in the Graveyard', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: 'Freed the Brave Wanderer' }], graveyard: ['Mystical Elf', 'Feral Imp'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toHaveLength(0);
  });
});

// Possessed Dark Soul: "You can Tribute this face-up card; take control of all face-up Level 3 or lower monsters your opponent currently controls."
describe('Possessed Dark Soul', () => {
  it("Tributed: takes every face-up Level 3 or lower monster of the opponent's, for good", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Possessed Dark Soul' }] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Man-Eater Bug' }, { card: 'Feral Imp' }, { card: 'Hane-Hane', faceUp: false, position: 'defense' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Possessed Dark Soul') }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Kuriboh', 'Man-Eater Bug']);
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Feral Imp', 'Hane-Hane']);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Kuriboh', 'Man-Eater Bug']);
  });
});

// Fire Princess: "Each time you gain Life Points, inflict 500 damage to your opponent."
describe('Fire Princess', () => {
  it('you gain LP: 500 damage to the opponent; the opponent gaining LP: nothing', () => {
    const d = duelOf({ me: { hand: ['Poison of the Old Man', 'Upstart Goblin'], monsters: [{ card: 'Fire Princess' }], deck: ['Feral Imp'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Poison of the Old Man') }, { type: 'select', option: 'Gain 1200 LP' }));
    expect([me(x).lp, opp(x).lp]).toEqual([9200, 7500]);
    // Upstart Goblin: the opponent gains 1000.
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Upstart Goblin') }));
    expect(opp(x).lp).toBe(8500);
  });
});

// Mirage Dragon: "Your opponent cannot activate Trap Cards during the Battle Phase."
describe('Mirage Dragon', () => {
  it('the opponent cannot activate a Trap Card in the Battle Phase (but can in the Main Phase)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mirage Dragon' }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Jar of Greed', faceUp: false }] } });
    const attack = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Mirage Dragon'), target: 'direct' });
    expect(legal(attack, 'activate')).toHaveLength(0);
    expect(opp(passAll(attack)).lp).toBe(8000 - 1600);
    const main = play(d, { type: 'nextPhase', to: 'battle' });
    expect(main.flow.window).toMatchObject({ player: 1 });
    expect(legal(main, 'activate', idOf(d, 'Jar of Greed', 1))).toHaveLength(1);
  });
});

// Senju of the Thousand Hands / Sonic Bird: "When this card is Normal Summoned or Flip Summoned, you can add 1 Ritual Monster (Ritual Spell) from your Deck to your hand."
describe.each([
  { card: 'Senju of the Thousand Hands', fits: 'Black Luster Soldier' },
  { card: 'Sonic Bird', fits: 'Black Luster Ritual' },
])('$card', ({ card, fits }) => {
  it(`Normal Summoned: may add ${fits} from the Deck`, () => {
    const d = duelOf({ me: { hand: [card], deck: [fits, 'Feral Imp', 'Dark Hole'] } });
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, card), tributes: [] }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, fits)] });
    expect(me(passAll(x)).hand).toEqual([fits]);
  });
  it('Special Summoned: nothing', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [card], deck: [fits] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, card)] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([]);
  });
});
