import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Ectoplasmer (texts-2016): "Once during each player's End Phase, the turn player Tributes 1 face-up monster on
 * their side of the field and inflicts damage to the opponent equal to half of the original ATK of the Tributed
 * monster." A mandatory Trigger in every End Phase (ygopro: EFFECT_FLAG_BOTH_SIDE, count limit 1).
 */
const ECTO = [{ card: 'Ectoplasmer', faceUp: true }];
const DECK = Array.from({ length: 6 }, () => 'Celtic Guardian');

/** To the End Phase of the current turn; a Tribute choice of the turn player is answered with their first choice. */
function toEnd(d: Duel): Duel {
  let x = passAll(play(d, { type: 'nextPhase', to: 'end' }));
  while (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.reason.includes('Ectoplasmer')) x = passAll(play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] }));
  return x;
}

describe('Ectoplasmer', () => {
  it('in your End Phase you Tribute a face-up monster; your opponent takes half its original ATK', () => {
    const y = toEnd(duelOf({ phase: 'main2', me: { spellTraps: ECTO, monsters: [{ card: 'Summoned Skull' }], deck: DECK }, opp: { deck: DECK } }));
    expect(me(y).graveyard).toEqual(['Summoned Skull']);
    expect(opp(y).lp).toBe(8000 - 1250);
    expect(y.events).toContainEqual(expect.objectContaining({ type: 'tributed' }));
  });

  it("in your opponent's End Phase they Tribute one of theirs, and you take the damage", () => {
    const y = toEnd(duelOf({ turn: 4, turnPlayer: 1, phase: 'main2', me: { spellTraps: ECTO, monsters: [{ card: 'Gemini Elf' }] }, opp: { monsters: [{ card: 'Summoned Skull' }], deck: DECK } }));
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
    expect(me(y).lp).toBe(8000 - 1250);
    expect(me(y).monsters.filter(Boolean)).toHaveLength(1);
  });

  it('the turn player chooses among their face-up monsters only (not face-down ones)', () => {
    const d = duelOf({ phase: 'main2', me: { spellTraps: ECTO, monsters: [{ card: 'Summoned Skull' }, { card: 'Gemini Elf' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }], deck: DECK }, opp: { deck: DECK } });
    const x = passAll(play(d, { type: 'nextPhase', to: 'end' }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect((x.flow.prompt as { cards: readonly string[] }).cards).toHaveLength(2);
  });

  it('with no face-up monster, nothing happens; face-down Ectoplasmer does nothing', () => {
    const y = toEnd(duelOf({ phase: 'main2', me: { spellTraps: ECTO, monsters: [{ card: 'Kuriboh', faceUp: false, position: 'defense' }], deck: DECK }, opp: { deck: DECK } }));
    expect(opp(y).lp).toBe(8000);
    const z = toEnd(duelOf({ phase: 'main2', me: { spellTraps: [{ card: 'Ectoplasmer', faceUp: false }], monsters: [{ card: 'Summoned Skull' }], deck: DECK }, opp: { deck: DECK } }));
    expect(opp(z).lp).toBe(8000);
    expect(me(z).monsters.filter(Boolean)).toHaveLength(1);
  });
});
