import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Elemental Mistress Doriado (texts-2016): "This card can only be Ritual Summoned with the Ritual Spell Card, "Doriado's
 * Blessing". The Attribute of this card is also treated as WIND, WATER, FIRE, and EARTH while it is face-up on the
 * field." Rule code alsoAttribute: an effect on the field (official/c99414168.lua), negated with its effects; in GOAT
 * (goat/c504700181.lua) a condition that also holds in the hand and the Graveyard and cannot be negated.
 */
const DOR = 'Elemental Mistress Doriado';
const atkOf = (d: ReturnType<typeof duelOf>): number | undefined => me(d).monsters.find((m) => m?.name === DOR)?.atk;
const oppAtk = (d: ReturnType<typeof duelOf>): number | undefined => opp(d).monsters.find((m) => m?.name === DOR)?.atk;
/** In the opponent's turn their Summon gives this player a window: Effect Veiler on their Doriado, under Milus Radiant. */
const veiled = (format?: 'goat') => {
  const d = duelOf({ ...(format ? { format } : {}), turnPlayer: 1, me: { hand: ['Effect Veiler'], monsters: [{ card: 'Milus Radiant' }] }, opp: { hand: ['Celtic Guardian'], monsters: [{ card: DOR }] } });
  expect(oppAtk(d)).toBe(1300);
  const summoned = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian', 1), tributes: [] });
  let x = play(summoned, { type: 'activate', card: idOf(d, 'Effect Veiler') });
  if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, DOR, 1)] });
  return passAll(x);
};

describe('Elemental Mistress Doriado', () => {
  it('face-up on the field, it is EARTH and WIND as well as LIGHT (Milus Radiant: +500 and -400)', () => {
    const d = duelOf({ me: { monsters: [{ card: DOR }] }, opp: { monsters: [{ card: 'Milus Radiant' }] } });
    expect(atkOf(d)).toBe(1300);
  });

  it('EARTH for Gaia Power too (+500 ATK, -400 DEF)', () => {
    const d = duelOf({ me: { monsters: [{ card: DOR }] }, opp: { field: { card: 'Gaia Power', faceUp: true } } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 1700, def: 1000 });
  });

  it('negated, it is only LIGHT (Effect Veiler)', () => {
    expect(oppAtk(veiled())).toBe(1200);
  });

  it('in the Graveyard it is only LIGHT (Gigantes cannot banish it for its procedure); in GOAT also EARTH there', () => {
    const d = duelOf({ me: { hand: ['Gigantes'], graveyard: [DOR] } });
    expect(legal(d, 'specialSummon', idOf(d, 'Gigantes'))).toEqual([]);
    const goat = duelOf({ format: 'goat', me: { hand: ['Gigantes'], graveyard: [DOR] } });
    expect(legal(goat, 'specialSummon', idOf(goat, 'Gigantes')).length).toBeGreaterThan(0);
  });

  it('in GOAT it cannot be negated (Effect Veiler leaves it EARTH and WIND)', () => {
    expect(oppAtk(veiled('goat'))).toBe(1300);
  });

  it('cannot be Normal Summoned or Set: a Ritual Monster', () => {
    const d = duelOf({ me: { hand: [DOR] } });
    expect(legal(d, 'normalSummon', idOf(d, DOR))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, DOR))).toEqual([]);
  });
});
