import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * A contact Fusion whose materials may come from the field or the Graveyard (`materials.contact`
 * 'banishFromFieldOrGraveyard', extraSummon.ts `contactMaterialSets`): "banishing the above cards you control or in
 * your Graveyard" (ABC-Dragon Buster). Cards you control: face-up monsters and face-up monster cards equipped as
 * Equip Cards (a Union). The plain 'banishFromField' kind (XYZ-Dragon Cannon) still takes monsters on the field only.
 */
describe('contact Fusion from the field or the Graveyard', () => {
  it('all three materials in the Graveyard: banished from there, and the Monster Zone is free for it', () => {
    const d = duelOf({ me: { graveyard: ['A-Assault Core', 'B-Buster Drake', 'C-Crush Wyvern', 'Kuriboh'], extra: ['ABC-Dragon Buster'] } });
    const [summon] = legal(d, 'specialSummon');
    expect(summon).toMatchObject({ method: 'rule', card: idOf(d, 'ABC-Dragon Buster') });
    const x = passAll(play(d, summon!));
    expect(me(x).graveyard).toEqual(['Kuriboh']);
    expect(me(x).banished.sort()).toEqual(['A-Assault Core', 'B-Buster Drake', 'C-Crush Wyvern']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'ABC-Dragon Buster' });
  });

  it("not from the opponent's Graveyard, nor with no free Monster Zone when no material leaves one", () => {
    const theirs = duelOf({ me: { graveyard: ['A-Assault Core', 'B-Buster Drake'], extra: ['ABC-Dragon Buster'] }, opp: { graveyard: ['C-Crush Wyvern'] } });
    expect(legal(theirs, 'specialSummon')).toEqual([]);
    const full = duelOf({ me: { monsters: Array.from({ length: 5 }, () => ({ card: 'Celtic Guardian' })), graveyard: ['A-Assault Core', 'B-Buster Drake', 'C-Crush Wyvern'], extra: ['ABC-Dragon Buster'] } });
    expect(legal(full, 'specialSummon')).toEqual([]);
  });

  it("the plain kind still takes only monsters on the field: XYZ-Dragon Cannon's materials in the Graveyard do nothing", () => {
    const d = duelOf({ me: { graveyard: ['X-Head Cannon', 'Y-Dragon Head', 'Z-Metal Tank'], extra: ['XYZ-Dragon Cannon'] } });
    expect(legal(d, 'specialSummon')).toEqual([]);
  });
});
