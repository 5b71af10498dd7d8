import { describe, expect, it } from 'vitest';
import { cardName, type Duel } from '../../engine';
import { duelOf, idOf, opp, passWindows, play } from '../../engine/test/dsl';

/** Player 1's Masked Dragon (face-up Attack Position) is attacked by player 0's Summoned Skull and destroyed by battle. */
function destroyedByBattle(deck: string[]): Duel {
  const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Masked Dragon' }], deck } });
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Masked Dragon', 1) });
}

// Masked Dragon: "When this card is destroyed by battle and sent to the Graveyard: You can Special Summon 1 Dragon-Type monster with 1500 or less ATK from your Deck."
describe('Masked Dragon', () => {
  it('destroyed by battle: you can Special Summon a Dragon with 1500 or less ATK from your Deck (not a stronger Dragon, not a non-Dragon)', () => {
    const x = destroyedByBattle(['Blue-Eyes White Dragon', 'Celtic Guardian', 'Koumori Dragon', 'Masked Dragon']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['yes', 'no'] });
    let y = play(x, { type: 'select', option: 'yes' });
    const offered = y.flow.prompt?.kind === 'chooseCard' ? y.flow.prompt.cards : [];
    expect(offered.map((c) => cardName(y, c)).sort()).toEqual(['Koumori Dragon', 'Masked Dragon']);
    y = play(y, { type: 'select', ids: [idOf(y, 'Koumori Dragon', 1)] }, { type: 'select', option: 'defense' });
    expect(opp(y).monsters.find((m) => m?.name === 'Koumori Dragon')).toMatchObject({ position: 'defense', faceUp: true });
  });

  it('"you can": declined, nothing is Summoned; with no fitting Dragon in the Deck, nothing is offered', () => {
    const x = play(destroyedByBattle(['Koumori Dragon']), { type: 'select', option: 'no' });
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(destroyedByBattle(['Blue-Eyes White Dragon']).flow.prompt).toBeNull();
  });

  it('destroyed by a card effect, not by battle: nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Masked Dragon' }], deck: ['Koumori Dragon'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.flow.prompt).toBeNull();
  });
});
