import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { cardByPasscode } from '..';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Vampire Lord (texts-2016): "When this card inflicts battle damage to your opponent: Declare 1 card type
 * (Monster, Spell, or Trap); your opponent sends 1 card of that type from their Deck to the Graveyard.
 * During your next Standby Phase after this card in your possession was destroyed and sent to your
 * Graveyard by an opponent's card effect: Special Summon this card from the Graveyard."
 * The revival is set up as the card is destroyed, with no Chain (not an activated effect; EDOPro's GOAT
 * script: EFFECT_TYPE_CONTINUOUS on EVENT_TO_GRAVE), and the Special Summon is a Trigger effect in that
 * Standby Phase (issue 32 §4, rule code `awaits`).
 */
const DECK = Array.from({ length: 10 }, () => 'Celtic Guardian');
const OPP_DECK = ['Kuriboh', 'Dark Hole', 'Trap Hole', 'Feral Imp', 'Fissure', 'Celtic Guardian'];

/** Vampire Lord attacks directly; the duel stops as its Trigger asks you to declare a type. */
function hit(oppDeck = OPP_DECK): Duel {
  const d = duelOf({ me: { monsters: [{ card: 'Vampire Lord' }], deck: DECK }, opp: { deck: oppDeck } });
  return passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Vampire Lord'), target: 'direct' }));
}

/** Player 2 (the opponent) destroys Vampire Lord with Fissure in their turn 4; the duel stops in their Main Phase 1. */
function fissured(oppMonsters: { card: string }[] = []): Duel {
  const d = duelOf({ turnPlayer: 1, turn: 4, me: { monsters: [{ card: 'Vampire Lord' }], deck: DECK }, opp: { hand: ['Fissure'], monsters: oppMonsters, deck: DECK } });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
}

describe('Vampire Lord', () => {
  it('inflicting battle damage, you declare a card type, and your opponent picks 1 card of it from their Deck to send to the Graveyard', () => {
    let x = hit();
    expect(opp(x).lp).toBe(8000 - 2000);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Monster', 'Spell', 'Trap'] });
    x = passAll(play(x, { type: 'select', option: 'Monster' }));
    // The opponent chooses, among the Monster Cards of their own Deck.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    const nameOf = (id: string): string | undefined => cardByPasscode(x.cards[id]!.passcode)?.name;
    const offered = (x.flow.prompt as { cards: readonly string[] }).cards.map(nameOf);
    expect(offered.sort()).toEqual(['Celtic Guardian', 'Feral Imp', 'Kuriboh']);
    const feralImp = (x.flow.prompt as { cards: readonly string[] }).cards.find((c) => nameOf(c) === 'Feral Imp')!;
    x = passAll(play(x, { type: 'select', ids: [feralImp] }));
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    expect(opp(x).deck).toBe(OPP_DECK.length - 1);
  });

  it('a declared type their Deck does not hold sends nothing', () => {
    let x = hit(['Kuriboh', 'Feral Imp', 'Celtic Guardian']);
    x = passAll(play(x, { type: 'select', option: 'Trap' }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
    expect(opp(x).deck).toBe(3);
  });

  it("destroyed by your opponent's card effect while you control it: no Chain then, and in your next Standby Phase it is Special Summoned", () => {
    let x = fissured();
    expect(me(x).graveyard).toEqual(['Vampire Lord']);
    const lord = idOf(x, 'Vampire Lord');
    // Nothing was activated for it: only Fissure's activation.
    expect(x.events.filter((e) => e.type === 'activated' && e.card === lord)).toEqual([]);
    expect(x.rules).toContainEqual(expect.objectContaining({ code: 'awaits', player: 0, source: lord }));
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0 });
    // Its position is chosen as it is Special Summoned.
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).monsters.filter(Boolean)).toMatchObject([{ name: 'Vampire Lord', faceUp: true }]);
    expect(me(x).graveyard).toEqual([]);
  });

  it('comes back once: destroyed by battle after, it is not Special Summoned in the Standby Phase after that', () => {
    let x = endTurn(fissured([{ card: 'Blue-Eyes White Dragon' }]));
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = endTurn(passAll(x));
    expect(summary(x)).toMatchObject({ turn: 6, turnPlayer: 1 });
    const lord = idOf(x, 'Vampire Lord');
    x = passAll(play(passWindows(play(x, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(x, 'Blue-Eyes White Dragon', 1), target: lord }));
    expect(me(x).graveyard).toEqual(['Vampire Lord']);
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 7, turnPlayer: 0 });
    expect(me(x).graveyard).toEqual(['Vampire Lord']);
    expect(x.rules.filter((r) => r.code === 'awaits')).toEqual([]);
  });

  it('destroyed by battle, or by your own card effect, it stays in the Graveyard', () => {
    // By battle: a stronger monster of the opponent attacks it.
    const d = duelOf({ turnPlayer: 1, turn: 4, me: { monsters: [{ card: 'Vampire Lord' }], deck: DECK }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }], deck: DECK } });
    let x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'Vampire Lord') }));
    expect(me(x).graveyard).toEqual(['Vampire Lord']);
    x = endTurn(x);
    expect(me(x).graveyard).toEqual(['Vampire Lord']);
    // By your own Dark Hole.
    const own = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Vampire Lord' }], deck: DECK }, opp: { deck: DECK } });
    let y = passAll(play(own, { type: 'activate', card: idOf(own, 'Dark Hole') }));
    expect(me(y).graveyard).toContain('Vampire Lord');
    y = endTurn(endTurn(y));
    expect(summary(y)).toMatchObject({ turnPlayer: 0 });
    expect(me(y).graveyard).toContain('Vampire Lord');
    expect(me(y).monsters.filter(Boolean)).toEqual([]);
  });

  it('gone from the Graveyard before that Standby Phase, it is not Special Summoned', () => {
    let x = fissured();
    // The card leaves the Graveyard before the Standby Phase (an edit of the duel: Soul Release and Kycoo, which
    // banish from the Graveyard, are not in the pool yet); the revival waits only for a card still there.
    const lord = idOf(x, 'Vampire Lord');
    x = { ...x, players: [{ ...x.players[0], graveyard: [], banished: [lord] }, x.players[1]] } as Duel;
    x = passAll(endTurn(x));
    expect(me(x).banished).toEqual(['Vampire Lord']);
    expect(me(x).monsters.filter(Boolean)).toEqual([]);
  });
});
