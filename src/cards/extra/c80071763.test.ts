import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

/*
 * Dark Balter the Terrible (texts-2016): ""Possessed Dark Soul" + "Frontier Wiseman" / A Fusion Summon of
 * this monster can only be conducted with the above Fusion Material Monsters. When a Normal Spell Card is
 * activated, negate the effect by paying 1000 Life Points. The effect of an Effect Monster that this
 * monster destroys as a result of battle is negated." The negation is of the effect, not the activation
 * (EDOPro official/c80071763.lua: a Quick Effect on EVENT_CHAINING, `Duel.NegateEffect`, cost
 * `Cost.PayLP(1000)`); the battle negation is rule code negatesBattleDestroyed (Blade Knight's).
 */

const BALTER = 'Dark Balter the Terrible';

/** The opponent's turn: they hold `hand`, player 1 controls Dark Balter. */
const facing = (hand: string[], lp = 8000, spellTraps: { card: string; faceUp: boolean }[] = []): Duel =>
  endTurn(duelOf({ me: { lp, monsters: [{ card: BALTER }] }, opp: { hand, spellTraps } }));

describe('Dark Balter the Terrible', () => {
  fusionSummonSpec(BALTER, ['Possessed Dark Soul', 'Frontier Wiseman'], { atk: 2000, def: 1200 }, [standIn('38742075', 'Frontier Wiseman', 'effect', 'EARTH', 'Spellcaster', 3, 1600, 800)]);

  it('when a Normal Spell Card is activated, its controller may pay 1000 LP to negate its effect (not its activation)', () => {
    const d = facing(['Pot of Greed']);
    const hand = opp(d).hand.length;
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    const balter = idOf(d, BALTER);
    expect(legal(x, 'activate', balter)).toHaveLength(1);
    x = passAll(play(x, legal(x, 'activate', balter)[0]!));
    expect(me(x).lp).toBe(7000);
    // Pot of Greed was activated and went to the Graveyard, drawing nothing.
    expect(opp(x).hand.length).toBe(hand - 1);
    expect(opp(x).graveyard).toEqual(['Pot of Greed']);
    expect(x.events.some((e) => e.type === 'effectNegated' && e.card === idOf(d, 'Pot of Greed', 1))).toBe(true);
    expect(x.events.some((e) => e.type === 'negated')).toBe(false);
  });

  it('may let the Spell resolve: declining, it applies', () => {
    const d = facing(['Pot of Greed']);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) }));
    expect(opp(x).hand.length).toBe(opp(d).hand.length + 1);
    expect(me(x).lp).toBe(8000);
  });

  it('cannot pay with less than 1000 LP', () => {
    const d = facing(['Pot of Greed'], 999);
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    expect(legal(x, 'activate', idOf(d, BALTER))).toEqual([]);
  });

  it('answers only a Normal Spell Card: not a Quick-Play Spell, a Trap, nor nothing', () => {
    const d = facing(['Mystical Space Typhoon'], 8000, [{ card: 'Just Desserts', faceUp: false }]);
    expect(legal(d, 'activate', idOf(d, BALTER))).toEqual([]);
    const typhoon = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
    expect(legal(typhoon, 'activate', idOf(d, BALTER))).toEqual([]);
    const trap = play(d, { type: 'activate', card: idOf(d, 'Just Desserts', 1) });
    expect(legal(trap, 'activate', idOf(d, BALTER))).toEqual([]);
  });

  it('face-down, it negates nothing', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: BALTER, faceUp: false, position: 'defense' }] }, opp: { hand: ['Pot of Greed'] } }));
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    expect(legal(x, 'activate', idOf(d, BALTER))).toEqual([]);
  });

  describe('an Effect Monster it destroys by battle has its effects negated', () => {
    const attack = (attacker: string, target: string, faceUp = true) => {
      const d = duelOf({ me: { monsters: [{ card: attacker }] }, opp: { monsters: [{ card: target, faceUp, position: faceUp ? 'attack' : 'defense' }] } });
      return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, attacker), target: idOf(d, target, 1) }));
    };

    it('Sangan destroyed by it searches nothing (any Effect Monster, not only Flip ones)', () => {
      const x = attack(BALTER, 'Sangan');
      expect(opp(x).graveyard).toEqual(['Sangan']);
      expect(x.flow.prompt).toBeNull();
      const by = attack('Gemini Elf', 'Sangan');
      expect(by.flow.prompt).toMatchObject({ player: 1 });
    });

    it('a face-down Flip monster destroyed by it does not activate its Flip effect', () => {
      const x = attack(BALTER, 'Man-Eater Bug', false);
      expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
      expect(x.flow.prompt).toBeNull();
      expect(me(x).monsters[0]).toMatchObject({ name: BALTER });
    });
  });
});
