import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';
import type { ScenarioPlayer } from '../../engine/scenario';

// Element Saurus: "This monster gets the following effect(s) while there is a monster(s) with the following Attribute(s)
// on the field: ● FIRE: This card gains 500 ATK. ● EARTH: Negate the effect of an Effect Monster that this card destroyed
// by battle."

describe('Element Saurus', () => {
  it('gains 500 ATK while a face-up FIRE monster is on the field, on either side', () => {
    expect(me(duelOf({ me: { monsters: [{ card: 'Element Saurus' }] } })).monsters[0]?.atk).toBe(1500);
    expect(me(duelOf({ me: { monsters: [{ card: 'Element Saurus' }, { card: 'Blazing Inpachi' }] } })).monsters[0]?.atk).toBe(2000);
    expect(me(duelOf({ me: { monsters: [{ card: 'Element Saurus' }] }, opp: { monsters: [{ card: 'Blazing Inpachi' }] } })).monsters[0]?.atk).toBe(2000);
    // A face-down FIRE monster has no Attribute to show.
    expect(me(duelOf({ me: { monsters: [{ card: 'Element Saurus' }, { card: 'Blazing Inpachi', position: 'defense', faceUp: false }] } })).monsters[0]?.atk).toBe(1500);
  });

  const attackSangan = (me: ScenarioPlayer) => {
    const d = toBattle(duelOf({ me, opp: { monsters: [{ card: 'Sangan' }] } }));
    return passAll(play(d, { type: 'attack', card: idOf(d, 'Element Saurus'), target: idOf(d, 'Sangan', 1) }));
  };

  it('while a face-up EARTH monster is on the field, an Effect Monster it destroys by battle has its effects negated', () => {
    const x = attackSangan({ monsters: [{ card: 'Element Saurus' }, { card: 'Celtic Guardian' }] });
    expect(opp(x).graveyard).toEqual(['Sangan']);
    expect(x.flow.prompt).toBeNull();
  });

  it('with no EARTH monster on the field, the destroyed monster\'s effect activates', () => {
    const x = attackSangan({ monsters: [{ card: 'Element Saurus' }] });
    expect(opp(x).graveyard).toEqual(['Sangan']);
    expect(x.flow.prompt?.player).toBe(1);
  });
});
