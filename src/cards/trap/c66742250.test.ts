import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Curse of Anubis (texts-2016): "Change all Effect Monsters on the field to Defense Position. This turn, the original
 * DEF of those monsters becomes 0, also their battle positions cannot be changed." (official/c66742250.lua: the
 * face-up Attack Position Effect Monsters; EFFECT_SET_BASE_DEFENSE 0 and EFFECT_CANNOT_CHANGE_POSITION on each, until
 * the End Phase.) Rule codes `originalDefBecomes` and `cannotChangePosition`, this turn, about each.
 */
const setUp = (): Duel =>
  duelOf({
    me: { spellTraps: [{ card: 'Curse of Anubis', faceUp: false }], monsters: [{ card: 'Battle Ox' }, { card: 'Exiled Force' }] },
    opp: { monsters: [{ card: 'Sangan' }, { card: 'Gemini Elf' }, { card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] },
  });
const cursed = (d: Duel): Duel => passAll(play(d, { type: 'activate', card: idOf(d, 'Curse of Anubis') }));

describe('Curse of Anubis', () => {
  it("changes every face-up Attack Position Effect Monster, either player's, to Defense Position with original DEF 0", () => {
    const x = cursed(setUp());
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Sangan', position: 'defense', faceUp: true, def: 0 });
    expect(me(x).monsters[1]).toMatchObject({ name: 'Exiled Force', position: 'defense', faceUp: true, def: 0 });
    // A Normal Monster and a face-down monster are left as they are.
    expect(opp(x).monsters[1]).toMatchObject({ name: 'Gemini Elf', position: 'attack', def: 900 });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Battle Ox', position: 'attack' });
    expect(x.players[1].monsters[2]).toMatchObject({ faceUp: false, position: 'defense' });
  });

  it("their battle positions cannot be changed this turn", () => {
    const d = setUp();
    expect(legal(d, 'changePosition', idOf(d, 'Exiled Force'))).toHaveLength(1);
    const x = cursed(d);
    expect(legal(x, 'changePosition', idOf(d, 'Exiled Force'))).toEqual([]);
    expect(legal(x, 'changePosition', idOf(d, 'Battle Ox'))).toHaveLength(1);
  });

  it('a monster with DEF 0 is destroyed by an attack that would not have beaten its printed DEF', () => {
    let x = cursed(duelOf({
      me: { spellTraps: [{ card: 'Curse of Anubis', faceUp: false }], monsters: [{ card: 'Skull Servant' }] },
      opp: { monsters: [{ card: 'Sangan' }] },
    }));
    x = toBattle(x);
    // Skull Servant (ATK 300) against Sangan's printed DEF 600 would not destroy it; against 0 it does.
    x = passAll(play(x, { type: 'attack', card: idOf(x, 'Skull Servant'), target: idOf(x, 'Sangan', 1) }));
    expect(opp(x).graveyard).toContain('Sangan');
    expect(opp(x).lp).toBe(8000);
  });

  it('only this turn: next turn the DEF is back and the position may change', () => {
    const x = endTurn(cursed(setUp()));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Sangan', position: 'defense', def: 600 });
    expect(legal(x, 'changePosition', idOf(x, 'Sangan', 1))).toHaveLength(1);
    expect(x.rules).toEqual([]);
  });

  it('cannot be activated with no face-up Attack Position Effect Monster on the field', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Curse of Anubis', faceUp: false }], monsters: [{ card: 'Battle Ox' }, { card: 'Sangan', position: 'defense' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
