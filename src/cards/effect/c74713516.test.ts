import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import { createEngine } from '../../engine/engine';
import { duelOf, FILLER, idOf, me, play } from '../../engine/test/dsl';

describe('Dark Mimic LV1', () => {
  it('FLIP: its controller draws 1 card', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Mimic LV1', faceUp: false, position: 'defense' }], deck: ['Uraby', 'Feral Imp'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Dark Mimic LV1') });
    expect(me(x).hand).toEqual(['Uraby']);
  });

  const engine = createEngine(CARD_POOL);
  /** Player 1's turn ends with Dark Mimic LV1 face-up on player 1's field; player 1's next Standby Phase comes. */
  const standby = (faceUp: boolean, hand: string[], deck: string[]) => {
    const d = engine.loadScenario({
      turn: 4, turnPlayer: 1, phase: 'main2', seed: 3,
      players: [{ deck: [...deck, ...FILLER()], hand, monsters: [{ card: 'Dark Mimic LV1', faceUp, position: faceUp ? 'attack' : 'defense' }] }, { deck: FILLER() }],
    });
    return engine.applyAction(d, { type: 'nextPhase', to: 'end' });
  };

  it('in its controller\'s Standby Phase: may be sent to the Graveyard to Special Summon "Dark Mimic LV3" from the hand or Deck', () => {
    let x = standby(true, [], ['Dark Mimic LV3']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = engine.applyAction(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt?.kind).toBe('chooseCard');
    x = engine.applyAction(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });
    x = engine.applyAction(x, { type: 'select', option: 'attack' });
    const p = engine.summary(x).players[0];
    expect(p.graveyard).toEqual(['Dark Mimic LV1']);
    expect(p.monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Dark Mimic LV3']);
    expect(engine.summary(x)).toMatchObject({ turnPlayer: 0 });
  });

  it('declined, or with no "Dark Mimic LV3" to Summon, or face-down: it stays', () => {
    const declined = engine.applyAction(standby(true, ['Dark Mimic LV3'], []), { type: 'select', option: 'no' });
    expect(engine.summary(declined).players[0].monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Dark Mimic LV1']);
    const none = standby(true, [], []);
    expect(none.flow.prompt).toBeNull();
    const faceDown = standby(false, [], ['Dark Mimic LV3']);
    expect(faceDown.flow.prompt).toBeNull();
  });
});
