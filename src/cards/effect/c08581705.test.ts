import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Infernalqueen Archfiend (texts-2016): "The controller of this card pays 500 Life Points during each of his/her
 * Standby Phases (this is not optional). When this card is targeted by the effect of a card controlled by your
 * opponent, when resolving the effect, roll a six-sided die. If the result is 2 or 5, negate the effect and
 * destroy the opponent's card. As long as this card remains on the field, during each Standby Phase increase
 * the ATK of 1 Archfiend Monster Card by 1000 points until the End Phase." official/c8581705.lua: the payment
 * is continuous (paid if possible, else destroyed); the ATK gain a mandatory Trigger in each Standby Phase,
 * targeting a face-up Archfiend its controller controls. The die roll: rule code negatesTargetingOnRoll
 * (src/engine/test/negatesTargetingOnRoll.test.ts plays it over many seeds).
 */
describe('Infernalqueen Archfiend', () => {
  it('in its controller\'s Standby Phase, 500 LP are paid with nothing asked, and an Archfiend they control gains 1000 ATK until the End Phase', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Infernalqueen Archfiend' }, { card: 'Summoned Skull' }] } });
    let x = endTurn(d);
    expect(x.turnPlayer).toBe(0);
    // The Trigger targets 1 face-up Archfiend monster its controller controls: Summoned Skull is treated as one.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Infernalqueen Archfiend'), idOf(d, 'Summoned Skull')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(x).lp).toBe(7500);
    expect(x.events.some((e) => e.type === 'activated' && e.card === idOf(d, 'Infernalqueen Archfiend') && e.label.startsWith('Pay'))).toBe(false);
    expect(me(x).monsters[1]).toMatchObject({ name: 'Summoned Skull', atk: 3500 });
    expect(me(x).monsters[0]).toMatchObject({ atk: 900 });
    // Until the End Phase: gone by the next turn.
    x = endTurn(x);
    expect(me(x).monsters[1]).toMatchObject({ atk: 2500 });
  });

  it("the ATK gain comes in the opponent's Standby Phase too, with no payment", () => {
    const d = duelOf({ turnPlayer: 0, me: { monsters: [{ card: 'Infernalqueen Archfiend' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = endTurn(d);
    expect(x.turnPlayer).toBe(1);
    // Only its controller's Archfiends: the opponent's Summoned Skull is no target.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Infernalqueen Archfiend')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Infernalqueen Archfiend')] }));
    expect(me(x).lp).toBe(8000);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1900 });
    expect(opp(x).monsters[0]).toMatchObject({ atk: 2500 });
  });

  it('with less than 500 LP it cannot be paid: it is destroyed', () => {
    const d = duelOf({ turnPlayer: 1, me: { lp: 400, monsters: [{ card: 'Infernalqueen Archfiend' }] } });
    const x = endTurn(d);
    expect(me(x).lp).toBe(400);
    expect(me(x).monsters[0]).toBeNull();
    expect(me(x).graveyard).toEqual(['Infernalqueen Archfiend']);
  });

  it("rolls against an opponent's effect targeting it: on 2 (seed 3) Book of Moon is negated and destroyed, on 3 (seed 1) it applies", () => {
    for (const [seed, negated] of [[3, true], [1, false]] as const) {
      const d = duelOf({ seed, turnPlayer: 1, me: { monsters: [{ card: 'Infernalqueen Archfiend' }] }, opp: { hand: ['Book of Moon'] } });
      let x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
      x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Infernalqueen Archfiend')] }));
      expect(x.events.find((e) => e.type === 'dieRolled')).toMatchObject({ player: 0, result: negated ? 2 : 3 });
      expect(me(x).monsters[0]).toMatchObject({ faceUp: negated });
      expect(opp(x).graveyard).toEqual(['Book of Moon']);
    }
  });
});
