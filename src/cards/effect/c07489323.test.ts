import { describe, expect, it } from 'vitest';
import { duelOf, me, opp } from '../../engine/test/dsl';

describe('Milus Radiant', () => {
  it('face-up: every face-up EARTH monster (itself included, both sides) gains 500 ATK, every WIND monster loses 400 ATK; DEF unchanged', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Milus Radiant' }, { card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Koumori Dragon' }, { card: 'Petit Dragon' }] },
    });
    expect(me(d).monsters[0]).toMatchObject({ name: 'Milus Radiant', atk: 800, def: 250 });
    expect(me(d).monsters[1]).toMatchObject({ name: 'Celtic Guardian', atk: 1900, def: 1200 });
    // Koumori Dragon is DARK: unchanged; Petit Dragon is WIND: 600 - 400.
    expect(opp(d).monsters[0]).toMatchObject({ name: 'Koumori Dragon', atk: 1500 });
    expect(opp(d).monsters[1]).toMatchObject({ name: 'Petit Dragon', atk: 200 });
  });

  it('face-down, it changes nothing', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Milus Radiant', faceUp: false, position: 'defense' }, { card: 'Celtic Guardian' }] } });
    expect(me(d).monsters[1]).toMatchObject({ atk: 1400 });
  });
});
