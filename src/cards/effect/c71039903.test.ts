import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

const STONE = 'The White Stone of Ancients';

/** Into the End Phase, answering the Stone's optional Trigger with `answer` when it is asked. */
function toEndPhase(d: Duel, answer: 'yes' | 'no'): Duel {
  let x = play(d, { type: 'nextPhase', to: 'end' });
  for (let i = 0; i < 20; i++) {
    if (x.flow.prompt?.kind === 'chooseOption') {
      const options = (x.flow.prompt as { options: readonly string[] }).options;
      x = play(x, { type: 'select', option: options.includes(answer) ? answer : 'attack' });
    } else if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [(x.flow.prompt as { cards: readonly string[] }).cards[0]!] });
    else if (x.flow.window) x = play(x, { type: 'pass' });
    else break;
  }
  return x;
}

describe('The White Stone of Ancients', () => {
  // Tributed for a Tribute Summon this turn: it is in the Graveyard, sent there this turn.
  const tributed = () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: STONE }], deck: ['Blue-Eyes White Dragon', 'Celtic Guardian', 'Celtic Guardian'] } });
    return passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, STONE)] }));
  };

  it('in the End Phase of the turn it was sent to the Graveyard, you can Special Summon a "Blue-Eyes" monster from your Deck', () => {
    const x = toEndPhase(tributed(), 'yes');
    expect(me(x).monsters.some((m) => m?.name === 'Blue-Eyes White Dragon')).toBe(true);
    expect(me(x).graveyard).toEqual([STONE]);
  });

  it('it is optional: declined, nothing is Summoned', () => {
    const x = toEndPhase(tributed(), 'no');
    expect(me(x).monsters.some((m) => m?.name === 'Blue-Eyes White Dragon')).toBe(false);
  });

  it('not if it was sent to the Graveyard on an earlier turn', () => {
    const d = duelOf({ me: { graveyard: [STONE], deck: ['Blue-Eyes White Dragon', 'Celtic Guardian', 'Celtic Guardian'] } });
    const x = toEndPhase(d, 'yes');
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).deck).toBe(3);
  });

  it('banished from your Graveyard: a "Blue-Eyes" monster there is added to your hand, once per turn by name', () => {
    const d = duelOf({ me: { graveyard: [STONE, STONE, 'Blue-Eyes White Dragon', 'Celtic Guardian', 'Blue-Eyes White Dragon'] } });
    const [first, second] = [d.players[0].graveyard[0]!, d.players[0].graveyard[1]!];
    let x = play(d, { type: 'activate', card: first, effect: 1 });
    // Only the Blue-Eyes monster is offered (not Celtic Guardian, not the Stones).
    const dragons = d.players[0].graveyard.filter((_, i) => i === 2 || i === 4);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: dragons });
    x = passAll(play(x, { type: 'select', ids: [dragons[0]!] }));
    expect(me(x).hand).toEqual(['Blue-Eyes White Dragon']);
    expect(me(x).banished).toEqual([STONE]);
    expect(legal(x, 'activate', second)).toEqual([]);
    // On a later turn of yours it may be used again.
    const later = endTurn(endTurn(x));
    expect(legal(later, 'activate', second)).toHaveLength(1);
  });
});
