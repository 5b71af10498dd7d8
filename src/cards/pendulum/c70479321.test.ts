import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { currentLevel } from '../../engine/stats';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Performapal Drummerilla (texts-2016): "Pendulum Effect / Once per turn, when an attack is declared involving a monster
 * you control and an opponent's monster: You can target that monster you control; it gains 600 ATK until the end of the
 * Battle Phase. / Monster Effect / If there are no monsters on the field, you can Normal Summon this card without
 * Tributing. If this card is Normal Summoned without Tributing, its Level becomes 4. Once per turn, when an attack is
 * declared involving a monster you control and an opponent's monster: You can target that monster you control; it gains
 * 600 ATK until the end of the Battle Phase."
 */
const DRUM = 'Performapal Drummerilla';

/** Answers every yes/no prompt with `answer` and passes the windows, until neither is open. */
function settle(duel: Duel, answer: 'yes' | 'no'): Duel {
  let x = duel;
  for (;;) {
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: answer });
    else if (x.flow.window) x = play(x, { type: 'pass' });
    else return x;
  }
}
const atkOf = (d: Duel, player: 0 | 1, name: string): number | undefined => (player === 0 ? me(d) : opp(d)).monsters.find((m) => m?.name === name)?.atk;

describe('Performapal Drummerilla', () => {
  it('Pendulum Effect: your attacking monster gains 600 ATK until the end of the Battle Phase; once per turn', () => {
    const d = toBattle(duelOf({
      me: { pendulum: [DRUM, null], monsters: [{ card: 'Celtic Guardian' }, { card: 'Flash Knight' }] },
      opp: { monsters: [{ card: 'Flash Knight' }, { card: 'Summoned Skull', position: 'defense' }] },
    }));
    let x = play(d, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Flash Knight', 1) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = settle(x, 'yes');
    // 1400 + 600 = 2000 beats Flash Knight's 1800.
    expect(opp(x).lp).toBe(8000 - 200);
    expect(opp(x).extra).toEqual(['Flash Knight']);
    expect(atkOf(x, 0, 'Celtic Guardian')).toBe(2000);
    // Once per turn: the next attack offers nothing.
    x = play(x, { type: 'attack', card: idOf(d, 'Flash Knight'), target: idOf(d, 'Summoned Skull', 1) });
    expect(x.flow.prompt).toBeNull();
    x = passAll(x);
    expect(atkOf(x, 0, 'Flash Knight')).toBe(1800);
    // The Battle Phase over, the gain is gone.
    x = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(atkOf(x, 0, 'Celtic Guardian')).toBe(1400);
  });

  it("Pendulum Effect: when the opponent's monster attacks yours too; not for a direct attack; declined, nothing", () => {
    const d = toBattle(duelOf({
      turnPlayer: 1,
      me: { pendulum: [DRUM, null], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Flash Knight' }, { card: 'Flash Knight' }] },
    }));
    let x = play(d, { type: 'attack', card: d.players[1].monsters[0]!.card, target: idOf(d, 'Celtic Guardian') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = settle(x, 'yes');
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', atk: 2000 });
    expect(me(x).lp).toBe(8000);
    expect(opp(x).lp).toBe(8000 - 200);
    // Declined: no gain (and a direct attack never asks).
    const e = toBattle(duelOf({ turnPlayer: 1, me: { pendulum: [DRUM, null], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Flash Knight' }] } }));
    const y = settle(play(e, { type: 'attack', card: idOf(e, 'Flash Knight', 1), target: idOf(e, 'Celtic Guardian') }), 'no');
    expect(me(y).graveyard).toEqual(['Celtic Guardian']);
    const direct = toBattle(duelOf({ turnPlayer: 1, me: { pendulum: [DRUM, null] }, opp: { monsters: [{ card: 'Flash Knight' }] } }));
    const z = play(direct, { type: 'attack', card: idOf(direct, 'Flash Knight', 1), target: 'direct' });
    expect(z.flow.prompt).toBeNull();
  });

  it('monster effect: Normal Summoned without Tributing while no monsters are on the field, its Level becomes 4; not Set so', () => {
    const d = duelOf({ me: { hand: [DRUM] } });
    const drum = idOf(d, DRUM);
    expect(legal(d, 'normalSummon', drum)).toEqual([{ type: 'normalSummon', card: drum, tributes: [] }]);
    expect(legal(d, 'setMonster', drum)).toEqual([]);
    const x = play(d, { type: 'normalSummon', card: drum, tributes: [] });
    expect(currentLevel(x, drum)).toBe(4);
    // A monster on the field (either side): a Tribute is needed, and the Level stays 5.
    const busy = duelOf({ me: { hand: [DRUM] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(busy, 'normalSummon', idOf(busy, DRUM))).toEqual([]);
    const mine = duelOf({ me: { hand: [DRUM], monsters: [{ card: 'Celtic Guardian' }] } });
    const tributed = play(mine, { type: 'normalSummon', card: idOf(mine, DRUM), tributes: [idOf(mine, 'Celtic Guardian')] });
    expect(currentLevel(tributed, idOf(mine, DRUM))).toBe(5);
  });

  it('monster effect: on the field, the same 600 ATK for your monster in a battle, once per turn', () => {
    const d = toBattle(duelOf({
      me: { monsters: [{ card: DRUM }] },
      opp: { monsters: [{ card: 'Summoned Skull', position: 'defense' }, { card: 'Flash Knight' }] },
    }));
    let x = settle(play(d, { type: 'attack', card: idOf(d, DRUM), target: idOf(d, 'Summoned Skull', 1) }), 'yes');
    // 2200 ATK against 1200 DEF: destroyed.
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(atkOf(x, 0, DRUM)).toBe(2200);
    x = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(atkOf(x, 0, DRUM)).toBe(1600);
    // The next turn, once again: the opponent's Flash Knight (1800) attacks it and is destroyed.
    const next = toBattle(endTurn(x));
    let y = play(next, { type: 'attack', card: idOf(next, 'Flash Knight', 1), target: idOf(next, DRUM) });
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    y = settle(y, 'yes');
    expect(opp(y).extra).toEqual(['Flash Knight']);
    expect(opp(y).lp).toBe(8000 - 400);
  });
});
