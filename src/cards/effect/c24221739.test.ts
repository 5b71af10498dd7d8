import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Protector of the Sanctuary (texts-2016): "Your opponent cannot draw cards except during Draw Phases." Rule code
 * drawsOnlyInDrawPhase (src/engine/test/drawsOnlyInDrawPhase.test.ts).
 */
const PROTECTOR = { card: 'Protector of the Sanctuary' };

describe('Protector of the Sanctuary', () => {
  it('its controller\'s opponent cannot activate Pot of Greed in their Main Phase', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [PROTECTOR] }, opp: { hand: ['Pot of Greed'], deck: ['Celtic Guardian', 'Sangan', 'Kuriboh'] } });
    expect(legal(d, 'activate', idOf(d, 'Pot of Greed', 1))).toEqual([]);
  });

  it('its controller still draws with card effects', () => {
    const d = duelOf({ me: { monsters: [PROTECTOR], hand: ['Pot of Greed'], deck: ['Celtic Guardian', 'Sangan', 'Kuriboh'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(x).hand).toHaveLength(2);
  });

  it('the opponent still draws in their Draw Phase', () => {
    const d = duelOf({ me: { monsters: [PROTECTOR] }, opp: { deck: ['Celtic Guardian', 'Sangan'] } });
    const x = endTurn(d);
    expect(x.turnPlayer).toBe(1);
    expect(opp(x).hand).toHaveLength(1);
  });

  it('face-down it bars nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Protector of the Sanctuary', position: 'defense', faceUp: false }] }, opp: { hand: ['Pot of Greed'], deck: ['Celtic Guardian', 'Sangan', 'Kuriboh'] } });
    expect(legal(d, 'activate', idOf(d, 'Pot of Greed', 1))).toHaveLength(1);
  });
});
