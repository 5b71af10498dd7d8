import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { CARD_POOL } from '../../cards';
import { createEngine } from '../engine';
import { FILLER } from './dsl';

/*
 * "If this card would be destroyed by battle, remove 1 of these counters instead" (Des Mosquito): rule code
 * `counterRemovedInsteadOfBattle`, asked of the monster the battle would destroy. While it holds a counter, one is
 * removed and it stays (`notDestroyed`); with none, it is destroyed; while its effects are negated, it is destroyed.
 */
const SHELL: CardDefinition = {
  passcode: '90000351', name: 'Test Counter Shell', frame: 'effect', attribute: 'DARK', monsterType: 'Insect', level: 3, atk: 500, def: 500,
  text: 'If this card would be destroyed by battle, 1 Counter is removed from it instead.',
  effects: [{ kind: 'continuous', label: 'Counter instead', rules: [{ code: 'counterRemovedInsteadOfBattle', applies: () => true }] }],
};
const engine = createEngine([...CARD_POOL, SHELL]);

function attacked(counters: number, oppSpellTraps: { card: string; faceUp?: boolean }[] = []) {
  const d = engine.loadScenario({
    turn: 4, turnPlayer: 1, phase: 'main1',
    players: [
      { deck: FILLER(), monsters: [{ card: 'Test Counter Shell', counters }] },
      { deck: FILLER(), monsters: [{ card: 'Summoned Skull' }], spellTraps: oppSpellTraps },
    ],
  });
  const shell = d.players[0].monsters[0]!.card;
  let x = engine.applyAction(d, { type: 'nextPhase', to: 'battle' });
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  x = engine.applyAction(x, { type: 'attack', card: d.players[1].monsters[0]!.card, target: shell });
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return { x, shell };
}

describe('counterRemovedInsteadOfBattle', () => {
  it('with a counter: 1 is removed and the monster stays', () => {
    const { x, shell } = attacked(2);
    expect(x.players[0].monsters[0]).toMatchObject({ card: shell, counters: 1 });
    expect(x.events).toContainEqual({ type: 'notDestroyed', card: shell });
  });

  it('with none: destroyed by battle', () => {
    const { x } = attacked(0);
    expect(x.players[0].monsters[0]).toBeNull();
    expect(engine.summary(x).players[0].graveyard).toEqual(['Test Counter Shell']);
  });

  it('its effects negated (Skill Drain): destroyed by battle, counters or not', () => {
    const { x } = attacked(2, [{ card: 'Skill Drain', faceUp: true }]);
    expect(x.players[0].monsters[0]).toBeNull();
  });
});
