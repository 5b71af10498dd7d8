import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Chaos Sorcerer (texts-2016): "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your
 * hand) by banishing 1 LIGHT and 1 DARK monster from your Graveyard. Once per turn: You can target 1
 * face-up monster on the field; banish that target. This card cannot attack the turn you activate this
 * effect." A Summon procedure with a cost, and "cannot be Normal Summoned/Set" (issue 32 §4).
 */

/** Player 1 holds Chaos Sorcerer with a LIGHT and a DARK monster in the Graveyard. */
const ready = (mine: Parameters<typeof duelOf>[0]['me'] = {}, opp: Parameters<typeof duelOf>[0]['opp'] = {}): Duel =>
  duelOf({ me: { hand: ['Chaos Sorcerer'], graveyard: ['Mystical Elf', 'Dark Magician'], ...mine }, opp });

/** Special Summons it by its procedure, choosing the LIGHT and DARK monsters to banish. */
function summoned(d: Duel): Duel {
  let x = play(d, { type: 'specialSummon', card: idOf(d, 'Chaos Sorcerer'), method: 'rule', position: 'attack' });
  x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] });
  return passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] }));
}

describe('Chaos Sorcerer', () => {
  it('cannot be Normal Summoned or Set: the refusal says so', () => {
    const d = ready({ monsters: [{ card: 'Feral Imp' }] });
    expect(legal(d, 'normalSummon')).toEqual([]);
    expect(legal(d, 'setMonster')).toEqual([]);
    expect(whyIllegal(d, { type: 'normalSummon', card: idOf(d, 'Chaos Sorcerer'), tributes: [idOf(d, 'Feral Imp')] }))
      .toBe('Chaos Sorcerer cannot be Normal Summoned or Set: it is Special Summoned by its own procedure');
  });

  it('is Special Summoned from the hand by banishing 1 LIGHT and 1 DARK monster from your Graveyard, chosen as it is Summoned', () => {
    const d = ready({ graveyard: ['Mystical Elf', 'Dark Magician', 'Summoned Skull'] });
    expect(legal(d, 'specialSummon', idOf(d, 'Chaos Sorcerer'))).toHaveLength(2);
    let x = play(d, { type: 'specialSummon', card: idOf(d, 'Chaos Sorcerer'), method: 'rule', position: 'defense' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mystical Elf')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Dark Magician'), idOf(d, 'Summoned Skull')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Chaos Sorcerer', faceUp: true, position: 'defense' });
    expect(me(x).banished).toEqual(['Mystical Elf', 'Summoned Skull']);
    expect(me(x).graveyard).toEqual(['Dark Magician']);
    // Not the Normal Summon: that is still unused.
    expect(x.players[0].normalSummonUsed).toBe(false);
  });

  it('cannot be Special Summoned without both a LIGHT and a DARK monster in your Graveyard', () => {
    expect(legal(ready({ graveyard: ['Dark Magician', 'Summoned Skull'] }), 'specialSummon')).toEqual([]);
    expect(legal(ready({ graveyard: [] }), 'specialSummon')).toEqual([]);
  });

  it('must first be Special Summoned by its procedure: a card effect cannot bring it back from the Graveyard otherwise', () => {
    const never = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Chaos Sorcerer', properlySummoned: false }] } });
    expect(legal(never, 'activate')).toEqual([]);
    // Summoned by its procedure, then destroyed: Monster Reborn may bring it back.
    const x = summoned(ready({ hand: ['Chaos Sorcerer', 'Monster Reborn'] }, { hand: ['Fissure'] }));
    const gone = passAll(play(passAll(play(x, { type: 'nextPhase', to: 'end' })), { type: 'activate', card: idOf(x, 'Fissure', 1) }));
    expect(me(gone).graveyard).toContain('Chaos Sorcerer');
    let back = play(passAll(play(gone, { type: 'nextPhase', to: 'end' })), { type: 'activate', card: idOf(x, 'Monster Reborn') }, { type: 'select', ids: [idOf(x, 'Chaos Sorcerer')] });
    while (back.flow.prompt?.kind === 'chooseOption') back = play(back, { type: 'select', option: 'attack' });
    back = passAll(back);
    expect(me(back).monsters.some((s) => s?.name === 'Chaos Sorcerer')).toBe(true);
  });

  it('once per turn, banishes 1 face-up monster on the field it targets; then it cannot attack this turn', () => {
    const x = summoned(ready({}, { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] }));
    const sorcerer = idOf(x, 'Chaos Sorcerer');
    let y = play(x, { type: 'activate', card: sorcerer, effect: 1 });
    // Face-up monsters only: Kuriboh is face-down.
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [sorcerer, idOf(x, 'Summoned Skull', 1)] });
    y = passAll(play(y, { type: 'select', ids: [idOf(x, 'Summoned Skull', 1)] }));
    expect(opp(y).banished).toEqual(['Summoned Skull']);
    expect(legal(y, 'activate', sorcerer)).toEqual([]);
    expect(legal(toBattle(y), 'attack', sorcerer)).toEqual([]);
  });

  it('once it has attacked this turn, its effect cannot be activated', () => {
    const summonedNow = summoned(ready({}, { monsters: [{ card: 'Kuriboh' }] }));
    const sorcerer = idOf(summonedNow, 'Chaos Sorcerer');
    expect(legal(summonedNow, 'activate', sorcerer)).toEqual([{ type: 'activate', card: sorcerer, effect: 1 }]);
    const x = toBattle(summonedNow);
    const y = passAll(play(x, { type: 'attack', card: sorcerer, target: idOf(x, 'Kuriboh', 1) }));
    const main2 = passAll(play(y, { type: 'nextPhase', to: 'main2' }));
    expect(legal(main2, 'activate', sorcerer)).toEqual([]);
  });
});
