import { describe, expect, it } from 'vitest';
import { isEffectMonster } from '../effects/library';
import { isNormalPendulumMonster } from '../card';
import { cardByName } from '../../cards';
import { isNormalMonster } from '../stats';
import { duelOf, idOf } from './dsl';

/*
 * A Normal Pendulum Monster (Flash Knight; Foucault's Cannon, which has a Pendulum Effect) is a Normal Monster, not an
 * Effect Monster (rulebook v9.1 "Pendulum Monster Cards": the Pendulum Effect is the card's effect as a Spell Card; its
 * monster part is a Normal Monster's): card.ts `isNormalPendulumMonster`, read by stats.ts `isNormalMonster` and
 * library.ts `isEffectMonster`.
 */
describe('a Normal Pendulum Monster is a Normal Monster', () => {
  it('with or without a Pendulum Effect; an Effect Pendulum Monster is not', () => {
    const d = duelOf({ me: { hand: ['Flash Knight', "Foucault's Cannon", 'Stargazer Magician'] } });
    for (const name of ['Flash Knight', "Foucault's Cannon"]) {
      const def = cardByName(name)!;
      expect(isNormalPendulumMonster(def)).toBe(true);
      expect(isEffectMonster(def)).toBe(false);
      expect(isNormalMonster(d, idOf(d, name))).toBe(true);
    }
    expect(isEffectMonster(cardByName('Stargazer Magician')!)).toBe(true);
    expect(isNormalMonster(d, idOf(d, 'Stargazer Magician'))).toBe(false);
  });
});
