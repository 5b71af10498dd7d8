import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { fusionSummonSpec } from './fusionSummonSpec';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Super Conduction Machine Imperion Magnum (texts-2016): ""Valkyrion the Magna Warrior" + "Verserion the Electromagna
 * Warrior" / Must be Fusion Summoned with the above Fusion Materials and cannot be Special Summoned by other ways. Once
 * per turn, during either player's turn, when your opponent activates a Spell/Trap Card, or monster effect: You can
 * negate the activation, and if you do, destroy that card. If this face-up card you control leaves the field because
 * of an opponent's card effect: You can Special Summon 1 "Valkyrion the Magna Warrior" and "Verserion the
 * Electromagna Warrior" from your hand or Deck, ignoring their Summoning conditions."
 */
const IM = 'Super Conduction Machine Imperion Magnum';
const VALK = 'Valkyrion the Magna Warrior';
const VERS = 'Verserion the Electromagna Warrior';

/** Answers every prompt with `answer` when offered (else the first choice) and passes every window. */
function settle(duel: Duel, answer = 'yes'): Duel {
  let d = passAll(duel);
  while (d.flow.prompt) {
    const choices = legalActions(d);
    d = passAll(play(d, choices.find((a) => a.type === 'select' && 'option' in a && a.option === answer) ?? choices[0]!));
  }
  return d;
}

describe(IM, () => {
  fusionSummonSpec(IM, [VALK, VERS], { atk: 4000, def: 4000 });

  it('no Fusion substitute (Versago the Destroyer) for its materials', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Versago the Destroyer', VERS], extra: [IM] } });
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
  });

  it('must be Fusion Summoned: Monster Reborn cannot bring it back unless it was Fusion Summoned first', () => {
    const never = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: IM, properlySummoned: false }] } });
    expect(legal(never, 'activate')).toEqual([]);
  });

  it("negates the opponent's Spell Card and destroys it, once per turn", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: IM }] }, opp: { hand: ['Dark Hole', 'Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idsOf(d, 'Dark Hole', 1)[0]! });
    expect(legal(x, 'activate', idOf(d, IM))).toHaveLength(1);
    x = passAll(play(x, legal(x, 'activate', idOf(d, IM))[0]!));
    expect(me(x).monsters[0]).toMatchObject({ name: IM });
    expect(opp(x).graveyard).toEqual(['Dark Hole']);
    const y = play(x, { type: 'activate', card: idsOf(d, 'Dark Hole', 1)[1]! });
    expect(legal(y, 'activate', idOf(d, IM))).toEqual([]);
  });

  it("not its controller's own activations", () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: IM }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(legal(x, 'activate', idOf(d, IM))).toEqual([]);
  });

  it("destroyed by the opponent's card effect: Special Summons Valkyrion and Verserion from the hand and Deck", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: [VALK], deck: [VERS, 'Celtic Guardian'], monsters: [{ card: IM }] }, opp: { hand: ['Dark Hole'] } });
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }), 'no');
    // Its negation declined ('no' is not offered for a window: passAll passes), the Trigger asked after it left.
    expect(me(x).graveyard).toContain(IM);
    const y = settle(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    expect(me(y).monsters.filter((m) => m !== null).map((m) => m!.name).sort()).toEqual([VERS, VALK].sort());
    expect(me(y).hand).toEqual([]);
  });

  it("not when its controller's own card effect removes it", () => {
    const d = duelOf({ me: { hand: ['Dark Hole', VALK], deck: [VERS, 'Celtic Guardian'], monsters: [{ card: IM }] } });
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).hand).toEqual([VALK]);
  });

  it('not with only one of the two in the hand and Deck', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: [VALK], deck: ['Celtic Guardian'], monsters: [{ card: IM }] }, opp: { hand: ['Dark Hole'] } });
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });
});
