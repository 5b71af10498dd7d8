import { describe, expect, it } from 'vitest';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Dark Paladin', () => {
  fusionSummonSpec('Dark Paladin', ['Dark Magician', 'Buster Blader'], { atk: 2900, def: 2400 }, [standIn('78193831', 'Buster Blader', 'effect', 'EARTH', 'Warrior', 7, 2600, 2300)]);

  it('when the opponent activates a Spell Card: discard a card to negate the activation and destroy it', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Feral Imp'], monsters: [{ card: 'Dark Paladin' }] }, opp: { hand: ['Dark Hole'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    expect(legal(x, 'activate', idOf(d, 'Dark Paladin'))).toHaveLength(1);
    x = play(x, { type: 'activate', card: idOf(d, 'Dark Paladin') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Feral Imp')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).graveyard).toEqual(['Feral Imp']);
    expect(opp(x).graveyard).toEqual(['Dark Hole']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Dark Paladin' });
  });

  it('its own controller\'s Spell too; not without a card to discard; not a Trap', () => {
    const own = duelOf({ me: { hand: ['Dark Hole', 'Feral Imp'], monsters: [{ card: 'Dark Paladin' }] } });
    const x = play(own, { type: 'activate', card: idOf(own, 'Dark Hole') });
    expect(legal(x, 'activate', idOf(own, 'Dark Paladin'))).toHaveLength(1);
    const empty = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Dark Paladin' }] }, opp: { hand: ['Dark Hole'] } });
    expect(legal(play(empty, { type: 'activate', card: idOf(empty, 'Dark Hole', 1) }), 'activate')).toEqual([]);
    const trap = duelOf({ turnPlayer: 1, me: { hand: ['Feral Imp'], monsters: [{ card: 'Dark Paladin' }] }, opp: { spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] } });
    const y = play(trap, { type: 'activate', card: idOf(trap, 'Compulsory Evacuation Device', 1) }, { type: 'select', ids: [idOf(trap, 'Dark Paladin')] });
    expect(legal(y, 'activate', idOf(trap, 'Dark Paladin'))).toEqual([]);
  });

  it('gains 500 ATK for each face-up Dragon on the field and each Dragon in either Graveyard', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Dark Paladin' }, { card: 'Koumori Dragon' }], graveyard: ['Blue-Eyes White Dragon'] },
      opp: { monsters: [{ card: 'Petit Dragon', faceUp: false, position: 'defense' }], graveyard: ['Curse of Dragon', 'Feral Imp'] },
    });
    expect(me(d).monsters[0]).toMatchObject({ name: 'Dark Paladin', atk: 2900 + 3 * 500 });
  });

  it('must be Fusion Summoned: Monster Reborn cannot bring it back unless it was Fusion Summoned first', () => {
    const never = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Dark Paladin', properlySummoned: false }] } });
    expect(legal(never, 'activate')).toEqual([]);
    const fused = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Dark Paladin', properlySummoned: true }] } });
    expect(legal(fused, 'activate')).toHaveLength(1);
  });
});
