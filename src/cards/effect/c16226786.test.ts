import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Night Assailant: "FLIP: Target 1 monster your opponent controls, destroy that target. When this card
 * is sent from the hand to the Graveyard: Target 1 Flip Effect Monster in your Graveyard, except this
 * card; return that target to the hand." Today's card (EDOPro's script) excludes every "Night
 * Assailant"; the GOAT card (pre-errata/c16226796.lua) only this one.
 */
describe('Night Assailant', () => {
  it('FLIP: destroys the targeted monster your opponent controls', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Night Assailant', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Dark Magician' }, { card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Night Assailant') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Dark Magician', 1), idOf(d, 'Celtic Guardian', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] }));
    expect(opp(x).graveyard).toEqual(['Dark Magician']);
  });

  /** Graceful Charity draws 3, then Night Assailant and Feral Imp are discarded. */
  const discarded = (graveyard: string[], format?: 'goat') => {
    const d = duelOf({ ...(format && { format }), me: { hand: ['Graceful Charity', 'Night Assailant', 'Feral Imp'], graveyard, deck: ['Dark Magician', 'Celtic Guardian', 'Mystical Elf'] } });
    const assailant = idsOf(d, 'Night Assailant').find((c) => d.players[0].hand.includes(c))!;
    const x = play(d, { type: 'activate', card: idOf(d, 'Graceful Charity') }, { type: 'select', ids: [assailant] }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    return { d, x, assailant };
  };

  it('discarded from the hand: returns a Flip monster from your Graveyard to your hand (not a Night Assailant)', () => {
    const { d, x, assailant } = discarded(['Man-Eater Bug', 'Night Assailant', 'Dark Hole']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toEqual([idOf(d, 'Man-Eater Bug')]);
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).not.toContain(assailant);
    const y = passAll(play(x, { type: 'select', ids: [idOf(d, 'Man-Eater Bug')] }));
    expect(me(y).hand).toContain('Man-Eater Bug');
    expect(me(y).graveyard).toContain('Night Assailant');
  });

  it('with no other Flip monster in the Graveyard, nothing is returned', () => {
    const { x } = discarded(['Night Assailant', 'Dark Hole']);
    expect(x.flow.prompt).toBeNull();
    expect(me(passAll(x)).hand.sort()).toEqual(['Celtic Guardian', 'Dark Magician', 'Mystical Elf']);
  });

  it('destroyed on the field, it returns nothing (it did not come from the hand)', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Night Assailant' }], graveyard: ['Man-Eater Bug'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Man-Eater Bug', 'Night Assailant']);
  });

  it('GOAT (April 2005): another Night Assailant may be returned, never the discarded one itself', () => {
    const { d, x, assailant } = discarded(['Man-Eater Bug', 'Night Assailant'], 'goat');
    const other = idsOf(d, 'Night Assailant').find((c) => c !== assailant)!;
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Man-Eater Bug'), other].sort());
    const y = passAll(play(x, { type: 'select', ids: [other] }));
    expect(me(y).hand).toContain('Night Assailant');
    expect(me(y).graveyard).toContain('Night Assailant');
  });
});
