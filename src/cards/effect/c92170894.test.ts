import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, me, passAll, play } from '../../engine/test/dsl';

// Performapal Longphone Bull: "If this card is Special Summoned: You can add 1 "Performapal" monster from your Deck to your hand, except a Pendulum Monster.
// You can only use this effect of "Performapal Longphone Bull" once per turn."
describe('Performapal Longphone Bull', () => {
  const revive = (graveyard: string[], deck: string[]) => {
    const d = duelOf({ me: { hand: ['Monster Reborn', 'Monster Reborn'], graveyard, deck } });
    let x = passAll(play(d, { type: 'activate', card: idsOf(d, 'Monster Reborn')[0]! }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idsOf(d, 'Performapal Longphone Bull')[0]!] }));
    return { d, x: play(x, { type: 'select', option: 'attack' }) };
  };

  it('Special Summoned: you can add a "Performapal" monster that is not a Pendulum Monster', () => {
    const { d, x: start } = revive(['Performapal Longphone Bull'], ['Performapal Secondonkey', 'Celtic Guardian']);
    expect(start.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    let x = passAll(play(start, { type: 'select', option: 'yes' }));
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Performapal Secondonkey')]);
      x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Performapal Secondonkey')] }));
    }
    expect(me(x).hand).toEqual(['Monster Reborn', 'Performapal Secondonkey']);
  });

  it('Normal Summoned: nothing; no fitting card in the Deck: nothing', () => {
    const d = duelOf({ me: { hand: ['Performapal Longphone Bull'], deck: ['Performapal Secondonkey'] } });
    expect(play(d, { type: 'normalSummon', card: idOf(d, 'Performapal Longphone Bull'), tributes: [] }).flow.prompt).toBeNull();
    expect(revive(['Performapal Longphone Bull'], ['Celtic Guardian']).x.flow.prompt).toBeNull();
  });

  it('once per turn by name: a second one Special Summoned that turn offers nothing', () => {
    const { d, x: start } = revive(['Performapal Longphone Bull', 'Performapal Longphone Bull'], ['Performapal Secondonkey', 'Performapal Secondonkey']);
    let x = passAll(play(start, { type: 'select', option: 'yes' }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] }));
    x = passAll(play(x, { type: 'activate', card: idsOf(d, 'Monster Reborn')[1]! }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idsOf(d, 'Performapal Longphone Bull')[1]!] }));
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(1);
  });
});
