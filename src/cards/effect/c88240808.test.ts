import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Kycoo the Ghost Destroyer (texts-2016): "When this card inflicts battle damage to your opponent: You can
 * target up to 2 monsters in their Graveyard; banish those targets. Your opponent cannot banish cards from
 * either player's Graveyard." (EDOPro official/c88240808.lua; goat-legal.tsv names no GOAT variant.) The
 * lock is rule code cannotBanishFromGraveyard (its scenario test: engine/test/cannotBanishFromGraveyard.test.ts).
 */
const KYCOO = 'Kycoo the Ghost Destroyer';

const graves = { me: { monsters: [{ card: KYCOO }], graveyard: ['Feral Imp'] }, opp: { graveyard: ['Kuriboh', 'Summoned Skull', 'Dark Hole', 'Mystical Elf'] } };
const attack = (d: Duel, target: string | 'direct'): Duel =>
  passAll(play(toBattle(d), { type: 'attack', card: idOf(d, KYCOO), target: target === 'direct' ? 'direct' : idOf(d, target, 1) }));

describe('Kycoo the Ghost Destroyer', () => {
  it("inflicting battle damage: may target up to 2 monsters in the opponent's Graveyard and banish them", () => {
    const d = duelOf(graves);
    let x = attack(d, 'direct');
    expect(opp(x).lp).toBe(8000 - 1800);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // Monsters of the opponent's Graveyard only: not Dark Hole, not your Feral Imp.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual(['Kuriboh', 'Summoned Skull', 'Mystical Elf'].map((n) => idOf(d, n, 1)).sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    // Two chosen: no third is asked.
    expect(x.flow.prompt).toBeNull();
    x = passAll(x);
    expect(opp(x).banished.sort()).toEqual(['Kuriboh', 'Summoned Skull']);
    expect(opp(x).graveyard.sort()).toEqual(['Dark Hole', 'Mystical Elf']);
  });

  it('1 may be chosen; declined, nothing is banished', () => {
    const d = duelOf(graves);
    let x = play(attack(d, 'direct'), { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] });
    x = passAll(play(x, { type: 'select', option: 'stop' }));
    expect(opp(x).banished).toEqual(['Mystical Elf']);
    const declined = passAll(play(attack(d, 'direct'), { type: 'select', option: 'no' }));
    expect(opp(declined).banished).toEqual([]);
  });

  it('no battle damage to the opponent (a Defense Position monster): nothing; no monster in their Graveyard: nothing', () => {
    const def = duelOf({ ...graves, opp: { ...graves.opp, monsters: [{ card: 'Feral Imp', position: 'defense' }] } });
    expect(attack(def, 'Feral Imp').flow.prompt).toBeNull();
    const empty = duelOf({ me: graves.me, opp: { graveyard: ['Dark Hole'] } });
    expect(attack(empty, 'direct').flow.prompt).toBeNull();
  });

  it("while face-up, the opponent cannot banish from either Graveyard: no Chaos Sorcerer from their hand, no Soul Release", () => {
    const d = (kycooFaceUp: boolean) => duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: KYCOO, faceUp: kycooFaceUp, position: kycooFaceUp ? 'attack' : 'defense' }], graveyard: ['Feral Imp'] },
      opp: { hand: ['Chaos Sorcerer', 'Soul Release'], graveyard: ['Mystical Elf', 'Dark Magician'] },
    });
    const locked = d(true);
    expect(legal(locked, 'specialSummon')).toEqual([]);
    expect(legal(locked, 'activate', idOf(locked, 'Soul Release', 1))).toEqual([]);
    const open = d(false);
    expect(legal(open, 'specialSummon').length).toBeGreaterThan(0);
    expect(legal(open, 'activate', idOf(open, 'Soul Release', 1))).toHaveLength(1);
  });

  it('its controller still banishes from both Graveyards', () => {
    const d = duelOf({ me: { hand: ['Soul Release'], monsters: [{ card: KYCOO }], graveyard: ['Feral Imp'] }, opp: { graveyard: ['Kuriboh'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Soul Release') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] }));
    expect(me(x).banished).toEqual(['Feral Imp']);
    expect(opp(x).banished).toEqual(['Kuriboh']);
  });
});
