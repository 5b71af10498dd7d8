import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Performapal Sleight Hand Magician (texts-2016): "You can Special Summon this card (from your hand) by
 * Tributing 1 "Performapal" monster, except a Pendulum Monster. Once per turn: You can discard 1 card, then
 * target 1 face-up card on the field; destroy it." A Summon procedure with a Tribute cost
 * (official/c20403123.lua: Duel.SelectReleaseGroup, a monster you control); the discard is the cost.
 */

const SLEIGHT = 'Performapal Sleight Hand Magician';
const DONKEY = 'Performapal Secondonkey';

describe('Performapal Sleight Hand Magician', () => {
  it('is Special Summoned from the hand by Tributing 1 "Performapal" monster you control', () => {
    const d = duelOf({ me: { hand: [SLEIGHT], monsters: [{ card: DONKEY }, { card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, SLEIGHT), method: 'rule', position: 'attack' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, DONKEY)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, DONKEY)] }));
    expect(me(x).graveyard).toEqual([DONKEY]);
    expect(me(x).monsters.find((s) => s?.name === SLEIGHT)).toMatchObject({ faceUp: true, atk: 2500 });
    expect(x.players[0].normalSummonUsed).toBe(false);
  });

  it('needs a "Performapal" monster on your field: another monster, or one in the hand, does not do', () => {
    const d = duelOf({ me: { hand: [SLEIGHT, DONKEY], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'specialSummon', idOf(d, SLEIGHT))).toEqual([]);
    // It may still be Tribute Summoned as a Level 7.
    expect(legal(d, 'normalSummon', idOf(d, SLEIGHT))).toEqual([]);
  });

  it('once per turn: discard 1 card, then target a face-up card on the field and destroy it', () => {
    const d = duelOf({
      me: { hand: ['Kuriboh', 'Celtic Guardian'], monsters: [{ card: SLEIGHT }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Dark Magician', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, SLEIGHT) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Kuriboh'), idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    // Face-up cards of either player, monsters and Spells alike; the face-down monster is not offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect([...offered].sort()).toEqual([idOf(d, SLEIGHT), idOf(d, 'Summoned Skull', 1), idOf(d, 'Swords of Revealing Light', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Swords of Revealing Light', 1)] }));
    expect(me(x).graveyard).toEqual(['Kuriboh']);
    expect(opp(x).graveyard).toEqual(['Swords of Revealing Light']);
    expect(legal(x, 'activate', idOf(d, SLEIGHT))).toEqual([]);
  });

  it('cannot be activated with an empty hand', () => {
    const d = duelOf({ me: { monsters: [{ card: SLEIGHT }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'activate', idOf(d, SLEIGHT))).toEqual([]);
  });

  it('a target turned face-down before it resolves is not destroyed', () => {
    const d = duelOf({
      me: { hand: ['Kuriboh'], monsters: [{ card: SLEIGHT }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Book of Moon', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, SLEIGHT) }, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    // The opponent answers with Book of Moon on their own monster.
    expect(legal(x, 'activate', idOf(d, 'Book of Moon', 1))).not.toEqual([]);
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: false });
    expect(opp(x).graveyard).toEqual(['Book of Moon']);
  });
});
