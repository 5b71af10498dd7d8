import { describe, expect, it } from 'vitest';
import { type Duel } from '..';
import { monsterKinds } from '../card';
import { CARD_POOL } from '../../cards';
import { duelOf, idOf, legal, opp } from './dsl';

/*
 * "Neither player can Special Summon monsters of the declared type" (Dimension Barrier): recorded rule
 * `noSpecialSummonsOfKind` about a player, its key a monster card type (card.ts `monsterKinds`); asked with every
 * Special Summon (continuous.ts playBarred, as `cannotBePlayed`). And `negatesEffectsOfKind`: the face-up monsters
 * of that type on the field have their effects negated (stats.ts negatedByRule).
 */
const withRules = (d: Duel, ...rules: Duel['rules']): Duel => ({ ...d, rules: [...d.rules, ...rules] });
const lasts = (d: Duel) => ({ kind: 'thisTurn' as const, turn: d.turn });

describe('monster card types', () => {
  it('Ritual, Fusion, Synchro, Xyz by frame; Pendulum by frame or Scale', () => {
    const kinds = (name: string) => monsterKinds(CARD_POOL.find((c) => c.name === name)!);
    expect(kinds('Dark Paladin')).toEqual(['fusion']);
    expect(kinds('Relinquished')).toEqual(['ritual']);
    expect(kinds('Stargazer Magician')).toEqual(['pendulum']);
    expect(kinds('Dark Magician')).toEqual([]);
  });
});

describe('noSpecialSummonsOfKind', () => {
  it('the barred player cannot Special Summon a monster of that type; the other player still can', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'] }, opp: { graveyard: ['Dark Paladin'] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toHaveLength(1);
    expect(legal(withRules(d, { code: 'noSpecialSummonsOfKind', player: 0, key: 'fusion', lasts: lasts(d) }), 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
    expect(legal(withRules(d, { code: 'noSpecialSummonsOfKind', player: 1, key: 'fusion', lasts: lasts(d) }), 'activate', idOf(d, 'Monster Reborn'))).toHaveLength(1);
    expect(legal(withRules(d, { code: 'noSpecialSummonsOfKind', player: 0, key: 'ritual', lasts: lasts(d) }), 'activate', idOf(d, 'Monster Reborn'))).toHaveLength(1);
  });
});

describe("noSpecialSummonsOfKind keyed 'extraDeck'", () => {
  it('no Special Summon from the Extra Deck (a Fusion Summon), while a Fusion Monster from the Graveyard may still be Special Summoned', () => {
    const fusion = duelOf({ me: { hand: ['Polymerization', 'Summoned Skull', 'Red-Eyes Black Dragon'], extra: ['Black Skull Dragon'] } });
    const extraDeck = (d: Duel) => withRules(d, { code: 'noSpecialSummonsOfKind', player: 0, key: 'extraDeck', lasts: lasts(d) });
    expect(legal(fusion, 'activate', idOf(fusion, 'Polymerization'))).toHaveLength(1);
    expect(legal(extraDeck(fusion), 'activate', idOf(fusion, 'Polymerization'))).toEqual([]);
    const reborn = duelOf({ me: { hand: ['Monster Reborn'] }, opp: { graveyard: ['Dark Paladin'] } });
    expect(legal(extraDeck(reborn), 'activate', idOf(reborn, 'Monster Reborn'))).toHaveLength(1);
  });
});

describe('negatesEffectsOfKind', () => {
  it("a face-up monster of that type on the field has its effects negated (Dark Paladin's ATK gain)", () => {
    const d = duelOf({ me: { graveyard: ['Blue-Eyes White Dragon'] }, opp: { monsters: [{ card: 'Dark Paladin' }] } });
    expect(opp(d).monsters[0]).toMatchObject({ atk: 3400 });
    expect(opp(withRules(d, { code: 'negatesEffectsOfKind', player: 0, key: 'fusion', lasts: lasts(d) })).monsters[0]).toMatchObject({ atk: 2900 });
    expect(opp(withRules(d, { code: 'negatesEffectsOfKind', player: 0, key: 'xyz', lasts: lasts(d) })).monsters[0]).toMatchObject({ atk: 3400 });
  });
});
