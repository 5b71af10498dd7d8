import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Magician's Rod (texts-2016): "When this card is Normal Summoned: You can add 1 Spell/Trap Card from your
 * Deck to your hand, that specifically lists the card "Dark Magician" in its text. During your opponent's
 * turn, if you activate a Spell/Trap Card or effect while this card is in your Graveyard (except during the
 * Damage Step): You can Tribute 1 Spellcaster-Type monster; add this card to your hand. You can only use
 * each effect of "Magician's Rod" once per turn."
 */
type Side = Parameters<typeof duelOf>[0]['me'];

describe("Magician's Rod: the search when Normal Summoned", () => {
  const deck = ['Thousand Knives', 'Dark Magic Attack', 'Pot of Greed', 'Dark Magician', 'Celtic Guardian'];

  it('you can add a Spell/Trap Card that names "Dark Magician" (not another Spell, nor Dark Magician itself)', () => {
    const d = duelOf({ me: { hand: ["Magician's Rod"], deck } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, "Magician's Rod"), tributes: [] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Dark Magic Attack'), idOf(d, 'Thousand Knives')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Thousand Knives')] }));
    expect(me(x).hand).toEqual(['Thousand Knives']);
    expect(me(x).deck).toBe(deck.length - 1);
  });

  it('it may be declined; with no such card in the Deck it is not offered', () => {
    const d = duelOf({ me: { hand: ["Magician's Rod"], deck } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, "Magician's Rod"), tributes: [] }, { type: 'select', option: 'no' }));
    expect(me(x).hand).toEqual([]);
    const none = duelOf({ me: { hand: ["Magician's Rod"], deck: ['Pot of Greed', 'Dark Magician'] } });
    expect(passAll(play(none, { type: 'normalSummon', card: idOf(none, "Magician's Rod"), tributes: [] })).flow.prompt).toBeNull();
  });

  it('a Special Summon sets nothing off', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ["Magician's Rod"], deck } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, "Magician's Rod")] }));
    if (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: "Magician's Rod" });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([]);
  });

  it('once per turn: a second Rod Normal Summoned the same turn searches nothing', () => {
    const d = duelOf({ me: { hand: ["Magician's Rod", "Magician's Rod", 'Double Summon'], deck } });
    const [a, b] = [idOf(d, "Magician's Rod"), d.players[0].hand[1]!];
    let x = passAll(play(d, { type: 'normalSummon', card: a, tributes: [] }, { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Thousand Knives')] }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Double Summon') }));
    x = passAll(play(x, { type: 'normalSummon', card: b, tributes: [] }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual(['Thousand Knives']);
  });
});

describe("Magician's Rod: back from the Graveyard", () => {
  /** Player 2's turn: they Normal Summon Feral Imp; player 1, with Rod in the Graveyard, answers with a Set Reinforcements on Dark Magician. */
  function answered(mine: Side = {}): Duel {
    const d = duelOf({
      turnPlayer: 1,
      me: { graveyard: ["Magician's Rod"], monsters: [{ card: 'Dark Magician' }], spellTraps: [{ card: 'Reinforcements', faceUp: false }], ...mine },
      opp: { hand: ['Feral Imp'] },
    });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp', 1), tributes: [] });
    return play(x, { type: 'activate', card: idOf(d, 'Reinforcements') }, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
  }

  it('after the Chain: you can Tribute 1 Spellcaster monster and add this card to your hand', () => {
    let x = answered();
    expect(me(x).monsters[0]).toMatchObject({ name: 'Dark Magician', atk: 3000 }); // Reinforcements resolved first
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(x, 'Dark Magician')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Dark Magician')] }));
    expect(me(x).hand).toEqual(["Magician's Rod"]);
    expect(me(x).graveyard.sort()).toEqual(['Dark Magician', 'Reinforcements']);
  });

  it('the Tribute is chosen among your Spellcaster monsters only', () => {
    let x = answered({ monsters: [{ card: 'Dark Magician' }, { card: 'Celtic Guardian' }, { card: 'Dark Magician Girl' }] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(x, 'Dark Magician'), idOf(x, 'Dark Magician Girl')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Dark Magician Girl')] }));
    expect(me(x).hand).toEqual(["Magician's Rod"]);
    expect(me(x).graveyard).toContain('Dark Magician Girl');
  });

  it('with no Spellcaster monster to Tribute it is not offered', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { graveyard: ["Magician's Rod"], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Reinforcements', faceUp: false }] },
      opp: { hand: ['Feral Imp'] },
    });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp', 1), tributes: [] }, { type: 'activate', card: idOf(d, 'Reinforcements') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(x.flow.prompt).toBeNull();
    expect(me(passAll(x)).graveyard).toContain("Magician's Rod");
  });

  it('not during your own turn', () => {
    const d = duelOf({ me: { graveyard: ["Magician's Rod"], monsters: [{ card: 'Dark Magician' }], spellTraps: [{ card: 'Reinforcements', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Reinforcements') }, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    expect(x.flow.prompt).toBeNull();
    expect(me(passAll(x)).graveyard).toEqual(["Magician's Rod", 'Reinforcements']);
  });

  it("not for your opponent's Spell or Trap Card, nor for a monster effect of yours", () => {
    // The opponent's own Reinforcements on their turn.
    const d = duelOf({
      turnPlayer: 1,
      me: { graveyard: ["Magician's Rod"], monsters: [{ card: 'Dark Magician' }] },
      opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Reinforcements', faceUp: false }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Reinforcements', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] }));
    expect(opp(x).graveyard).toEqual(['Reinforcements']);
    expect(x.flow.prompt).toBeNull();
    // Kuriboh's effect (a monster's) in the Damage Step of the opponent's attack.
    const k = duelOf({ turnPlayer: 1, phase: 'battle', me: { graveyard: ["Magician's Rod"], hand: ['Kuriboh'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let y = play(k, { type: 'attack', card: idOf(k, 'Summoned Skull', 1), target: 'direct' });
    while (y.flow.window && legal(y, 'activate', idOf(k, 'Kuriboh')).length === 0) y = play(y, { type: 'pass' });
    y = passAll(play(y, { type: 'activate', card: idOf(k, 'Kuriboh'), effect: 0 }));
    expect(me(y).graveyard).toEqual(["Magician's Rod", 'Kuriboh']);
    expect(y.flow.prompt).toBeNull();
  });

  it('a Rod sent to the Graveyard only by the same Chain was not there when the card was activated: nothing', () => {
    // Player 2 Fissures player 1's only face-up monster, Rod; player 1 answers with Reinforcements on it.
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: "Magician's Rod" }, { card: 'Dark Magician', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Reinforcements', faceUp: false }] },
      opp: { hand: ['Fissure'] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) });
    x = play(x, { type: 'activate', card: idOf(d, 'Reinforcements') }, { type: 'select', ids: [idOf(d, "Magician's Rod")] });
    x = passAll(x);
    expect(me(x).graveyard).toContain("Magician's Rod");
    expect(x.flow.prompt).toBeNull();
  });

  it('once per turn: with 2 Rods in the Graveyard, one comes back; a later activation that turn calls no other', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: {
        graveyard: ["Magician's Rod", "Magician's Rod"],
        monsters: [{ card: 'Dark Magician' }, { card: 'Dark Magician Girl' }],
        spellTraps: [{ card: 'Reinforcements', faceUp: false }, { card: 'Waboku', faceUp: false }],
      },
      opp: { hand: ['Feral Imp', 'Pot of Greed'] },
    });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp', 1), tributes: [] });
    x = play(x, { type: 'activate', card: idOf(d, 'Reinforcements') }, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    let guard = 0;
    const seen: string[] = [];
    while ((x.flow.prompt || x.flow.window) && guard++ < 10) {
      seen.push(JSON.stringify(x.flow.prompt ?? x.flow.window));
      if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: x.flow.prompt.options.includes('yes') ? 'yes' : x.flow.prompt.options[0]! });
      else if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
      else x = play(x, { type: 'pass' });
    }
    // One offer only: the second Rod, set off by the same activation, may not use the effect again this turn.
    expect(seen.filter((p) => p.includes('chooseOption'))).toHaveLength(1);
    expect(me(x).hand).toEqual(["Magician's Rod"]);
    expect(me(x).graveyard.filter((c) => c === "Magician's Rod")).toHaveLength(1);
    expect(me(x).monsters.filter((m) => m !== null)).toHaveLength(1);
    // Waboku later that turn, in answer to the opponent's Pot of Greed: the Rod left in the Graveyard is not offered.
    x = play(x, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) }, { type: 'activate', card: idOf(d, 'Waboku') });
    x = passAll(x);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard.filter((c) => c === "Magician's Rod")).toHaveLength(1);
  });
});
