import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';
import { inflictsPiercingDamage } from '../../engine/continuous';

/*
 * Fiendish Chain (texts-2016): "Activate this card by targeting 1 Effect Monster on the field; its effects
 * are negated, also it cannot attack. When it is destroyed, destroy this card." A Continuous Trap linked to
 * the monster (rule codes `negatesEffects`, `cannotAttack`, `destroyedWithLinked`, each about `linkedTo`).
 */
type Side = NonNullable<Parameters<typeof duelOf>[0]['opp']>;

/** Player 1 chains player 2's Airknight Parshath. */
function chained(opp: Side = {}, mine: Side = {}): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Fiendish Chain', faceUp: false }, { card: 'Waboku', faceUp: false }], ...mine },
    opp: { monsters: [{ card: 'Airknight Parshath' }, { card: 'Summoned Skull' }], ...opp },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Fiendish Chain') }, { type: 'select', ids: [idOf(d, 'Airknight Parshath', 1)] }));
}

describe('Fiendish Chain', () => {
  it('targets a face-up Effect Monster only (not a Normal Monster, nor a face-down one)', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Fiendish Chain', faceUp: false }] },
      opp: { monsters: [{ card: 'Airknight Parshath' }, { card: 'Summoned Skull' }, { card: 'Jinzo', faceUp: false, position: 'defense' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Fiendish Chain') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Airknight Parshath', 1)] });
    const none = duelOf({ me: { spellTraps: [{ card: 'Fiendish Chain', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(none, 'activate')).toEqual([]);
  });

  it('the monster cannot attack; the others can', () => {
    const x = toBattle(endTurn(chained()));
    expect(x.players[0].spellTraps[0]!.linkedTo).toBe(idOf(x, 'Airknight Parshath', 1));
    expect(legal(x, 'attack', idOf(x, 'Airknight Parshath', 1))).toEqual([]);
    expect(legal(x, 'attack', idOf(x, 'Summoned Skull', 1)).length).toBeGreaterThan(0);
  });

  it("its effects are negated: Airknight Parshath's piercing no longer applies", () => {
    const parshath = (x: Duel) => idOf(x, 'Airknight Parshath', 1);
    const d = duelOf({ opp: { monsters: [{ card: 'Airknight Parshath' }] } });
    expect(inflictsPiercingDamage(d, parshath(d))).toBe(true);
    const x = chained();
    expect(inflictsPiercingDamage(x, parshath(x))).toBe(false);
  });

  it('its effects are negated: a chained Freed the Brave Wanderer\'s effect does nothing as it resolves (as under any rule negating it)', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Fiendish Chain', faceUp: false }], monsters: [{ card: 'Blue-Eyes White Dragon' }] },
      opp: { monsters: [{ card: 'Freed the Brave Wanderer' }], graveyard: ['Airknight Parshath', 'Airknight Parshath'] },
    });
    const freed = idOf(d, 'Freed the Brave Wanderer', 1);
    const blueEyes = idOf(d, 'Blue-Eyes White Dragon');
    const use = (x: Duel) => {
      let y = play(x, { type: 'activate', card: freed, effect: 0 });
      while (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [y.flow.prompt.cards.includes(blueEyes) ? blueEyes : y.flow.prompt.cards[0]!] });
      return passAll(y);
    };
    // Unchained, on its own turn it banishes 2 LIGHT monsters to destroy Blue-Eyes.
    expect(me(use(endTurn(d))).graveyard).toEqual(['Blue-Eyes White Dragon']);
    const x = use(endTurn(passAll(play(d, { type: 'activate', card: idOf(d, 'Fiendish Chain') }, { type: 'select', ids: [freed] }))));
    expect(opp(x).banished).toHaveLength(2);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon' });
  });

  it('when the monster is destroyed, this card is destroyed; when this card leaves, the monster is free again', () => {
    const x = chained({}, { hand: ['Fissure'] });
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Fissure') }));
    expect(opp(y).graveyard).toEqual(['Airknight Parshath']);
    expect(me(y).graveyard).toContain('Fiendish Chain');
    const z = endTurn(chained({ hand: ['Mystical Space Typhoon'] }));
    const w = passAll(play(z, { type: 'activate', card: idOf(z, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(z, 'Fiendish Chain')] }));
    expect(me(w).graveyard).toEqual(['Fiendish Chain']);
    expect(legal(toBattle(w), 'attack', idOf(w, 'Airknight Parshath', 1)).length).toBeGreaterThan(0);
  });
});
