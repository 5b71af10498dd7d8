import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, play } from '../../engine/test/dsl';
import { cardByName } from '..';

describe('Goblindbergh', () => {
  it('when Normal Summoned, can Special Summon a Level 4 or lower monster from your hand, then changes itself to Defense Position; the two make a Rank 4 Xyz Summon', () => {
    const d = duelOf({ me: { hand: ['Goblindbergh', 'Celtic Guardian', 'Dark Magician'], extra: ['Number 39: Utopia'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Goblindbergh'), tributes: [] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    // Only the Level 4 monster may come out (Dark Magician is Level 7); chosen on resolution.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['attack', 'defense'] });
    x = play(x, { type: 'select', option: 'attack' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).monsters.filter(Boolean).map((m) => `${m!.name}:${m!.position}`)).toEqual(['Goblindbergh:defense', 'Celtic Guardian:attack']);
    expect(me(x).hand).toEqual(['Dark Magician']);
    const xyz = legal(x, 'specialSummon').filter((a) => a.method === 'xyz');
    // Without Goblindbergh's Special Summon there would be one Level 4 monster: no Xyz Summon at all.
    expect(xyz.length).toBeGreaterThan(0);
    const y = play(x, xyz[0]!);
    expect(me(y).monsters.find((m) => m?.name === 'Number 39: Utopia')).toMatchObject({ materials: ['Goblindbergh', 'Celtic Guardian'] });
  });

  it('is not offered with no Level 4 or lower monster in hand, and stays in Attack Position', () => {
    const d = duelOf({ me: { hand: ['Goblindbergh', 'Dark Magician'] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Goblindbergh'), tributes: [] });
    expect(x.flow.prompt?.kind).not.toBe('chooseOption');
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Goblindbergh', position: 'attack' });
  });

  it('declined, nothing is Summoned and it stays in Attack Position', () => {
    const d = duelOf({ me: { hand: ['Goblindbergh', 'Celtic Guardian'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Goblindbergh'), tributes: [] });
    x = play(x, { type: 'select', option: 'no' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).monsters.filter(Boolean).map((m) => `${m!.name}:${m!.position}`)).toEqual(['Goblindbergh:attack']);
  });

  it('is a Level 4 EARTH Warrior with 1400 ATK / 0 DEF', () => {
    expect(cardByName('Goblindbergh')).toMatchObject({ level: 4, attribute: 'EARTH', monsterType: 'Warrior', atk: 1400, def: 0 });
  });
});
