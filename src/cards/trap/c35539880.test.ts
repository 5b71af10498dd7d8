import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Birthright (texts-2016): "Select 1 Normal Monster from your Graveyard and Special Summon it in face-up
 * Attack Position. When this card is removed from the field, destroy that monster. When that monster is
 * removed from the field, destroy this card." A Continuous Trap linked to the monster it Summoned (rule
 * codes `destroysLinkedMonster`, `destroyedWhenLinkedLeaves`).
 */
type Side = NonNullable<Parameters<typeof duelOf>[0]['opp']>;

/** Player 1 brings back their Summoned Skull on turn 3. */
function born(opp: Side = {}): Duel {
  const d = duelOf({ me: { spellTraps: [{ card: 'Birthright', faceUp: false }], graveyard: ['Summoned Skull', 'Jinzo'] }, opp });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Birthright') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
}

describe('Birthright', () => {
  it('targets a Normal Monster in your own Graveyard (not an Effect Monster, nor the opponent\'s) and Special Summons it in Attack Position', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Birthright', faceUp: false }], graveyard: ['Summoned Skull', 'Jinzo'] }, opp: { graveyard: ['Dark Magician'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Birthright') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull')] });
    const y = born();
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: true, position: 'attack' });
    expect(me(y).spellTraps[0]).toMatchObject({ name: 'Birthright', faceUp: true });
    expect(y.players[0].spellTraps[0]!.linkedTo).toBe(idOf(y, 'Summoned Skull'));
  });

  it('cannot be activated with no Normal Monster in your Graveyard', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Birthright', faceUp: false }], graveyard: ['Jinzo'] } });
    expect(legal(d, 'activate')).toEqual([]);
  });

  it('when this card leaves the field, the monster is destroyed', () => {
    const x = endTurn(born({ hand: ['Mystical Space Typhoon'] }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Birthright')] }));
    expect(me(y).monsters.every((s) => s === null)).toBe(true);
    expect(me(y).graveyard.sort()).toEqual(['Birthright', 'Jinzo', 'Summoned Skull']);
  });

  it('when the monster is destroyed, this card is destroyed', () => {
    const x = endTurn(born({ hand: ['Fissure'] }));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Fissure', 1) }));
    expect(me(y).spellTraps.every((s) => s === null)).toBe(true);
    expect(me(y).graveyard).toContain('Birthright');
  });

  it('when the monster leaves the field any other way (returned to the hand), this card is destroyed too', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Birthright', faceUp: false }], graveyard: ['Summoned Skull'] },
      opp: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] },
    });
    const x = endTurn(passAll(play(d, { type: 'activate', card: idOf(d, 'Birthright') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] })));
    let y = passAll(play(x, { type: 'flipSummon', card: idOf(d, 'Hane-Hane', 1) }));
    while (y.flow.prompt) y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(me(y).hand).toEqual(['Summoned Skull']);
    expect(me(y).graveyard).toEqual(['Birthright']);
  });
});
