import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, me, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * "Switch the original ATK and DEF" (recorded rule code `swapsOriginalStats`, read by stats.ts `originalStat`): the
 * face-up monster's original ATK is its original DEF and the other way round while the rule lasts; the changes of
 * other effects are added to the exchanged values; a second such rule exchanges them back; the rule is about the
 * card, so it ends when the monster leaves the field or is turned face-down. Witness: Shield & Sword.
 */
describe('Original ATK and DEF exchanged (swapsOriginalStats)', () => {
  const twice = () => duelOf({ me: { hand: ['Shield & Sword', 'Shield & Sword'], monsters: [{ card: 'Summoned Skull' }] } });

  it('one rule exchanges them; a second exchanges them back', () => {
    const d = twice();
    const [first, second] = idsOf(d, 'Shield & Sword');
    const once = passAll(play(d, { type: 'activate', card: first! }));
    expect(me(once).monsters[0]).toMatchObject({ atk: 1200, def: 2500 });
    const again = passAll(play(once, { type: 'activate', card: second! }));
    expect(me(again).monsters[0]).toMatchObject({ atk: 2500, def: 1200 });
  });

  it('recorded for this turn: over at the next turn', () => {
    const d = twice();
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Shield & Sword') }));
    expect(x.rules.some((r) => r.code === 'swapsOriginalStats')).toBe(true);
    expect(me(endTurn(x)).monsters[0]).toMatchObject({ atk: 2500, def: 1200 });
  });
});
