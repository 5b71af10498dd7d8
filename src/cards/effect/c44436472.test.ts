import { describe, expect, it } from 'vitest';
import { cardByPasscode } from '..';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Double Coston (texts-2016): "This card can be treated as 2 Tributes for the Tribute Summon of a DARK
 * monster." Rule code `doubleTribute` (summon.ts tributeSets), as Kaiser Sea Horse's for LIGHT.
 */

const tributeSets = (d: ReturnType<typeof duelOf>, card: string): string[][] =>
  legal(d, 'normalSummon', idOf(d, card)).map((a) => a.tributes.map((t) => cardByPasscode(d.cards[t]!.passcode)!.name));

describe('Double Coston', () => {
  it('counts as 2 Tributes on its own for the Tribute Summon of a DARK monster', () => {
    const d = duelOf({ me: { hand: ['Dark Magician'], monsters: [{ card: 'Double Coston' }, { card: 'Feral Imp' }, { card: 'Mystical Elf' }] } });
    expect(tributeSets(d, 'Dark Magician')).toEqual([['Double Coston'], ['Feral Imp', 'Mystical Elf']]);
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Dark Magician'), tributes: [idOf(d, 'Double Coston')] }));
    expect(me(x).monsters.map((s) => s?.name ?? null)).toContain('Dark Magician');
    expect(me(x).graveyard).toEqual(['Double Coston']);
  });

  it('counts as 1 Tribute for a monster that is not DARK', () => {
    const d = duelOf({ me: { hand: ['Blue-Eyes White Dragon'], monsters: [{ card: 'Double Coston' }, { card: 'Feral Imp' }] } });
    expect(tributeSets(d, 'Blue-Eyes White Dragon')).toEqual([['Double Coston', 'Feral Imp']]);
    expect(whyIllegal(d, { type: 'normalSummon', card: idOf(d, 'Blue-Eyes White Dragon'), tributes: [idOf(d, 'Double Coston')] })).toBe('Blue-Eyes White Dragon needs 2 Tributes');
  });

  it('face-down, its effect does not apply: it counts as 1 Tribute', () => {
    const d = duelOf({ me: { hand: ['Dark Magician'], monsters: [{ card: 'Double Coston', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] } });
    expect(tributeSets(d, 'Dark Magician')).toEqual([['Double Coston', 'Feral Imp']]);
  });
});
