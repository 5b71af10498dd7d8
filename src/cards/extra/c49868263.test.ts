import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

/*
 * Ryu Senshi (texts-2016): ""Warrior Dai Grepher" + "Spirit Ryu" / A Fusion Summon of this monster can
 * only be conducted with the above Fusion Material Monsters. As long as this card remains face-up on the
 * field, negate the effect of a Normal Trap Card by paying 1000 Life Points. Negate the effect of a
 * Spell Card that targets this card and destroy it." Negating an effect, not its activation (issue 32
 * §4: ctx.negateEffect, ChainLink.effectNegated; rule code negatesSpellEffectTargetingIt).
 */

const RYU = 'Ryu Senshi';

/** The opponent's turn: they control Just Desserts Set, player 1 controls Ryu Senshi (and `more`). */
const facingTrap = (lp = 8000, more: string[] = []): Duel =>
  endTurn(duelOf({
    me: { lp, monsters: [{ card: RYU }, ...more.map((card) => ({ card }))] },
    opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] },
  }));

describe('Ryu Senshi', () => {
  fusionSummonSpec(RYU, ['Warrior Dai Grepher', 'Spirit Ryu'], { atk: 2000, def: 1200 }, [standIn('67957315', 'Spirit Ryu', 'effect', 'WIND', 'Dragon', 4, 1000, 1000)]);

  it('when a Normal Trap Card is activated, its controller may pay 1000 LP to negate its effect (not its activation)', () => {
    const d = facingTrap(8000, ['Feral Imp']);
    let x = play(d, { type: 'activate', card: idOf(d, 'Just Desserts', 1) });
    const ryu = idOf(d, RYU);
    expect(legal(x, 'activate', ryu)).toHaveLength(1);
    x = passAll(play(x, legal(x, 'activate', ryu)[0]!));
    expect(me(x).lp).toBe(7000);
    // Just Desserts was activated and went to the Graveyard, doing nothing (no 500 x 2 damage).
    expect(opp(x).graveyard).toEqual(['Just Desserts']);
    expect(x.events.some((e) => e.type === 'effectNegated' && e.card === idOf(d, 'Just Desserts', 1))).toBe(true);
    expect(x.events.some((e) => e.type === 'negated')).toBe(false);
  });

  it('may let the Trap resolve: declining, the Trap applies', () => {
    const d = facingTrap(8000, ['Feral Imp']);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Just Desserts', 1) }));
    expect(me(x).lp).toBe(8000 - 1000);
  });

  it('cannot pay with less than 1000 LP', () => {
    const d = facingTrap(999);
    const x = play(d, { type: 'activate', card: idOf(d, 'Just Desserts', 1) });
    expect(legal(x, 'activate', idOf(d, RYU))).toEqual([]);
  });

  it('is not used on a Spell Card that does not target it, nor when nothing was activated', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: RYU }] }, opp: { hand: ['Fissure'] } }));
    expect(legal(d, 'activate', idOf(d, RYU))).toEqual([]);
    const x = play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) });
    expect(legal(x, 'activate', idOf(d, RYU))).toEqual([]);
    expect(me(passAll(x)).graveyard).toEqual([RYU]);
  });

  it('a Spell Card that targets it has its effect negated and is destroyed', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: RYU }] }, opp: { hand: ['Book of Moon'] } }));
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, RYU)] }));
    expect(me(x).monsters[0]).toMatchObject({ name: RYU, faceUp: true, position: 'attack' });
    expect(opp(x).graveyard).toEqual(['Book of Moon']);
    expect(x.events.some((e) => e.type === 'destroyed' && e.card === idOf(d, 'Book of Moon', 1))).toBe(true);
  });

  it('a Spell Card that targets another monster resolves', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: RYU }, { card: 'Feral Imp' }] }, opp: { hand: ['Book of Moon'] } }));
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).monsters[1]).toMatchObject({ name: 'Feral Imp', faceUp: false });
  });

  it('face-down, it negates nothing', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: RYU, faceUp: false, position: 'defense' }] }, opp: { hand: ['Fissure'], spellTraps: [{ card: 'Just Desserts', faceUp: false }] } }));
    const x = play(d, { type: 'activate', card: idOf(d, 'Just Desserts', 1) });
    expect(legal(x, 'activate', idOf(d, RYU))).toEqual([]);
  });
});
