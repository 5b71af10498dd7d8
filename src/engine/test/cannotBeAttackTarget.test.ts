import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { whyIllegal } from '../reasons';
import { duelOf, idOf, legal, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * "Cannot be selected as an attack target" (rule code `cannotBeAttackTarget`, asked of the field as an attack
 * target is chosen: legal.ts attackTargetRefusal). An attack target is chosen as the attack is declared
 * (rulebook v9.1 "Battle Step": "select one of your opponent's monsters as the attack target"); a monster that
 * cannot be selected is left out, and with monsters on the field none of which can be selected there is no
 * attack at all: a direct attack needs an empty field (v9.1 "Direct Attack"). Magician's Valkyria shields the
 * other face-up Spellcasters of its controller.
 */
type Side = NonNullable<Parameters<typeof duelOf>[0]['me']>;

/** Player 1's Summoned Skull in the Battle Step, against player 2's `defenders`. */
const battle = (defenders: Side['monsters']): Duel => toBattle(duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: defenders } }));
const targets = (x: Duel) => legal(x, 'attack').map((a) => a.target);

describe('Cannot be selected as an attack target', () => {
  it('the shielded monster is not offered and is refused with a reason; the others may be attacked', () => {
    const x = battle([{ card: "Magician's Valkyria" }, { card: 'Dark Magician' }, { card: 'Celtic Guardian' }]);
    expect(targets(x).sort()).toEqual([idOf(x, "Magician's Valkyria", 1), idOf(x, 'Celtic Guardian', 1)].sort());
    expect(whyIllegal(x, { type: 'attack', card: idOf(x, 'Summoned Skull'), target: idOf(x, 'Dark Magician', 1) })).toBe(
      'A card effect stops you selecting that monster as an attack target',
    );
    const y = passAll(play(x, { type: 'attack', card: idOf(x, 'Summoned Skull'), target: idOf(x, "Magician's Valkyria", 1) }));
    expect(opp(y).graveyard).toEqual(["Magician's Valkyria"]);
  });

  it('with every monster shielded there is no attack: no target, and no direct attack while they are on the field', () => {
    const x = battle([{ card: "Magician's Valkyria" }, { card: "Magician's Valkyria" }]);
    expect(legal(x, 'attack')).toEqual([]);
    expect(whyIllegal(x, { type: 'attack', card: idOf(x, 'Summoned Skull'), target: 'direct' })).toBe('You cannot attack directly while your opponent controls a monster');
  });

  it('the rule ends when its card leaves the field: the monster it shielded may be attacked', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }], hand: ['Fissure'] }, opp: { monsters: [{ card: "Magician's Valkyria" }, { card: 'Dark Magician' }] } });
    const x = toBattle(passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure') })));
    expect(opp(x).graveyard).toEqual(["Magician's Valkyria"]);
    expect(targets(x)).toEqual([idOf(x, 'Dark Magician', 1)]);
  });
});
