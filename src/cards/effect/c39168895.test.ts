import { describe, expect, it } from 'vitest';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Berserk Gorilla: "If this card is in face-up Defense Position, destroy this card. This card must attack if able."
describe('Berserk Gorilla', () => {
  it('in the Battle Phase, it must attack if able: the Battle Phase cannot end until it has', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Berserk Gorilla' }] } });
    const x = toBattle(d);
    expect(legal(x, 'nextPhase')).toEqual([]);
    expect(whyIllegal(x, { type: 'nextPhase', to: 'main2' })).toMatch(/must attack/);
    const after = passAll(play(x, { type: 'attack', card: idOf(d, 'Berserk Gorilla'), target: 'direct' }));
    expect(legal(after, 'nextPhase').map((a) => a.to)).toEqual(['main2', 'end']);
  });

  it('not able to attack (no Battle Phase entered, or it cannot attack): the turn goes on', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Berserk Gorilla' }] } });
    // Main Phase 1 may still go straight to the End Phase.
    expect(legal(d, 'nextPhase').map((a) => a.to)).toContain('end');
    const summoned = duelOf({ me: { monsters: [{ card: 'Berserk Gorilla', summonedThisTurn: true }] }, turn: 1 });
    expect(legal(summoned, 'nextPhase').map((a) => a.to)).toContain('end');
  });

  it('in face-up Defense Position, it is destroyed', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Berserk Gorilla' }] } });
    const x = passAll(play(d, { type: 'changePosition', card: idOf(d, 'Berserk Gorilla') }));
    expect(me(x).graveyard).toEqual(['Berserk Gorilla']);
  });

  it('Set face-down in Defense Position, it stays', () => {
    const d = duelOf({ me: { hand: ['Berserk Gorilla'] } });
    const x = passAll(play(d, { type: 'setMonster', card: idOf(d, 'Berserk Gorilla'), tributes: [] }));
    expect(me(x).monsters.find((m) => m)).toMatchObject({ name: 'Berserk Gorilla', faceUp: false });
  });
});
