import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, summary, type Duel } from '../engine';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../engine/test/dsl';

/*
 * Audit of the Effect Monsters (src/cards/effect) against their card texts and rulings
 * (shared/reference/cards.tsv) and the turn-structure rules that touch them (rulebook v9.1).
 */

const battle = (d: Duel): Duel => passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
const attack = (d: Duel, card: string, target: string): Duel => play(d, { type: 'attack', card, target });
const onField = (d: Duel, p: 0 | 1) => summary(d).players[p].monsters.filter(Boolean).map((m) => m!.name);
const events = (d: Duel, type: string) => d.events.filter((e) => e.type === type);

/** Ends the current turn and goes on to the next turn player's Main Phase 1, passing every window. */
function nextTurn(d: Duel): Duel {
  const t = summary(d).turn;
  let x = d;
  for (let i = 0; i < 200 && (summary(x).turn === t || summary(x).phase !== 'main1' || x.flow.window || x.flow.prompt); i++) {
    if (x.flow.window) { x = applyAction(x, { type: 'pass' }); continue; }
    if (x.flow.prompt) { x = applyAction(x, legalActions(x)[0]!); continue; }
    const moves = legal(x, 'nextPhase');
    if (summary(x).turn !== t && summary(x).phase === 'main1') break;
    x = applyAction(x, moves.find((a) => a.to === 'end') ?? moves[0]!);
  }
  return x;
}

describe('Debris Dragon', () => {
  it('Debris Dragon: Normal Summoned, it revives a monster with 500 or less ATK in Attack Position, effects negated (Time Wizard cannot use its effect)', () => {
    const d = duelOf({ me: { hand: ['Debris Dragon'], graveyard: ['Time Wizard', 'Sangan', 'Feral Imp'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Debris Dragon'), tributes: [] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // Only Time Wizard (500 ATK) fits; Sangan (1000) and Feral Imp (1300) do not.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Time Wizard')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Time Wizard')] });
    }
    x = passAll(x);
    expect(me(x).monsters.filter(Boolean).map((m) => `${m!.name}:${m!.position}`)).toEqual(['Debris Dragon:attack', 'Time Wizard:attack']);
    expect(legal(x, 'activate', idOf(d, 'Time Wizard'))).toEqual([]);
  });

  it('Debris Dragon: "When this card is Normal Summoned" — a Flip Summon does not set it off', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Debris Dragon', faceUp: false, position: 'defense' }], graveyard: ['Time Wizard'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Debris Dragon') });
    expect(x.flow.prompt).toBeNull();
    expect(onField(passAll(x), 0)).toEqual(['Debris Dragon']);
  });

});

describe('Junk Synchron', () => {
  it('Junk Synchron: Lord of D. does not stop it from targeting a Dragon in the Graveyard (Lord protects Dragons on the field only)', () => {
    const d = duelOf({ me: { hand: ['Junk Synchron'], monsters: [{ card: 'Lord of D.' }], graveyard: ['Petit Dragon'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Junk Synchron'), tributes: [] }, { type: 'select', option: 'yes' });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Petit Dragon')] });
    expect(onField(passAll(x), 0)).toEqual(['Lord of D.', 'Junk Synchron', 'Petit Dragon']);
  });

  it('Junk Synchron: Flip Summoned, its "when Normal Summoned" effect does not activate', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron', faceUp: false, position: 'defense' }], graveyard: ['Petit Dragon'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Junk Synchron') });
    expect(x.flow.prompt).toBeNull();
    expect(me(passAll(x)).graveyard).toEqual(['Petit Dragon']);
  });

  it('Junk Synchron: the revived monster has its effects negated (Time Wizard cannot be activated)', () => {
    const d = duelOf({ me: { hand: ['Junk Synchron'], graveyard: ['Time Wizard'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Junk Synchron'), tributes: [] }, { type: 'select', option: 'yes' });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Time Wizard')] });
    x = passAll(x);
    expect(me(x).monsters[1]).toMatchObject({ name: 'Time Wizard', position: 'defense', faceUp: true });
    expect(legal(x, 'activate', idOf(d, 'Time Wizard'))).toEqual([]);
  });
});

describe('Manju of the Ten Thousand Hands', () => {
  const deck = ['Celtic Guardian', 'Black Luster Soldier', 'Feral Imp'];
  it('Manju: Flip Summoned, it searches a Ritual card', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Manju of the Ten Thousand Hands', faceUp: false, position: 'defense' }], deck } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Manju of the Ten Thousand Hands') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Black Luster Soldier')] });
    expect(me(passAll(x)).hand).toEqual(['Black Luster Soldier']);
  });

  it('Manju: flipped face-up by an attack is not a Flip Summon — no search', () => {
    const d = duelOf({ opp: { monsters: [{ card: 'Manju of the Ten Thousand Hands', faceUp: false, position: 'defense' }], deck }, me: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = attack(battle(d), idOf(d, 'Celtic Guardian'), idOf(d, 'Manju of the Ten Thousand Hands', 1));
    expect(x.flow.prompt).toBeNull();
    expect(opp(passAll(x)).hand).toEqual([]);
  });

  it('Manju: Special Summoned (Monster Reborn) — no search', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Manju of the Ten Thousand Hands'], deck } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Manju of the Ten Thousand Hands')] });
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('attack')) x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(onField(x, 0)).toEqual(['Manju of the Ten Thousand Hands']);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([]);
  });
});

describe('Mysterious Puppeteer', () => {
  it('Mysterious Puppeteer: its own Normal Summon counts (OCG text: "when a monster is Summoned or Flip Summoned")', () => {
    const d = duelOf({ me: { hand: ['Mysterious Puppeteer'] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Mysterious Puppeteer'), tributes: [] }));
    expect(me(x).lp).toBe(8500);
  });

  it('Mysterious Puppeteer: a Tribute Summon is a Normal Summon: +500', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Mysterious Puppeteer' }, { card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] }));
    expect(me(x).lp).toBe(8500);
  });

  it("Mysterious Puppeteer: the opponent's Normal Summon on their turn also gains its controller 500", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Mysterious Puppeteer' }] }, opp: { hand: ['Feral Imp'] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp', 1), tributes: [] }));
    expect([me(x).lp, opp(x).lp]).toEqual([8500, 8000]);
  });

  it('Mysterious Puppeteer: face-down, its effect does not work', () => {
    const d = duelOf({ me: { hand: ['Feral Imp'], monsters: [{ card: 'Mysterious Puppeteer', faceUp: false, position: 'defense' }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
    expect(me(x).lp).toBe(8000);
  });

  it('Mysterious Puppeteer: a Special Summon (Monster Reborn) gains nothing', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], monsters: [{ card: 'Mysterious Puppeteer' }], graveyard: ['Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: x.flow.prompt.options[0]! }));
    expect(onField(x, 0)).toContain('Feral Imp');
    expect(me(x).lp).toBe(8000);
  });
});

describe('The Wicked Worm Beast', () => {
  it('The Wicked Worm Beast: face-down at the End Phase, it stays (only "this face-up card" returns)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'The Wicked Worm Beast', faceUp: false, position: 'defense' }] } });
    const x = play(d, { type: 'nextPhase', to: 'end' });
    expect(me(x).hand).not.toContain('The Wicked Worm Beast');
    expect(me(x).monsters[0]).toMatchObject({ name: 'The Wicked Worm Beast', faceUp: false });
  });
});

describe('Sangan / Witch / Blue Dragon Summoner: "sent from the field to the GY"', () => {
  it('Sangan: Set face-down and destroyed (Dark Hole), it still searches', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Sangan', faceUp: false, position: 'defense' }], deck: ['Feral Imp', 'Summoned Skull'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Feral Imp')] });
  });

  it('Sangan: returned to the hand (Hane-Hane) or banished (Nobleman of Crossout), it does not search', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Sangan' }], deck: ['Feral Imp'] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Sangan', 1)] });
    x = passAll(x);
    expect(opp(x).hand).toEqual(['Sangan']);
    expect(x.flow.prompt).toBeNull();
    const n = duelOf({ me: { hand: ['Nobleman of Crossout'] }, opp: { monsters: [{ card: 'Sangan', faceUp: false, position: 'defense' }], deck: ['Feral Imp'] } });
    let y = play(n, { type: 'activate', card: idOf(n, 'Nobleman of Crossout') });
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(n, 'Sangan', 1)] });
    y = passAll(y);
    expect(opp(y).banished).toEqual(['Sangan']);
    expect(y.flow.prompt).toBeNull();
    expect(opp(y).hand).toEqual([]);
  });

  it("Sangan: taken with Change of Heart and Tributed, it goes to its owner's Graveyard and its owner searches their own Deck", () => {
    const d = duelOf({ me: { hand: ['Change of Heart', 'Summoned Skull'], deck: ['Mystical Elf'] }, opp: { monsters: [{ card: 'Sangan' }], deck: ['Feral Imp', 'Summoned Skull'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Sangan', 1)] });
    x = passAll(x);
    expect(onField(x, 0)).toEqual(['Sangan']);
    x = play(x, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Sangan', 1)] });
    expect(opp(x).graveyard).toEqual(['Sangan']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1, cards: [idOf(d, 'Feral Imp', 1)] });
  });

  it('Blue Dragon Summoner: Set face-down and destroyed by Dark Hole, its effect is offered', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Blue Dragon Summoner', faceUp: false, position: 'defense' }], deck: ['Dark Magician'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
  });
});

describe('"If" Trigger effects do not miss the timing', () => {
  it("Blue Dragon Summoner: destroyed by Time Wizard's wrong call (then damage is dealt), its \"if\" effect is still offered", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Time Wizard' }, { card: 'Blue Dragon Summoner' }], deck: ['Dark Magician', 'Celtic Guardian'] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const run = (call: 'heads' | 'tails'): Duel => {
      let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Time Wizard') }));
      x = play(x, { type: 'select', option: call });
      return x;
    };
    const h = run('heads');
    const wrong = onField(h, 0).length === 0 ? h : run('tails');
    expect(me(wrong).graveyard.sort()).toEqual(['Blue Dragon Summoner', 'Time Wizard']);
    expect(me(wrong).lp).toBe(8000 - (500 + 1500) / 2);
    expect(wrong.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
  });
});

describe('Mystic Tomato', () => {
  it('Mystic Tomato: destroyed by a card effect (Dark Hole), not by battle — nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Mystic Tomato' }], deck: ['Feral Imp'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(me(x).graveyard).toContain('Mystic Tomato');
    expect(x.flow.prompt).toBeNull();
  });

  it('Mystic Tomato: Set face-down, attacked and destroyed by battle: its effect is offered', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Mystic Tomato', faceUp: false, position: 'defense' }], deck: ['Feral Imp'] } });
    const x = attack(battle(d), idOf(d, 'Summoned Skull'), idOf(d, 'Mystic Tomato', 1));
    expect(opp(x).graveyard).toEqual(['Mystic Tomato']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['yes', 'no'] });
  });
});

describe('Flip effects', () => {
  it('Man-Eater Bug: Special Summoned face-up (Monster Reborn) is not flipped: no Flip effect', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Man-Eater Bug'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Man-Eater Bug')] });
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('attack')) x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(onField(x, 0)).toEqual(['Man-Eater Bug']);
    expect(x.flow.prompt).toBeNull();
    expect(onField(x, 1)).toEqual(['Summoned Skull']);
  });

  it('Hane-Hane: a Token returned to the hand ceases to exist (it is in no hand, Graveyard or zone)', () => {
    // Player 1 makes Sheep Tokens on their turn; the opponent's Hane-Hane then bounces one.
    const s = duelOf({ me: { spellTraps: [{ card: 'Scapegoat', faceUp: false }] }, opp: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] } });
    let x = play(s, { type: 'activate', card: idOf(s, 'Scapegoat') });
    x = passAll(x);
    expect(onField(x, 0)).toEqual(['Sheep Token', 'Sheep Token', 'Sheep Token', 'Sheep Token']);
    // Now the opponent's turn: Flip Summon Hane-Hane targeting a Sheep Token.
    x = nextTurn(x);
    expect(summary(x).turnPlayer).toBe(1);
    x = play(x, { type: 'flipSummon', card: idOf(s, 'Hane-Hane', 1) });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    const token = x.players[0].monsters.find(Boolean)!.card;
    x = passAll(play(x, { type: 'select', ids: [token] }));
    expect(onField(x, 0)).toHaveLength(3);
    expect(me(x).hand).toEqual([]);
    expect(me(x).graveyard).toEqual(['Scapegoat']);
    expect(x.cards[token] === undefined || !Object.values(x.players[0]).some((z) => Array.isArray(z) && z.includes(token))).toBe(true);
  });

  it('Trap Master: flipped face-up by an attack, its Flip effect activates and destroys a Set Trap', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] }, opp: { monsters: [{ card: 'Trap Master', faceUp: false, position: 'defense' }] } });
    let x = attack(battle(d), idOf(d, 'Celtic Guardian'), idOf(d, 'Trap Master', 1));
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force')] });
    x = passAll(x);
    expect(me(x).graveyard).toContain('Mirror Force');
  });
});

describe('Lord of D.', () => {
  it('Lord of D.: face-down, its continuous effect does not apply (a Dragon can be targeted)', () => {
    const d = duelOf({ me: { hand: ['Book of Moon'] }, opp: { monsters: [{ card: 'Lord of D.', faceUp: false, position: 'defense' }, { card: 'Blue-Eyes White Dragon' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toContain(idOf(d, 'Blue-Eyes White Dragon', 1));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon', 1)] }));
    expect(opp(x).monsters[1]).toMatchObject({ faceUp: false });
  });
});

describe('Effect Veiler', () => {
  it("Effect Veiler: chained to Time Wizard's activated effect, it negates that effect (the monster's effects are negated on resolution)", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Effect Veiler'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Time Wizard' }, { card: 'Feral Imp' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Time Wizard', 1) });
    expect(legal(x, 'activate').map((a) => a.card)).toContain(idOf(d, 'Effect Veiler'));
    x = play(x, { type: 'activate', card: idOf(d, 'Effect Veiler') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Time Wizard', 1)] });
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Effect Veiler']);
    // Time Wizard's effect resolves with nothing to do: no coin toss call, no coin toss, nothing destroyed.
    for (let i = 0; i < 5 && x.flow.prompt; i++) x = passAll(play(x, legalActions(x)[0]!));
    expect(events(x, 'coinTossed')).toEqual([]);
    expect(onField(x, 0)).toEqual(['Celtic Guardian']);
    expect(onField(x, 1)).toEqual(['Time Wizard', 'Feral Imp']);
  });

  it("Effect Veiler: not in the opponent's Battle Phase (only their Main Phase)", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Effect Veiler'] }, opp: { monsters: [{ card: 'Time Wizard' }, { card: 'Feral Imp' }] } });
    let x = attack(battle(d), idOf(d, 'Feral Imp', 1), 'direct');
    while (x.flow.window) {
      expect(legal(x, 'activate')).toEqual([]);
      x = play(x, { type: 'pass' });
    }
    expect(me(x).lp).toBe(8000 - 1300);
    expect(me(x).hand).toEqual(['Effect Veiler']);
  });

  it("Effect Veiler on Lord of D.: with Lord's effect negated, the opponent's Dragon can be targeted that turn (Book of Moon)", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ['Effect Veiler'], spellTraps: [{ card: 'Book of Moon', faceUp: false }] },
      opp: { hand: ['Celtic Guardian'], monsters: [{ card: 'Lord of D.' }, { card: 'Blue-Eyes White Dragon' }] },
    });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian', 1), tributes: [] });
    x = play(x, { type: 'activate', card: idOf(d, 'Effect Veiler') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Lord of D.', 1)] });
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Effect Veiler']);
    // The turn player moves on; player 1 may answer in the phase-end window with the Set Book of Moon.
    x = play(x, { type: 'nextPhase', to: 'battle' });
    expect(legal(x, 'activate', idOf(d, 'Book of Moon')).length).toBeGreaterThan(0);
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon') });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toContain(idOf(d, 'Blue-Eyes White Dragon', 1));
  });
});

describe('Kuriboh', () => {
  it("Kuriboh: not in the opponent's Main Phase (no attack)", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Kuriboh'] }, opp: { hand: ['Feral Imp'] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp', 1), tributes: [] });
    expect(x.flow.window === null || legal(x, 'activate').length === 0).toBe(true);
  });
});

describe('Once per turn resets each turn', () => {
  it('Gogogo Golem: survives the first battle of my turn, and the first battle of a later turn again', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Gogogo Golem', position: 'defense' }] } });
    let x = attack(battle(d), idOf(d, 'Summoned Skull'), idOf(d, 'Gogogo Golem', 1));
    x = passAll(x);
    expect(onField(x, 1)).toEqual(['Gogogo Golem']);
    x = nextTurn(nextTurn(x));
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0 });
    x = passAll(attack(battle(x), idOf(d, 'Summoned Skull'), idOf(d, 'Gogogo Golem', 1)));
    expect(onField(x, 1)).toEqual(['Gogogo Golem']);
  });

  it('Gogogo Golem: a battle that would not destroy it does not use up its once-per-turn protection', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Petit Dragon' }, { card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Gogogo Golem', position: 'defense' }] } });
    let x = passAll(attack(battle(d), idOf(d, 'Petit Dragon'), idOf(d, 'Gogogo Golem', 1)));
    expect(me(x).lp).toBe(8000 - (1500 - 600));
    x = passAll(attack(x, idOf(d, 'Summoned Skull'), idOf(d, 'Gogogo Golem', 1)));
    expect(onField(x, 1)).toEqual(['Gogogo Golem']);
  });

  it('Time Wizard: usable again on its controller\'s next turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Time Wizard' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Time Wizard') });
    for (let i = 0; i < 10 && (x.flow.window || x.flow.prompt); i++) x = applyAction(x, x.flow.window ? { type: 'pass' } : legalActions(x)[0]!);
    expect(legal(x, 'activate', idOf(d, 'Time Wizard'))).toEqual([]);
    // On a wrong call Time Wizard itself is destroyed; only check the next turn if it survived.
    if (onField(x, 0).includes('Time Wizard')) {
      x = nextTurn(nextTurn(x));
      expect(summary(x).turnPlayer).toBe(0);
      expect(legal(x, 'activate', idOf(d, 'Time Wizard'))).toHaveLength(1);
    }
  });

  it('Time Wizard: face-down, it cannot be activated', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Time Wizard', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'activate', idOf(d, 'Time Wizard'))).toEqual([]);
  });

  it('Gagaga Magician: its Level effect can be used again on a later turn, and the Level is back to 4', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Gagaga Magician' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Gagaga Magician') });
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: '6' });
    x = passAll(x);
    expect(legal(x, 'activate', idOf(d, 'Gagaga Magician'))).toEqual([]);
    x = nextTurn(nextTurn(x));
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0 });
    expect(legal(x, 'activate', idOf(d, 'Gagaga Magician'))).toHaveLength(1);
  });
});

describe('Union monsters', () => {
  it('Z-Metal Tank: equipped, when the host would be destroyed by battle the Tank is destroyed instead', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'Z-Metal Tank', faceUp: true, equippedTo: 0 }] } });
    // X-Head Cannon 1800 + 600 = 2400 < 3000.
    const x = passAll(attack(battle(d), idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'X-Head Cannon', 1)));
    expect(onField(x, 1)).toEqual(['X-Head Cannon']);
    expect(opp(x).graveyard).toEqual(['Z-Metal Tank']);
    expect(opp(x).lp).toBe(8000 - (3000 - 2400));
  });

  it('Y-Dragon Head: when its host leaves the field (Hane-Hane), the equipped Union goes to the Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'Y-Dragon Head', faceUp: true, equippedTo: 0 }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'X-Head Cannon', 1)] });
    x = passAll(x);
    expect(opp(x).hand).toEqual(['X-Head Cannon']);
    expect(opp(x).graveyard).toEqual(['Y-Dragon Head']);
    expect(opp(x).spellTraps.every((s) => s === null)).toBe(true);
  });
});

describe('Wall of Illusion / Big Shield Gardna', () => {
  it('Wall of Illusion: an attacker destroyed by that battle is not returned (it stays in the Graveyard)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Petit Dragon' }] }, opp: { monsters: [{ card: 'Wall of Illusion' }] } });
    const x = passAll(attack(battle(d), idOf(d, 'Petit Dragon'), idOf(d, 'Wall of Illusion', 1)));
    expect(me(x).graveyard).toEqual(['Petit Dragon']);
    expect(me(x).hand).toEqual([]);
  });

  it('Big Shield Gardna: destroyed by the attack, it does not change position (nothing to change)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: 'Big Shield Gardna', position: 'defense' }] } });
    const x = passAll(attack(battle(d), idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'Big Shield Gardna', 1)));
    expect(opp(x).graveyard).toEqual(['Big Shield Gardna']);
    expect(summary(x)).toMatchObject({ phase: 'battle', winner: null });
  });
});

describe('Turn structure around Effect Monsters', () => {
  it('End Phase hand size: only the turn player discards down to 6; the opponent keeps 8', () => {
    const eight = ['Celtic Guardian', 'Feral Imp', 'Mystical Elf', 'Beaver Warrior', 'Silver Fang', 'Great White', 'Dark Magician', 'Summoned Skull'];
    const d = duelOf({ me: { hand: ['Kuriboh'] }, opp: { hand: eight } });
    const x = play(d, { type: 'nextPhase', to: 'end' });
    expect(summary(x).turnPlayer).toBe(1);
    // The opponent kept 8, then drew for their turn.
    expect(opp(x).hand).toHaveLength(9);
    expect(opp(x).graveyard).toEqual([]);
  });

  it('The Wicked Worm Beast returns at the End Phase before the hand-size check: 6 cards + the Worm = 7, one is discarded', () => {
    const six = ['Celtic Guardian', 'Feral Imp', 'Mystical Elf', 'Beaver Warrior', 'Silver Fang', 'Great White'];
    const d = duelOf({ me: { hand: six, monsters: [{ card: 'The Wicked Worm Beast' }] } });
    const x = play(d, { type: 'nextPhase', to: 'end' });
    expect(x.flow.prompt).toMatchObject({ player: 0 });
    expect(summary(x).turnPlayer).toBe(0);
  });

  it("Sangan's search cannot save a player whose LP hit 0 in that battle (the Duel ends at once)", () => {
    const d = duelOf({ turnPlayer: 1, me: { lp: 500, monsters: [{ card: 'Sangan' }], deck: ['Feral Imp'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = attack(battle(d), idOf(d, 'Summoned Skull', 1), idOf(d, 'Sangan'));
    expect(summary(x)).toMatchObject({ winner: 1 });
    expect(legalActions(x)).toEqual([]);
  });

  it('Deck-out: a player who must draw from an empty Deck loses, even with Sangan searching the last card that turn', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Sangan' }], deck: ['Feral Imp'] }, opp: { deck: ['Celtic Guardian', 'Celtic Guardian'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).deck).toBe(0);
    x = nextTurn(x);
    expect(summary(x).turnPlayer).toBe(1);
    x = play(x, { type: 'nextPhase', to: 'end' });
    expect(summary(x)).toMatchObject({ winner: 1 });
  });
});
