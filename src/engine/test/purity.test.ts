import { describe, expect, it } from 'vitest';
import { actionFromView, applyAction, cardName, createDuel, describeAction, legalActions, viewFor, type Action, type Duel } from '..';
import { PRESET_DECKS } from '../../cards/decks';
import { randomInt, seedRng, type RngState } from '../random';
import { deepFreeze, duelOf, idOf } from './dsl';

const decks = () => [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }] as [{ main: string[] }, { main: string[] }];

/** Plays `steps` random legal actions; returns the duel and the log in words. */
function randomPlay(duel: Duel, seed: number, steps: number, freeze = false): { duel: Duel; log: string[] } {
  let rng: RngState = seedRng(seed);
  const log: string[] = [];
  for (let i = 0; i < steps && duel.winner === null; i++) {
    const legal = legalActions(duel);
    const [k, next] = randomInt(rng, legal.length);
    rng = next;
    log.push(describeAction(duel, legal[k]!));
    duel = applyAction(freeze ? deepFreeze(duel) : duel, legal[k]!);
  }
  return { duel, log };
}

describe('The duel is plain, immutable data', () => {
  it('applyAction never changes its input (every state deep-frozen through a whole duel)', () => {
    const start = createDuel({ decks: decks(), seed: 11 });
    const snapshot = JSON.parse(JSON.stringify(start));
    const { duel } = randomPlay(start, 11, 5000, true);
    expect(duel.winner).not.toBeNull();
    expect(JSON.parse(JSON.stringify(start))).toEqual(snapshot);
  });

  it('a JSON round trip mid-duel continues identically', () => {
    const mid = randomPlay(createDuel({ decks: decks(), seed: 5 }), 5, 120).duel;
    const copy = JSON.parse(JSON.stringify(mid)) as Duel;
    expect(copy).toEqual(mid);
    const a = randomPlay(mid, 99, 5000);
    const b = randomPlay(copy, 99, 5000);
    expect(b.log).toEqual(a.log);
    expect(JSON.stringify(b.duel)).toEqual(JSON.stringify(a.duel));
  });
});

describe('Hidden information', () => {
  it("viewFor(duel, 0) contains none of player 1's hand card names, nor their deck", () => {
    let duel = createDuel({ decks: decks(), seed: 3, firstPlayer: 0 });
    for (let i = 0; i < 60 && duel.winner === null; i++) {
      const hidden = [...duel.players[1].hand, ...duel.players[1].deck, ...duel.players[0].deck];
      const view = viewFor(duel, 0);
      const text = JSON.stringify(view);
      for (const id of hidden) expect(text).not.toContain(`"${id}"`);
      // Every name in the view is a card player 0 may know.
      const known = seenBy0(duel);
      for (const name of collectNames(view)) expect(known).toContain(name);
      const secret = duel.players[1].hand.map((id) => cardName(duel, id)).filter((n) => !known.includes(n));
      for (const event of view.events) for (const name of secret) expect(event.text).not.toContain(name);
      duel = randomPlay(duel, i, 1).duel;
    }
  });

  it("an opponent's face-down monster shows no name, ATK or DEF, nor its instance id, but can still be targeted by the id its view gives it", () => {
    const d = duelOf({ opp: { monsters: [{ card: 'Dark Magician', faceUp: false, position: 'defense' }] } });
    const view = viewFor(d, 0);
    expect(JSON.stringify(view)).not.toContain('Dark Magician');
    const shown = view.players[1].monsters[0]!.card;
    expect(view.players[1].monsters[0]).toEqual({ card: { hidden: true, id: expect.any(String) }, position: 'defense', faceUp: false, atk: null, def: null, materials: [] });
    expect(shown.id).not.toBe(idOf(d, 'Dark Magician', 1));
    expect(JSON.stringify(view)).not.toContain(`"${idOf(d, 'Dark Magician', 1)}"`);
    expect(actionFromView(d, 0, { type: 'select', ids: [shown.id!] })).toEqual({ type: 'select', ids: [idOf(d, 'Dark Magician', 1)] });
    expect(JSON.stringify(viewFor(d, 1))).toContain('Dark Magician');
  });

  it('a player searching their own Deck sees the cards they may choose, and only while choosing; the opponent never does', () => {
    // Mystic Tomato is destroyed by battle; its controller calls a DARK monster from the Deck.
    const d = duelOf({
      turnPlayer: 1, phase: 'battle',
      me: { monsters: [{ card: 'Mystic Tomato' }], deck: ['Feral Imp', 'Dark Magician', 'Celtic Guardian'] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    let x = applyAction(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Mystic Tomato') });
    while (!x.flow.prompt || x.flow.prompt.kind !== 'chooseCard') x = applyAction(x, legalActions(x).find((a) => a.type === 'pass' || ('option' in a && a.option === 'yes'))!);
    const imp = idOf(d, 'Feral Imp');
    expect(describeAction(x, { type: 'select', ids: [imp] }, 0)).toBe('Choose Feral Imp');
    expect(describeAction(x, { type: 'select', ids: [imp] }, 1)).not.toContain('Feral Imp');
    // Not a choice (ATK over 1500): still unseen, as is the whole Deck for the opponent.
    expect(describeAction(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] }, 0)).not.toContain('Dark Magician');
    expect(JSON.stringify(viewFor(x, 1))).not.toContain('Feral Imp');
    const after = applyAction(x, { type: 'select', ids: [imp] });
    expect(after.flow.prompt).toBeNull();
    expect(JSON.stringify(viewFor(after, 0))).not.toContain('Celtic Guardian');
  });

  it('describeAction for a viewer does not name a Set monster the viewer cannot see', () => {
    const d = duelOf({ me: { hand: ['Dark Magician', 'Feral Imp'] } });
    const set: Action = { type: 'setMonster', card: idOf(d, 'Feral Imp'), tributes: [] };
    expect(describeAction(d, set)).toBe('Set Feral Imp');
    expect(describeAction(d, set, 1)).toBe('Set a monster');
    expect(describeAction(d, set, 0)).toBe('Set Feral Imp');
  });
});

function collectNames(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => collectNames(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'name' && typeof v === 'string') out.add(v);
      else collectNames(v, out);
    }
  }
  return out;
}

/** Names player 0 may know: own hand and field, every face-up card, both Graveyards. */
function seenBy0(duel: Duel): string[] {
  const names: string[] = [];
  const p0 = duel.players[0];
  const p1 = duel.players[1];
  for (const id of [...p0.hand, ...p0.graveyard, ...p1.graveyard]) names.push(cardName(duel, id));
  for (const s of p0.monsters) if (s) names.push(cardName(duel, s.card));
  for (const s of p1.monsters) if (s?.faceUp) names.push(cardName(duel, s.card));
  return names;
}
