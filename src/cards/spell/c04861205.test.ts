import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Call of the Mummy: "Once per turn: You can Special Summon 1 Zombie-Type monster from your hand. You must control no monsters to activate and to resolve this effect."
describe('Call of the Mummy', () => {
  it('face-up, with no monster on your side: Special Summon a Zombie from your hand; once per turn', () => {
    const d = duelOf({ me: { hand: ['Call of the Mummy', 'Dragon Zombie', 'Vampire Lady', 'Celtic Guardian'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Call of the Mummy') }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Call of the Mummy', faceUp: true });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Call of the Mummy'), effect: 1 }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Dragon Zombie'), idOf(d, 'Vampire Lady')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Vampire Lady')] }, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Vampire Lady' });
    expect(legal(x, 'activate', idOf(d, 'Call of the Mummy'))).toEqual([]);
  });

  it('not while you control a monster; not without a Zombie in hand', () => {
    expect(legal(duelOf({ me: { hand: ['Dragon Zombie'], monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Call of the Mummy', faceUp: true }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [{ card: 'Call of the Mummy', faceUp: true }] } }), 'activate')).toEqual([]);
  });
});
