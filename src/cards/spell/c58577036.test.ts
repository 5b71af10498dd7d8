import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

const deck = ['Dark Hole', 'Black Luster Soldier', 'Feral Imp', 'Celtic Guardian'];

describe('Reasoning', () => {
  it('the opponent names a Level; a different Level: the first Normal Summonable monster (not a Ritual Monster) is Special Summoned and the cards before it go to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Reasoning'], deck } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Reasoning') });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1 });
    expect(x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options).toHaveLength(12);
    x = play(x, { type: 'select', option: '3' });
    // Feral Imp (Level 4) is Special Summoned, face-up in the position its controller chooses.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['attack', 'defense'] });
    x = play(x, { type: 'select', option: 'attack' });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp', position: 'attack', faceUp: true });
    expect(me(x).graveyard.sort()).toEqual(['Black Luster Soldier', 'Dark Hole', 'Reasoning']);
    expect(me(x).deck).toBe(1);
    // The turned-over cards were shown to both players.
    const shown = x.events.filter((e) => e.type === 'revealed');
    expect(shown.map((e) => e.type === 'revealed' && e.to).sort()).toEqual([0, 1]);
  });

  it('the named Level: every turned-over card goes to the Graveyard, the monster too', () => {
    const d = duelOf({ me: { hand: ['Reasoning'], deck } });
    const x = play(passAll(play(d, { type: 'activate', card: idOf(d, 'Reasoning') })), { type: 'select', option: '4' });
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard.sort()).toEqual(['Black Luster Soldier', 'Dark Hole', 'Feral Imp', 'Reasoning']);
    expect(me(x).deck).toBe(1);
  });

  it('cannot be activated with no Normal Summonable monster in the Deck, or no free Monster Zone', () => {
    const none = duelOf({ me: { hand: ['Reasoning'], deck: ['Dark Hole', 'Black Luster Soldier'] } });
    expect(legal(none, 'activate')).toEqual([]);
    const full = duelOf({ me: { hand: ['Reasoning'], deck, monsters: Array.from({ length: 5 }, () => ({ card: 'Uraby' })) } });
    expect(legal(full, 'activate', idOf(full, 'Reasoning'))).toEqual([]);
  });
});
