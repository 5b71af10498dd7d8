import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Gigantes (texts-2016): "This card cannot be Normal Summoned or Set. This card can only be Special
 * Summoned by removing from play 1 EARTH monster in your Graveyard. When this card is destroyed by
 * battle and sent to the Graveyard, destroy all Spell and Trap Cards on the field." A Summon procedure
 * with a cost (library.ts banishOneFromGraveyard; rule code onlyByProcedure).
 */

describe('Gigantes', () => {
  it('cannot be Normal Summoned or Set', () => {
    const d = duelOf({ me: { hand: ['Gigantes'], graveyard: ['Battle Ox'] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    expect(legal(d, 'setMonster')).toEqual([]);
  });

  it('is Special Summoned from the hand by banishing 1 EARTH monster from your Graveyard, chosen as it is Summoned', () => {
    const d = duelOf({ me: { hand: ['Gigantes'], graveyard: ['Battle Ox', 'Feral Imp', 'Gemini Elf'] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, 'Gigantes'), method: 'rule', position: 'attack' });
    // EARTH monsters only: Feral Imp is DARK.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Battle Ox'), idOf(d, 'Gemini Elf')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Gemini Elf')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Gigantes', faceUp: true, position: 'attack' });
    expect(me(x).banished).toEqual(['Gemini Elf']);
    expect(x.players[0].normalSummonUsed).toBe(false);
  });

  it('cannot be Special Summoned with no EARTH monster in your Graveyard', () => {
    expect(legal(duelOf({ me: { hand: ['Gigantes'], graveyard: ['Feral Imp'] } }), 'specialSummon')).toEqual([]);
  });

  it('destroyed by battle and sent to the Graveyard, it destroys every Spell and Trap Card on the field, face-down ones too', () => {
    const d = endTurn(duelOf({
      me: { monsters: [{ card: 'Gigantes' }], spellTraps: [{ card: 'Mass Driver', faceUp: true }, { card: 'Just Desserts', faceUp: false }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Dust Tornado', faceUp: false }] },
    }));
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Gigantes') }));
    expect(me(x).graveyard.slice().sort()).toEqual(['Gigantes', 'Just Desserts', 'Mass Driver']);
    expect(opp(x).graveyard).toEqual(['Dust Tornado']);
    expect(me(x).spellTraps.filter(Boolean)).toEqual([]);
  });

  it('destroyed by a card effect, it destroys nothing', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: 'Gigantes' }], spellTraps: [{ card: 'Mass Driver', faceUp: true }] }, opp: { hand: ['Fissure'] } }));
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(x).graveyard).toEqual(['Gigantes']);
    expect(me(x).spellTraps.filter(Boolean)).toHaveLength(1);
  });
});
