import { describe, expect, it } from 'vitest';
import { duelOf, idOf, passAll, play } from './dsl';

/*
 * The specialSummoned event says which pile an effect Special Summoned the monster from (`from`): "when a
 * monster is Special Summoned from your Graveyard" (Card of Safe Return) reads it with the card's owner.
 */
describe('specialSummoned says where from', () => {
  it('Monster Reborn: from the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.events.find((e) => e.type === 'specialSummoned')).toMatchObject({ card: idOf(d, 'Summoned Skull'), from: 'graveyard' });
  });
  it('a Special Summon from the Deck: from the Deck', () => {
    const d = duelOf({ me: { deck: ['Silver Fang', 'Nekogal #1'], monsters: [{ card: 'Rescue Cat' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Rescue Cat') }));
    const seen: unknown[] = [...x.events];
    for (let i = 0; x.flow.prompt && i < 6; i++) {
      x = passAll(play(x, x.flow.prompt.kind === 'chooseOption' ? { type: 'select', option: 'attack' } : { type: 'select', ids: [(x.flow.prompt as { cards: readonly string[] }).cards[0]!] }));
      seen.push(...x.events);
    }
    const summons = seen.filter((e) => (e as { type: string }).type === 'specialSummoned');
    expect(summons.length).toBe(2);
    for (const e of summons) expect(e).toMatchObject({ from: 'deck' });
  });
});
