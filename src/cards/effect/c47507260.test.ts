import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import type { Action, Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Mystic Swordsman LV2: "If this card attacks a face-down Defense Position monster, destroy the monster
 * immediately with this card's effect without flipping it face-up or applying damage calculation. During the
 * End Phase of a turn that this card destroyed a monster by battle, by sending this card to the Graveyard,
 * Special Summon 1 "Mystic Swordsman LV4" from your hand or Deck."
 * Mystic Swordsman LV4 is not in the pool (it must be Set when Normal Summoned): a stand-in of its name and facts
 * joins a test pool for the End Phase effect.
 */
const LV4: CardDefinition = { passcode: '74591968', name: 'Mystic Swordsman LV4', frame: 'effect', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1900, def: 1600, text: 'A stand-in.' };
const engine = createEngine([...CARD_POOL, LV4]);

describe('Mystic Swordsman LV2', () => {
  const attack = (target: { card: string; position: 'attack' | 'defense'; faceUp?: boolean }) => {
    const d = duelOf({ me: { monsters: [{ card: 'Mystic Swordsman LV2' }] }, opp: { monsters: [target] } });
    return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Mystic Swordsman LV2'), target: idOf(d, target.card, 1) }));
  };

  it('attacking a face-down Defense Position monster: destroyed without being flipped (no Flip effect) and without damage calculation', () => {
    const x = attack({ card: 'Man-Eater Bug', position: 'defense', faceUp: false });
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Mystic Swordsman LV2' });
    const wall = attack({ card: 'Giant Soldier of Stone', position: 'defense', faceUp: false });
    expect(me(wall).lp).toBe(8000);
    expect(opp(wall).graveyard).toEqual(['Giant Soldier of Stone']);
  });

  it('a face-up Defense Position monster: ordinary battle (900 ATK against its DEF)', () => {
    const x = attack({ card: 'Celtic Guardian', position: 'defense' });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
    expect(me(x).lp).toBe(8000 - 300);
  });

  describe('End Phase of a turn it destroyed a monster by battle', () => {
    const step = (d: Duel, a: Action): Duel => engine.applyAction(d, a);
    const passOn = (d: Duel): Duel => {
      let x = d;
      while (x.flow.window && !x.flow.prompt) x = step(x, { type: 'pass' });
      return x;
    };
    const toEnd = (target: { card: string; position: 'attack' | 'defense'; faceUp?: boolean }, deck: string[], hand: string[] = []) => {
      const d = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', seed: 1, players: [
        { lp: 8000, hand, deck, monsters: [{ card: 'Mystic Swordsman LV2', position: 'attack' }], spellTraps: [] },
        { lp: 8000, hand: [], deck: ['Celtic Guardian'], monsters: [target], spellTraps: [] },
      ] });
      let x = passOn(step(d, { type: 'nextPhase', to: 'battle' }));
      x = passOn(step(x, { type: 'attack', card: idOf(d, 'Mystic Swordsman LV2'), target: idOf(d, target.card, 1) }));
      return { d, x: passOn(step(x, { type: 'nextPhase', to: 'end' })) };
    };

    it('it destroyed a monster by battle: you can send it to the Graveyard to Special Summon "Mystic Swordsman LV4" from the Deck', () => {
      const { x } = toEnd({ card: 'Kuriboh', position: 'attack' }, ['Mystic Swordsman LV4', 'Celtic Guardian']);
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
      const y = passOn(step(x, { type: 'select', option: 'yes' }));
      const s = engine.summary(y).players[0];
      expect(s.graveyard).toEqual(['Mystic Swordsman LV2']);
      expect(s.monsters.find((m) => m)?.name).toBe('Mystic Swordsman LV4');
      expect(s.deck).toBe(1);
    });

    it('from the hand too', () => {
      const { x } = toEnd({ card: 'Kuriboh', position: 'attack' }, ['Celtic Guardian'], ['Mystic Swordsman LV4']);
      const y = passOn(step(x, { type: 'select', option: 'yes' }));
      expect(engine.summary(y).players[0].monsters.find((m) => m)?.name).toBe('Mystic Swordsman LV4');
      expect(engine.summary(y).players[0].hand).toEqual([]);
    });

    it('it is optional: declined, it stays', () => {
      const { x } = toEnd({ card: 'Kuriboh', position: 'attack' }, ['Mystic Swordsman LV4']);
      const y = passOn(step(x, { type: 'select', option: 'no' }));
      expect(engine.summary(y).players[0].monsters.find((m) => m)?.name).toBe('Mystic Swordsman LV2');
    });

    it('a monster destroyed by its effect (face-down) is not destroyed by battle: no End Phase effect', () => {
      const { x } = toEnd({ card: 'Kuriboh', position: 'defense', faceUp: false }, ['Mystic Swordsman LV4']);
      expect(engine.summary(x).players[1].graveyard).toEqual(['Kuriboh']);
      expect(x.flow.prompt).toBeNull();
    });

    it('no "Mystic Swordsman LV4" in the hand or Deck: nothing to activate', () => {
      const { x } = toEnd({ card: 'Kuriboh', position: 'attack' }, ['Celtic Guardian']);
      expect(x.flow.prompt).toBeNull();
    });
  });
});
