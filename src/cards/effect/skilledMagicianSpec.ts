/**
 * The spec the Skilled Magicians share (Skilled Dark Magician, Skilled White Magician; texts-2016): "Each
 * time a Spell Card is activated, place 1 Spell Counter on this card when that Spell Card resolves (max.
 * 3). You can Tribute this card with 3 Spell Counters on it; Special Summon 1 <monster> from your hand,
 * Deck, or Graveyard." Counters placed by a continuous effect when a Spell resolves (no Chain: ygopro's
 * EFFECT_TYPE_CONTINUOUS on EVENT_CHAIN_SOLVED; library.ts spellCounterEachSpell). GOAT era (the
 * `goat/` script each card's spec names): the Tribute may be made with no such monster to Summon.
 */
import { describe, expect, it } from 'vitest';
import { loadScenario, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

export function skilledMagicianSpec(MAGICIAN: string, SUMMONS: string): void {
  const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole', 'Fissure', 'Waboku', 'Trap Hole'];
  const skilled = (counters: number, rest: Record<string, unknown> = {}, opp: Record<string, unknown> = {}) =>
    duelOf({ me: { monsters: [{ card: MAGICIAN, counters }], deck: DECK, ...rest }, opp });

  describe(`${MAGICIAN}: Spell Counters`, () => {
    it('a Spell Card activated and resolved places 1 Spell Counter, with no Chain Link of its own', () => {
      const d = skilled(0, { hand: ['Pot of Greed'] });
      const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
      expect(me(x).monsters[0]).toMatchObject({ counters: 1 });
      expect(x.events.filter((e) => e.type === 'activated')).toHaveLength(1);
    });

    it('each Spell of a Chain counts, the opponent\'s too', () => {
      const d = skilled(0, { hand: ['Pot of Greed'], spellTraps: [{ card: 'Waboku', faceUp: false }] }, { spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] });
      let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
      x = play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
      if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Waboku')] });
      x = passAll(x);
      expect(me(x).graveyard.sort()).toEqual(['Pot of Greed', 'Waboku']);
      expect(me(x).monsters[0]).toMatchObject({ counters: 2 });
    });

    it('a Trap Card, a Spell\'s effect that is not its activation, or a negated Spell place none', () => {
      const trap = skilled(0, { spellTraps: [{ card: 'Waboku', faceUp: false }] });
      expect(me(passAll(play(trap, { type: 'activate', card: idOf(trap, 'Waboku') }))).monsters[0]).toMatchObject({ counters: 0 });
      const driver = skilled(0, { monsters: [{ card: MAGICIAN }, { card: 'Feral Imp' }], spellTraps: [{ card: 'Mass Driver', faceUp: true }] });
      let x = play(driver, { type: 'activate', card: idOf(driver, 'Mass Driver'), effect: 1 });
      if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(driver, 'Feral Imp')] });
      expect(me(passAll(x)).monsters[0]).toMatchObject({ counters: 0 });
      const judged = skilled(0, { hand: ['Pot of Greed'] }, { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] });
      x = play(judged, { type: 'activate', card: idOf(judged, 'Pot of Greed') });
      x = passAll(play(x, { type: 'activate', card: idOf(judged, 'Solemn Judgment', 1), effect: 1 }));
      expect(me(x).hand).toEqual([]);
      expect(me(x).monsters[0]).toMatchObject({ counters: 0 });
    });

    it('holds at most 3', () => {
      const d = skilled(3, { hand: ['Pot of Greed'] });
      expect(me(passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }))).monsters[0]).toMatchObject({ counters: 3 });
    });
  });

  describe(`${MAGICIAN}: Tribute for "${SUMMONS}"`, () => {
    it(`with 3 Spell Counters: Tribute it to Special Summon "${SUMMONS}" from your hand, Deck or Graveyard`, () => {
      const d = skilled(3, { hand: [SUMMONS], deck: [SUMMONS, ...DECK], graveyard: [SUMMONS] });
      let x = play(d, legal(d, 'activate', idOf(d, MAGICIAN))[0]!);
      expect(me(x).graveyard).toContain(MAGICIAN);
      x = passAll(x);
      expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toHaveLength(3);
      const fromDeck = x.players[0].deck.find((c) => c === (x.flow.prompt as { cards: readonly string[] }).cards.find((id) => x.players[0].deck.includes(id)))!;
      x = play(x, { type: 'select', ids: [fromDeck] });
      x = passAll(play(x, { type: 'select', option: 'defense' }));
      expect(me(x).monsters.find((m) => m !== null)).toMatchObject({ name: SUMMONS, position: 'defense' });
      expect(me(x).hand).toEqual([SUMMONS]);
    });

    it('with fewer than 3 Spell Counters it cannot be used', () => {
      const d = skilled(2, { hand: [SUMMONS] });
      expect(legal(d, 'activate', idOf(d, MAGICIAN))).toEqual([]);
    });

    it(`with no "${SUMMONS}" in your hand, Deck or Graveyard: not in Advanced; in GOAT it can, and Summons nothing`, () => {
      const none = skilled(3);
      expect(legal(none, 'activate', idOf(none, MAGICIAN))).toEqual([]);
      const goat: Duel = loadScenario({ format: 'goat', turn: 3, turnPlayer: 0, phase: 'main1', players: [{ monsters: [{ card: MAGICIAN, counters: 3 }], deck: DECK }, { deck: DECK }] });
      const offer = legal(goat, 'activate', idOf(goat, MAGICIAN));
      expect(offer).toHaveLength(1);
      const x = passAll(play(goat, offer[0]!));
      expect(me(x).graveyard).toEqual([MAGICIAN]);
      expect(me(x).monsters.every((m) => m === null)).toBe(true);
    });
  });
}
