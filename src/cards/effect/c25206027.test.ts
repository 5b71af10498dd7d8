import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

/*
 * Interplanetarypurplythorny Dragon (texts-2016): "If a monster you control is destroyed by battle or by
 * card effect and sent to the Graveyard: You can Special Summon this card from your hand." A Trigger from
 * the hand (range 'hand', test/handTriggers.test.ts).
 */

const DRAGON = 'Interplanetarypurplythorny Dragon';

describe('Interplanetarypurplythorny Dragon', () => {
  it('when a monster you control is destroyed by battle: you can Special Summon it from your hand', () => {
    const d = duelOf({ me: { hand: [DRAGON], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    x = passAll(play(passAll(x), { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Blue-Eyes White Dragon', 1) }));
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).monsters.map((s) => s?.name ?? null)).toContain(DRAGON);
    expect(me(x).hand).toEqual([]);
  });

  it('when a monster you control is destroyed by a card effect (Dark Hole)', () => {
    const d = duelOf({ me: { hand: [DRAGON, 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'defense' });
    x = passAll(x);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: DRAGON, position: 'defense' });
  });

  it('it is optional: declined, it stays in the hand', () => {
    const d = duelOf({ me: { hand: [DRAGON, 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') })), { type: 'select', option: 'no' }));
    expect(me(x).hand).toEqual([DRAGON]);
  });

  it("not for the opponent's monster, nor a monster that leaves the field without being destroyed, nor from the field", () => {
    const theirs = duelOf({ me: { hand: [DRAGON, 'Dark Hole'] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(passAll(play(theirs, { type: 'activate', card: idOf(theirs, 'Dark Hole') })).flow.prompt).toBeNull();
    // Tributed for a Tribute Summon: not destroyed.
    const tribute = duelOf({ me: { hand: [DRAGON, 'Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(play(tribute, { type: 'normalSummon', card: idOf(tribute, 'Summoned Skull'), tributes: [idOf(tribute, 'Celtic Guardian')] }).flow.prompt).toBeNull();
    // On the field it does nothing (its own destruction included).
    const onField = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: DRAGON }, { card: 'Celtic Guardian' }] } });
    expect(passAll(play(onField, { type: 'activate', card: idOf(onField, 'Dark Hole') })).flow.prompt).toBeNull();
  });
});
