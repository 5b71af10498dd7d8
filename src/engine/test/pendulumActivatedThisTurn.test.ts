import { describe, expect, it } from 'vitest';
import { activatedAsPendulumThisTurn } from '../effects/library';
import { queryContext } from '../stats';
import { PENDULUM_SCALE } from '../state';
import { duelOf, idOf, play } from './dsl';

/*
 * "If this card was activated this turn" (Foucault's Cannon): activating a Pendulum Monster in a Pendulum Zone (rulebook
 * v9.1 "How to Pendulum Summon": "activate Pendulum Monster Cards as Spell Cards in your Pendulum Zones") leaves the turn
 * mark `pendulumActivated` (pendulum.ts `activatePendulum`), read by library.ts `activatedAsPendulumThisTurn`. A card
 * already in the Pendulum Zone (placed in an earlier turn) was not activated this turn; the mark ends with the turn.
 */
describe('a Pendulum Monster activated in a Pendulum Zone this turn', () => {
  it('is marked for the turn it was activated in only', () => {
    const d = duelOf({ me: { hand: ['Flash Knight'], pendulum: [null, 'Stargazer Magician'] } });
    const knight = idOf(d, 'Flash Knight');
    const asked = (x: typeof d, card: string) => activatedAsPendulumThisTurn(queryContext(x, { card, player: 0, equippedTo: null }));
    expect(asked(d, knight)).toBe(false);
    const x = play(d, { type: 'activate', card: knight, effect: PENDULUM_SCALE, zone: 0 });
    expect(asked(x, knight)).toBe(true);
    // The one placed earlier was not activated this turn.
    expect(asked(x, idOf(d, 'Stargazer Magician'))).toBe(false);
    // The next turn, no longer.
    let y = play(x, { type: 'nextPhase', to: 'end' });
    while (y.turn === x.turn) y = play(y, y.flow.window ? { type: 'pass' } : { type: 'nextPhase', to: 'end' });
    expect(asked(y, knight)).toBe(false);
  });
});
