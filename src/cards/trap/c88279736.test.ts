import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Robbin' Goblin (texts-2016): "Each time a monster you control inflicts Battle Damage to your opponent, your
 * opponent discards 1 random card." A Trigger effect of a face-up Continuous Trap (mandatory).
 */
const GOBLIN = [{ card: "Robbin' Goblin", faceUp: true }];

function attack(target: 'direct' | string, opts: { oppMonsters?: { card: string; position?: 'attack' | 'defense' }[]; oppHand?: string[]; seed?: number; goblin?: typeof GOBLIN } = {}): Duel {
  const d = duelOf({
    seed: opts.seed ?? 1,
    me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: opts.goblin ?? GOBLIN },
    opp: { monsters: opts.oppMonsters ?? [], hand: opts.oppHand ?? ['Kuriboh', 'Pot of Greed', 'Fissure'] },
  });
  const t = target === 'direct' ? 'direct' : idOf(d, target, 1);
  return passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: t }));
}

describe("Robbin' Goblin", () => {
  it('your monster inflicts battle damage: your opponent discards 1 card at random', () => {
    const y = attack('direct');
    expect(opp(y).lp).toBe(8000 - 2500);
    expect(opp(y).hand).toHaveLength(2);
    expect(opp(y).graveyard).toHaveLength(1);
    expect(y.events).toContainEqual(expect.objectContaining({ type: 'discarded', player: 1, by: 0 }));
  });

  it('the discarded card is chosen at random with the duel\'s generator', () => {
    const discarded = (seed: number): string => opp(attack('direct', { seed })).graveyard[0]!;
    expect(discarded(3)).toBe(discarded(3));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(discarded)).size).toBeGreaterThan(1);
  });

  it('no battle damage (a Defense Position monster destroyed): no discard', () => {
    const y = attack('Feral Imp', { oppMonsters: [{ card: 'Feral Imp', position: 'defense' }] });
    expect(opp(y).lp).toBe(8000);
    expect(opp(y).hand).toHaveLength(3);
  });

  it('your opponent\'s hand is empty: nothing happens', () => {
    const y = attack('direct', { oppHand: [] });
    expect(opp(y).lp).toBe(8000 - 2500);
    expect(opp(y).graveyard).toEqual([]);
  });

  it('set face-down (not yet activated), it does nothing', () => {
    const y = attack('direct', { goblin: [{ card: "Robbin' Goblin", faceUp: false }] });
    expect(opp(y).hand).toHaveLength(3);
  });

  it('your opponent\'s monster inflicting battle damage to you: no discard for anyone', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { spellTraps: GOBLIN, hand: ['Kuriboh'] }, opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Fissure'] } });
    const y = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }));
    expect(y.players[0].lp).toBe(8000 - 2500);
    expect(y.players[0].hand).toHaveLength(1);
    expect(y.players[1].hand).toHaveLength(1);
  });
});
