import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../../cards';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { Duel } from '../state';
import { FILLER } from './dsl';

/*
 * Rule codes `banishedAsItLeaves` ("If this face-up card would leave the field, banish it instead": Dark
 * Magician of Chaos) and `banishesBattleDestroyed` ("banish any monster destroyed by battle with this card").
 * One check (continuous.ts banishedAsItLeaves) is read by every move off the field: destroyed by battle or by
 * an effect, Tributed, returned. A printed condition holds while the card's effects are negated; a continuous
 * effect does not (ygopro's EFFECT_LEAVE_FIELD_REDIRECT, with and without EFFECT_FLAG_CANNOT_DISABLE); neither
 * holds face-down. The monster a battle destroys is banished even when the banishing monster is destroyed with it.
 */
const monster = (passcode: string, name: string, effects: CardDefinition['effects']): CardDefinition => ({
  passcode, name, frame: 'effect', attribute: 'DARK', monsterType: 'Spellcaster', level: 4, atk: 1800, def: 1000, text: 'A test card.', effects,
});
const MADE_UP: readonly CardDefinition[] = [
  monster('90000301', 'Printed Exile', [{ kind: 'condition', label: 'Banished as it leaves', rules: [{ code: 'banishedAsItLeaves' }] }]),
  monster('90000302', 'Continuous Exile', [{ kind: 'continuous', label: 'Banished as it leaves', rules: [{ code: 'banishedAsItLeaves' }] }]),
  monster('90000303', 'Battle Exiler', [{ kind: 'continuous', label: 'Banishes what it destroys by battle', rules: [{ code: 'banishesBattleDestroyed' }] }]),
];
const engine = createEngine([...CARD_POOL, ...MADE_UP]);

type Spot = { card: string; faceUp?: boolean; position?: 'attack' | 'defense' };
function duel(mine: Spot[], theirs: Spot[] = [], hand: string[] = []): Duel {
  return engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', seed: 1, players: [{ deck: FILLER(), monsters: mine, hand }, { deck: FILLER(), monsters: theirs }] });
}
const id = (d: Duel, name: string, owner = 0): string => Object.values(d.cards).find((c) => engine.cardName(d, c.id) === name && c.owner === owner)!.id;
const settle = (d: Duel): Duel => {
  let x = d;
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return x;
};
const negateFirst = (d: Duel): Duel => {
  const x = JSON.parse(JSON.stringify(d)) as { players: { monsters: ({ effectsNegated?: boolean } | null)[] }[] };
  x.players[0]!.monsters[0]!.effectsNegated = true;
  return x as unknown as Duel;
};
const darkHole = (d: Duel): Duel => settle(engine.applyAction(d, { type: 'activate', card: id(d, 'Dark Hole') }));
const mine = (d: Duel) => engine.summary(d).players[0];
const theirs = (d: Duel) => engine.summary(d).players[1];

describe('Banished instead as it leaves the field (banishedAsItLeaves)', () => {
  it('destroyed by an effect or Tributed, the face-up card is banished', () => {
    expect(mine(darkHole(duel([{ card: 'Printed Exile' }], [], ['Dark Hole']))).banished).toEqual(['Printed Exile']);
    const t = duel([{ card: 'Continuous Exile' }], [], ['Summoned Skull']);
    const x = settle(engine.applyAction(t, { type: 'normalSummon', card: id(t, 'Summoned Skull'), tributes: [id(t, 'Continuous Exile')] }));
    expect(mine(x).banished).toEqual(['Continuous Exile']);
    expect(mine(x).graveyard).toEqual([]);
  });

  it('a printed condition holds while its effects are negated; a continuous effect does not', () => {
    expect(mine(darkHole(negateFirst(duel([{ card: 'Printed Exile' }], [], ['Dark Hole'])))).banished).toEqual(['Printed Exile']);
    const x = darkHole(negateFirst(duel([{ card: 'Continuous Exile' }], [], ['Dark Hole'])));
    expect(mine(x).banished).toEqual([]);
    expect(mine(x).graveyard).toContain('Continuous Exile');
  });

  it('face-down, it goes to the Graveyard', () => {
    const x = darkHole(duel([{ card: 'Printed Exile', faceUp: false, position: 'defense' }], [], ['Dark Hole']));
    expect(mine(x).graveyard).toContain('Printed Exile');
    expect(mine(x).banished).toEqual([]);
  });
});

describe('Banishing the monster it destroys by battle (banishesBattleDestroyed)', () => {
  it('the monster destroyed by battle with it is banished, also when both are destroyed', () => {
    const d = duel([{ card: 'Battle Exiler' }], [{ card: 'Printed Exile' }, { card: 'Continuous Exile' }]);
    let x = settle(engine.applyAction(d, { type: 'nextPhase', to: 'battle' }));
    x = settle(engine.applyAction(x, { type: 'attack', card: id(d, 'Battle Exiler'), target: id(d, 'Continuous Exile', 1) }));
    // Both 1800 ATK: both destroyed; the attacker's rule is asked as they battled.
    expect(theirs(x).banished).toEqual(['Continuous Exile']);
    expect(mine(x).graveyard).toEqual(['Battle Exiler']);
    expect(theirs(x).graveyard).toEqual([]);
  });

  it('an attacker it destroys by battle is banished too; the monster without the rule goes to the Graveyard', () => {
    const d = duel([{ card: 'Printed Exile' }], [{ card: 'Battle Exiler' }]);
    let x = settle(engine.applyAction(d, { type: 'nextPhase', to: 'battle' }));
    x = settle(engine.applyAction(x, { type: 'attack', card: id(d, 'Printed Exile'), target: id(d, 'Battle Exiler', 1) }));
    // Both destroyed: the Exiler banishes the attacker (its own rule would too), and goes to the Graveyard itself.
    expect(mine(x).banished).toEqual(['Printed Exile']);
    expect(theirs(x).graveyard).toEqual(['Battle Exiler']);
  });
});
