import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Spirit Reaper: "Cannot be destroyed by battle. After resolving a card effect that targets this face-up card,
 * destroy this card. When this card inflicts battle damage to your opponent by a direct attack: Discard 1
 * random card from their hand." GOAT (EDOPro goat/c504700038.lua): an Equip Spell that left the field before
 * resolving does not destroy it.
 */
/** Activates `spell` from the hand targeting `target`, answering prompts with the first legal action. */
const activateOn = (d: Duel, spell: string, owner: 0 | 1, target: string, targetOwner: 0 | 1): Duel =>
  play(d, { type: 'activate', card: idOf(d, spell, owner) }, { type: 'select', ids: [idOf(d, target, targetOwner)] });

describe('Spirit Reaper', () => {
  it('cannot be destroyed by battle: attacked by a stronger monster, it stays (its controller takes the damage)', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Spirit Reaper' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Spirit Reaper') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Spirit Reaper' });
    expect(me(x).lp).toBe(8000 - 2200);
  });

  it('a card effect that targets it resolves: then it is destroyed', () => {
    const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: 'Spirit Reaper' }] } });
    const x = passAll(activateOn(d, 'Rush Recklessly', 0, 'Spirit Reaper', 0));
    expect(me(x).graveyard.sort()).toEqual(['Rush Recklessly', 'Spirit Reaper']);
  });

  it('a card effect that does not target it: it stays', () => {
    const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: 'Spirit Reaper' }, { card: 'Celtic Guardian' }] } });
    const x = passAll(activateOn(d, 'Rush Recklessly', 0, 'Celtic Guardian', 0));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Spirit Reaper' });
  });

  it('targeted in the Damage Step before damage calculation: destroyed once damage is calculated', () => {
    const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: 'Spirit Reaper' }] }, opp: { hand: ['Dark Hole', 'Raigeki'] } });
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Spirit Reaper'), target: 'direct' });
    // In the window before damage calculation, the turn player activates Rush Recklessly on it.
    while (!legal(x, 'activate', idOf(d, 'Rush Recklessly')).length) x = play(x, legal(x, 'pass')[0]!);
    x = passAll(activateOn(x, 'Rush Recklessly', 0, 'Spirit Reaper', 0));
    expect(opp(x).lp).toBe(8000 - 1000); // 300 + 700, dealt before it was destroyed
    expect(me(x).graveyard.sort()).toEqual(['Rush Recklessly', 'Spirit Reaper']);
  });

  it('a direct attack that deals battle damage: the opponent discards 1 card at random', () => {
    const hand = ['Dark Hole', 'Raigeki', 'Pot of Greed'];
    const attack = (seed: number) => {
      const d = duelOf({ seed, me: { monsters: [{ card: 'Spirit Reaper' }] }, opp: { hand } });
      return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Spirit Reaper'), target: 'direct' }));
    };
    const x = attack(1);
    expect(opp(x).lp).toBe(8000 - 300);
    expect(opp(x).hand).toHaveLength(2);
    const discarded = [1, 2, 3, 4, 5, 6].map((seed) => opp(attack(seed)).graveyard[0]);
    expect(new Set(discarded).size).toBeGreaterThan(1);
  });

  it('battle damage from attacking a monster: no discard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Spirit Reaper' }] }, opp: { hand: ['Dark Hole'], monsters: [{ card: 'Kuriboh', position: 'defense' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Spirit Reaper'), target: idOf(d, 'Kuriboh', 1) }));
    expect(opp(x).hand).toEqual(['Dark Hole']);
  });

  describe('an Equip Spell destroyed before it resolves', () => {
    const equipThenDestroy = (format?: 'goat') => {
      const d = duelOf({ ...(format && { format }), turnPlayer: 1, me: { monsters: [{ card: 'Spirit Reaper' }], spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] }, opp: { hand: ['Big Bang Shot'] } });
      let x = activateOn(d, 'Big Bang Shot', 1, 'Spirit Reaper', 0);
      // In answer, a Set Mystical Space Typhoon destroys the Equip Spell before it resolves.
      while (!legal(x, 'activate', idOf(d, 'Mystical Space Typhoon')).length) x = play(x, legal(x, 'pass')[0]!);
      return passAll(activateOn(x, 'Mystical Space Typhoon', 0, 'Big Bang Shot', 1));
    };

    it('today: it is still destroyed once that effect resolves', () => {
      expect(me(equipThenDestroy()).graveyard).toContain('Spirit Reaper');
    });

    it('GOAT: it stays', () => {
      expect(me(equipThenDestroy('goat')).monsters[0]).toMatchObject({ name: 'Spirit Reaper' });
    });
  });
});
