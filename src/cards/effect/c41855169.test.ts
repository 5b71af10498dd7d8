import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Jowgen the Spiritualist (texts-2016): "Discard 1 random card from your hand to the Graveyard to destroy all
 * Special Summoned monsters on the field. As long as this card remains face-up on the field, no monsters can
 * be Special Summoned." (ygopro: an Ignition effect, the random discard its cost, needing a Special Summoned
 * monster on the field; EFFECT_CANNOT_SPECIAL_SUMMON for both players.)
 */
const field = (hand: string[] = ['Celtic Guardian', 'Dark Hole']) => duelOf({
  me: {
    hand,
    monsters: [{ card: 'Jowgen the Spiritualist' }, { card: 'Summoned Skull', specialSummoned: true }, { card: 'Kuriboh' }],
  },
  opp: { monsters: [{ card: 'Gemini Elf', position: 'defense', faceUp: false, specialSummoned: true }, { card: 'Feral Imp' }] },
});
const jowgen = (d: ReturnType<typeof duelOf>) => legal(d, 'activate', idOf(d, 'Jowgen the Spiritualist'));

describe('Jowgen the Spiritualist', () => {
  it('discard 1 card at random: every Special Summoned monster on the field is destroyed, face-down ones and yours included', () => {
    const d = field();
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Jowgen the Spiritualist') }));
    expect(me(x).hand).toHaveLength(1);
    expect(me(x).graveyard).toHaveLength(2);
    expect(me(x).graveyard).toContain('Summoned Skull');
    expect(['Celtic Guardian', 'Dark Hole']).toContain(me(x).graveyard.find((n) => n !== 'Summoned Skull'));
    expect(opp(x).graveyard).toEqual(['Gemini Elf']);
    // Normal Summoned monsters, Jowgen itself included, stay.
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Jowgen the Spiritualist', 'Kuriboh']);
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Feral Imp']);
  });

  it('the discard is random: each card of the hand can be the one', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12 && seen.size < 2; seed++) {
      const d = duelOf({ seed, me: { hand: ['Celtic Guardian', 'Dark Hole'], monsters: [{ card: 'Jowgen the Spiritualist' }, { card: 'Summoned Skull', specialSummoned: true }] } });
      const x = play(d, { type: 'activate', card: idOf(d, 'Jowgen the Spiritualist') });
      seen.add(me(x).graveyard[0]!);
    }
    expect([...seen].sort()).toEqual(['Celtic Guardian', 'Dark Hole']);
  });

  it('cannot be used with an empty hand, nor with no Special Summoned monster on the field', () => {
    expect(jowgen(field([]))).toEqual([]);
    const none = duelOf({ me: { hand: ['Celtic Guardian'], monsters: [{ card: 'Jowgen the Spiritualist' }, { card: 'Summoned Skull' }] } });
    expect(jowgen(none)).toEqual([]);
    expect(jowgen(field())).toHaveLength(1);
  });

  it('while face-up, no monster can be Special Summoned by either player; Normal Summons stay allowed', () => {
    const d = duelOf({
      me: { hand: ['Monster Reborn', 'Celtic Guardian'], graveyard: ['Summoned Skull'] },
      opp: { monsters: [{ card: 'Jowgen the Spiritualist' }] },
    });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
    expect(legal(d, 'normalSummon', idOf(d, 'Celtic Guardian'))).not.toEqual([]);
    const mine = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], monsters: [{ card: 'Jowgen the Spiritualist' }] } });
    expect(legal(mine, 'activate', idOf(mine, 'Monster Reborn'))).toEqual([]);
    const free = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] } });
    expect(legal(free, 'activate', idOf(free, 'Monster Reborn'))).not.toEqual([]);
  });
});
