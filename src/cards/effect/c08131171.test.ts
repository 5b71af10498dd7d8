import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, me, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Sinister Serpent (texts-2016): "During your Standby Phase, if this card is in your Graveyard: You can add
 * it to your hand, also banish 1 "Sinister Serpent" from your Graveyard during your opponent's next End
 * Phase. You can only use this effect of "Sinister Serpent" once per turn." A Trigger effect from the
 * Graveyard, and a delayed effect that waits past this turn (issue 32 §4; rule code `awaits`).
 */
const DECK = Array.from({ length: 10 }, () => 'Feral Imp');

/** Player 2's turn 4 ends; player 1's turn 5 begins with the Serpent's question in the Standby Phase. */
function standby(graveyard: string[]): Duel {
  const d = duelOf({ turnPlayer: 1, turn: 4, me: { graveyard, deck: DECK }, opp: { deck: DECK } });
  const x = endTurn(d);
  expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0, phase: 'standby' });
  return x;
}

describe('Sinister Serpent', () => {
  it('during your Standby Phase, from your Graveyard, you can add it to your hand', () => {
    const x = standby(['Sinister Serpent']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    const y = play(x, { type: 'select', option: 'yes' });
    expect(me(y).hand).toContain('Sinister Serpent');
    expect(me(y).graveyard).toEqual([]);
  });

  it("also banishes 1 Sinister Serpent from your Graveyard during your opponent's next End Phase", () => {
    let x = play(standby(['Sinister Serpent', 'Sinister Serpent']), { type: 'select', option: 'yes' });
    // Once per turn: the second copy is not asked about.
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual(['Sinister Serpent']);
    expect(x.rules).toContainEqual(expect.objectContaining({ code: 'awaits', player: 0, lasts: { kind: 'turns', player: 1, count: 1, through: 6 } }));
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 6, turnPlayer: 1 });
    expect(me(x).graveyard).toEqual(['Sinister Serpent']);
    x = endTurn(x);
    expect(me(x).banished).toEqual(['Sinister Serpent']);
    expect(me(x).graveyard).toEqual([]);
  });

  it('declined, it stays in the Graveyard and nothing is banished later', () => {
    let x = play(standby(['Sinister Serpent']), { type: 'select', option: 'no' });
    expect(me(x).graveyard).toEqual(['Sinister Serpent']);
    x = endTurn(endTurn(x));
    expect(me(x).banished).toEqual([]);
  });

  it("is not asked during your opponent's Standby Phase", () => {
    const d = duelOf({ turn: 3, me: { graveyard: ['Sinister Serpent'], deck: DECK }, opp: { deck: DECK } });
    const x = endTurn(d);
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual(['Sinister Serpent']);
  });
});
