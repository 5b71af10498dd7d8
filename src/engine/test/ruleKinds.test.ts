/**
 * The rule errors the last audit found, fixed by kind (issue 32 item 5): each test is named after the
 * rule and quotes the card text or rulebook it follows; the ones on the wrong side of each kind failed
 * before the fix (the others guard the side that was already right).
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '..';
import { duelOf, idOf, legal, me, opp, passAll, pendulumOffer, pendulumSummon, play } from './dsl';

const ids = (d: Duel, name: string, owner: 0 | 1 = 0) => idOf(d, name, owner);

/** Activates Black Luster Ritual, Tributing `tributes` in order, Black Luster Soldier in Attack Position; then settles. */
function ritual(d: Duel, tributes: string[]): Duel {
  let x = passAll(play(d, { type: 'activate', card: ids(d, 'Black Luster Ritual') }));
  for (const t of tributes) x = play(x, { type: 'select', ids: [ids(d, t)] });
  return play(x, { type: 'select', option: 'attack' });
}

/** The Trigger effects waiting to be put on a Chain, or on it: the cards whose effect went off. */
const wentOff = (d: Duel): string[] => [...d.flow.chain.map((l) => l.card), ...(d.flow.prompt?.reason.includes('Activate') ? [d.flow.prompt.reason] : [])];

describe('"sent from the field to the Graveyard": a card that left the hand is not one', () => {
  // Sangan: "If this card is sent from the field to the Graveyard: Add 1 monster with 1500 or less ATK
  // from your Deck to your hand". Tributed from the hand for a Ritual Summon, it never was on the field.
  const deck = ['Feral Imp', 'Celtic Guardian', 'Feral Imp'];
  for (const searcher of ['Sangan', 'Witch of the Black Forest', 'Blue Dragon Summoner']) {
    it(`${searcher} Tributed from the hand for a Ritual Summon does not search`, () => {
      const d = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier', searcher, 'Ansatsu'], deck } });
      const x = ritual(d, [searcher, 'Ansatsu']);
      expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Black Luster Soldier']);
      expect(me(x).graveyard).toEqual(expect.arrayContaining([searcher, 'Ansatsu', 'Black Luster Ritual']));
      expect(wentOff(x)).toEqual([]);
      expect(me(x).hand).toEqual([]);
    });

    it(`${searcher} Tributed from the field for a Ritual Summon does search`, () => {
      const d = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier', 'Ansatsu'], monsters: [{ card: searcher }], deck } });
      const x = ritual(d, [searcher, 'Ansatsu']);
      expect(x.flow.chain.map((l) => l.card).concat(x.flow.prompt ? [x.flow.prompt.reason] : [])).not.toEqual([]);
    });
  }

  // Last Will: "If a monster on your side of the field was sent to your Graveyard this turn": a
  // monster Tributed from the hand was not on the field (a guard: Last Will read this right before).
  it('Last Will offers no Summon after a monster is Tributed from the hand for a Ritual Summon', () => {
    const d = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier', 'Sangan', 'Ansatsu', 'Last Will'], deck } });
    const x = passAll(play(passAll(ritual(d, ['Sangan', 'Ansatsu'])), { type: 'activate', card: ids(d, 'Last Will') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Black Luster Soldier']);
  });
});

describe('a banished Pendulum Monster is banished, not placed in the Extra Deck', () => {
  // Rulebook v9.1: a Pendulum Monster that "would be sent to the Graveyard" goes face-up to the Extra
  // Deck instead; Bottomless Trap Hole: "Destroy that monster(s) with 1500 or more ATK, and if you do, banish it".
  it('Bottomless Trap Hole banishes a Summoned Pendulum Monster', () => {
    const d = duelOf({ me: { hand: ['Flash Knight'] }, opp: { spellTraps: [{ card: 'Bottomless Trap Hole', faceUp: false }] } });
    let x = play(d, { type: 'normalSummon', card: ids(d, 'Flash Knight'), tributes: [] });
    x = passAll(play(x, { type: 'activate', card: ids(d, 'Bottomless Trap Hole', 1) }));
    expect(me(x).banished).toEqual(['Flash Knight']);
    expect(me(x).extra).toEqual([]);
    expect(x.faceUpExtra ?? []).toEqual([]);
  });

  // Nobleman of Crossout: "Target 1 face-down monster on the field; destroy that target, and if you do, banish it".
  it('Nobleman of Crossout banishes a face-down Pendulum Monster', () => {
    const d = duelOf({ me: { hand: ['Nobleman of Crossout'] }, opp: { monsters: [{ card: 'Flash Knight', faceUp: false, position: 'defense' }] } });
    const x = passAll(play(d, { type: 'activate', card: ids(d, 'Nobleman of Crossout') }, { type: 'select', ids: [ids(d, 'Flash Knight', 1)] }));
    expect(opp(x).banished).toEqual(['Flash Knight']);
    expect(opp(x).extra).toEqual([]);
  });

  it('a Pendulum Monster destroyed (not banished) still goes face-up to the Extra Deck', () => {
    const d = duelOf({ me: { hand: ['Fissure'] }, opp: { monsters: [{ card: 'Flash Knight' }] } });
    const x = passAll(play(d, { type: 'activate', card: ids(d, 'Fissure') }));
    expect(opp(x).extra).toEqual(['Flash Knight']);
    expect(opp(x).banished).toEqual([]);
  });
});

describe('"if a Pendulum Monster you control attacks or is attacked": from the attack declaration', () => {
  // Timegazer Magician: "If a Pendulum Monster you control attacks or is attacked, your opponent cannot
  // activate Trap Cards until the end of the Damage Step." The attack declaration is when it attacks.
  it('Timegazer Magician: the opponent cannot activate Mirror Force when your Pendulum Monster declares an attack', () => {
    const d = duelOf({
      phase: 'battle',
      me: { monsters: [{ card: 'Flash Knight' }], pendulum: ['Stargazer Magician', 'Timegazer Magician'] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    const x = play(d, { type: 'attack', card: ids(d, 'Flash Knight'), target: ids(d, 'Celtic Guardian', 1) });
    // Nothing to answer with: no response window, the battle goes on, and Mirror Force stays Set.
    expect(legalActions(x).filter((a) => a.type === 'activate')).toEqual([]);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).spellTraps[0]).toEqual({ name: 'Mirror Force', faceUp: false });
    expect(me(x).monsters[0]?.name).toBe('Flash Knight');
    // Without the lock (the Scales off the field), Mirror Force answers that very attack.
    const free = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Flash Knight' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const y = play(free, { type: 'attack', card: ids(free, 'Flash Knight'), target: ids(free, 'Celtic Guardian', 1) });
    expect(legal(y, 'activate', ids(free, 'Mirror Force', 1))).toHaveLength(1);
  });

  // Stargazer Magician: "... your opponent cannot activate Spell Cards until the end of the Damage Step."
  it('Stargazer Magician: the opponent cannot activate a Quick-Play Spell in answer to your Pendulum Monster\'s attack', () => {
    const d = duelOf({
      phase: 'battle',
      me: { monsters: [{ card: 'Flash Knight' }], pendulum: ['Stargazer Magician', 'Timegazer Magician'] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Book of Moon', faceUp: false }] },
    });
    const x = play(d, { type: 'attack', card: ids(d, 'Flash Knight'), target: ids(d, 'Celtic Guardian', 1) });
    expect(legalActions(x).filter((a) => a.type === 'activate')).toEqual([]);
  });

  it('a monster that is not a Pendulum Monster attacking sets no lock: Mirror Force answers it', () => {
    const d = duelOf({
      phase: 'battle',
      me: { monsters: [{ card: 'Summoned Skull' }], pendulum: ['Stargazer Magician', 'Timegazer Magician'] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    const x = play(d, { type: 'attack', card: ids(d, 'Summoned Skull'), target: ids(d, 'Celtic Guardian', 1) });
    expect(legal(x, 'activate', ids(d, 'Mirror Force', 1))).toHaveLength(1);
  });
});

describe('a free choice of any number is offered as one at a time, or stop — never "one or all"', () => {
  // Rulebook v9.1 "How to Pendulum Summon": "Special Summon as many monsters as you want".
  it('a Pendulum Summon of 2 of its 3 candidates is made by choosing them, then stopping', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian', 'Baby Dragon', 'Summoned Skull'], pendulum: ['Stargazer Magician', 'Timegazer Magician'] } });
    expect(pendulumOffer(d)).toHaveLength(3);
    const x = pendulumSummon(d, [ids(d, 'Summoned Skull'), ids(d, 'Baby Dragon')]);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Summoned Skull', 'Baby Dragon']);
    expect(me(x).hand).toEqual(['Celtic Guardian']);
  });

  // The Flute of Summoning Dragon: "Special Summon up to 2 Dragon-Type monsters from your hand".
  it('The Flute of Summoning Dragon: after the first Dragon, one prompt offers another or stop', () => {
    const d = duelOf({ me: { hand: ['The Flute of Summoning Dragon', 'Blue-Eyes White Dragon', 'Koumori Dragon'], monsters: [{ card: 'Lord of D.' }] } });
    const x = play(d, { type: 'activate', card: ids(d, 'The Flute of Summoning Dragon') }, { type: 'select', ids: [ids(d, 'Koumori Dragon')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [ids(d, 'Blue-Eyes White Dragon')], mayStop: true });
  });
});
