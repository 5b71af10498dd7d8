import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

// "Select up to 2 Monster Card(s) from your opponent's Graveyard. Remove the selected card(s) from play." (Gravedigger Ghoul, texts-2016)
describe('Gravedigger Ghoul', () => {
  const setup = () => duelOf({
    me: { hand: ['Gravedigger Ghoul'], graveyard: ['Summoned Skull'] },
    opp: { graveyard: ['Mystical Elf', 'Dark Hole', 'Feral Imp', 'Battle Ox'] },
  });

  it("targets only monsters in the opponent's Graveyard (not their Spells, not yours), then up to one more", () => {
    const d = setup();
    const x = play(d, { type: 'activate', card: idOf(d, 'Gravedigger Ghoul') });
    const monsters = [idOf(d, 'Mystical Elf', 1), idOf(d, 'Feral Imp', 1), idOf(d, 'Battle Ox', 1)];
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: monsters });
    expect(x.flow.prompt).not.toHaveProperty('mayStop');
    const y = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mystical Elf', 1), idOf(d, 'Battle Ox', 1)], mayStop: true });
  });

  it('banishes the 2 targets', () => {
    const d = setup();
    const x = play(d, { type: 'activate', card: idOf(d, 'Gravedigger Ghoul') },
      { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] }, { type: 'select', ids: [idOf(d, 'Battle Ox', 1)] });
    expect(opp(x).banished.sort()).toEqual(['Battle Ox', 'Feral Imp']);
    expect(opp(x).graveyard).toEqual(['Mystical Elf', 'Dark Hole']);
    expect(me(x).graveyard).toEqual(['Summoned Skull', 'Gravedigger Ghoul']);
  });

  it('may target only 1: it banishes that one', () => {
    const d = setup();
    const x = play(d, { type: 'activate', card: idOf(d, 'Gravedigger Ghoul') },
      { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] }, { type: 'select', option: 'stop' });
    expect(opp(x).banished).toEqual(['Mystical Elf']);
    expect(opp(x).graveyard).toEqual(['Dark Hole', 'Feral Imp', 'Battle Ox']);
  });

  it("cannot be activated with no monster in the opponent's Graveyard", () => {
    const d = duelOf({ me: { hand: ['Gravedigger Ghoul'], graveyard: ['Summoned Skull'] }, opp: { graveyard: ['Dark Hole'] } });
    expect(legal(d, 'activate', idOf(d, 'Gravedigger Ghoul'))).toEqual([]);
  });
});
