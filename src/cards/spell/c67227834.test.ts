import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Magic Formula: "Equip only to "Dark Magician" or "Dark Magician Girl". The equipped monster gains 700 ATK. When this card is sent from the field to the Graveyard, gain 1000 Life Points."
describe('Magic Formula', () => {
  it('equips Dark Magician Girl (+700 ATK), not another Spellcaster', () => {
    const d = duelOf({ me: { hand: ['Magic Formula'], monsters: [{ card: 'Dark Magician Girl' }, { card: 'Mystical Elf' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Magic Formula') });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Dark Magician Girl')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician Girl')] });
    }
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ atk: 2700, def: 1700 });
    expect(legal(duelOf({ me: { hand: ['Magic Formula'], monsters: [{ card: 'Mystical Elf' }] } }), 'activate')).toEqual([]);
  });

  it('sent from the field to the Graveyard (its monster destroyed): its controller gains 1000 LP', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Dark Magician' }], spellTraps: [{ card: 'Magic Formula', faceUp: true, equippedTo: 0 }] } });
    expect(me(d).monsters[0]?.atk).toBe(3200);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).graveyard).toContain('Magic Formula');
    expect(me(x).lp).toBe(9000);
  });

  it('discarded from the hand (never on the field): no LP', () => {
    const d = duelOf({ me: { hand: ['Trade-In', 'Blue-Eyes White Dragon', 'Magic Formula'], deck: ['Feral Imp', 'Feral Imp'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Trade-In') }, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }));
    expect(me(x).lp).toBe(8000);
  });
});
