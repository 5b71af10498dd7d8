import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Cursed Seal of the Forbidden Spell (texts-2016): "When a Spell Card is activated: Discard 1 Spell Card; negate
 * the activation, and if you do, destroy it, and if you do that, your opponent cannot activate Spell Cards with
 * that name for the rest of this Duel." (ygopro: the lock is EFFECT_CANNOT_ACTIVATE on card activations,
 * `re:IsHasType(EFFECT_TYPE_ACTIVATE)`, of that code, for the opponent; the rule code noActivationsOfName keyed 'cardActivation'.)
 */
const answer = (hand: string[] = ['Pot of Greed', 'Celtic Guardian'], oppHand: string[] = ['Dark Hole', 'Dark Hole', 'Ookazi']) => {
  const d = duelOf({ turnPlayer: 1, me: { hand, spellTraps: [{ card: 'Cursed Seal of the Forbidden Spell', faceUp: false }] }, opp: { hand: oppHand, monsters: [{ card: 'Kuriboh' }] } });
  return { d, x: play(d, { type: 'activate', card: idsOf(d)[0]! }) };
};
const idsOf = (d: ReturnType<typeof duelOf>) => Object.values(d.cards).filter((c) => c.owner === 1 && d.players[1].hand.includes(c.id) && c.passcode === '53129443').map((c) => c.id);

describe('Cursed Seal of the Forbidden Spell', () => {
  it('answers a Spell activation: discard 1 Spell Card (only Spells offered); negate it and destroy it', () => {
    const { d, x: activated } = answer(['Pot of Greed', 'Celtic Guardian', 'Ookazi']);
    let x = play(activated, { type: 'activate', card: idOf(d, 'Cursed Seal of the Forbidden Spell') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Pot of Greed'), idOf(d, 'Ookazi')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Ookazi')] }));
    expect(me(x).hand.sort()).toEqual(['Celtic Guardian', 'Pot of Greed']);
    expect(me(x).graveyard.sort()).toEqual(['Cursed Seal of the Forbidden Spell', 'Ookazi']);
    expect(opp(x).graveyard).toEqual(['Dark Hole']);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Kuriboh' });
  });

  it('needs a Spell Card in hand to discard', () => {
    const { d, x } = answer(['Celtic Guardian']);
    expect(legal(x, 'activate', idOf(d, 'Cursed Seal of the Forbidden Spell'))).toEqual([]);
  });

  it('the opponent cannot activate a Spell Card of that name for the rest of the Duel; other Spells, and Setting it, stay allowed', () => {
    const { d, x: activated } = answer();
    let x = passAll(play(activated, { type: 'activate', card: idOf(d, 'Cursed Seal of the Forbidden Spell') }, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }));
    const second = idsOf(x)[0]!;
    expect(legal(x, 'activate', second)).toEqual([]);
    expect(legal(x, 'setSpellTrap', second)).not.toEqual([]);
    expect(legal(x, 'activate', idOf(d, 'Ookazi', 1))).not.toEqual([]);
    // Turns later, still barred.
    x = endTurn(endTurn(x));
    expect(x.turnPlayer).toBe(1);
    expect(legal(x, 'activate', second)).toEqual([]);
  });

  it('the lock binds the opponent only: its controller may activate a Spell of that name', () => {
    const { d, x: activated } = answer(['Pot of Greed', 'Dark Hole']);
    let x = passAll(play(activated, { type: 'activate', card: idOf(d, 'Cursed Seal of the Forbidden Spell') }, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }));
    x = endTurn(x);
    expect(x.turnPlayer).toBe(0);
    expect(legal(x, 'activate', idOf(d, 'Dark Hole'))).not.toEqual([]);
  });
});
