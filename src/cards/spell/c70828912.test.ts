import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Premature Burial (texts-2016): "Activate this card by paying 800 LP, then target 1 monster in your
 * Graveyard; Special Summon that target in face-up Attack Position and equip it with this card. When
 * this card is destroyed, destroy the equipped monster." An Equip Spell that brings back the monster it
 * equips (issue 32 §4: Spell/Trap cards linked to a monster, destroyed with it and it with them).
 */

function buried(opp: Parameters<typeof duelOf>[0]['opp'] = {}): Duel {
  const d = duelOf({ me: { hand: ['Premature Burial'], graveyard: ['Summoned Skull'] }, opp });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Premature Burial') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
}

describe('Premature Burial', () => {
  it('pays 800 LP, targets a monster in your own Graveyard, and Special Summons it in face-up Attack Position equipped with this card', () => {
    const d = duelOf({ me: { hand: ['Premature Burial'], graveyard: ['Summoned Skull'] }, opp: { graveyard: ['Dark Magician'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Premature Burial') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull')] });
    // The cost: 800 LP, paid as it is activated.
    const activated = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    expect(me(activated).lp).toBe(7200);
    const y = buried();
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: true, position: 'attack' });
    expect(y.players[0].spellTraps[0]).toMatchObject({ card: idOf(y, 'Premature Burial'), faceUp: true, equippedTo: idOf(y, 'Summoned Skull') });
  });

  it('cannot be activated with less than 800 LP, nor with no monster in your Graveyard', () => {
    expect(legal(duelOf({ me: { lp: 799, hand: ['Premature Burial'], graveyard: ['Summoned Skull'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Premature Burial'] }, opp: { graveyard: ['Summoned Skull'] } }), 'activate')).toEqual([]);
  });

  it('when this card is destroyed, the equipped monster is destroyed', () => {
    const x = endTurn(buried({ hand: ['Mystical Space Typhoon'] }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Premature Burial')] }));
    expect(me(y).monsters.every((s) => s === null)).toBe(true);
    expect(me(y).graveyard).toEqual(['Premature Burial', 'Summoned Skull']);
  });

  it('when this card leaves the field without being destroyed (banished), the monster stays', () => {
    const x = endTurn(buried({ hand: ['Cosmic Cyclone'] }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Cosmic Cyclone', 1) }, { type: 'select', ids: [idOf(x, 'Premature Burial')] }));
    expect(me(y).banished).toEqual(['Premature Burial']);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  it('when the equipped monster is destroyed, this card is destroyed with it (an Equip Card loses its target)', () => {
    const x = endTurn(buried({ monsters: [{ card: 'Blue-Eyes White Dragon' }] }));
    const y = passAll(play(toBattle(x), { type: 'attack', card: idOf(x, 'Blue-Eyes White Dragon', 1), target: idOf(x, 'Summoned Skull') }));
    expect(me(y).graveyard).toEqual(['Summoned Skull', 'Premature Burial']);
  });
});
