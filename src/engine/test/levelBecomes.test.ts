import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { CARD_POOL } from '../../cards';
import { createEngine } from '../engine';
import { summonedWithoutTributes } from '../effects/library';
import { currentLevel } from '../stats';
import { FILLER } from './dsl';

/*
 * "If this card is Normal Summoned without Tributing, its Level becomes 4" (Performapal Drummerilla): rule code
 * `levelBecomes`, the card's own continuous rule, read by stats.ts `currentLevel` for the face-up monster on the field
 * while its effects apply; elsewhere, or negated, the printed Level.
 */
const DRUMMER: CardDefinition = {
  passcode: '90000362', name: 'Test Level Drummer', frame: 'effect', attribute: 'EARTH', monsterType: 'Beast', level: 5, atk: 1600, def: 900,
  text: 'You can Normal Summon this card without Tributing; if you do, its Level becomes 4.',
  effects: [
    { kind: 'condition', label: 'Without Tributing', rules: [{ code: 'normalSummonWithoutTribute', applies: () => true }] },
    { kind: 'continuous', label: 'Level 4', rules: [{ code: 'levelBecomes', applies: (ctx) => (summonedWithoutTributes(ctx, ctx.card) ? 4 : null) }] },
  ],
};
const engine = createEngine([...CARD_POOL, DRUMMER]);

function summoned(tributes: boolean, spellTraps: { card: string; faceUp?: boolean }[] = []) {
  const d = engine.loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1',
    players: [{ deck: FILLER(), hand: ['Test Level Drummer'], monsters: tributes ? [{ card: 'Celtic Guardian' }] : [], spellTraps }, { deck: FILLER() }],
  });
  const drummer = d.players[0].hand[0]!;
  const x = engine.applyAction(d, { type: 'normalSummon', card: drummer, tributes: tributes ? [d.players[0].monsters[0]!.card] : [] });
  return { d, x, drummer };
}

describe('levelBecomes', () => {
  it('Summoned without Tributing: its Level is 4 on the field; in the hand, the printed 5', () => {
    const { d, x, drummer } = summoned(false);
    expect(currentLevel(d, drummer)).toBe(5);
    expect(currentLevel(x, drummer)).toBe(4);
  });

  it('Tribute Summoned, the rule answers null: the printed Level', () => {
    const { x, drummer } = summoned(true);
    expect(x.players[0].monsters.some((s) => s?.card === drummer)).toBe(true);
    expect(currentLevel(x, drummer)).toBe(5);
  });

  it('while its effects are negated (Skill Drain): the printed Level', () => {
    const { x, drummer } = summoned(false, [{ card: 'Skill Drain', faceUp: true }]);
    expect(currentLevel(x, drummer)).toBe(5);
  });
});
