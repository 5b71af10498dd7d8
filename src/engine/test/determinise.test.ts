import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, determinise, legalActions, legalActionsFor, publicState, viewFor, type Duel } from '..';
import { ALL_PRESET_DECKS } from '../../cards/decks';
import { randomInt, seedRng, type RngState } from '../random';

const decks = () => [{ main: [...ALL_PRESET_DECKS[2]!.main] }, { main: [...ALL_PRESET_DECKS[3]!.main] }] as [{ main: string[] }, { main: string[] }];

/** A guess for every hidden card: the first passcode the pool offers (a Celtic Guardian-like filler). */
const fillAll = (pub: ReturnType<typeof publicState>, passcode: string) => Object.fromEntries(pub.hidden.map((h) => [h.id, passcode]));

describe('Public state and determinising (look-ahead without hidden information)', () => {
  it("blanks what the viewer cannot see, anonymises hidden piles' ids, keeps the viewer's own Deck as sorted contents", () => {
    const duel = createDuel({ decks: decks(), seed: 4, firstPlayer: 0 });
    const pub = publicState(duel, 0);
    const text = JSON.stringify(pub);
    for (const id of [...duel.players[1].hand, ...duel.players[1].deck, ...duel.players[0].deck]) expect(text).not.toContain(`"${id}"`);
    expect(pub.state.players[1].hand).toHaveLength(5);
    expect(pub.hidden.filter((h) => h.holder === 1 && h.zone === 'hand')).toHaveLength(5);
    expect(pub.ownDeck).toEqual(duel.players[0].deck.map((id) => duel.cards[id]!.passcode).sort());
    expect(pub.state.rng).toEqual([0, 0, 0, 1]);
    // The viewer's own hand is known, by id and passcode.
    for (const id of duel.players[0].hand) expect(pub.state.cards[id]).toEqual(duel.cards[id]);
    expect(viewFor(duel, 0).public).toEqual(pub);
  });

  it('a determinised duel plays on: the viewer has the same legal actions as in the real duel, all through random play', () => {
    let duel: Duel = createDuel({ decks: decks(), seed: 9, firstPlayer: 0 });
    let rng: RngState = seedRng(9);
    const filler = duel.cards[duel.players[0].hand[0]!]!.passcode;
    for (let i = 0; i < 300 && duel.winner === null; i++) {
      const legal = legalActions(duel);
      const who = duel.flow.prompt ? duel.flow.prompt.player : duel.flow.window ? duel.flow.window.player : duel.turnPlayer;
      const pub = publicState(duel, who);
      const guess = determinise(pub, fillAll(pub, filler), i);
      // In the player's own terms (cards hidden from them named as their view names them), the guess
      // offers the very same actions when the open choice is the player's own (a response window may
      // differ: it depends on guessed cards).
      if (duel.flow.window === null) expect(legalActions(guess)).toEqual(legalActionsFor(duel, who));
      const [k, next] = randomInt(rng, legal.length);
      rng = next;
      duel = applyAction(duel, legal[k]!);
    }
  });

  it('refuses a guess that leaves a hidden card unknown', () => {
    const duel = createDuel({ decks: decks(), seed: 4, firstPlayer: 0 });
    const pub = publicState(duel, 0);
    const fill = fillAll(pub, '91152256');
    delete fill[pub.hidden[0]!.id];
    expect(() => determinise(pub, fill, 1)).toThrow(/no card given/);
  });
});
