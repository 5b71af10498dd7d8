import { describe, expect, it } from 'vitest';
import { viewFor, type Duel } from '..';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * A monster's Attribute on the field (stats.ts attributeNow / hasAttribute, ctx.attributeOf / ctx.hasAttribute):
 * - an effect may change it for as long as the monster stays face-up there (`MonsterSlot.attribute`,
 *   `ctx.changeAttribute`: Homunculus the Alchemic Being), gone when it is turned face-down or leaves;
 * - a monster may also be treated as other Attributes (rule code `alsoAttribute`: Elemental Mistress Doriado),
 *   an effect on the field that its negation lifts, or (GOAT's Doriado) a printed condition wherever it is;
 * - cards asking about monsters on the field read the Attribute now: Milus Radiant's EARTH and WIND, Gaia Power,
 *   an Equip Spell's "equip only to a DARK monster" (Sword of Dark Destruction), which is destroyed when its
 *   monster stops being one (rulebook: an Equip Card whose monster is no longer a fit is destroyed).
 */
const HOM = 'Homunculus the Alchemic Being';

/** Activates Homunculus's effect and picks `attribute`. */
const change = (d: Duel, attribute: string): Duel => {
  const x = play(d, { type: 'activate', card: idOf(d, HOM) });
  return passAll(play(passAll(x), { type: 'select', option: attribute }));
};
const atkOf = (d: Duel, name: string): number | undefined => me(d).monsters.find((m) => m?.name === name)?.atk;

describe('Attributes on the field', () => {
  it('an Attribute an effect changed is the one other cards read (Milus Radiant: EARTH +500, WIND -400)', () => {
    const d = duelOf({ me: { monsters: [{ card: HOM }] }, opp: { monsters: [{ card: 'Milus Radiant' }] } });
    expect(atkOf(d, HOM)).toBe(1800);
    const earth = change(d, 'EARTH');
    expect(atkOf(earth, HOM)).toBe(2300);
    const wind = change(endTurn(endTurn(earth)), 'WIND');
    expect(atkOf(wind, HOM)).toBe(1400);
  });

  it('the change is not offered its own Attribute, and is once per turn', () => {
    const d = duelOf({ me: { monsters: [{ card: HOM }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, HOM) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['DARK', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'] });
    const y = passAll(play(x, { type: 'select', option: 'DARK' }));
    expect(legal(y, 'activate', idOf(d, HOM))).toEqual([]);
  });

  it('an Equip Spell for DARK monsters may equip it once it is DARK, and is destroyed when it stops being DARK', () => {
    const d = duelOf({ me: { hand: ['Sword of Dark Destruction', 'Sword of Dark Destruction'], monsters: [{ card: HOM }] } });
    expect(legal(d, 'activate', idOf(d, 'Sword of Dark Destruction'))).toEqual([]);
    const dark = change(d, 'DARK');
    const equipped = passAll(play(passAll(play(dark, { type: 'activate', card: idOf(d, 'Sword of Dark Destruction') })), { type: 'select', ids: [idOf(d, HOM)] }));
    expect(atkOf(equipped, HOM)).toBe(2200);
    const light = change(endTurn(endTurn(equipped)), 'LIGHT');
    expect(me(light).graveyard).toContain('Sword of Dark Destruction');
    expect(atkOf(light, HOM)).toBe(1800);
  });

  it('turned face-down, the monster has its printed Attribute again', () => {
    const d = duelOf({ me: { monsters: [{ card: HOM }] }, opp: { hand: ['Book of Moon'], monsters: [{ card: 'Milus Radiant' }] } });
    const earth = change(d, 'EARTH');
    expect(earth.players[0].monsters[0]).toMatchObject({ attribute: 'EARTH' });
    const mooned = passAll(play(endTurn(earth), { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, HOM)] }));
    expect(mooned.players[0].monsters[0]).toMatchObject({ faceUp: false });
    expect(mooned.players[0].monsters[0]!.attribute).toBeUndefined();
  });

  it('a monster also treated as other Attributes is read as each of them on the field (Doriado under Milus Radiant: +500 -400)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Elemental Mistress Doriado' }] }, opp: { monsters: [{ card: 'Milus Radiant' }] } });
    expect(atkOf(d, 'Elemental Mistress Doriado')).toBe(1200 + 500 - 400);
  });

  it('in the Graveyard it has only its printed Attribute; in GOAT it is also EARTH there (Gigantes may banish it)', () => {
    const advanced = duelOf({ me: { hand: ['Gigantes'], graveyard: ['Elemental Mistress Doriado'] } });
    expect(legal(advanced, 'specialSummon', idOf(advanced, 'Gigantes'))).toEqual([]);
    const goat = duelOf({ format: 'goat', me: { hand: ['Gigantes'], graveyard: ['Elemental Mistress Doriado'] } });
    expect(legal(goat, 'specialSummon', idOf(goat, 'Gigantes')).length).toBeGreaterThan(0);
  });
});

describe('Attributes on the field: the view', () => {
  it('shows a changed Attribute on the monster to both players', () => {
    const d = duelOf({ me: { monsters: [{ card: HOM }] } });
    const earth = change(d, 'EARTH');
    expect(viewFor(earth, 1).players[0].monsters[0]).toMatchObject({ attribute: 'EARTH' });
    expect(viewFor(d, 1).players[0].monsters[0]).not.toHaveProperty('attribute');
  });
});
