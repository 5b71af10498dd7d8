import { describe, expect, it } from 'vitest';
import { cardName, type Duel } from '../../engine';
import { duelOf, idOf, opp, passWindows, play } from '../../engine/test/dsl';

/** Player 1's Shining Angel (face-up Attack Position) is attacked by player 0's Summoned Skull and destroyed by battle. */
function angelDestroyedByBattle(deck: string[]): Duel {
  const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Shining Angel' }], deck } });
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Shining Angel', 1) });
}

describe('Shining Angel', () => {
  it('destroyed by battle: its controller may Special Summon a LIGHT monster with 1500 or less ATK from the Deck, in face-up Attack Position', () => {
    const x = angelDestroyedByBattle(['Rogue Doll', 'Celtic Guardian', 'Mystical Elf', 'Shining Angel']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['yes', 'no'] });
    let y = play(x, { type: 'select', option: 'yes' });
    // Not LIGHT Rogue Doll (1600 ATK) or EARTH Celtic Guardian.
    const offered = y.flow.prompt?.kind === 'chooseCard' ? y.flow.prompt.cards : [];
    expect(offered.map((c) => cardName(y, c)).sort()).toEqual(['Mystical Elf', 'Shining Angel']);
    y = play(y, { type: 'select', ids: [offered.find((c) => cardName(y, c) === 'Mystical Elf')!] });
    expect(opp(y).monsters.find((m) => m?.name === 'Mystical Elf')).toMatchObject({ position: 'attack', faceUp: true });
    expect(opp(y).deck).toBe(3);
  });

  it('"you can": declining Summons nothing', () => {
    const x = play(angelDestroyedByBattle(['Mystical Elf']), { type: 'select', option: 'no' });
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(opp(x).deck).toBe(1);
  });

  it('cannot be activated with no LIGHT monster with 1500 or less ATK in the Deck', () => {
    const x = angelDestroyedByBattle(['Rogue Doll', 'Celtic Guardian']);
    expect(opp(x).graveyard).toEqual(['Shining Angel']);
    expect(x.flow.prompt).toBeNull();
  });

  it('destroyed by a card effect (Dark Hole), not by battle: nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Shining Angel' }], deck: ['Mystical Elf'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(x.players[0].graveyard).toContain(idOf(d, 'Shining Angel'));
    expect(x.flow.prompt).toBeNull();
  });
});
