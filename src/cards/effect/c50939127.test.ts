// Different Dimension Dragon (texts-2016): "This card cannot be destroyed by the effect of a Spell or Trap Card that
// does not target it. This card cannot be destroyed by battle with a monster that has 1900 ATK or less."
// The script (official/c50939127.lua): EFFECT_INDESTRUCTABLE_EFFECT for a Spell/Trap effect without EFFECT_FLAG_CARD_TARGET;
// EFFECT_INDESTRUCTABLE_BATTLE against a monster whose ATK is 1900 or less.
import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

const DDD = 'Different Dimension Dragon';

describe('Different Dimension Dragon', () => {
  it('is not destroyed by a Spell that destroys without targeting (Dark Hole), where the others are', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: DDD }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Dark Hole']);
    expect(opp(x).monsters[0]).toMatchObject({ name: DDD });
  });

  it('nor by a Trap that does not target it (Torrential Tribute)', () => {
    const d = duelOf({ me: { hand: ['Feral Imp'] }, opp: { monsters: [{ card: DDD }], spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Torrential Tribute', 1) }));
    expect(me(x).graveyard).toEqual(['Feral Imp']);
    expect(opp(x).monsters[0]).toMatchObject({ name: DDD });
  });

  it('a Spell that targets it destroys it (Tribute to the Doomed)', () => {
    const d = duelOf({ me: { hand: ['Tribute to the Doomed', 'Feral Imp'] }, opp: { monsters: [{ card: DDD }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribute to the Doomed') });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, DDD, 1)] });
    x = passAll(x);
    expect(opp(x).graveyard).toEqual([DDD]);
  });

  it("a monster's effect destroys it (Exiled Force)", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Exiled Force' }] }, opp: { monsters: [{ card: DDD }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Exiled Force') });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, DDD, 1)] });
    x = passAll(x);
    expect(opp(x).graveyard).toEqual([DDD]);
  });

  it('is not destroyed by battle with a monster of 1900 ATK or less; battle damage is still dealt', () => {
    const d = duelOf({ turn: 3, me: { monsters: [{ card: 'Gemini Elf' }] }, opp: { monsters: [{ card: DDD }] } });
    const x = passAll(play(passAll(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Gemini Elf'), target: idOf(d, DDD, 1) }));
    expect(opp(x).monsters[0]).toMatchObject({ name: DDD });
    expect(opp(x).lp).toBe(8000 - 700);
  });

  it('is destroyed by battle with a monster of more than 1900 ATK', () => {
    const d = duelOf({ turn: 3, me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: DDD }] } });
    const x = passAll(play(passAll(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, DDD, 1) }));
    expect(opp(x).graveyard).toEqual([DDD]);
  });
});
