import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Call of the Haunted (texts-2016): "Activate this card by targeting 1 monster in your Graveyard;
 * Special Summon that target in Attack Position. When this card leaves the field, destroy that target.
 * When that target is destroyed, destroy this card." A Continuous Trap linked to the monster it
 * Summoned (issue 32 §4: Spell/Trap cards linked to a monster, destroyed with it and it with them).
 */

/** Player 1 calls back their Summoned Skull on turn 3 (player 2 holds what the test gives). */
function called(opp: Parameters<typeof duelOf>[0]['opp'] = {}, mine: Parameters<typeof duelOf>[0]['me'] = {}): Duel {
  const d = duelOf({ me: { spellTraps: [{ card: 'Call of the Haunted', faceUp: false }], graveyard: ['Summoned Skull'], ...mine }, opp });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Call of the Haunted') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
}

describe('Call of the Haunted', () => {
  it('targets 1 monster in your own Graveyard (not your opponent\'s) and Special Summons it in Attack Position', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Call of the Haunted', faceUp: false }], graveyard: ['Summoned Skull'] }, opp: { graveyard: ['Dark Magician'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Call of the Haunted') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull')] });
    const y = called();
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: true, position: 'attack' });
    expect(me(y).spellTraps[0]).toMatchObject({ name: 'Call of the Haunted', faceUp: true });
    expect(y.players[0].spellTraps[0]!.linkedTo).toBe(idOf(y, 'Summoned Skull'));
  });

  it('cannot be activated with no monster in your Graveyard', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Call of the Haunted', faceUp: false }], graveyard: ['Pot of Greed'] }, opp: { graveyard: ['Dark Magician'] } });
    expect(legal(d, 'activate')).toEqual([]);
  });

  it('when this card is destroyed, the monster is destroyed', () => {
    const x = endTurn(called({ hand: ['Mystical Space Typhoon'] }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Call of the Haunted')] }));
    expect(me(y).monsters.every((s) => s === null)).toBe(true);
    expect(me(y).graveyard).toEqual(['Call of the Haunted', 'Summoned Skull']);
    expect(y.events).toContainEqual({ type: 'destroyed', card: idOf(x, 'Summoned Skull'), by: 0, controller: 0 });
  });

  it('when this card leaves the field any other way (banished), the monster is destroyed too', () => {
    const x = endTurn(called({ hand: ['Cosmic Cyclone'] }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Cosmic Cyclone', 1) }, { type: 'select', ids: [idOf(x, 'Call of the Haunted')] }));
    expect(me(y).banished).toEqual(['Call of the Haunted']);
    expect(me(y).graveyard).toEqual(['Summoned Skull']);
  });

  it('when the monster is destroyed by a card effect, this card is destroyed', () => {
    const x = endTurn(called({ hand: ['Fissure'] }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Fissure', 1) }));
    expect(me(y).graveyard).toEqual(['Summoned Skull', 'Call of the Haunted']);
    expect(me(y).spellTraps.every((s) => s === null)).toBe(true);
  });

  it('when the monster is destroyed by battle, this card is destroyed', () => {
    const x = endTurn(called({ monsters: [{ card: 'Blue-Eyes White Dragon' }] }));
    const y = passAll(play(toBattle(x), { type: 'attack', card: idOf(x, 'Blue-Eyes White Dragon', 1), target: idOf(x, 'Summoned Skull') }));
    expect(me(y).graveyard).toEqual(['Summoned Skull', 'Call of the Haunted']);
  });

  it('if the monster leaves the field without being destroyed, this card stays, linked to nothing, and destroys nothing when it goes', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Call of the Haunted', faceUp: false }], graveyard: ['Summoned Skull'] },
      opp: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }], hand: ['Mystical Space Typhoon'] },
    });
    const x = endTurn(passAll(play(d, { type: 'activate', card: idOf(d, 'Call of the Haunted') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] })));
    let y = passAll(play(x, { type: 'flipSummon', card: idOf(d, 'Hane-Hane', 1) }));
    while (y.flow.prompt) y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(y).hand).toContain('Summoned Skull');
    expect(me(y).spellTraps[0]).toMatchObject({ name: 'Call of the Haunted', faceUp: true });
    expect(y.players[0].spellTraps[0]!.linkedTo).toBeUndefined();
    const z = passAll(play(y, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Call of the Haunted')] }));
    expect(me(z).graveyard).toEqual(['Call of the Haunted']);
    expect(z.events.some((e) => e.type === 'linkEnded')).toBe(false);
  });
});
