import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { PENDULUM_SCALE } from '../../engine/state';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Performapal Momoncarpet (texts-2016): "Pendulum Effect / Unless you have a card in your other Pendulum Zone, destroy
 * this card. While this card is in the Pendulum Zone, any battle damage you take becomes halved. / Monster Effect /
 * FLIP: You can target 1 Set card on the field; destroy it. If this card is Special Summoned: You can change it to
 * face-down Defense Position."
 */
const CARPET = 'Performapal Momoncarpet';

/** Answers every yes/no prompt with `answer` and passes the windows, until neither is open. */
function settle(duel: Duel, answer: 'yes' | 'no'): Duel {
  let x = duel;
  for (;;) {
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: answer });
    else if (x.flow.window) x = play(x, { type: 'pass' });
    else return x;
  }
}

describe('Performapal Momoncarpet', () => {
  it('Pendulum Effect: with your other Pendulum Zone empty it is destroyed (once activated); beside a card it stays, until that card goes', () => {
    const alone = duelOf({ me: { hand: [CARPET] } });
    const x = passAll(play(alone, { type: 'activate', card: idOf(alone, CARPET), effect: PENDULUM_SCALE, zone: 0 }));
    expect(me(x).pendulum).toEqual([null, null]);
    expect(me(x).extra).toEqual([CARPET]);
    const pair = duelOf({ me: { hand: [CARPET], pendulum: [null, 'Flash Knight'] }, opp: { hand: ['Mystical Space Typhoon'] } });
    let y = passAll(play(pair, { type: 'activate', card: idOf(pair, CARPET), effect: PENDULUM_SCALE, zone: 0 }));
    expect(me(y).pendulum).toEqual([{ name: CARPET, faceUp: true }, { name: 'Flash Knight', faceUp: true }]);
    y = passAll(play(passAll(play(y, { type: 'nextPhase', to: 'end' })), { type: 'activate', card: idOf(pair, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(pair, 'Flash Knight')] }));
    expect(me(y).pendulum).toEqual([null, null]);
    expect([...me(y).extra].sort()).toEqual([CARPET, 'Flash Knight'].sort());
  });

  it('Pendulum Effect: the battle damage you take is halved (a direct attack, or your weaker attacker); the opponent\'s is not', () => {
    const d = toBattle(duelOf({ turnPlayer: 1, me: { pendulum: [CARPET, 'Flash Knight'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(me(x).lp).toBe(8000 - 1250);
    const mine = toBattle(duelOf({ me: { pendulum: [CARPET, 'Flash Knight'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Flash Knight' }, { card: 'Celtic Guardian' }] } }));
    let y = passAll(play(mine, { type: 'attack', card: idOf(mine, 'Celtic Guardian'), target: idOf(mine, 'Flash Knight', 1) }));
    expect(me(y).lp).toBe(8000 - 200);
    y = passAll(play(y, { type: 'attack', card: idOf(mine, 'Summoned Skull'), target: idOf(mine, 'Celtic Guardian', 1) }));
    expect(opp(y).lp).toBe(8000 - 1100);
    // As a monster it halves nothing.
    const asMonster = toBattle(duelOf({ turnPlayer: 1, me: { monsters: [{ card: CARPET }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    const z = passAll(play(asMonster, { type: 'attack', card: idOf(asMonster, 'Summoned Skull', 1), target: idOf(asMonster, CARPET) }));
    expect(me(z).lp).toBe(8000 - 1500);
  });

  it('FLIP: you can target a Set card on the field (not a face-up one) and destroy it', () => {
    const d = duelOf({
      me: { monsters: [{ card: CARPET, faceUp: false, position: 'defense' }] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Swords of Revealing Light', faceUp: true }], monsters: [{ card: 'Celtic Guardian' }] },
    });
    let x = play(d, { type: 'flipSummon', card: idOf(d, CARPET) });
    while (x.flow.window && !x.flow.prompt) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mirror Force', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
  });

  it('Special Summoned, you can turn it face-down in Defense Position', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [CARPET] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, CARPET)] }, { type: 'select', option: 'attack' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = settle(x, 'yes');
    const slot = x.players[0].monsters.find((s) => s?.card === idOf(d, CARPET));
    expect(slot).toMatchObject({ faceUp: false, position: 'defense' });
    expect(legal(x, 'flipSummon', idOf(d, CARPET))).toEqual([]);
    const declined = settle(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, CARPET)] }, { type: 'select', option: 'attack' }, { type: 'select', option: 'no' }), 'no');
    expect(me(declined).monsters[0]).toMatchObject({ name: CARPET, faceUp: true, position: 'attack' });
  });
});
