/*
 * Ghost Ogre & Snow Rabbit (texts-2016): "During either player's turn, when a monster on the field activates its effect, or
 * when a Spell/Trap Card that is already face-up on the field activates its effect: You can send this card from your hand
 * or your side of the field to the Graveyard; destroy that card on the field. You can only use this effect of "Ghost Ogre
 * & Snow Rabbit" once per turn."
 */
import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const OGRE = 'Ghost Ogre & Snow Rabbit';
const ogres = (d: Duel) => legal(d, 'activate').filter((a) => idsOf(d, OGRE).includes(a.card));

/** The opponent (turn player) activates Time Wizard's effect on the field; you hold priority. */
function timeWizard(me0: Parameters<typeof duelOf>[0]['me']): Duel {
  const d = duelOf({ turnPlayer: 1, me: me0, opp: { monsters: [{ card: 'Time Wizard' }] } });
  return play(d, { type: 'activate', card: idOf(d, 'Time Wizard', 1) });
}

describe('Ghost Ogre & Snow Rabbit', () => {
  it("sent from the hand when a monster on the field activates its effect: destroys that monster", () => {
    const d = timeWizard({ hand: [OGRE] });
    expect(summary(d).deciding).toBe(0);
    expect(ogres(d)).toEqual([{ type: 'activate', card: idOf(d, OGRE), effect: 0 }]);
    let x = play(d, ogres(d)[0]!);
    expect(me(x).graveyard).toEqual([OGRE]);
    x = passAll(x);
    while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!));
    expect(opp(x).graveyard).toContain('Time Wizard');
  });

  it('sent from your side of the field (face-up) does the same', () => {
    const d = timeWizard({ monsters: [{ card: OGRE }] });
    expect(ogres(d)).toEqual([{ type: 'activate', card: idOf(d, OGRE), effect: 1 }]);
    let x = passAll(play(d, ogres(d)[0]!));
    while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!));
    expect(opp(x).graveyard).toContain('Time Wizard');
    expect(me(x).graveyard).toContain(OGRE);
  });

  it("answers a face-up Spell/Trap Card's effect, not a card's activation", () => {
    // Skull Lair, face-up, activates its effect.
    const d = duelOf({ turnPlayer: 1, me: { hand: [OGRE], monsters: [{ card: 'Kuriboh' }] }, opp: { spellTraps: [{ card: 'Skull Lair', faceUp: true }], graveyard: ['Kuriboh'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Skull Lair', 1), effect: 1 });
    while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!);
    expect(ogres(x)).toHaveLength(1);
    x = passAll(play(x, ogres(x)[0]!));
    expect(opp(x).graveyard).toContain('Skull Lair');
    // A Spell Card's activation is not an effect of a card already face-up.
    const pot = duelOf({ turnPlayer: 1, me: { hand: [OGRE] }, opp: { hand: ['Pot of Greed'] } });
    expect(ogres(play(pot, { type: 'activate', card: idOf(pot, 'Pot of Greed', 1) }))).toEqual([]);
  });

  it('does not answer a monster effect activated from the hand (Effect Veiler)', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Effect Veiler', OGRE], monsters: [{ card: 'Kuriboh' }] }, opp: { hand: ['Celtic Guardian'], monsters: [{ card: 'Time Wizard' }] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian', 1), tributes: [] });
    x = play(x, { type: 'activate', card: idOf(d, 'Effect Veiler') });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Time Wizard', 1)] });
    // Veiler was activated in the hand: you are offered nothing, and it resolves.
    expect(ogres(x)).toEqual([]);
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Effect Veiler']);
    expect(me(x).hand).toEqual([OGRE]);
  });

  it('once per turn for its name: a second copy is not offered the same turn', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: [OGRE, OGRE] }, opp: { monsters: [{ card: 'Time Wizard' }, { card: 'Time Wizard' }] } });
    const [first, second] = idsOf(d, 'Time Wizard', 1);
    let x = play(d, { type: 'activate', card: first! });
    expect(ogres(x)).toHaveLength(2);
    x = passAll(play(x, ogres(x)[0]!));
    while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!));
    expect(opp(x).graveyard).toContain('Time Wizard');
    x = play(x, { type: 'activate', card: second! });
    expect(ogres(x)).toEqual([]);
  });
});
