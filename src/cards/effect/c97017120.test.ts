import { describe, expect, it } from 'vitest';
import { cardName, type Duel } from '../../engine';
import { duelOf, idOf, legal, opp, passWindows, play } from '../../engine/test/dsl';

/** Player 1's Giant Rat (face-up Attack Position) is attacked by player 0's Summoned Skull and destroyed by battle. */
function ratDestroyedByBattle(deck: string[]): Duel {
  const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Giant Rat' }], deck } });
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Giant Rat', 1) });
}

describe('Giant Rat', () => {
  it('destroyed by battle: its controller may Special Summon an EARTH monster with 1500 or less ATK from the Deck, in face-up Attack Position', () => {
    const x = ratDestroyedByBattle(['Summoned Skull', 'Gaia The Fierce Knight', 'Mystical Elf', 'Celtic Guardian', 'Giant Rat']);
    expect(opp(x).graveyard).toEqual(['Giant Rat']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['yes', 'no'] });
    let y = play(x, { type: 'select', option: 'yes' });
    // Only the EARTH monsters with 1500 or less ATK are offered: not DARK Summoned Skull, EARTH Gaia (2300) or LIGHT Mystical Elf.
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    const offered = y.flow.prompt?.kind === 'chooseCard' ? y.flow.prompt.cards : [];
    expect(offered.map((c) => cardName(y, c)).sort()).toEqual(['Celtic Guardian', 'Giant Rat']);
    y = play(y, { type: 'select', ids: [idOf(y, 'Celtic Guardian', 1)] });
    expect(y.flow.prompt).toBeNull();
    expect(opp(y).monsters.find((m) => m?.name === 'Celtic Guardian')).toMatchObject({ position: 'attack', faceUp: true });
    expect(opp(y).deck).toBe(4);
  });

  it('"you can": declining leaves the Deck as it was', () => {
    const x = play(ratDestroyedByBattle(['Celtic Guardian']), { type: 'select', option: 'no' });
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(opp(x).deck).toBe(1);
  });

  it('cannot be activated with no EARTH monster with 1500 or less ATK in the Deck', () => {
    const x = ratDestroyedByBattle(['Summoned Skull', 'Gaia The Fierce Knight', 'Mystical Elf']);
    expect(opp(x).graveyard).toEqual(['Giant Rat']);
    expect(x.flow.prompt).toBeNull();
  });

  it('destroyed by a card effect (Dark Hole), not by battle: nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Giant Rat' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.players[0].graveyard).toContain(idOf(d, 'Giant Rat'));
    expect(x.flow.prompt).toBeNull();
    expect(legal(x, 'activate')).toEqual([]);
  });
});
