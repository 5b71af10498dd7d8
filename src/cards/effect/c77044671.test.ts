import { describe, expect, it } from 'vitest';
import { cardName, type Duel } from '../../engine';
import { duelOf, idOf, opp, passWindows, play } from '../../engine/test/dsl';

/** Player 1's Pyramid Turtle (face-up Attack Position) is attacked by player 0's Summoned Skull and destroyed by battle. */
function turtleDestroyedByBattle(deck: string[]): Duel {
  const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Pyramid Turtle' }], deck } });
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Pyramid Turtle', 1) });
}

describe('Pyramid Turtle', () => {
  it('destroyed by battle: its controller may Special Summon a Zombie with 2000 or less DEF from the Deck, in the position they choose', () => {
    const x = turtleDestroyedByBattle(['Celtic Guardian', 'Dragon Zombie', 'Magical Ghost']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['yes', 'no'] });
    let y = play(x, { type: 'select', option: 'yes' });
    // Zombies only: not Celtic Guardian (a Warrior).
    const offered = y.flow.prompt?.kind === 'chooseCard' ? y.flow.prompt.cards : [];
    expect(offered.map((c) => cardName(y, c)).sort()).toEqual(['Dragon Zombie', 'Magical Ghost']);
    y = play(y, { type: 'select', ids: [offered.find((c) => cardName(y, c) === 'Magical Ghost')!] });
    // The text names no position: face-up Attack or Defense, as the player chooses.
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['attack', 'defense'] });
    y = play(y, { type: 'select', option: 'defense' });
    expect(opp(y).monsters.find((m) => m?.name === 'Magical Ghost')).toMatchObject({ position: 'defense', faceUp: true });
  });

  it('cannot be activated with no fitting Zombie in the Deck', () => {
    const x = turtleDestroyedByBattle(['Celtic Guardian', 'Summoned Skull']);
    expect(opp(x).graveyard).toEqual(['Pyramid Turtle']);
    expect(x.flow.prompt).toBeNull();
  });

  it('destroyed by a card effect (Dark Hole), not by battle: nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Pyramid Turtle' }], deck: ['Dragon Zombie'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.players[0].graveyard).toContain(idOf(d, 'Pyramid Turtle'));
    expect(x.flow.prompt).toBeNull();
  });
});
