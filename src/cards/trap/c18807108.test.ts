import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Spellbinding Circle (texts-2016): "Select 1 monster. It cannot attack or change its Battle position.
 * When that monster is destroyed, destroy this card." A Continuous Trap linked to the monster it
 * targeted: its rules about that monster last while it stays face-up and linked (issue 32 §4, "cannot
 * attack" on one monster, lasting attack locks, cards linked to a monster).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

/** Player 1 binds player 2's Summoned Skull on turn 3 (player 2 also has a Celtic Guardian). */
function bound(extra: { me?: Parameters<typeof duelOf>[0]['me']; opp?: Parameters<typeof duelOf>[0]['opp'] } = {}): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }], deck: DECK, ...extra.me },
    opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }], deck: DECK, ...extra.opp },
  });
  const x = play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') });
  return passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
}
const skull = (d: Duel) => idOf(d, 'Summoned Skull', 1);

describe('Spellbinding Circle', () => {
  it('selects 1 monster on the field, either player\'s, and stays on the field linked to it', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp'), idOf(d, 'Summoned Skull', 1)] });
    const y = bound();
    expect(y.players[0].spellTraps[0]).toMatchObject({ faceUp: true, linkedTo: skull(y) });
  });

  it('the selected monster cannot attack; the others still can', () => {
    const x = toBattle(endTurn(bound()));
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1, phase: 'battle' });
    const attacks = legal(x, 'attack');
    expect(attacks.some((a) => a.card === skull(x))).toBe(false);
    expect(attacks.some((a) => a.card === idOf(x, 'Celtic Guardian', 1))).toBe(true);
  });

  it('the selected monster cannot change its battle position, nor be Flip Summoned', () => {
    const x = endTurn(bound());
    expect(legal(x, 'changePosition', skull(x))).toEqual([]);
    expect(legal(x, 'changePosition', idOf(x, 'Celtic Guardian', 1))).toHaveLength(1);
    const d = duelOf({ me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }], deck: DECK }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }], deck: DECK } });
    const y = endTurn(passAll(play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') }, { type: 'select', ids: [skull(d)] })));
    expect(legal(y, 'flipSummon', skull(y))).toEqual([]);
  });

  it('lasts past the turn it was activated in, for as long as it stays face-up', () => {
    let x = bound();
    for (let i = 0; i < 3; i++) x = endTurn(endTurn(x));
    expect(summary(x)).toMatchObject({ turn: 9 });
    x = toBattle(endTurn(x));
    expect(legal(x, 'attack').some((a) => a.card === skull(x))).toBe(false);
  });

  it('when that monster is destroyed, this card is destroyed', () => {
    const x = bound({ me: { hand: ['Fissure'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Fissure') }));
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
    expect(me(y).graveyard).toEqual(['Fissure', 'Spellbinding Circle']);
    expect(y.events).toContainEqual({ type: 'destroyed', card: idOf(x, 'Spellbinding Circle') });
  });

  it('when that monster is destroyed by battle, this card is destroyed', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }], monsters: [{ card: 'Blue-Eyes White Dragon' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') }, { type: 'select', ids: [skull(d)] }));
    const y = passAll(play(toBattle(x), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon'), target: skull(d) }));
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
    expect(me(y).graveyard).toEqual(['Spellbinding Circle']);
  });

  it('if that monster leaves the field another way, this card stays, bound to nothing: the monster comes back free', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }], monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }], deck: DECK },
      opp: { monsters: [{ card: 'Feral Imp' }], deck: DECK },
    });
    const imp = idOf(d, 'Feral Imp', 1);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') }, { type: 'select', ids: [imp] }));
    let y = passAll(play(x, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') }));
    while (y.flow.prompt) y = passAll(play(y, { type: 'select', ids: [imp] }));
    expect(opp(y).hand).toContain('Feral Imp');
    expect(me(y).spellTraps[0]).toMatchObject({ name: 'Spellbinding Circle', faceUp: true });
    expect(y.players[0].spellTraps[0]!.linkedTo).toBeUndefined();
    // Summoned again (a new card as far as the rules go), it is not bound.
    const z = passAll(play(endTurn(y), { type: 'normalSummon', card: imp, tributes: [] }));
    expect(legal(z, 'changePosition', imp)).toEqual([]);
    expect(legal(toBattle(z), 'attack').some((a) => a.card === imp)).toBe(true);
  });

  it('once this card leaves the field, the monster is free', () => {
    const x = endTurn(bound({ opp: { hand: ['Mystical Space Typhoon'] } }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Spellbinding Circle')] }));
    expect(me(y).graveyard).toEqual(['Spellbinding Circle']);
    expect(legal(y, 'changePosition', skull(y))).toHaveLength(1);
    expect(legal(toBattle(y), 'attack').some((a) => a.card === skull(y))).toBe(true);
  });
});
