import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Miracle Restoring (texts-2016): "Remove 2 Spell Counters from your side of the field, then target 1
 * "Dark Magician" or "Buster Blader" in your Graveyard; Special Summon that target." Removing the
 * counters is the cost, from one card or two.
 */

const CARD = 'Miracle Restoring';
const SET = { card: CARD, faceUp: false };

describe('Miracle Restoring', () => {
  it('remove 2 Spell Counters (from one card or two), then Special Summon the targeted Dark Magician from your Graveyard', () => {
    const d = duelOf({
      me: { spellTraps: [SET], graveyard: ['Dark Magician', 'Celtic Guardian'], monsters: [{ card: 'Skilled Dark Magician', counters: 1 }, { card: 'Royal Magical Library', counters: 2 }] },
      opp: { graveyard: ['Dark Magician'] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, CARD) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Skilled Dark Magician'), idOf(d, 'Royal Magical Library')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Skilled Dark Magician')] });
    // Skilled Dark Magician has none left: only the Library.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Royal Magical Library')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Royal Magical Library')] });
    // Only your own Dark Magician.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Dark Magician')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.players[0].monsters[0]?.counters ?? 0).toBe(0);
    expect(x.players[0].monsters[1]?.counters).toBe(1);
    expect(me(x).monsters.map((s) => s?.name ?? null)).toContain('Dark Magician');
    expect(me(x).graveyard).toEqual(['Celtic Guardian', CARD]);
  });

  it('cannot be activated with fewer than 2 Spell Counters on your field, or with no Dark Magician or Buster Blader in your Graveyard', () => {
    const few = duelOf({ me: { spellTraps: [SET], graveyard: ['Dark Magician'], monsters: [{ card: 'Skilled Dark Magician', counters: 1 }] }, opp: { monsters: [{ card: 'Royal Magical Library', counters: 3 }] } });
    expect(legal(few, 'activate', idOf(few, CARD))).toEqual([]);
    const none = duelOf({ me: { spellTraps: [SET], graveyard: ['Celtic Guardian'], monsters: [{ card: 'Skilled Dark Magician', counters: 3 }] } });
    expect(legal(none, 'activate', idOf(none, CARD))).toEqual([]);
    const ready = duelOf({ me: { spellTraps: [SET], graveyard: ['Dark Magician'], monsters: [{ card: 'Skilled Dark Magician', counters: 2 }] } });
    expect(legal(ready, 'activate', idOf(ready, CARD))).toHaveLength(1);
  });
});
