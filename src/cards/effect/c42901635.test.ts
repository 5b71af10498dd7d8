import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Verserion the Electromagna Warrior (texts-2016): "Cannot be Normal Summoned/Set. Must first be Special Summoned
 * (from your hand) by banishing 1 "Electromagnet Warrior Alpha", "Electromagnet Warrior Beta", and "Electromagnet
 * Warrior Gamma" from your hand, field, and/or Graveyard. You can banish 1 Level 4 or lower "Magnet Warrior" monster
 * from your Graveyard, then target 1 card your opponent controls; destroy it. If this card is destroyed by battle,
 * or if this card in its owner's possession is destroyed by an opponent's card effect: You can target 1
 * "Electromagnet Warrior Alpha", "Electromagnet Warrior Beta", and "Electromagnet Warrior Gamma" among your
 * banished monsters; Special Summon them." official/c42901635.lua: the banishing is the procedure's cost; the
 * ignition effect has no count limit; the Trigger Summons the targets still banished.
 */

const VERSERION = 'Verserion the Electromagna Warrior';
const [ALPHA, BETA, GAMMA] = ['Electromagnet Warrior Alpha', 'Electromagnet Warrior Beta', 'Electromagnet Warrior Gamma'];

describe('Verserion the Electromagna Warrior', () => {
  it('is Special Summoned from the hand by banishing Alpha, Beta and Gamma from the hand, field and Graveyard', () => {
    const d = duelOf({ me: { hand: [VERSERION, ALPHA], monsters: [{ card: BETA }], graveyard: [GAMMA] } });
    expect(legal(d, 'normalSummon', idOf(d, VERSERION))).toEqual([]);
    let x = play(d, { type: 'specialSummon', card: idOf(d, VERSERION), method: 'rule', position: 'attack' });
    for (const name of [ALPHA, BETA, GAMMA]) {
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, name)] });
      x = play(x, { type: 'select', ids: [idOf(d, name)] });
    }
    x = passAll(x);
    expect(me(x).banished.sort()).toEqual([ALPHA, BETA, GAMMA].sort());
    expect(me(x).monsters.filter(Boolean).map((s) => s!.name)).toEqual([VERSERION]);
  });

  it('not with one of the three missing; never by a card effect before it was Summoned properly', () => {
    expect(legal(duelOf({ me: { hand: [VERSERION, ALPHA, BETA] } }), 'specialSummon')).toEqual([]);
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: VERSERION, properlySummoned: false }] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });

  it('banish a Level 4 or lower "Magnet Warrior" monster from your Graveyard: destroy a card your opponent controls, again and again', () => {
    const d = duelOf({
      me: { monsters: [{ card: VERSERION }], graveyard: ['Alpha the Magnet Warrior', GAMMA, 'Valkyrion the Magna Warrior', 'Celtic Guardian'] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, VERSERION), effect: 1 });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Alpha the Magnet Warrior'), idOf(d, GAMMA)].sort());
    x = play(x, { type: 'select', ids: [idOf(d, GAMMA)] });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull', 1), idOf(d, 'Mirror Force', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    // No count limit: once more with the other one.
    x = passAll(play(x, { type: 'activate', card: idOf(d, VERSERION), effect: 1 }, { type: 'select', ids: [idOf(d, 'Alpha the Magnet Warrior')] }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).graveyard.sort()).toEqual(['Mirror Force', 'Summoned Skull']);
    expect(legal(x, 'activate', idOf(d, VERSERION))).toEqual([]);
  });

  it('destroyed by an opponent\'s card effect: you can Special Summon your banished Alpha, Beta and Gamma', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: VERSERION }], banished: [ALPHA, BETA, GAMMA] }, opp: { hand: ['Dark Hole'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    for (const name of [ALPHA, BETA, GAMMA]) if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, name)] });
    x = passAll(x);
    for (let i = 0; i < 3 && x.flow.prompt?.kind === 'chooseOption'; i++) x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((s) => s!.name).sort()).toEqual([ALPHA, BETA, GAMMA].sort());
    expect(me(x).banished).toEqual([]);
  });

  it('destroyed by your own card effect: nothing; destroyed by battle: it goes off', () => {
    const own = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: VERSERION }], banished: [ALPHA, BETA, GAMMA] } });
    expect(passAll(play(own, { type: 'activate', card: idOf(own, 'Dark Hole') })).flow.prompt).toBeNull();

    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: VERSERION }], banished: [ALPHA, BETA, GAMMA] }, opp: { monsters: [{ card: 'Blue-Eyes Shining Dragon' }], graveyard: ['Blue-Eyes White Dragon'] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' }, { type: 'attack', card: idOf(d, 'Blue-Eyes Shining Dragon', 1), target: idOf(d, VERSERION) });
    x = passAll(x);
    expect(me(x).graveyard).toEqual([VERSERION]);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
  });
});
