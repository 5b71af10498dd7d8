import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Falling Down (texts-2016): "Destroy this card if there is no Archfiend card on your side of the field. Take control
 * of 1 of your opponent's monsters that is equipped with this card. You take 800 points of damage during each of your
 * opponent's Standby Phases." GOAT (goat/c504700056.lua): the same, but no damage while the equipped monster is
 * unaffected by it: an era variant (Horus the Black Flame Dragon LV6 is unaffected by Spell effects).
 */
function equipped(meMonsters = [{ card: 'Archfiend Soldier' }]): Duel {
  const d = duelOf({ me: { hand: ['Falling Down'], monsters: meMonsters }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
  let x = play(d, { type: 'activate', card: idOf(d, 'Falling Down') });
  if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
  return passAll(x);
}

describe('Falling Down', () => {
  it('equipped to an opponent\'s face-up monster, you control it while it stays equipped', () => {
    const x = equipped();
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Archfiend Soldier', 'Summoned Skull']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Falling Down', faceUp: true });
  });

  it('with no face-up Archfiend card on your field it is destroyed, and the monster goes back', () => {
    const x = equipped([{ card: 'Celtic Guardian' }]);
    expect(me(x).graveyard).toEqual(['Falling Down']);
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Summoned Skull']);
    // Losing the Archfiend later (Tributed for a Tribute Summon) destroys it then.
    const d = duelOf({ me: { hand: ['Falling Down', 'Gemini Elf', 'Summoned Skull'], monsters: [{ card: 'Archfiend Soldier' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let y = play(d, { type: 'activate', card: idOf(d, 'Falling Down') });
    if (y.flow.prompt) y = play(y, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    y = passAll(y);
    expect(me(y).spellTraps[0]).toMatchObject({ name: 'Falling Down' });
    y = passAll(play(y, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Archfiend Soldier')] }));
    expect(me(y).graveyard.sort()).toEqual(['Archfiend Soldier', 'Falling Down']);
    expect(opp(y).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Summoned Skull']);
  });

  it("you take 800 damage in each of your opponent's Standby Phases, not in yours", () => {
    const x = endTurn(equipped());
    expect(me(x).lp).toBe(8000 - 800);
    const y = endTurn(x);
    expect(me(y).lp).toBe(8000 - 800);
  });

  describe('on a monster unaffected by Spell effects (Horus the Black Flame Dragon LV6)', () => {
    const onHorus = (format?: 'goat'): Duel => {
      const d = duelOf({ ...(format && { format }), me: { hand: ['Falling Down'], monsters: [{ card: 'Archfiend Soldier' }] }, opp: { monsters: [{ card: 'Horus the Black Flame Dragon LV6' }] } });
      let x = play(d, { type: 'activate', card: idOf(d, 'Falling Down') });
      if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Horus the Black Flame Dragon LV6', 1)] });
      return passAll(x);
    };

    it('equips it, but control does not change (both eras)', () => {
      for (const x of [onHorus(), onHorus('goat')]) {
        expect(me(x).spellTraps[0]).toMatchObject({ name: 'Falling Down', faceUp: true });
        expect(opp(x).monsters[0]).toMatchObject({ name: 'Horus the Black Flame Dragon LV6' });
      }
    });

    it('its damage: still taken by the later card, not by the 2005 one', () => {
      expect(me(endTurn(onHorus())).lp).toBe(8000 - 800);
      expect(me(endTurn(onHorus('goat'))).lp).toBe(8000);
    });
  });

  it('GOAT: on a monster it affects, the 800 damage is taken as before', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Falling Down'], monsters: [{ card: 'Archfiend Soldier' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Falling Down') });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    expect(me(endTurn(passAll(x))).lp).toBe(8000 - 800);
  });
});
