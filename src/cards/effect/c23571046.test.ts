import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { duelOf, idOf, legal, me, play } from '../../engine/test/dsl';
import { cardByName } from '..';

/** Activates Quillbolt Hedgehog from the Graveyard, lets the Chain resolve, Summons it in `position`. */
function reviveQuillbolt(d: ReturnType<typeof duelOf>, position: 'attack' | 'defense' = 'attack'): ReturnType<typeof duelOf> {
  let x = play(d, { type: 'activate', card: idOf(d, 'Quillbolt Hedgehog'), effect: 0 });
  while (x.flow.window) x = play(x, { type: 'pass' });
  return play(x, { type: 'select', option: position });
}

describe('Quillbolt Hedgehog', () => {
  it('while you control a face-up Tuner, Special Summons itself from your Graveyard (an Ignition Effect), marked to be banished when it leaves', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }], graveyard: ['Quillbolt Hedgehog'] } });
    const x = reviveQuillbolt(d, 'defense');
    expect(me(x).monsters[1]).toMatchObject({ name: 'Quillbolt Hedgehog', position: 'defense', faceUp: true });
    expect(viewFor(x, 0).players[0].monsters[1]?.banishWhenLeaves).toBe(true);
  });

  it('is not offered without a face-up Tuner (none, or only a face-down one), nor in the opponent\'s turn', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], graveyard: ['Quillbolt Hedgehog'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { monsters: [{ card: 'Junk Synchron', faceUp: false, position: 'defense' }], graveyard: ['Quillbolt Hedgehog'] } }), 'activate')).toEqual([]);
    const theirTurn = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Junk Synchron' }], graveyard: ['Quillbolt Hedgehog'] } });
    expect(legal(theirTurn, 'activate')).toEqual([]);
  });

  it('used as Synchro Material after coming back this way, it is banished, not sent to the Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }], graveyard: ['Quillbolt Hedgehog'], extra: ['Junk Warrior'] } });
    const x = reviveQuillbolt(d);
    const synchro = legal(x, 'specialSummon').find((a) => a.method === 'synchro' && a.position === 'attack')!;
    expect(synchro.materials).toEqual([idOf(d, 'Junk Synchron'), idOf(d, 'Quillbolt Hedgehog')]);
    let y = play(x, synchro);
    while (y.flow.window || y.flow.prompt) y = play(y, legal(y, 'pass')[0] ?? { type: 'select', option: 'no' });
    expect(me(y).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Junk Warrior']);
    expect(me(y).graveyard).toEqual(['Junk Synchron']);
    expect(me(y).banished).toEqual(['Quillbolt Hedgehog']);
  });

  it('is a Level 2 EARTH Machine with 800 ATK / 800 DEF', () => {
    expect(cardByName('Quillbolt Hedgehog')).toMatchObject({ level: 2, attribute: 'EARTH', monsterType: 'Machine', atk: 800, def: 800 });
  });
});
