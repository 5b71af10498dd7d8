import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Chaos Command Magician (texts-2016): "Negate the effect of a Monster Card that targets this 1 card."
 * Rule code `negatesMonsterEffectTargetingOnlyIt` (chain.ts, as the monster effect is activated;
 * official/c72630549.lua: a continuous effect on EVENT_CHAINING, the target group of exactly this card).
 */
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');
const exile = (target: string, faceUp = true) => {
  const d = duelOf({
    turnPlayer: 1,
    me: { monsters: [{ card: target, faceUp, position: faceUp ? 'attack' : 'defense' }], deck: DECK },
    opp: { monsters: [{ card: 'Exiled Force' }], deck: DECK },
  });
  let x = play(d, { type: 'activate', card: idOf(d, 'Exiled Force', 1) });
  x = passAll(play(x, { type: 'select', ids: [idOf(d, target)] }));
  return { d, x };
};

describe('Chaos Command Magician', () => {
  it('negates the effect of a monster that targets only it: it stays, the cost stays paid', () => {
    const { d, x } = exile('Chaos Command Magician');
    expect(me(x).monsters[0]).toMatchObject({ name: 'Chaos Command Magician' });
    expect(opp(x).graveyard).toEqual(['Exiled Force']);
    expect(x.events.some((e) => e.type === 'effectNegated' && e.card === idOf(d, 'Exiled Force', 1))).toBe(true);
  });

  it('face-down, it does not negate (a continuous effect of a face-up card)', () => {
    const { x } = exile('Chaos Command Magician', false);
    expect(me(x).graveyard).toEqual(['Chaos Command Magician']);
  });

  it('another monster targeted is destroyed as usual', () => {
    const { x } = exile('Summoned Skull');
    expect(me(x).graveyard).toEqual(['Summoned Skull']);
  });

  it('a Spell Card targeting it is not negated', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Chaos Command Magician' }], deck: DECK },
      opp: { hand: ['Tribute to the Doomed', 'Feral Imp'], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribute to the Doomed', 1) });
    while (x.flow.prompt) x = play(x, { type: 'select', ids: [x.flow.prompt.kind === 'chooseCard' && x.flow.prompt.cards.includes(idOf(d, 'Chaos Command Magician')) ? idOf(d, 'Chaos Command Magician') : idOf(d, 'Feral Imp', 1)] });
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Chaos Command Magician']);
  });
});
