import { describe, expect, it } from 'vitest';
import { duelOf, me } from '../../engine/test/dsl';

// Dark Magician Girl: "This card gains 300 ATK for every "Dark Magician" or "Magician of Black Chaos" in either player's Graveyard."
describe('Dark Magician Girl', () => {
  it('+300 ATK for each Dark Magician and Magician of Black Chaos in either Graveyard (other cards do not count)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Magician Girl' }], graveyard: ['Dark Magician', 'Celtic Guardian'] }, opp: { graveyard: ['Dark Magician', 'Magician of Black Chaos'] } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 2900, def: 1700 });
  });
  it('with none: its printed 2000', () => {
    expect(me(duelOf({ me: { monsters: [{ card: 'Dark Magician Girl' }] } })).monsters[0]).toMatchObject({ atk: 2000 });
  });
});
