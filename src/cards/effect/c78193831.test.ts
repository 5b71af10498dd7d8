import { describe, expect, it } from 'vitest';
import { duelOf, me } from '../../engine/test/dsl';

// Buster Blader: "This card gains 500 ATK for each Dragon-Type monster your opponent controls or is in their Graveyard."
describe('Buster Blader', () => {
  it("+500 ATK for each face-up Dragon the opponent controls and each Dragon in their Graveyard; yours and a face-down one do not count", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Buster Blader' }, { card: 'Blue-Eyes White Dragon' }], graveyard: ['Tri-Horned Dragon'] },
      opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Lord of D.' }, { card: 'Tri-Horned Dragon', faceUp: false, position: 'defense' }], graveyard: ['Blue-Eyes White Dragon', 'Celtic Guardian'] },
    });
    expect(me(d).monsters[0]).toMatchObject({ atk: 3600, def: 2300 });
  });
  it('no Dragon on the opponent\'s side: its printed 2600', () => {
    expect(me(duelOf({ me: { monsters: [{ card: 'Buster Blader' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } })).monsters[0]).toMatchObject({ atk: 2600 });
  });
});
