import { describe, expect, it } from 'vitest';
import { fusionSummonSpec } from './fusionSummonSpec';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Elemental HERO Thunder Giant', () => {
  fusionSummonSpec('Elemental HERO Thunder Giant', ['Elemental HERO Sparkman', 'Elemental HERO Clayman'], { atk: 2400, def: 1500 });

  it('discard a card (cost): targets a face-up monster whose original ATK is lower than its ATK and destroys it; once per turn', () => {
    const d = duelOf({
      me: { hand: ['Feral Imp', 'Uraby'], monsters: [{ card: 'Elemental HERO Thunder Giant' }] },
      opp: { monsters: [{ card: 'Battle Ox' }, { card: 'Summoned Skull' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] },
    });
    const giant = idOf(d, 'Elemental HERO Thunder Giant');
    let x = play(d, { type: 'activate', card: giant }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    // Summoned Skull (2500) is not lower than 2400; the face-down monster is no target; itself (2400) neither.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Battle Ox', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Battle Ox', 1)] }));
    expect(opp(x).graveyard).toEqual(['Battle Ox']);
    expect(me(x).graveyard).toEqual(['Feral Imp']);
    expect(legal(x, 'activate', giant)).toEqual([]);
  });

  it('compares the target\'s original ATK: a boosted monster with a low printed ATK is still a target', () => {
    const d = duelOf({ me: { hand: ['Uraby'], monsters: [{ card: 'Elemental HERO Thunder Giant' }] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Sword of Dark Destruction', faceUp: true, equippedTo: 0 }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Elemental HERO Thunder Giant') }, { type: 'select', ids: [idOf(d, 'Uraby')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp', 1)] });
  });

  it("compares the target's original ATK as it is now: after Shield & Sword, the exchanged one", () => {
    const d = duelOf({ me: { hand: ['Uraby', 'Shield & Sword'], monsters: [{ card: 'Elemental HERO Thunder Giant' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Shield & Sword') }));
    // Thunder Giant has 1500 ATK now; Summoned Skull's original ATK is 1200 (its printed 2500 would not be lower).
    const y = play(x, { type: 'activate', card: idOf(d, 'Elemental HERO Thunder Giant') }, { type: 'select', ids: [idOf(d, 'Uraby')] });
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull', 1)] });
  });

  it('cannot be activated with an empty hand; Monster Reborn cannot bring it back unless it was Fusion Summoned first', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: 'Elemental HERO Thunder Giant' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Elemental HERO Thunder Giant', properlySummoned: false }] } }), 'activate')).toEqual([]);
    // Once Fusion Summoned, it may be revived.
    expect(legal(duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Elemental HERO Thunder Giant', properlySummoned: true }] } }), 'activate')).toHaveLength(1);
  });
});
