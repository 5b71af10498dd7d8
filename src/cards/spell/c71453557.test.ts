import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Autonomous Action Unit (texts-2016): "Pay 1500 Life Points, then target 1 monster in your opponent's Graveyard;
 * Special Summon that target on your side of the field in face-up Attack Position, and equip it with this card. When
 * this card leaves the field, destroy the equipped monster." No GOAT-era variant.
 */
function taken(oppHand: string[] = []): Duel {
  const d = duelOf({ me: { hand: ['Autonomous Action Unit'], graveyard: ['Dark Magician'] }, opp: { hand: oppHand, graveyard: ['Summoned Skull'] } });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Autonomous Action Unit') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
}

describe('Autonomous Action Unit', () => {
  it("pays 1500 LP and Special Summons a monster from your opponent's Graveyard to your field, equipped with it", () => {
    const d = duelOf({ me: { hand: ['Autonomous Action Unit'], graveyard: ['Dark Magician'] }, opp: { graveyard: ['Summoned Skull'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Autonomous Action Unit') });
    // Only the opponent's Graveyard is offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull', 1)] });
    const y = taken();
    expect(me(y).lp).toBe(6500);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: true, position: 'attack' });
    expect(y.players[0].spellTraps[0]).toMatchObject({ card: idOf(y, 'Autonomous Action Unit'), faceUp: true, equippedTo: idOf(y, 'Summoned Skull', 1) });
  });

  it('not with less than 1500 LP, nor with no monster in the opponent\'s Graveyard', () => {
    expect(legal(duelOf({ me: { lp: 1499, hand: ['Autonomous Action Unit'] }, opp: { graveyard: ['Summoned Skull'] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Autonomous Action Unit'], graveyard: ['Summoned Skull'] } }), 'activate')).toEqual([]);
  });

  it('when this card leaves the field (destroyed), the monster is destroyed and goes to its owner\'s Graveyard', () => {
    const x = endTurn(taken(['Mystical Space Typhoon']));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Autonomous Action Unit')] }));
    expect(me(y).monsters.every((s) => s === null)).toBe(true);
    expect(opp(y).graveyard.sort()).toEqual(['Mystical Space Typhoon', 'Summoned Skull']);
    expect(me(y).graveyard.sort()).toEqual(['Autonomous Action Unit', 'Dark Magician']);
  });

  it('when the monster leaves the field, this card goes too', () => {
    const x = endTurn(taken(['Fissure']));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Fissure', 1) }));
    expect(opp(y).graveyard).toContain('Summoned Skull');
    expect(me(y).graveyard.sort()).toEqual(['Autonomous Action Unit', 'Dark Magician']);
  });
});
