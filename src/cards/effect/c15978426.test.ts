import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

// Performapal Secondonkey: "When this card is Normal or Special Summoned: You can send 1 "Performapal" monster from your Deck to the Graveyard,
// except "Performapal Secondonkey". If you have 2 cards in your Pendulum Zones, you can add that monster to your hand instead."
describe('Performapal Secondonkey', () => {
  it('Normal Summoned: you can send a "Performapal" monster (not another Secondonkey) from the Deck to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Performapal Secondonkey'], deck: ['Performapal Secondonkey', 'Performapal Longphone Bull', 'Celtic Guardian'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Performapal Secondonkey'), tributes: [] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Performapal Longphone Bull')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Performapal Longphone Bull')] });
    }
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Performapal Longphone Bull']);
    expect(me(x).hand).toEqual([]);
  });

  it('with a card in each of your Pendulum Zones: you may add it to your hand instead', () => {
    const d = duelOf({ me: { hand: ['Performapal Secondonkey'], pendulum: [{ card: 'Timegazer Magician' }, { card: 'Odd-Eyes Pendulum Dragon' }], deck: ['Performapal Longphone Bull'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Performapal Secondonkey'), tributes: [] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Performapal Longphone Bull')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['hand', 'graveyard'] });
    x = passAll(play(x, { type: 'select', option: 'hand' }));
    expect(me(x).hand).toEqual(['Performapal Longphone Bull']);
  });

  it('no "Performapal" monster in the Deck: nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Performapal Secondonkey'], deck: ['Performapal Secondonkey'] } });
    expect(play(d, { type: 'normalSummon', card: idOf(d, 'Performapal Secondonkey'), tributes: [] }).flow.prompt).toBeNull();
  });
});
