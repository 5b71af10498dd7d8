import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Skill Drain (texts-2016): "Activate by paying 1000 Life Points. The effects of all face-up monsters on
 * the field are negated while those monsters are face-up on the field (but their effects can still be
 * activated)." A lasting negation while face-up (rule code negatesEffects).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

function drained(extra: { meMonsters?: { card: string; faceUp?: boolean; position?: 'defense' }[]; oppMonsters?: { card: string; faceUp?: boolean; position?: 'defense' }[]; oppHand?: string[] } = {}): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Skill Drain', faceUp: false }], monsters: extra.meMonsters ?? [], hand: ['Pot of Greed'], deck: DECK },
    opp: { monsters: extra.oppMonsters ?? [{ card: 'Spell Canceller' }], hand: extra.oppHand ?? [], deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Skill Drain') }));
}

describe('Skill Drain', () => {
  it('costs 1000 LP to activate, and cannot be activated without them', () => {
    const x = drained();
    expect(me(x).lp).toBe(7000);
    const poor = duelOf({ me: { lp: 900, spellTraps: [{ card: 'Skill Drain', faceUp: false }] } });
    expect(legal(poor, 'activate', idOf(poor, 'Skill Drain'))).toEqual([]);
  });

  it("negates the continuous effects of face-up monsters on the field: Spell Canceller's lock is gone", () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Skill Drain', faceUp: false }], hand: ['Pot of Greed'], deck: DECK }, opp: { monsters: [{ card: 'Spell Canceller' }] } });
    expect(legal(d, 'activate', idOf(d, 'Pot of Greed'))).toEqual([]);
    const x = drained();
    expect(legal(x, 'activate', idOf(x, 'Pot of Greed'))).toHaveLength(1);
  });

  it('a face-up monster\'s effect may still be activated, but it does nothing resolving on the field (Man-Eater Bug flipped face-up)', () => {
    const x = endTurn(drained({ meMonsters: [{ card: 'Summoned Skull' }], oppMonsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] }));
    let y = passAll(play(x, { type: 'flipSummon', card: idOf(x, 'Man-Eater Bug', 1) }));
    // Its target: the Skull.
    while (y.flow.prompt) y = passAll(play(y, { type: 'select', ids: [idOf(x, 'Summoned Skull')] }));
    expect(y.events.some((e) => e.type === 'activated' && e.card === idOf(x, 'Man-Eater Bug', 1))).toBe(true);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  it('does not negate effects activated off the field: Sangan destroyed by battle still searches', () => {
    const x = drained({ meMonsters: [{ card: 'Summoned Skull' }], oppMonsters: [{ card: 'Sangan' }] });
    let y = passAll(play(passAll(play(x, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(x, 'Summoned Skull'), target: idOf(x, 'Sangan', 1) }));
    while (y.flow.prompt) y = passAll(play(y, legal(y, 'select')[0]!));
    expect(opp(y).graveyard).toContain('Sangan');
    expect(opp(y).hand).toHaveLength(1);
  });

  it('once it leaves the field, the monsters\' effects apply again', () => {
    const x = endTurn(drained({ oppHand: ['Mystical Space Typhoon'], oppMonsters: [{ card: 'Spell Canceller' }] }));
    // MST is a Spell: under Skill Drain, Spell Canceller is negated, so it can be activated.
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Skill Drain')] }));
    expect(me(y).graveyard).toEqual(['Skill Drain']);
    const z = endTurn(y);
    expect(legal(z, 'activate', idOf(z, 'Pot of Greed'))).toEqual([]);
  });
});
