import { describe, expect, it } from 'vitest';
import { destroyedByItsOwnEffect } from '../effects/library';
import { queryContext } from '../stats';
import type { DuelEvent } from '../state';
import { duelOf, idOf, passAll, play } from './dsl';

/*
 * library.ts `destroyedByItsOwnEffect`: "When this card is destroyed, except by its own effect" (Yubel): a `destroyed`
 * event of this action was done by the card's own effect when the first Chain Link resolved after it is that card's.
 * Witness: Yubel, destroyed by its own End Phase effect (nothing Summoned) or by Dark Hole (its Summon offered).
 */
describe("destroyed by its own effect (library.ts destroyedByItsOwnEffect)", () => {
  const destroyedEvent = (events: readonly DuelEvent[], card: string) => events.find((e) => e.type === 'destroyed' && e.card === card)!;

  it('by its own effect resolving: yes', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Yubel' }] } });
    const x = passAll(play(passAll(d), { type: 'nextPhase', to: 'end' }));
    const yubel = idOf(d, 'Yubel');
    const e = destroyedEvent(x.events, yubel);
    expect(e).toBeDefined();
    expect(destroyedByItsOwnEffect(queryContext(x, { card: yubel, player: 0 }), e)).toBe(true);
  });

  it("by another card's effect (Dark Hole): no; and an event not of this action: no", () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Yubel' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    const yubel = idOf(d, 'Yubel');
    const ctx = queryContext(x, { card: yubel, player: 0 });
    expect(destroyedByItsOwnEffect(ctx, destroyedEvent(x.events, yubel))).toBe(false);
    expect(destroyedByItsOwnEffect(ctx, { type: 'destroyed', card: yubel, by: 0, controller: 0 })).toBe(false);
  });
});
