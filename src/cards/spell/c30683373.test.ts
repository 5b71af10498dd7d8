import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

// Shield Crush: "Target 1 Defense Position monster on the field; destroy that target."
describe('Shield Crush', () => {
  it('destroys the targeted Defense Position monster, face-down ones included; Attack Position ones are no target', () => {
    const d = duelOf({ me: { hand: ['Shield Crush'] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Shield Crush') });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Celtic Guardian', 1)]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    }
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
  });
  it('the target changed to Attack Position before it resolves: it is not destroyed', () => {
    const d = duelOf({ me: { hand: ['Shield Crush'] }, opp: { monsters: [{ card: 'Summoned Skull', position: 'defense' }], spellTraps: [{ card: 'Zero Gravity', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Shield Crush') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Zero Gravity', 1) }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'attack' });
  });
  it('no Defense Position monster: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Shield Crush'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
  });
});
