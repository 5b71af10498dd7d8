import { describe, expect, it } from 'vitest';
import { pendulumScales } from '../../engine/pendulum';
import { duelOf, FILLER, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Performapal Parrotrio (texts-2016): "Pendulum Effect / Once per turn, if you control a "Performapal", "Magician", or
 * "Odd-Eyes" card in your other Pendulum Zone, except "Performapal Parrotrio": You can make this card's Pendulum Scale
 * become 7 until the end of this turn. / Monster Effect / When this card is destroyed by battle: You can Special Summon 1
 * "Performapal" monster from your Deck, except a Pendulum Monster."
 */
const PARROT = 'Performapal Parrotrio';

describe('Performapal Parrotrio', () => {
  it('Pendulum Effect: beside a "Performapal" card, its Scale becomes 7 this turn; once per turn', () => {
    const d = duelOf({ me: { pendulum: [PARROT, 'Performapal Swincobra'] } });
    const parrot = idOf(d, PARROT);
    expect(pendulumScales(d, 0)).toEqual([2, 2]);
    const x = passAll(play(d, { type: 'activate', card: parrot, effect: 0 }));
    expect(pendulumScales(x, 0)).toEqual([2, 7]);
    expect(legal(x, 'activate', parrot)).toEqual([]);
    // Until the end of this turn only.
    const next = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(next.turn).toBe(d.turn + 1);
    expect(pendulumScales(next, 0)).toEqual([2, 2]);
  });

  it('Pendulum Effect: beside a "Magician" or "Odd-Eyes" card too; not beside another card, another Parrotrio, or an empty zone', () => {
    for (const other of ['Stargazer Magician', 'Odd-Eyes Pendulum Dragon']) {
      const d = duelOf({ me: { pendulum: [PARROT, other] } });
      expect(legal(d, 'activate', idOf(d, PARROT))).toHaveLength(1);
    }
    for (const other of ['Flash Knight', PARROT, null]) {
      const d = duelOf({ me: { pendulum: [PARROT, other] } });
      expect(legal(d, 'activate', idOf(d, PARROT))).toEqual([]);
    }
  });

  it('monster effect: destroyed by battle, you can Special Summon a non-Pendulum "Performapal" monster from your Deck', () => {
    const d = toBattle(duelOf({
      turnPlayer: 1,
      me: { deck: ['Performapal Swincobra', 'Performapal Secondonkey', ...FILLER(3)], monsters: [{ card: PARROT }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    }));
    let x = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, PARROT) });
    x = passAll(x);
    expect(me(x).extra).toEqual([PARROT]);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    // Only Secondonkey: Swincobra is a Pendulum Monster.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Performapal Secondonkey')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Performapal Secondonkey')] });
    while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.player === 0) {
      x = play(x, { type: 'select', option: x.flow.prompt.options.includes('attack') ? 'attack' : 'no' });
    }
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Performapal Secondonkey' });
  });

  it('monster effect: not when destroyed otherwise, nor without a fitting monster in the Deck', () => {
    const hole = duelOf({ turnPlayer: 1, me: { deck: ['Performapal Secondonkey', ...FILLER(3)], monsters: [{ card: PARROT }] }, opp: { hand: ['Dark Hole'] } });
    const x = passAll(play(hole, { type: 'activate', card: idOf(hole, 'Dark Hole', 1) }));
    expect(me(x).extra).toEqual([PARROT]);
    expect(x.flow.prompt).toBeNull();
    const d = toBattle(duelOf({ turnPlayer: 1, me: { deck: ['Performapal Swincobra', ...FILLER(3)], monsters: [{ card: PARROT }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    const y = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, PARROT) }));
    expect(me(y).extra).toEqual([PARROT]);
    expect(y.flow.prompt).toBeNull();
  });
});
