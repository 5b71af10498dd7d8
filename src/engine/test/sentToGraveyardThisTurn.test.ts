import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, passAll, play } from './dsl';
import { endTurn, toBattle } from './turns';

/*
 * "Sent to the Graveyard this turn" (turn mark `sentToGraveyard`, board.ts `intoGraveyard`): every card that
 * reaches a Graveyard, however it goes (a resolved Spell, a Tribute, a destruction by battle or by an effect, a
 * discard), is marked for its owner until the turn ends. The White Stone of Ancients ("if this card is in the
 * Graveyard because it was sent there this turn") and Magician Navigation ("except the turn this card was sent
 * to the Graveyard") read it.
 */
const sent = (d: Duel, card: string): boolean => d.marks.some((m) => m.mark === 'sentToGraveyard' && m.key === card && m.turn === d.turn);

describe('Sent to the Graveyard this turn', () => {
  it('a resolved Normal Spell, the monster it destroyed, and a Tribute are each marked', () => {
    const d = duelOf({ me: { hand: ['Fissure', 'Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure') }, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] }));
    expect(sent(x, idOf(d, 'Fissure'))).toBe(true);
    expect(sent(x, idOf(d, 'Kuriboh', 1))).toBe(true);
    expect(sent(x, idOf(d, 'Celtic Guardian'))).toBe(true);
    expect(x.marks.find((m) => m.mark === 'sentToGraveyard' && m.key === idOf(d, 'Kuriboh', 1))).toMatchObject({ player: 1 });
  });

  it('a monster destroyed by battle is marked; a card already in the Graveyard is not, and the marks end with the turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }], graveyard: ['Dark Hole'] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(sent(x, idOf(d, 'Celtic Guardian', 1))).toBe(true);
    expect(sent(x, idOf(d, 'Dark Hole'))).toBe(false);
    expect(sent(endTurn(x), idOf(d, 'Celtic Guardian', 1))).toBe(false);
  });
});
