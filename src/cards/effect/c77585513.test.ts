import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Jinzo (texts-2016): "Trap Cards, and their effects on the field, cannot be activated. Negate all Trap
 * Card effects on the field." Lasting negation of Traps on the field, not only of activations (issue
 * 32 §4; rule codes `barsActivation` and `negatesEffects`).
 */

/** Player 1 has Jinzo face-up; player 2 has Set Traps and whatever the test gives. */
const withJinzo = (opp: Parameters<typeof duelOf>[0]['opp'] = {}, mine: Parameters<typeof duelOf>[0]['me'] = {}): Duel =>
  duelOf({ me: { monsters: [{ card: 'Jinzo' }], ...mine }, opp });

describe('Jinzo', () => {
  it('Trap Cards cannot be activated: Mirror Force is not offered against its attack, and is refused', () => {
    const d = toBattle(withJinzo({ spellTraps: [{ card: 'Mirror Force', faceUp: false }], monsters: [{ card: 'Feral Imp' }] }));
    const x = play(d, { type: 'attack', card: idOf(d, 'Jinzo'), target: idOf(d, 'Feral Imp', 1) });
    // No window for the opponent: nothing they hold can be activated.
    expect(x.flow.window).toBeNull();
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    const d2 = withJinzo({ spellTraps: [{ card: 'Waboku', faceUp: false }] });
    const y = endTurn(d2);
    expect(legal(y, 'activate')).toEqual([]);
    expect(whyIllegal(y, { type: 'activate', card: idOf(d2, 'Waboku', 1) })).toBe('A card effect stops you activating Waboku now');
  });

  it('the effects of Trap Cards on the field are negated: a monster Spellbinding Circle binds may attack while Jinzo is face-up', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }], hand: ['Jinzo'], monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    const skull = idOf(d, 'Summoned Skull', 1);
    const bound = passAll(play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') }, { type: 'select', ids: [skull] }));
    expect(legal(toBattle(endTurn(bound)), 'attack', skull)).toEqual([]);
    const summoned = passAll(play(bound, { type: 'normalSummon', card: idOf(d, 'Jinzo'), tributes: [idOf(d, 'Feral Imp')] }));
    const x = endTurn(summoned);
    expect(legal(x, 'changePosition', skull)).toHaveLength(1);
    expect(legal(toBattle(x), 'attack', skull).length).toBeGreaterThan(0);
  });

  it('once Jinzo leaves the field, the Trap effects apply again', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }], hand: ['Jinzo', 'Fissure'], monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Fissure'] },
    });
    const skull = idOf(d, 'Summoned Skull', 1);
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') }, { type: 'select', ids: [skull] }));
    x = endTurn(passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Jinzo'), tributes: [idOf(d, 'Feral Imp')] })));
    expect(legal(x, 'changePosition', skull)).toHaveLength(1);
    // The opponent's Fissure destroys Jinzo (the only monster player 1 controls).
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(y).graveyard).toContain('Jinzo');
    expect(legal(y, 'changePosition', skull)).toEqual([]);
  });

  it('a Trap whose effects are negated takes nothing with it: Call of the Haunted destroyed while Jinzo is face-up leaves its monster', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Call of the Haunted', faceUp: false }], graveyard: ['Summoned Skull'], hand: ['Jinzo'], monsters: [{ card: 'Feral Imp' }] },
      opp: { hand: ['Mystical Space Typhoon'] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Call of the Haunted') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    x = endTurn(passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Jinzo'), tributes: [idOf(d, 'Feral Imp')] })));
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Call of the Haunted')] }));
    expect(me(y).graveyard).toContain('Call of the Haunted');
    expect(me(y).monsters.some((s) => s?.name === 'Summoned Skull')).toBe(true);
  });

  it('its effects apply once it is Summoned: Solemn Judgment may still negate its Summon', () => {
    const d = duelOf({ me: { hand: ['Jinzo'], monsters: [{ card: 'Feral Imp' }] }, opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Jinzo'), tributes: [idOf(d, 'Feral Imp')] });
    expect(x.flow.window).toMatchObject({ player: 1 });
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1) }));
    expect(me(y).graveyard).toContain('Jinzo');
    expect(opp(y).lp).toBe(4000);
  });
});
