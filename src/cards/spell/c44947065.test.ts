import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Burden of the Mighty: "Each face-up monster your opponent controls loses 100 ATK x its own Level."
describe('Burden of the Mighty', () => {
  it("while face-up: each of the opponent's face-up monsters loses 100 ATK per Level; yours keep theirs", () => {
    const d = duelOf({ me: { hand: ['Burden of the Mighty'], monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Burden of the Mighty') }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Burden of the Mighty', faceUp: true });
    expect(opp(x).monsters.map((m) => m?.atk)).toEqual([1900, 200, undefined, undefined, undefined]);
    expect(me(x).monsters[0]?.atk).toBe(2500);
  });
  it('gone from the field, the loss is gone', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Burden of the Mighty', faceUp: true }] }, opp: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Summoned Skull' }] }, turnPlayer: 1 });
    expect(opp(d).monsters[0]?.atk).toBe(1900);
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Burden of the Mighty')] });
    x = passAll(x);
    expect(opp(x).monsters[0]?.atk).toBe(2500);
  });
});
