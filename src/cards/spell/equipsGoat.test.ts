import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

const equip = (card: string, target: string, opts: Parameters<typeof duelOf>[0] = {}) => {
  const d = duelOf({ ...opts, me: { ...opts.me, hand: [card, ...(opts.me?.hand ?? [])] } });
  let x = play(d, { type: 'activate', card: idOf(d, card) });
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, target)] });
  return { d, x: passAll(x) };
};

// United We Stand: "The equipped monster gains 800 ATK and DEF for each face-up monster you control."
describe('United We Stand', () => {
  it('+800 ATK/DEF for each face-up monster you control (face-down ones do not count)', () => {
    const { x } = equip('United We Stand', 'Feral Imp', { me: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] } });
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp', atk: 1300 + 1600, def: 1400 + 1600 });
  });
});

// Megamorph: "While your LP is lower than your opponent's, the equipped monster's ATK becomes double its original ATK. While your LP is higher, the equipped monster's ATK becomes half its original ATK."
describe('Megamorph', () => {
  it('your LP lower: ATK doubled; higher: halved; equal: unchanged', () => {
    expect(me(equip('Megamorph', 'Feral Imp', { me: { lp: 4000, monsters: [{ card: 'Feral Imp' }] } }).x).monsters[0]?.atk).toBe(2600);
    expect(me(equip('Megamorph', 'Feral Imp', { me: { monsters: [{ card: 'Feral Imp' }] }, opp: { lp: 3000 } }).x).monsters[0]?.atk).toBe(650);
    expect(me(equip('Megamorph', 'Feral Imp', { me: { monsters: [{ card: 'Feral Imp' }] } }).x).monsters[0]?.atk).toBe(1300);
  });

  it('doubles the original ATK the monster has now: after Shield & Sword, its printed DEF', () => {
    const { d, x } = equip('Megamorph', 'Summoned Skull', { me: { lp: 4000, hand: ['Shield & Sword'], monsters: [{ card: 'Summoned Skull' }] } });
    expect(me(x).monsters[0]?.atk).toBe(5000);
    // Shield & Sword: the original ATK becomes 1200, so Megamorph makes it 2400 (not 1200 + the printed 2500).
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Shield & Sword') }));
    expect(me(y).monsters[0]?.atk).toBe(2400);
  });
});
