import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import type { Action, Duel, Scenario } from '../../engine';

/*
 * Performapal Dramatic Theater (texts-2016): "Monsters you control gain 200 ATK for each monster you control with a different
 * Type. Once per turn, if you control 4 "Performapal" monsters with different Types: You can Special Summon 1 "Odd-Eyes"
 * monster from your hand, Deck, or Graveyard." (ygopro c55553602: the Types of the face-up monsters are counted.)
 * The pool has "Performapal" monsters of 2 Types only: two made-up ones of a test pool make 4.
 */
const THEATER = 'Performapal Dramatic Theater';
const made = (passcode: string, name: string, monsterType: string): CardDefinition => ({
  passcode, name, frame: 'normal', attribute: 'WATER', monsterType, level: 3, atk: 1000, def: 1000, text: 'A test monster.',
});
const engine = createEngine([...CARD_POOL, made('90000401', 'Performapal Test Aqua', 'Aqua'), made('90000402', 'Performapal Test Wyrm', 'Wyrm')]);
const FILL = Array.from({ length: 6 }, () => 'Celtic Guardian');
const scenario = (me: Scenario['players'][0], opp: Scenario['players'][1] = {}): Duel =>
  engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: FILL, field: { card: THEATER, faceUp: true }, ...me }, { deck: FILL, ...opp }] });
const act = (d: Duel, ...actions: Action[]): Duel => actions.reduce(engine.applyAction, d);
const idOf = (d: Duel, name: string): string => Object.values(d.cards).find((c) => c.owner === 0 && engine.cardName(d, c.id) === name)!.id;
const settle = (d: Duel): Duel => {
  let x = d;
  while (x.flow.window && !x.flow.prompt) x = engine.applyAction(x, { type: 'pass' });
  return x;
};
const mine = (d: Duel) => engine.summary(d).players[0];
const FOUR = ['Performapal Secondonkey', 'Performapal Sleight Hand Magician', 'Performapal Test Aqua', 'Performapal Test Wyrm'].map((card) => ({ card }));
const theaterEffect = (d: Duel): Action[] => engine.legalActions(d).filter((a) => a.type === 'activate' && a.card === idOf(d, THEATER));

describe('Performapal Dramatic Theater', () => {
  it('your monsters gain 200 ATK for each different Type among your face-up monsters; not the opponent\'s', () => {
    const d = scenario(
      { monsters: [{ card: 'Celtic Guardian' }, { card: 'Performapal Secondonkey' }, { card: 'Performapal Longphone Bull' }, { card: 'Dark Magician', faceUp: false, position: 'defense' }] },
      { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf' }] },
    );
    // Warrior and Beast (the face-down Spellcaster is not counted): +400.
    expect(mine(d).monsters.slice(0, 3).map((m) => m!.atk)).toEqual([1400 + 400, 1000 + 400, 1600 + 400]);
    expect(engine.summary(d).players[1].monsters.slice(0, 2).map((m) => m!.atk)).toEqual([2500, 800]);
    // Without the Field Spell, no change.
    const bare = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: FILL, monsters: [{ card: 'Celtic Guardian' }] }, { deck: FILL }] });
    expect(engine.summary(bare).players[0].monsters[0]!.atk).toBe(1400);
  });

  it('with face-up "Performapal" monsters of 4 Types: Special Summon an "Odd-Eyes" monster from hand, Deck or Graveyard, once per turn', () => {
    const d = scenario({ monsters: FOUR, deck: ['Odd-Eyes Pendulum Dragon', ...FILL], graveyard: ['Odd-Eyes Pendulum Dragon'], hand: ['Odd-Eyes Pendulum Dragon'] });
    // 4 Types: +800 each.
    expect(mine(d).monsters[0]!.atk).toBe(1000 + 800);
    const acts = theaterEffect(d);
    expect(acts).toHaveLength(1);
    let x = settle(act(d, acts[0]!));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect(offered).toHaveLength(3);
    const fromGraveyard = d.players[0].graveyard[0]!;
    x = settle(act(x, { type: 'select', ids: [fromGraveyard] }, { type: 'select', option: 'attack' }));
    expect(mine(x).monsters[4]).toMatchObject({ name: 'Odd-Eyes Pendulum Dragon', position: 'attack' });
    expect(mine(x).graveyard).toEqual([]);
    // 5 Types now (Dragon): +1000.
    expect(mine(x).monsters[0]!.atk).toBe(1000 + 1000);
    // Once per turn.
    expect(theaterEffect(x)).toEqual([]);
  });

  it('not with 3 "Performapal" Types (other monsters do not count), nor with no "Odd-Eyes" monster to Summon', () => {
    const three = scenario({ monsters: [...FOUR.slice(0, 3), { card: 'Celtic Guardian' }], hand: ['Odd-Eyes Pendulum Dragon'] });
    expect(theaterEffect(three)).toEqual([]);
    const twoBeasts = scenario({ monsters: [...FOUR.slice(0, 3), { card: 'Performapal Longphone Bull' }], hand: ['Odd-Eyes Pendulum Dragon'] });
    expect(theaterEffect(twoBeasts)).toEqual([]);
    const faceDown = scenario({ monsters: [...FOUR.slice(0, 3), { card: 'Performapal Test Wyrm', faceUp: false, position: 'defense' }], hand: ['Odd-Eyes Pendulum Dragon'] });
    expect(theaterEffect(faceDown)).toEqual([]);
    const noOddEyes = scenario({ monsters: FOUR, hand: ['Dark Magician'] });
    expect(theaterEffect(noOddEyes)).toEqual([]);
  });
});
