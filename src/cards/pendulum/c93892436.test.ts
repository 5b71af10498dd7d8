import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Performapal Swincobra (texts-2016): "Pendulum Effect / Once per turn, when a monster you control inflicts battle
 * damage to your opponent: You can send the top card of your opponent's Deck to the Graveyard. / Monster Effect /
 * This card can attack your opponent directly. If this card attacks, it is changed to Defense Position at the end
 * of the Battle Phase."
 */
const SWIN = 'Performapal Swincobra';

/** Answers every yes/no prompt with `answer` and passes the windows, until neither is open. */
function settle(duel: Duel, answer: 'yes' | 'no'): Duel {
  let x = duel;
  for (;;) {
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: answer });
    else if (x.flow.window) x = play(x, { type: 'pass' });
    else return x;
  }
}

describe('Performapal Swincobra', () => {
  it('Pendulum Effect: when your monster deals battle damage to the opponent, you can mill their top card; once per turn', () => {
    const d = toBattle(duelOf({
      me: { pendulum: [SWIN, null], monsters: [{ card: 'Flash Knight' }, { card: 'Summoned Skull' }] },
      opp: { deck: ['Mystical Elf', 'Dark Magician', ...FILLER(3)], monsters: [{ card: 'Celtic Guardian' }] },
    }));
    let x = play(d, { type: 'attack', card: idOf(d, 'Flash Knight'), target: idOf(d, 'Celtic Guardian', 1) });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = settle(x, 'yes');
    expect(opp(x).lp).toBe(8000 - 400);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian', 'Mystical Elf']);
    // Once per turn: the second battle damage that turn offers nothing.
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' });
    x = passAll(x);
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).lp).toBe(8000 - 400 - 2500);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian', 'Mystical Elf']);
  });

  it('Pendulum Effect: not when you take the battle damage, nor when the opponent takes none; declined, nothing is milled', () => {
    const d = toBattle(duelOf({
      me: { pendulum: [SWIN, null], monsters: [{ card: 'Celtic Guardian' }, { card: 'Flash Knight' }] },
      opp: { deck: FILLER(3), monsters: [{ card: 'Flash Knight' }, { card: 'Mystical Elf', position: 'defense' }] },
    }));
    let x = passAll(play(d, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Flash Knight', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).lp).toBe(8000 - 400);
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Flash Knight'), target: idOf(d, 'Mystical Elf', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
    const hit = toBattle(duelOf({ me: { pendulum: [SWIN, null], monsters: [{ card: 'Flash Knight' }] }, opp: { deck: FILLER(3) } }));
    const y = settle(passAll(play(hit, { type: 'attack', card: idOf(hit, 'Flash Knight'), target: 'direct' })), 'no');
    expect(opp(y).lp).toBe(8000 - 1800);
    expect(opp(y).graveyard).toEqual([]);
  });

  it('monster effect: it can attack directly while the opponent controls monsters, and goes to Defense Position at the end of the Battle Phase', () => {
    const d = toBattle(duelOf({ me: { monsters: [{ card: SWIN }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    const swin = idOf(d, SWIN);
    expect(legal(d, 'attack', swin).map((a) => a.target).sort()).toEqual(['direct', idOf(d, 'Summoned Skull', 1)].sort());
    let x = passAll(play(d, { type: 'attack', card: swin, target: 'direct' }));
    expect(opp(x).lp).toBe(8000 - 300);
    expect(me(x).monsters[0]).toMatchObject({ position: 'attack' });
    x = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(me(x).monsters[0]).toMatchObject({ position: 'defense', faceUp: true });
    // Its position is not locked: it may be changed again in a later turn (no rule recorded about it).
    expect(x.rules.some((r) => r.card === swin)).toBe(false);
    // Without attacking, it stays in Attack Position.
    const idle = passAll(play(d, { type: 'nextPhase', to: 'main2' }));
    expect(me(idle).monsters[0]).toMatchObject({ position: 'attack' });
  });
});
