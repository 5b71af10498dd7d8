import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { leakedNames } from '../../reliability/harness';
import { duelOf, idOf, passAll, play } from './dsl';

/*
 * "If this card was Special Summoned by the effect of <card>" (Dark Mimic LV3; ygopro's summon value kept
 * with the card): a monster an effect Special Summons records the card whose effect it was (its
 * instance id: MonsterSlot.summonedBy); turned face-down it is a new card and forgets it (ruling: Dark Mimic LV3 flipped
 * face-down by Tsukuyomi draws 1); as it leaves the field the turn's `leftField` mark keeps it, so an effect
 * of the card in the Graveyard still knows how it had been Summoned (library.ts specialSummonedByEffectOf).
 */

const slotOf = (d: Duel, card: string) => d.players[0].monsters.find((s) => s?.card === card);

function reborn(): { d: Duel; x: Duel } {
  const d = duelOf({ me: { hand: ['Monster Reborn', 'Book of Moon', 'Summoned Skull'], graveyard: ['Dark Mimic LV3'] } });
  let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Dark Mimic LV3')] });
  x = passAll(x);
  if (x.flow.prompt) x = passAll(play(x, { type: 'select', option: 'attack' }));
  return { d, x };
}

describe('Special Summoned by the effect of a card', () => {
  it('the monster records the card whose effect Special Summoned it', () => {
    const { d, x } = reborn();
    expect(slotOf(x, idOf(d, 'Dark Mimic LV3'))?.summonedBy).toBe(idOf(d, 'Monster Reborn'));
  });

  it('a Normal Summoned monster records none', () => {
    const d = duelOf({ me: { hand: ['Dark Mimic LV3'] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Dark Mimic LV3'), tributes: [] }));
    expect(slotOf(x, idOf(d, 'Dark Mimic LV3'))?.summonedBy).toBeUndefined();
  });

  it('turned face-down, it forgets it', () => {
    const { d, x } = reborn();
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Dark Mimic LV3')] }));
    expect(slotOf(y, idOf(d, 'Dark Mimic LV3'))).toMatchObject({ faceUp: false });
    expect(slotOf(y, idOf(d, 'Dark Mimic LV3'))?.summonedBy).toBeUndefined();
  });

  it('as it leaves the field, the turn keeps how it had been Summoned', () => {
    const { d, x } = reborn();
    const lv3 = idOf(d, 'Dark Mimic LV3');
    const y = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [lv3] }));
    expect(y.players[0].graveyard).toContain(lv3);
    expect(y.marks.filter((m) => m.mark === 'leftField' && m.key === lv3)).toEqual([{ mark: 'leftField', player: 0, turn: y.turn, key: lv3, summonedBy: idOf(d, 'Monster Reborn') }]);
  });

  it("a summoner hidden later (turned face-down) is not named by the opponent's public state (fuzz seed 605 at 3d0f130)", () => {
    const d = duelOf({ me: { hand: ['Goblindbergh', 'Celtic Guardian', 'Book of Moon'] } });
    const goblin = idOf(d, 'Goblindbergh');
    let x = passAll(play(d, { type: 'normalSummon', card: goblin, tributes: [] }));
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(slotOf(x, idOf(d, 'Celtic Guardian'))?.summonedBy).toBe(goblin);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [goblin] }));
    expect(slotOf(x, goblin)?.faceUp).toBe(false);
    expect(leakedNames(x, 1)).toEqual([]);
  });
});
