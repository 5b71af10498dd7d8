import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Cosmic Cyclone', () => {
  it('pays 1000 LP, then targets 1 Spell or Trap on the field and banishes it', () => {
    const d = duelOf({ me: { hand: ['Cosmic Cyclone'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }, { card: 'Ookazi', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Cosmic Cyclone') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Just Desserts', 1), idOf(d, 'Ookazi', 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Ookazi', 1)] });
    expect(me(x).lp).toBe(7000);
    expect(opp(x).banished).toEqual(['Ookazi']);
    expect(opp(x).graveyard).toEqual([]);
    expect(opp(x).spellTraps[0]).toMatchObject({ name: 'Just Desserts' });
  });
  it('can be activated in the Battle Phase (Spell Speed 2)', () => {
    const d = duelOf({ me: { hand: ['Cosmic Cyclone'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } });
    const battle = play(d, { type: 'nextPhase', to: 'battle' });
    expect(summary(battle)).toMatchObject({ phase: 'battle', step: 'start' });
    const x = play(battle, { type: 'activate', card: idOf(d, 'Cosmic Cyclone') }, { type: 'select', ids: [idOf(d, 'Just Desserts', 1)] });
    expect(opp(x).banished).toEqual(['Just Desserts']);
  });
  it('cannot be activated with less than 1000 LP, nor with no other Spell or Trap on the field', () => {
    expect(legal(duelOf({ me: { lp: 999, hand: ['Cosmic Cyclone'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Cosmic Cyclone'] } }), 'activate')).toEqual([]);
  });
});
