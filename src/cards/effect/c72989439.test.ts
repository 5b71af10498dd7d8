import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Black Luster Soldier - Envoy of the Beginning (texts-2016): "Cannot be Normal Summoned/Set. Must first
 * be Special Summoned (from your hand) by banishing 1 LIGHT and 1 DARK monster from your Graveyard. Once
 * per turn, you can activate 1 of these effects. ● Target 1 monster on the field; banish that target
 * face-up. This card cannot attack the turn you activate this effect. ● During the Damage Step, if this
 * attacking card destroys an opponent's monster by battle: It can make a second attack in a row."
 * A Summon procedure with a cost; more than one attack (issue 32 §4).
 */

const BLS = 'Black Luster Soldier - Envoy of the Beginning';

/** Player 1 Special Summons it by its procedure on turn 3 (player 2 has the monsters given). */
function envoy(opp: Parameters<typeof duelOf>[0]['opp'] = {}, mine: Parameters<typeof duelOf>[0]['me'] = {}): Duel {
  const d = duelOf({ me: { hand: [BLS], graveyard: ['Mystical Elf', 'Dark Magician'], ...mine }, opp });
  let x = play(d, { type: 'specialSummon', card: idOf(d, BLS), method: 'rule', position: 'attack' });
  x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] });
  return passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] }));
}

/** Declares an attack and plays it out (passing every window, taking the offered second attack if asked). */
function attack(d: Duel, card: string, target: string | 'direct', takeSecond = true): Duel {
  let x = play(d, { type: 'attack', card, target });
  for (;;) {
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: x.flow.prompt.options.includes('yes') ? (takeSecond ? 'yes' : 'no') : x.flow.prompt.options[0]! });
    else if (x.flow.window) x = play(x, legal(x, 'activate').find((a) => a.card === card) ?? { type: 'pass' });
    else return x;
  }
}

describe('Black Luster Soldier - Envoy of the Beginning', () => {
  it('cannot be Normal Summoned or Set; it is Special Summoned from the hand by banishing 1 LIGHT and 1 DARK monster from your Graveyard', () => {
    const d = duelOf({ me: { hand: [BLS], monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }], graveyard: ['Mystical Elf', 'Dark Magician'] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    expect(legal(d, 'setMonster')).toEqual([]);
    const x = envoy();
    expect(me(x).monsters[0]).toMatchObject({ name: BLS, faceUp: true });
    expect(me(x).banished).toEqual(['Mystical Elf', 'Dark Magician']);
  });

  it('banishes 1 monster on the field it targets (face-down too); it cannot attack this turn', () => {
    const x = envoy({ monsters: [{ card: 'Kuriboh', faceUp: false, position: 'defense' }] });
    const bls = idOf(x, BLS);
    const y = passAll(play(x, { type: 'activate', card: bls, effect: 1 }, { type: 'select', ids: [idOf(x, 'Kuriboh', 1)] }));
    expect(opp(y).banished).toEqual(['Kuriboh']);
    expect(legal(toBattle(y), 'attack', bls)).toEqual([]);
  });

  it('when it destroys an opponent\'s monster by battle while attacking, it can make a second attack in a row (and no third)', () => {
    const x = toBattle(envoy({ monsters: [{ card: 'Kuriboh' }, { card: 'Feral Imp' }] }));
    const bls = idOf(x, BLS);
    const y = attack(x, bls, idOf(x, 'Kuriboh', 1));
    expect(opp(y).graveyard).toEqual(['Kuriboh']);
    expect(legal(y, 'attack', bls)).toEqual([{ type: 'attack', card: bls, target: idOf(x, 'Feral Imp', 1) }]);
    const z = attack(y, bls, idOf(x, 'Feral Imp', 1));
    expect(opp(z).graveyard).toEqual(['Kuriboh', 'Feral Imp']);
    // Once per turn: no third attack.
    expect(legal(z, 'attack', bls)).toEqual([]);
  });

  it('the second attack is optional ("it can"): declined, there is none', () => {
    const x = toBattle(envoy({ monsters: [{ card: 'Kuriboh' }, { card: 'Feral Imp' }] }));
    const bls = idOf(x, BLS);
    const y = attack(x, bls, idOf(x, 'Kuriboh', 1), false);
    expect(legal(y, 'attack', bls)).toEqual([]);
  });

  it('the second attack must come next: another monster attacking first ends it', () => {
    const x = toBattle(envoy({ monsters: [{ card: 'Kuriboh' }, { card: 'Feral Imp' }] }, { monsters: [{ card: 'Summoned Skull' }] }));
    const bls = idOf(x, BLS);
    const y = attack(x, bls, idOf(x, 'Kuriboh', 1));
    expect(legal(y, 'attack', bls).length).toBeGreaterThan(0);
    const z = attack(y, idOf(x, 'Summoned Skull'), idOf(x, 'Feral Imp', 1));
    expect(legal(z, 'attack', bls)).toEqual([]);
  });

  it('destroying nothing, it gets no second attack: a direct attack', () => {
    const x = toBattle(envoy());
    const bls = idOf(x, BLS);
    const y = attack(x, bls, 'direct');
    expect(opp(y).lp).toBe(5000);
    expect(legal(y, 'attack', bls)).toEqual([]);
  });

  it('once per turn, only 1 of its effects: after banishing, no second attack; after a second attack, no banishing', () => {
    const x = envoy({ monsters: [{ card: 'Kuriboh' }, { card: 'Feral Imp' }] });
    const bls = idOf(x, BLS);
    const used = passAll(play(x, { type: 'activate', card: bls, effect: 1 }, { type: 'select', ids: [idOf(x, 'Kuriboh', 1)] }));
    expect(legal(used, 'activate', bls)).toEqual([]);
    const battle = toBattle(x);
    const y = attack(battle, bls, idOf(x, 'Kuriboh', 1));
    const main2 = passAll(play(attack(y, bls, idOf(x, 'Feral Imp', 1)), { type: 'nextPhase', to: 'main2' }));
    expect(legal(main2, 'activate', bls)).toEqual([]);
  });
});
