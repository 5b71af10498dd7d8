import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, play, passAll } from './dsl';

/*
 * "If this card leaves the field because of an opponent's card effect" (Super Conduction Machine Imperion Magnum;
 * rulebook v9.1 "Card effects": an effect's player is the one who activated it). The `leftField` event of a card with
 * an effect that goes off as it leaves the field says whose card effect moved it (`by`), copied from the event of the
 * move (board.ts emit: destroyed, sentToGraveyard, returnedToHand, returnedToDeck, banished); a banishing effect's
 * `banished` event says so too.
 */
const leftField = (d: Duel, card: string) => d.events.find((e) => e.type === 'leftField' && e.card === card);

describe("leftField says whose card effect moved the card", () => {
  it("the opponent's Dark Hole: by the opponent", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Mokey Mokey King' }] }, opp: { hand: ['Dark Hole'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    const all = x.events.filter((e) => e.type === 'leftField');
    expect(all).toHaveLength(1);
    expect(leftField(x, idOf(d, 'Mokey Mokey King'))).toMatchObject({ player: 0, faceUp: true, by: 1 });
  });

  it('its own controller\'s Dark Hole: by its controller', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Mokey Mokey King' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(leftField(x, idOf(d, 'Mokey Mokey King'))).toMatchObject({ player: 0, by: 0 });
  });

  it('a banishing effect says whose it is on the banished event', () => {
    const d = duelOf({ me: { hand: ['Book of Life'], graveyard: ['Dragon Zombie'] }, opp: { graveyard: ['Battle Ox'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Book of Life') });
    while (x.flow.prompt) x = play(x, x.flow.prompt.kind === 'chooseCard' ? { type: 'select', ids: [x.flow.prompt.cards[0]!] } : { type: 'select', option: 'attack' });
    x = passAll(x);
    while (x.flow.prompt) x = passAll(play(x, x.flow.prompt.kind === 'chooseCard' ? { type: 'select', ids: [x.flow.prompt.cards[0]!] } : { type: 'select', option: 'attack' }));
    expect(x.events.find((e) => e.type === 'banished')).toMatchObject({ card: idOf(d, 'Battle Ox', 1), by: 0 });
  });
});
