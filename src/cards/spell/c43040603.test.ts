import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

const deck = ['Dark Hole', 'Black Luster Soldier', 'Summoned Skull', 'Celtic Guardian'];

describe('Monster Gate', () => {
  it('Tribute a monster (the cost): the first Normal Summonable monster turned over is Special Summoned, the cards before it go to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Monster Gate'], monsters: [{ card: 'Feral Imp' }, { card: 'Uraby' }], deck } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Gate') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Uraby')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    // Summoned Skull (Level 6) is Special Summoned without Tributes, face-up in the position chosen.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['attack', 'defense'] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Summoned Skull', 'Uraby']);
    expect(me(x).graveyard.sort()).toEqual(['Black Luster Soldier', 'Dark Hole', 'Feral Imp', 'Monster Gate']);
    expect(me(x).deck).toBe(1);
  });

  it('with all five Monster Zones full, the Tributed monster frees the zone', () => {
    const d = duelOf({ me: { hand: ['Monster Gate'], monsters: Array.from({ length: 5 }, () => ({ card: 'Uraby' })), deck } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Gate') });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Uraby')] }));
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.filter(Boolean)).toHaveLength(5);
    expect(me(x).monsters.some((m) => m?.name === 'Summoned Skull' && m.position === 'defense')).toBe(true);
  });

  it('cannot be activated without a monster to Tribute, or with no Normal Summonable monster in the Deck', () => {
    const noTribute = duelOf({ me: { hand: ['Monster Gate'], deck } });
    expect(legal(noTribute, 'activate')).toEqual([]);
    const noMonster = duelOf({ me: { hand: ['Monster Gate'], monsters: [{ card: 'Feral Imp' }], deck: ['Dark Hole', 'Black Luster Soldier'] } });
    expect(legal(noMonster, 'activate', idOf(noMonster, 'Monster Gate'))).toEqual([]);
  });
});
