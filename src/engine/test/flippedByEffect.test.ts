import { describe, expect, it } from 'vitest';
import { duelOf, idOf, opp, passAll, play } from './dsl';

/**
 * Rulebook v9.1 "Flip Effect": a Flip effect "is activated when a face-down card is flipped face-up.
 * This can happen when it is Flip Summoned, attacked while face-down, or flipped face-up by a card
 * effect." Stop Defense turns a Defense Position monster to face-up Attack Position.
 */
describe('a face-down monster flipped face-up by a card effect', () => {
  it('is flipped: its Flip effect activates (Hane-Hane returns a monster to the hand)', () => {
    const d = duelOf({
      me: { hand: ['Stop Defense'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Stop Defense') }, { type: 'select', ids: [idOf(d, 'Hane-Hane', 1)] }));
    const hane = idOf(d, 'Hane-Hane', 1);
    expect(x.events.filter((e) => 'card' in e && e.card === hane).map((e) => e.type)).toEqual(['flippedFaceUp', 'positionChanged']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(x.players[0].hand).toContain(idOf(d, 'Celtic Guardian'));
  });

  it('a face-up monster changed to Attack Position is not flipped: no Flip effect', () => {
    const d = duelOf({
      me: { hand: ['Stop Defense'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Hane-Hane', position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Stop Defense') }, { type: 'select', ids: [idOf(d, 'Hane-Hane', 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Hane-Hane', position: 'attack' });
    expect(x.events.some((e) => e.type === 'flippedFaceUp')).toBe(false);
    expect(x.flow.prompt).toBeNull();
  });

  it('turned face-up by an effect that says Flip effects are not activated (Ceasefire): no Flip effect', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Ceasefire', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ceasefire') }));
    const hane = idOf(d, 'Hane-Hane', 1);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Hane-Hane', faceUp: true, position: 'defense' });
    expect(x.events.filter((e) => 'card' in e && e.card === hane).map((e) => e.type)).toEqual(['positionChanged']);
    expect(x.flow.prompt).toBeNull();
    expect(x.players[0].monsters[0]?.card).toBe(idOf(d, 'Celtic Guardian'));
  });
});
