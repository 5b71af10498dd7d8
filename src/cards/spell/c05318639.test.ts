import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, opp, play } from '../../engine/test/dsl';

describe('Mystical Space Typhoon', () => {
  it('targets 1 Spell or Trap on the field and destroys it', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }, { card: 'Ookazi', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Just Desserts', 1), idOf(d, 'Ookazi', 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Ookazi', 1)] });
    expect(opp(x).graveyard).toEqual(['Ookazi']);
    expect(opp(x).spellTraps[0]).toMatchObject({ name: 'Just Desserts' });
  });
  it('can be activated from the hand in the Battle Phase (Spell Speed 2)', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } });
    // Holding a Quick-Play Spell, the turn player gets priority in the Battle Phase's Start Step.
    const battle = play(d, { type: 'nextPhase', to: 'battle' });
    expect(battle.flow.window).toMatchObject({ kind: 'phaseEnd', player: 0 });
    expect(summary(battle)).toMatchObject({ phase: 'battle', step: 'start' });
    const x = play(battle, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Just Desserts', 1)] });
    expect(opp(x).graveyard).toEqual(['Just Desserts']);
  });
});
