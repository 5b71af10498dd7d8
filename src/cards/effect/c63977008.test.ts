import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, play } from '../../engine/test/dsl';
import { cardByName } from '..';

describe('Junk Synchron', () => {
  it('when Normal Summoned, can Special Summon a Level 2 or lower monster from your Graveyard in Defense Position with its effects negated', () => {
    const d = duelOf({ me: { hand: ['Junk Synchron'], graveyard: ['Petit Dragon', 'Celtic Guardian'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Junk Synchron'), tributes: [] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // Only the Level 2 monster is a legal target.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Petit Dragon')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Petit Dragon')] });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).monsters.filter(Boolean).map((m) => `${m!.name}:${m!.position}`)).toEqual(['Junk Synchron:attack', 'Petit Dragon:defense']);
    expect(x.players[0].monsters[1]?.effectsNegated).toBe(true);
  });
  it('is a Level 3 Tuner (a Synchro Material as the one Tuner)', () => {
    expect(cardByName('Junk Synchron')).toMatchObject({ level: 3, subtype: ['tuner'], atk: 1300, def: 500 });
  });
});
