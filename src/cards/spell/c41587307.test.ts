import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Broken Bamboo Sword: "The equipped monster gains 0 ATK."
describe('Broken Bamboo Sword', () => {
  it('equips to a face-up monster on either side and changes nothing', () => {
    const d = duelOf({ me: { hand: ['Broken Bamboo Sword'], monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Broken Bamboo Sword') });
    // The face-down monster is no target.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Broken Bamboo Sword', faceUp: true });
    expect(opp(x).monsters[0]).toMatchObject({ atk: 2500, def: 1200 });
  });

  it('the equipped monster destroyed: the Sword goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Broken Bamboo Sword', faceUp: true, equippedTo: 0 }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).graveyard.sort()).toEqual(['Broken Bamboo Sword', 'Celtic Guardian', 'Dark Hole']);
  });
});
