import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, passAll, play } from '../../engine/test/dsl';

/*
 * Performapal Hip Hippo (texts-2016): "After you Normal Summon this card, you can Tribute Summon 1 Level 7 or higher
 * monster in face-up Attack Position during your Main Phase this turn, in addition to your Normal Summon/Set. (You can
 * only gain this effect once per turn.)" The extra Summon is the recorded rule additionalSummonOfLevel (key 7).
 */
const HIPPO = 'Performapal Hip Hippo';

describe('Performapal Hip Hippo', () => {
  it('Normal Summoned: you may also Tribute Summon a Level 7+ monster in Attack Position (not Set it, nor a lower Level)', () => {
    const d = duelOf({ me: { hand: [HIPPO, 'Summoned Skull', 'Celtic Guardian'], monsters: [{ card: 'Mystical Elf' }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, HIPPO), tributes: [] }));
    // Summoned Skull is Level 6: not offered.
    expect(legal(x, 'normalSummon')).toEqual([]);
    const dm = duelOf({ me: { hand: [HIPPO, 'Dark Magician'], monsters: [{ card: 'Mystical Elf' }] } });
    const y = passAll(play(dm, { type: 'normalSummon', card: idOf(dm, HIPPO), tributes: [] }));
    expect(legal(y, 'normalSummon', idOf(dm, 'Dark Magician'))).toEqual([{ type: 'normalSummon', card: idOf(dm, 'Dark Magician'), tributes: [idOf(dm, 'Mystical Elf'), idOf(dm, HIPPO)] }]);
    expect(legal(y, 'setMonster')).toEqual([]);
  });

  it('Special Summoned or Flip Summoned: nothing gained', () => {
    const reborn = duelOf({ me: { hand: ['Monster Reborn', 'Dark Magician'], graveyard: [HIPPO], monsters: [{ card: 'Mystical Elf' }] } });
    let x = play(reborn, { type: 'activate', card: idOf(reborn, 'Monster Reborn') }, { type: 'select', ids: [idOf(reborn, HIPPO)] });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: x.flow.prompt.options[0]! });
    x = passAll(x);
    expect(x.rules.some((r) => r.code === 'additionalSummonOfLevel')).toBe(false);
    const flip = duelOf({ turn: 5, me: { hand: ['Dark Magician'], monsters: [{ card: HIPPO, faceUp: false, position: 'defense' }, { card: 'Mystical Elf' }] } });
    const y = passAll(play(flip, { type: 'flipSummon', card: idOf(flip, HIPPO) }));
    expect(y.rules.some((r) => r.code === 'additionalSummonOfLevel')).toBe(false);
  });
});
