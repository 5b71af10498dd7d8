import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Golem Sentry', () => {
  it('once per turn it can turn itself face-down in Defense Position', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Golem Sentry' }] } });
    const sentry = idOf(d, 'Golem Sentry');
    const x = passAll(play(d, { type: 'activate', card: sentry, effect: 0 }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(legal(x, 'activate', sentry)).toEqual([]);
  });

  it('Flip Summoned: targets a monster the opponent controls (not your own) and returns it to the hand', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Golem Sentry', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Golem Sentry') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).hand).toEqual(['Summoned Skull']);
  });

  it('flipped face-up by an attack, it is not Flip Summoned: nothing returns', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Golem Sentry', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Golem Sentry', 1) });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });
});
