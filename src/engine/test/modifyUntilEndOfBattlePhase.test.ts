import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { CARD_POOL } from '../../cards';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { FILLER } from './dsl';

/*
 * "It gains 600 ATK until the end of the Battle Phase" (Performapal Drummerilla; ygopro's RESET_PHASE|PHASE_BATTLE):
 * `ctx.modifyUntilEndOfBattlePhase`, a lingering change marked `untilBattlePhaseEnds`, dropped as the turn leaves its
 * Battle Phase (phases.ts `endBattlePhaseChanges`), for Main Phase 2 or straight for the End Phase.
 */
const DRUM: CardDefinition = {
  passcode: '90000361', name: 'Test Battle Drum', frame: 'effect', attribute: 'EARTH', monsterType: 'Beast', level: 4, atk: 1000, def: 1000,
  text: 'When this card declares an attack, it gains 600 ATK until the end of the Battle Phase.',
  effects: [{
    kind: 'trigger', label: 'Gains 600 ATK until the end of the Battle Phase', declares: ['modifyStats'],
    when: (ctx, e) => e.type === 'attackDeclared' && e.attacker === ctx.card,
    resolve: (ctx) => ctx.modifyUntilEndOfBattlePhase(ctx.card, { atk: 600 }),
  }],
};
const engine = createEngine([...CARD_POOL, DRUM]);
const pass = (d: Duel): Duel => {
  let x = d;
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return x;
};
const atk = (d: Duel): number | undefined => engine.summary(d).players[0].monsters[0]?.atk;

/** `setTrap`: a Set Reinforcements gives its player a window at each phase's end (the End Phase's too). */
function attacked(setTrap = false): Duel {
  const d = engine.loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [
      { deck: FILLER(), monsters: [{ card: 'Test Battle Drum' }], spellTraps: setTrap ? [{ card: 'Reinforcements', faceUp: false }] : [] },
      { deck: FILLER(), monsters: [{ card: 'Mystical Elf', position: 'defense' }] },
    ],
  });
  const x = pass(engine.applyAction(d, { type: 'nextPhase', to: 'battle' }));
  return pass(engine.applyAction(x, { type: 'attack', card: d.players[0].monsters[0]!.card, target: d.players[1].monsters[0]!.card }));
}

describe('modifyUntilEndOfBattlePhase', () => {
  it('applies through the battle and the rest of the Battle Phase', () => {
    const x = attacked();
    // 1600 ATK against Mystical Elf's 2000 DEF: 400 damage to its attacker's controller.
    expect(engine.summary(x).players[0].lp).toBe(8000 - 400);
    expect(atk(x)).toBe(1600);
  });

  it('ends as the Battle Phase ends: in Main Phase 2', () => {
    const x = pass(engine.applyAction(attacked(), { type: 'nextPhase', to: 'main2' }));
    expect(engine.summary(x).phase).toBe('main2');
    expect(atk(x)).toBe(1000);
    expect(x.lingering).toEqual([]);
  });

  it('ends as the Battle Phase ends: going on straight to the End Phase', () => {
    let x = engine.applyAction(attacked(true), { type: 'nextPhase', to: 'end' });
    while (x.flow.window && engine.summary(x).phase !== 'end') x = engine.applyAction(x, { type: 'pass' });
    expect(engine.summary(x)).toMatchObject({ phase: 'end', turn: 3 });
    expect(atk(x)).toBe(1000);
  });
});
