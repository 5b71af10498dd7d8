import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const LEVEL: Record<string, number> = { 'Petit Dragon': 2, 'Mammoth Graveyard': 3, 'Feral Imp': 4, 'Summoned Skull': 6 };

describe('Roulette Barrel', () => {
  it('rolls a die twice, keeps one result, and destroys a face-up monster of that Level; once per turn', () => {
    let kinds = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const d = duelOf({ seed, me: { monsters: [{ card: 'Roulette Barrel' }] }, opp: { monsters: Object.keys(LEVEL).map((card) => ({ card })) } });
      let x = play(d, { type: 'activate', card: idOf(d, 'Roulette Barrel') });
      let kept: number | null = null;
      // Two different results: its controller keeps one (here the higher).
      if (x.flow.prompt?.kind === 'chooseOption') {
        const options = x.flow.prompt.options.map(Number);
        expect(options).toHaveLength(2);
        kept = Math.max(...options);
        x = play(x, { type: 'select', option: String(kept) });
        kinds |= 1;
      }
      // A Level with a monster: the monster to destroy is chosen among that Level's face-up monsters (with a 4, Roulette Barrel itself too).
      if (x.flow.prompt?.kind === 'chooseCard') {
        const cards = x.flow.prompt.cards;
        x = play(x, { type: 'select', ids: [cards.find((c) => c !== idOf(d, 'Roulette Barrel')) ?? cards[0]!] });
      }
      x = passAll(x);
      const rolls = x.events.filter((e) => e.type === 'dieRolled').map((e) => (e.type === 'dieRolled' ? e.result : 0));
      expect(rolls, `seed ${seed}`).toHaveLength(2);
      if (kept === null) {
        expect(rolls[0]).toBe(rolls[1]);
        kept = rolls[0]!;
        kinds |= 2;
      }
      const destroyed = opp(x).graveyard;
      expect(destroyed.every((n) => LEVEL[n] === kept), `seed ${seed}: kept ${kept}, destroyed ${destroyed.join(', ')}`).toBe(true);
      expect(destroyed.length, `seed ${seed}`).toBe(Object.values(LEVEL).includes(kept) ? 1 : 0);
      expect(me(x).monsters[0]).toMatchObject({ name: 'Roulette Barrel' });
      expect(legal(x, 'activate', idOf(d, 'Roulette Barrel'))).toEqual([]);
    }
    expect(kinds & 1).toBe(1);
  });
});
