import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, determinise, legalActions, loadScenario, summary, viewFor, FORMAT_RULES, type Duel } from '..';
import { FILLER } from './dsl';

/*
 * The format's rule switches (formatRules.ts; DESIGN.md "The format contract"). Rulebook v9.1 "Draw
 * Phase": "The player who goes first cannot draw during the Draw Phase of their first turn"; the
 * 2002 rules ("you are required to draw 1 card") and rulebook v7.0 have no such exception, so the
 * Yugi-Kaiba (May 2002) and GOAT (April 2005) formats draw. Every one of them: "the player who goes
 * first cannot conduct a Battle Phase in their very first turn".
 */

const DECK = ['Dark Magician', 'Summoned Skull', 'Mystical Elf', 'Feral Imp', 'Silver Fang', 'Beaver Warrior', ...FILLER(20)];
const duelIn = (format?: 'advanced' | 'goat' | 'yugi-kaiba'): Duel =>
  createDuel({ decks: [{ main: DECK }, { main: DECK }], seed: 3, firstPlayer: 0, shuffle: false, ...(format && { format }) });

describe('Format rule switch: the first player draws in turn 1 (firstPlayerDraws)', () => {
  it('an Advanced duel (rulebook v9.1): the first player does not draw in turn 1', () => {
    const s = summary(duelIn('advanced'));
    expect(s.format).toBe('advanced');
    expect(s.turn).toBe(1);
    expect(s.players[0].hand).toHaveLength(5);
    expect(s.players[0].hand).not.toContain('Beaver Warrior');
    expect(s.players[0].deck).toBe(DECK.length - 5);
  });

  it('a GOAT duel (April 2005): the first player draws the 6th card in the Draw Phase of turn 1', () => {
    const duel = duelIn('goat');
    const s = summary(duel);
    expect(s.format).toBe('goat');
    expect(s.phase).toBe('main1');
    expect(s.players[0].hand).toEqual(['Dark Magician', 'Summoned Skull', 'Mystical Elf', 'Feral Imp', 'Silver Fang', 'Beaver Warrior']);
    expect(s.players[0].deck).toBe(DECK.length - 6);
    expect(s.players[1].hand).toHaveLength(5);
    // The draw is an event like any other draw (the log and the view say it).
    expect(viewFor(duel, 0).events.some((e) => e.type === 'drew')).toBe(true);
  });

  it('a Yugi-Kaiba duel (May 2002): the first player draws in turn 1 too', () => {
    const s = summary(duelIn('yugi-kaiba'));
    expect(s.format).toBe('yugi-kaiba');
    expect(s.players[0].hand).toHaveLength(6);
  });

  it('in every format the first player has no Battle Phase in turn 1', () => {
    for (const format of ['advanced', 'goat', 'yugi-kaiba'] as const) {
      let d = duelIn(format);
      const summon = legalActions(d).find((a) => a.type === 'normalSummon');
      if (!summon) throw new Error('expected a Normal Summon');
      d = applyAction(d, summon);
      while (d.flow.window) d = applyAction(d, { type: 'pass' });
      expect(legalActions(d).filter((a) => a.type === 'nextPhase').map((a) => (a as { to: string }).to), format).not.toContain('battle');
    }
  });

  it('the second player draws in turn 2 in every format (only turn 1 differs)', () => {
    for (const format of ['advanced', 'goat'] as const) {
      let d = duelIn(format);
      const first = summary(d).players[0].hand.length;
      d = applyAction(d, { type: 'nextPhase', to: 'end' });
      while (d.flow.window || d.flow.prompt) d = applyAction(d, legalActions(d)[0]!);
      const s = summary(d);
      expect(s.turn).toBe(2);
      expect(s.players[1].hand).toHaveLength(6);
      expect(s.players[0].hand).toHaveLength(first);
    }
  });

  it('the switch is data: the retro formats draw, Advanced does not', () => {
    expect(FORMAT_RULES).toEqual({
      advanced: { firstPlayerDraws: false, oneFieldSpell: false },
      'yugi-kaiba': { firstPlayerDraws: true, oneFieldSpell: true },
      goat: { firstPlayerDraws: true, oneFieldSpell: true },
    });
  });
});

/*
 * Rulebook v7.0 (seed 000, "Field Spell Cards"): "There can only be 1 face-up Field Spell Card on the
 * field at any given time between both players. When a new Field Spell Card is activated, the
 * previous active Field Spell Card is destroyed automatically." goatformat.com rule #3 (GOAT): "If the
 * activation of a Field Spell resolves while the opponent controls a face-up Field Spell, the
 * previous Field Spell is destroyed." Rulebook v9.1: each player has their own Field Zone.
 */
describe('Format rule switch: one face-up Field Spell between both players (oneFieldSpell)', () => {
  const fieldDuel = (format: 'advanced' | 'goat' | 'yugi-kaiba', theirs: { card: string; faceUp?: boolean } = { card: 'Yami' }): Duel =>
    loadScenario({
      format, turn: 3, turnPlayer: 0, phase: 'main1',
      players: [{ hand: ['Umi', 'Mystical Space Typhoon'], deck: FILLER(5) }, { field: theirs, deck: FILLER(5) }],
    });
  const activateUmi = (d: Duel): Duel => {
    const umi = legalActions(d).find((a) => a.type === 'activate' && summary(d).players[0].hand[Number(a.card.split(':')[1])] === 'Umi');
    if (!umi) throw new Error('expected Umi to be activatable');
    return applyAction(d, umi);
  };
  const resolve = (d: Duel): Duel => {
    while (d.flow.window) d = applyAction(d, { type: 'pass' });
    return d;
  };

  it('GOAT: when Umi resolves, the opponent’s face-up Yami is destroyed', () => {
    const d = resolve(activateUmi(fieldDuel('goat')));
    const s = summary(d);
    expect(s.players[0].field).toMatchObject({ name: 'Umi', faceUp: true });
    expect(s.players[1].field).toBeNull();
    expect(s.players[1].graveyard).toEqual(['Yami']);
    expect(d.events.some((e) => e.type === 'destroyed')).toBe(true);
  });

  it('Yugi-Kaiba: the same', () => {
    const s = summary(resolve(activateUmi(fieldDuel('yugi-kaiba'))));
    expect(s.players[1].graveyard).toEqual(['Yami']);
  });

  it('Advanced (rulebook v9.1): both Field Spells stay, one in each player’s Field Zone', () => {
    const s = summary(resolve(activateUmi(fieldDuel('advanced'))));
    expect(s.players[0].field).toMatchObject({ name: 'Umi', faceUp: true });
    expect(s.players[1].field).toMatchObject({ name: 'Yami', faceUp: true });
  });

  it('GOAT: a face-down (Set) Field Spell of the opponent is not active, so it stays', () => {
    const s = summary(resolve(activateUmi(fieldDuel('goat', { card: 'Yami', faceUp: false }))));
    expect(s.players[1].field).toMatchObject({ name: 'Yami', faceUp: false });
  });

  it('GOAT: the activation is what destroys it, on resolution: while Umi is still a Chain Link, Yami is on the field', () => {
    const d = activateUmi(fieldDuel('goat'));
    expect(d.flow.chain).toHaveLength(1);
    expect(summary(d).players[1].field).toMatchObject({ name: 'Yami', faceUp: true });
  });
});

describe('A scenario may carry "format"', () => {
  const scenario = (format?: string) => ({
    turn: 1, turnPlayer: 0 as const, phase: 'draw' as const, ...(format && { format }),
    players: [{ hand: ['Feral Imp'], deck: ['Dark Magician', ...FILLER(5)] }, { deck: FILLER(5) }] as [object, object],
  });

  it('a GOAT scenario starting at the Draw Phase of turn 1: the first player draws', () => {
    const s = summary(loadScenario(scenario('goat') as never));
    expect(s.format).toBe('goat');
    expect(s.players[0].hand).toEqual(['Feral Imp', 'Dark Magician']);
  });

  it('the same scenario without a format is Advanced: no draw in turn 1', () => {
    const s = summary(loadScenario(scenario() as never));
    expect(s.format).toBe('advanced');
    expect(s.players[0].hand).toEqual(['Feral Imp']);
  });

  it('an unknown format is refused with the ones there are', () => {
    expect(() => loadScenario(scenario('modern') as never)).toThrow('Bad scenario: unknown format "modern" (one of advanced, yugi-kaiba, goat)');
    expect(() => createDuel({ decks: [{ main: DECK }, { main: DECK }], seed: 1, format: 'edison' as never })).toThrow('createDuel: unknown format "edison"');
  });
});

describe('The duel records its format', () => {
  it('survives a JSON round trip, and play goes on by it', () => {
    const d = JSON.parse(JSON.stringify(duelIn('goat'))) as Duel;
    expect(d.formatId).toBe('goat');
    expect(summary(applyAction(d, legalActions(d)[0]!)).format).toBe('goat');
  });

  it('(migration) a duel saved before formats has no formatId and reads as Advanced', () => {
    const { formatId: _, ...old } = JSON.parse(JSON.stringify(duelIn())) as Duel;
    expect('formatId' in old).toBe(false);
    const s = summary(old as Duel);
    expect(s.format).toBe('advanced');
    expect(summary(applyAction(old as Duel, legalActions(old as Duel)[0]!)).format).toBe('advanced');
  });

  it('the computer plays by it: the public state it samples from and the duel it simulates keep the format', () => {
    const duel = duelIn('goat');
    const pub = viewFor(duel, 1).public;
    expect(pub.state.formatId).toBe('goat');
    const fill = Object.fromEntries(pub.hidden.map((h) => [h.id, '91152256']));
    expect(summary(determinise(pub, fill, 5)).format).toBe('goat');
  });
});
