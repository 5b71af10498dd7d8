import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, idsOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Twin-Headed Behemoth (texts-2016): "During the End Phase, if this card is in the Graveyard because it
 * was destroyed on the field and sent there this turn: You can Special Summon this card, but its ATK
 * and DEF become 1000. You can only use this effect of "Twin-Headed Behemoth" once per Duel." Once per
 * Duel (issue 32 §4: rule code effectUsed, lasting the Duel). GOAT (April 2005, ProjectIgnis
 * pre-errata/c511000868.lua): once per Duel for each copy, not by name.
 */

const BEHEMOTH = 'Twin-Headed Behemoth';

/** Player 1 destroys the opponent's monsters with Fissure / Dark Hole, then moves to the End Phase. */
function destroyThenEnd(d: Duel, spell: 'Fissure' | 'Dark Hole', copy = 0): Duel {
  const card = idsOf(d, spell)[copy]!;
  const x = passAll(play(d, { type: 'activate', card }));
  return play(x, { type: 'nextPhase', to: 'end' });
}

/** Answers every prompt: yes to each effect, Attack Position, the first card offered. */
function acceptAll(duel: Duel): Duel {
  let x = duel;
  while (x.flow.prompt) {
    const p = x.flow.prompt;
    const answer = p.kind === 'chooseOption' ? { type: 'select' as const, option: p.options.includes('yes') ? 'yes' : 'attack' } : { type: 'select' as const, ids: ['cards' in p ? p.cards[0]! : ''] };
    x = passAll(play(x, answer));
  }
  return x;
}

describe('Twin-Headed Behemoth', () => {
  it('destroyed on the field this turn, in the End Phase its controller may Special Summon it from the Graveyard; its ATK and DEF become 1000', () => {
    const d = duelOf({ me: { hand: ['Fissure'] }, opp: { monsters: [{ card: BEHEMOTH }] } });
    let x = destroyThenEnd(d, 'Fissure');
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['yes', 'no'] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(opp(x).monsters[0]).toMatchObject({ name: BEHEMOTH, faceUp: true, position: 'defense', atk: 1000, def: 1000 });
    expect(opp(x).graveyard).toEqual([]);
  });

  it('is optional: declined, it stays in the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Fissure'] }, opp: { monsters: [{ card: BEHEMOTH }] } });
    const x = endTurn(play(destroyThenEnd(d, 'Fissure'), { type: 'select', option: 'no' }));
    expect(opp(x).graveyard).toEqual([BEHEMOTH]);
  });

  it('sent to the Graveyard without being destroyed (Tributed), it does nothing', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: BEHEMOTH }] } });
    let x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, BEHEMOTH)] }));
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual([BEHEMOTH]);
  });

  it('destroyed in an earlier turn, it does nothing in a later End Phase', () => {
    const d = duelOf({ me: { hand: ['Fissure'] }, opp: { monsters: [{ card: BEHEMOTH }] } });
    const x = play(destroyThenEnd(d, 'Fissure'), { type: 'select', option: 'no' });
    const next = passAll(play(passAll(endTurn(x)), { type: 'nextPhase', to: 'end' }));
    expect(next.flow.prompt).toBeNull();
    expect(opp(next).graveyard).toEqual([BEHEMOTH]);
  });

  it('once per Duel by name: of two copies destroyed together, only one may use it', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: BEHEMOTH }, { card: BEHEMOTH }] } });
    let x = destroyThenEnd(d, 'Dark Hole');
    x = acceptAll(x);
    expect(opp(x).monsters.filter(Boolean)).toHaveLength(1);
    expect(opp(x).graveyard).toEqual([BEHEMOTH]);
  });

  it('GOAT (2005): once per Duel for each copy: both copies destroyed together come back', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: BEHEMOTH }, { card: BEHEMOTH }] } });
    let x = destroyThenEnd(d, 'Dark Hole');
    x = acceptAll(x);
    expect(opp(x).monsters.filter(Boolean).map((s) => s!.atk)).toEqual([1000, 1000]);
    expect(opp(x).graveyard).toEqual([]);
  });
});
