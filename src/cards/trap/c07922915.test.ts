import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Magician Navigation (texts-2016): "Special Summon 1 "Dark Magician" from your hand, then Special Summon 1
 * Level 7 or lower DARK Spellcaster-Type monster from your Deck. If you control "Dark Magician", except the
 * turn this card was sent to the Graveyard: You can banish this card from your Graveyard, then target 1
 * face-up Spell/Trap Card your opponent controls; it has its effects negated until the end of this turn."
 * A Normal Trap; its Graveyard effect a Quick Effect (ygopro c7922915.lua: EFFECT_TYPE_QUICK_O). The
 * negation: test/negateSpellTrapUntilEndOfTurn.test.ts.
 */

const NAV = 'Magician Navigation';
const SET = { card: NAV, faceUp: false };

describe('Magician Navigation', () => {
  it('Special Summons Dark Magician from the hand, then a Level 7 or lower DARK Spellcaster from the Deck', () => {
    const d = duelOf({ me: { hand: ['Dark Magician'], deck: ['Dark Magician Girl', 'Dark Magician', 'Celtic Guardian'], spellTraps: [SET] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, NAV) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Dark Magician')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] }, { type: 'select', option: 'attack' });
    // Dark Magician Girl (Level 6); not the Deck's Dark Magician (Level 7 is allowed too), not Celtic Guardian.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect(offered).toHaveLength(2);
    expect(offered).not.toContain(idOf(d, 'Celtic Guardian'));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician Girl')] }, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.filter(Boolean).map((s) => s!.name).sort()).toEqual(['Dark Magician', 'Dark Magician Girl']);
    expect(me(x).graveyard).toEqual([NAV]);
  });

  it('cannot be activated without Dark Magician in the hand, a fitting monster in the Deck, or 2 free Monster Zones', () => {
    const noDm = duelOf({ me: { hand: ['Dark Magician Girl'], deck: ['Dark Magician Girl'], spellTraps: [SET] } });
    expect(legal(noDm, 'activate', idOf(noDm, NAV))).toEqual([]);
    const noDeck = duelOf({ me: { hand: ['Dark Magician'], deck: ['Celtic Guardian'], spellTraps: [SET] } });
    expect(legal(noDeck, 'activate', idOf(noDeck, NAV))).toEqual([]);
    const full = duelOf({
      me: { hand: ['Dark Magician'], deck: ['Dark Magician Girl'], spellTraps: [SET], monsters: ['Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'].map((card) => ({ card })) },
    });
    expect(legal(full, 'activate', idOf(full, NAV))).toEqual([]);
  });

  it("from the Graveyard while you control Dark Magician: banish it to negate a face-up Spell or Trap Card's effects this turn", () => {
    const d = duelOf({
      me: { graveyard: [NAV], monsters: [{ card: 'Dark Magician' }] },
      opp: { spellTraps: [{ card: 'Gravity Bind', faceUp: true }, { card: 'Just Desserts', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }] },
    });
    expect(legal(d, 'attack', idOf(d, 'Dark Magician'))).toEqual([]);
    let x = play(d, { type: 'activate', card: idOf(d, NAV), effect: 1 });
    // Only the opponent's face-up card.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Gravity Bind', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Gravity Bind', 1)] }));
    expect(me(x).banished).toEqual([NAV]);
    x = passAll(play(x, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack', idOf(d, 'Dark Magician')).length).toBeGreaterThan(0);
  });

  it('not without a face-up Dark Magician, nor in the turn it was sent to the Graveyard', () => {
    const noDm = duelOf({ me: { graveyard: [NAV], monsters: [{ card: 'Dark Magician', faceUp: false, position: 'defense' }] }, opp: { spellTraps: [{ card: 'Gravity Bind', faceUp: true }] } });
    expect(legal(noDm, 'activate', idOf(noDm, NAV))).toEqual([]);
    const d = duelOf({ me: { hand: ['Dark Magician'], deck: ['Dark Magician Girl'], spellTraps: [SET] }, opp: { spellTraps: [{ card: 'Gravity Bind', faceUp: true }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, NAV) }));
    while (x.flow.prompt) x = play(x, x.flow.prompt.kind === 'chooseCard' ? { type: 'select', ids: [x.flow.prompt.cards[0]!] } : { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).graveyard).toEqual([NAV]);
    expect(legal(x, 'activate', idOf(d, NAV))).toEqual([]);
  });
});
