import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import { createEngine } from '../../engine/engine';
import { FILLER } from '../../engine/test/dsl';

// Armed Dragon LV3: "During your Standby Phase, you can send this face-up card from the field to the Graveyard to Special Summon 1 "Armed Dragon LV5" from your hand or Deck."
describe('Armed Dragon LV3', () => {
  const engine = createEngine(CARD_POOL);
  /** Player 1's turn ends with Armed Dragon LV3 on player 0's field; player 0's Standby Phase comes. */
  const standby = (faceUp: boolean, hand: string[], deck: string[]) => {
    const d = engine.loadScenario({
      turn: 4, turnPlayer: 1, phase: 'main2', seed: 3,
      players: [{ deck: [...deck, ...FILLER()], hand, monsters: [{ card: 'Armed Dragon LV3', faceUp, position: faceUp ? 'attack' : 'defense' }] }, { deck: FILLER() }],
    });
    return engine.applyAction(d, { type: 'nextPhase', to: 'end' });
  };
  const names = (x: ReturnType<typeof standby>) => engine.summary(x).players[0].monsters.filter(Boolean).map((m) => m!.name);

  it('in your Standby Phase: send it to the Graveyard (the cost) to Special Summon Armed Dragon LV5 from the Deck', () => {
    let x = standby(true, [], ['Armed Dragon LV5']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = engine.applyAction(x, { type: 'select', option: 'yes' });
    x = engine.applyAction(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });
    x = engine.applyAction(x, { type: 'select', option: 'attack' });
    expect(engine.summary(x).players[0].graveyard).toEqual(['Armed Dragon LV3']);
    expect(names(x)).toEqual(['Armed Dragon LV5']);
  });

  it('from the hand too', () => {
    let x = engine.applyAction(standby(true, ['Armed Dragon LV5'], []), { type: 'select', option: 'yes' });
    x = engine.applyAction(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });
    x = engine.applyAction(x, { type: 'select', option: 'defense' });
    expect(names(x)).toEqual(['Armed Dragon LV5']);
    expect(engine.summary(x).players[0].hand).not.toContain('Armed Dragon LV5');
  });

  it('declined, with no Armed Dragon LV5 to Summon, or face-down: it stays', () => {
    expect(names(engine.applyAction(standby(true, ['Armed Dragon LV5'], []), { type: 'select', option: 'no' }))).toEqual(['Armed Dragon LV3']);
    expect(standby(true, [], []).flow.prompt).toBeNull();
    expect(standby(false, ['Armed Dragon LV5'], []).flow.prompt).toBeNull();
  });
});
