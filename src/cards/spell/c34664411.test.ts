import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

// Lucky Iron Axe: "The equipped monster gains 500 ATK. When this face-up card you control is destroyed by your opponent's card effect and sent to your Graveyard: Draw 1 card."
describe('Lucky Iron Axe', () => {
  it('equips a face-up monster of any kind: +500 ATK', () => {
    const d = duelOf({ me: { hand: ['Lucky Iron Axe'], monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Lucky Iron Axe') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ atk: 1900, def: 1200 });
  });

  it("destroyed by the opponent's card effect (Mystical Space Typhoon): you draw 1 card", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Lucky Iron Axe', faceUp: true, equippedTo: 0 }], deck: ['Feral Imp'] }, opp: { hand: ['Mystical Space Typhoon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Lucky Iron Axe')] });
    x = passAll(x);
    expect(me(x).graveyard).toEqual(['Lucky Iron Axe']);
    expect(me(x).hand).toEqual(['Feral Imp']);
  });

  it('destroyed by your own effect, or with its monster: no draw', () => {
    const own = duelOf({ me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Lucky Iron Axe', faceUp: true, equippedTo: 0 }], deck: ['Feral Imp'] } });
    let x = play(own, { type: 'activate', card: idOf(own, 'Mystical Space Typhoon') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(own, 'Lucky Iron Axe')] });
    expect(me(passAll(x)).hand).toEqual([]);
    const lost = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Lucky Iron Axe', faceUp: true, equippedTo: 0 }], deck: ['Feral Imp'] }, opp: { hand: ['Fissure'] } });
    x = passAll(play(lost, { type: 'activate', card: idOf(lost, 'Fissure', 1) }));
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Lucky Iron Axe']);
    expect(me(x).hand).toEqual([]);
  });
});
