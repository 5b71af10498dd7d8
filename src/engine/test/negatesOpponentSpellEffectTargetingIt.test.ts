import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from './dsl';

/*
 * Rule code `negatesOpponentSpellEffectTargetingIt` (self): face-up, the card negates the effect of a Spell of its
 * controller's opponent that targets it, as that effect resolves (chain.ts negatedSinceActivation; ygopro's
 * EVENT_CHAIN_SOLVING): nothing is destroyed, and a Spell of its own player's is not negated. Witness: Silent Swordsman LV3.
 */

const LV3 = 'Silent Swordsman LV3';

describe("negating the opponent's Spell effects that target it (rule code negatesOpponentSpellEffectTargetingIt)", () => {
  it('asked as the Spell resolves: Snatch Steal takes nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LV3 }] }, opp: { hand: ['Snatch Steal'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal', 1) }, { type: 'select', ids: [idOf(d, LV3)] }));
    expect(me(x).monsters[0]).toMatchObject({ name: LV3 });
  });

  it("the effect's own player's Spell is not negated: Book of Moon turns their own one face-down", () => {
    const d = duelOf({ me: { hand: ['Book of Moon'], monsters: [{ card: LV3 }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, LV3)] }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false });
  });
});
