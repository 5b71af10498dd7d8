/**
 * Rulebook v9.1 "Xyz Monsters" / "Synchro Monsters": a monster Xyz or Synchro Summoned is one cards name so ("if this
 * Xyz Summoned card is sent to the Graveyard"). The monster's slot keeps how it was Summoned (`MonsterSlot.summonedAs`,
 * set by extraSummon.ts), and the `leftField` mark keeps it for the turn it leaves (library.ts `summonedByProcedureAs`).
 * A monster placed otherwise (a scenario, an effect) has none.
 */
import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, passAll, play } from './dsl';

const leftAs = (d: Duel, card: string): (string | undefined)[] =>
  d.marks.filter((m) => m.mark === 'leftField' && m.key === card).map((m) => m.summonedAs);

describe('a monster remembers how it was Summoned as it leaves the field', () => {
  it('Xyz Summoned: its slot says xyz, and so does the mark it leaves', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf' }], hand: ['Dark Hole'], extra: ['Gem-Knight Pearl'] } });
    let x = passAll(play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz' && a.position === 'attack')!));
    expect(x.players[0].monsters.find((s) => s?.card === idOf(d, 'Gem-Knight Pearl'))?.summonedAs).toBe('xyz');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole'), effect: 0 }));
    expect(leftAs(x, idOf(d, 'Gem-Knight Pearl'))).toEqual(['xyz']);
  });

  it('Synchro Summoned: synchro', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Petit Dragon' }], extra: ['Junk Warrior'] } });
    let x = play(d, legal(d, 'specialSummon').find((a) => a.method === 'synchro' && a.position === 'attack')!);
    for (let i = 0; i < 6 && (x.flow.window || x.flow.prompt); i++) x = play(x, legal(x, 'pass')[0] ?? { type: 'select', option: 'no' });
    expect(x.players[0].monsters.find((s) => s?.card === idOf(d, 'Junk Warrior'))?.summonedAs).toBe('synchro');
  });

  it('placed by a scenario: none', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Gem-Knight Pearl' }], hand: ['Dark Hole'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole'), effect: 0 }));
    expect(leftAs(x, idOf(d, 'Gem-Knight Pearl'))).toEqual([undefined]);
  });
});
