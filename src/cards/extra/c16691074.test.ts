// Odd-Eyes Absolute Dragon (texts-2016): "2 Level 7 monsters / When any player's monster declares an attack: You can
// detach 1 Xyz Material from this card; negate the attack, then you can Special Summon 1 "Odd-Eyes" monster from your
// hand or Graveyard. If this Xyz Summoned card is sent to the Graveyard: You can Special Summon 1 "Odd-Eyes" monster
// from your Extra Deck, except "Odd-Eyes Absolute Dragon". You can only use each effect of "Odd-Eyes Absolute Dragon"
// once per turn."
import { describe, expect, it } from 'vitest';
import { applyAction, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const A = 'Odd-Eyes Absolute Dragon';
const OE = 'Odd-Eyes Pendulum Dragon';
const MATS = ['Dark Magician', 'Red-Eyes Black Dragon'];
const select = (d: Duel, option: string): Duel => applyAction(d, { type: 'select', option });

/** Xyz Summons Odd-Eyes Absolute Dragon from the two Level 7 monsters, then destroys everything with Dark Hole. */
function summonThenDarkHole(extra: unknown[]): Duel {
  const d = duelOf({ me: { monsters: MATS.map((card) => ({ card })), hand: ['Dark Hole'], extra: extra as string[] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
  let x = play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz' && a.position === 'attack')!);
  x = passAll(x);
  return play(x, { type: 'activate', card: idOf(d, 'Dark Hole'), effect: 0 });
}

describe('Odd-Eyes Absolute Dragon', () => {
  it('Xyz Summoned, then sent to the Graveyard: may Special Summon an "Odd-Eyes" monster from the Extra Deck', () => {
    let x = summonThenDarkHole([A, { card: OE, faceUp: true }]);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption' });
    x = passAll(select(select(x, 'yes'), 'defense'));
    expect(me(x).monsters.filter(Boolean)).toEqual([expect.objectContaining({ name: OE, position: 'defense' })]);
    expect(me(x).graveyard).toContain(A);
    expect(me(x).extra).toEqual([]);
  });

  it('not "Odd-Eyes Absolute Dragon" itself, and not without an "Odd-Eyes" monster that may come out', () => {
    const x = summonThenDarkHole([A, A]);
    expect(x.flow.prompt).toBeFalsy();
    expect(me(x).monsters.filter(Boolean)).toEqual([]);
  });

  it('placed on the field otherwise than by an Xyz Summon, it Summons nothing as it goes', () => {
    const d = duelOf({ me: { monsters: [{ card: A }], hand: ['Dark Hole'], extra: [{ card: OE, faceUp: true }] as unknown as string[] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole'), effect: 0 });
    expect(x.flow.prompt).toBeFalsy();
    expect(me(passAll(x)).monsters.filter(Boolean)).toEqual([]);
  });

  it('when a monster declares an attack: detaches 1 to negate it, then may Special Summon an "Odd-Eyes" monster from the hand or Graveyard; once per turn', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: A, materials: MATS }], hand: [OE] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, A) });
    x = play(x, { type: 'activate', card: idOf(d, A), effect: 0 });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    x = passAll(x);
    x = select(select(x, 'yes'), 'attack');
    x = passAll(x);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([A, OE]);
    expect(me(x).monsters[0]!.materials).toEqual(['Red-Eyes Black Dragon']);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    // Once per turn: the next attack finds it unused no more.
    x = play(x, { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, A) });
    expect(legal(x, 'activate')).toEqual([]);
  });

  it('the Summon after the negation may be declined; with no material the attack goes on', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: A, materials: ['Dark Magician'] }], graveyard: [OE] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, A) });
    x = passAll(play(x, { type: 'activate', card: idOf(d, A), effect: 0 }));
    x = passAll(select(x, 'no'));
    expect(me(x).graveyard).toEqual([OE, 'Dark Magician']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([A]);
    const none = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: A }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const y = play(none, { type: 'attack', card: idOf(none, 'Summoned Skull', 1), target: idOf(none, A) });
    expect(legal(y, 'activate')).toEqual([]);
  });
});
