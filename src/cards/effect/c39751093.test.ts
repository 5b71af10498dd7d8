import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Otohime (texts-2016): "Cannot be Special Summoned. During the End Phase of the turn this card is Normal Summoned
 * or flipped face-up: Return it to the hand. When this card is Normal Summoned or flipped face-up: You can target 1
 * face-up monster your opponent controls; change that target's battle position." A Spirit monster (library.ts
 * spiritMonster); no GOAT-era variant.
 */
const asked = (d: Duel): boolean => d.flow.prompt?.kind === 'chooseOption' && /Otohime/.test(d.flow.prompt.reason);

function summon(d: Duel): Duel {
  return passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Otohime'), tributes: [] }));
}

describe('Otohime', () => {
  it('Normal Summoned: you can change the battle position of a face-up monster your opponent controls', () => {
    const d = duelOf({ me: { hand: ['Otohime'] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', position: 'defense', faceUp: false }] } });
    let x = summon(d);
    expect(asked(x)).toBe(true);
    x = play(x, { type: 'select', option: 'yes' });
    // Only the face-up one is a legal target.
    expect(legalActions(x)).toEqual([{ type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }]);
    x = passAll(play(x, legalActions(x)[0]!));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'defense', faceUp: true });
  });

  it('a face-up Defense Position monster goes to Attack Position; declined, nothing changes', () => {
    const d = duelOf({ me: { hand: ['Otohime'] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] } });
    const x = passAll(play(play(summon(d), { type: 'select', option: 'yes' }), { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ position: 'attack', faceUp: true });
    const n = passAll(play(summon(d), { type: 'select', option: 'no' }));
    expect(opp(n).monsters[0]).toMatchObject({ position: 'defense' });
  });

  it('flipped face-up by a Flip Summon it goes off too; with no face-up opponent monster it is not offered', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Otohime', position: 'defense', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Otohime') }));
    expect(asked(x)).toBe(true);
    const none = duelOf({ me: { hand: ['Otohime'] } });
    expect(summon(none).flow.prompt).toBeNull();
  });

  it("returns to its owner's hand in the End Phase of the turn it was Normal Summoned; cannot be Special Summoned", () => {
    const d = duelOf({ me: { hand: ['Otohime'] } });
    expect(me(endTurn(summon(d))).hand).toContain('Otohime');
    const reborn = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Otohime'] } });
    expect(legal(reborn, 'activate')).toEqual([]);
  });
});
