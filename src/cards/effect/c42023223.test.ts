import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import { createEngine } from '../../engine/engine';
import { FILLER, idOf } from '../../engine/test/dsl';
import { standIn } from '../extra/fusionSummonSpec';
import { tributeForMagnetWarriorSpec } from './electromagnetSpec';

// Electromagnet Warrior Alpha: "If this card is Normal or Special Summoned: You can add 1 Level 8 "Magna Warrior" monster from your Deck to your hand.
// You can only use this effect of "Electromagnet Warrior Alpha" once per turn. During your opponent's turn: You can Tribute this card; Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck (this is a Quick Effect)."
describe('Electromagnet Warrior Alpha', () => {
  // "Valkyrion the Magna Warrior" may not be in the pool: a stand-in with its facts where it is not.
  const valkyrion = standIn('75347539', 'Valkyrion the Magna Warrior', 'effect', 'EARTH', 'Rock', 8, 3500, 3850);
  const engine = createEngine([...CARD_POOL, ...(CARD_POOL.some((c) => c.passcode === valkyrion.passcode) ? [] : [valkyrion])]);
  const duel = (hand: string[], deck: string[]) =>
    engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ hand, deck: [...deck, ...FILLER()] }, { deck: FILLER() }] });
  const pass = (x: ReturnType<typeof duel>) => { while (x.flow.window) x = engine.applyAction(x, { type: 'pass' }); return x; };

  it('Normal Summoned: you can add a Level 8 "Magna Warrior" from the Deck; once per turn by name', () => {
    const d = duel(['Electromagnet Warrior Alpha', 'Electromagnet Warrior Alpha'], ['Valkyrion the Magna Warrior', 'Valkyrion the Magna Warrior']);
    let x = engine.applyAction(d, { type: 'normalSummon', card: idOf(d, 'Electromagnet Warrior Alpha'), tributes: [] });
    x = pass(engine.applyAction(x, { type: 'select', option: 'yes' }));
    if (x.flow.prompt?.kind === 'chooseCard') x = pass(engine.applyAction(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] }));
    expect(engine.summary(x).players[0].hand).toEqual(['Electromagnet Warrior Alpha', 'Valkyrion the Magna Warrior']);
  });

  it('no Level 8 "Magna Warrior" in the Deck: nothing is offered', () => {
    const d = duel(['Electromagnet Warrior Alpha'], ['Alpha the Magnet Warrior']);
    expect(engine.applyAction(d, { type: 'normalSummon', card: idOf(d, 'Electromagnet Warrior Alpha'), tributes: [] }).flow.prompt).toBeNull();
  });

  tributeForMagnetWarriorSpec('Electromagnet Warrior Alpha');
});
