import { describe, expect, it } from 'vitest';
import { duelOf, idOf, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * A card Set while a lock is face-up cannot be activated until its controller's next turn (rule code
 * cannotActivateYet, recorded about the card by a continuous effect acting on the Set: Anti-Spell Fragrance,
 * texts-2016 "Both players must Set Spell Cards before activating them, and cannot activate them until their
 * next turn"). A `withoutChain` effect reads the event that set it off (`ctx.triggeredBy`).
 */
describe('cannotActivateYet: recorded on a Set, until its controller\'s next turn', () => {
  const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { spellTraps: [{ card: 'Anti-Spell Fragrance', faceUp: true }] } });
  const set = passAll(play(d, { type: 'setSpellTrap', card: idOf(d, 'Dark Hole') }));
  const rule = () => set.rules.find((r) => r.code === 'cannotActivateYet');

  it('the Set records the rule about the Set card, for its controller, through the opponent\'s next turn', () => {
    expect(rule()).toMatchObject({ player: 0, card: idOf(d, 'Dark Hole'), lasts: { kind: 'turns', player: 1, count: 1, through: d.turn + 1 } });
    expect(set.flow.chain).toEqual([]);
  });

  it('it is gone once its controller\'s next turn begins', () => {
    const later = endTurn(endTurn(set));
    expect(later.turnPlayer).toBe(0);
    expect(later.rules.some((r) => r.code === 'cannotActivateYet')).toBe(false);
  });

  it('with no lock face-up, a Set records nothing', () => {
    const free = duelOf({ me: { hand: ['Dark Hole'] } });
    expect(passAll(play(free, { type: 'setSpellTrap', card: idOf(free, 'Dark Hole') })).rules).toEqual([]);
  });
});
