import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { currentLevel } from '../../engine/stats';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Cost Down (texts-2016): "Discard 1 card; until the End Phase, reduce the Levels of all monsters in your hand by 2
 * (even after they are Summoned)." (official/c23265313.lua: EFFECT_UPDATE_LEVEL -2 on each monster in the hand, kept
 * as it goes to the field, and on monsters added to the hand later that turn; a Level is never below 1.) Rule code
 * `handLevelChange`: about the player while the monster is in the hand, about the monster once Summoned from there.
 */
const setUp = (hand: string[] = ['Cost Down', 'Kuriboh', 'Summoned Skull', 'Blue-Eyes White Dragon']): Duel =>
  duelOf({ me: { hand, monsters: [{ card: 'Feral Imp' }], deck: ['Dark Magician', 'Celtic Guardian', 'Celtic Guardian'] } });
function costDown(d: Duel, discard = 'Kuriboh'): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, 'Cost Down') });
  x = play(x, { type: 'select', ids: [idOf(d, discard)] });
  return passAll(x);
}
const summons = (d: Duel, name: string) => legal(d, 'normalSummon', idOf(d, name));

describe('Cost Down', () => {
  it('discards 1 card as its cost', () => {
    const x = costDown(setUp());
    expect(me(x).graveyard.sort()).toEqual(['Cost Down', 'Kuriboh']);
    expect(legal(duelOf({ me: { hand: ['Cost Down'] } }), 'activate')).toEqual([]);
  });

  it('a Level 6 monster in the hand is Summoned with no Tribute, a Level 8 with 1', () => {
    const d = setUp();
    expect(summons(d, 'Summoned Skull').map((a) => a.tributes.length)).toEqual([1]);
    const x = costDown(d);
    expect(summons(x, 'Summoned Skull').map((a) => a.tributes)).toEqual([[]]);
    expect(summons(x, 'Blue-Eyes White Dragon').map((a) => a.tributes)).toEqual([[idOf(x, 'Feral Imp')]]);
  });

  it('the monster Summoned from the hand stays 2 Levels lower this turn; the next turn it is back', () => {
    let x = costDown(setUp());
    x = passAll(play(x, { type: 'normalSummon', card: idOf(x, 'Summoned Skull'), tributes: [] }));
    expect(me(x).monsters[1]).toMatchObject({ name: 'Summoned Skull' });
    expect(x.rules.filter((r) => r.code === 'handLevelChange' && r.card === idOf(x, 'Summoned Skull'))).toHaveLength(1);
    // Not a monster Summoned without the Tributes its Level asks for (Fusilier Dragon's question).
    expect(x.players[0].monsters[1]?.withoutTributes).toBeUndefined();
    x = endTurn(x);
    expect(x.rules).toEqual([]);
  });

  it('a monster added to the hand later this turn is lowered too (Pot of Greed draws Dark Magician)', () => {
    let x = costDown(setUp(['Cost Down', 'Kuriboh', 'Pot of Greed']));
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Pot of Greed') }));
    expect(me(x).hand).toContain('Dark Magician');
    expect(summons(x, 'Dark Magician').map((a) => a.tributes)).toEqual([[idOf(x, 'Feral Imp')]]);
  });

  it("never below Level 1, and only its player's hand", () => {
    const d = duelOf({ me: { hand: ['Cost Down', 'Kuriboh', 'Kuriboh'] }, opp: { hand: ['Summoned Skull'] } });
    const x = costDown(d);
    expect(x.rules).toMatchObject([{ code: 'handLevelChange', player: 0, key: '-2' }, expect.anything()]);
    // The opponent's Summoned Skull still needs a Tribute in their turn.
    const y = endTurn(x);
    expect(legal(y, 'normalSummon', idOf(y, 'Summoned Skull', 1))).toEqual([]);
  });

  it('later card: the change holds through the End Phase; GOAT: it ends as the End Phase begins', () => {
    for (const [format, level] of [['advanced', 4], ['goat', 6]] as const) {
      // A Set Jar of Greed gives its player a window in the End Phase.
      const d = duelOf({ format, me: { hand: ['Cost Down', 'Kuriboh', 'Summoned Skull'], spellTraps: [{ card: 'Jar of Greed', faceUp: false }] } });
      let x = costDown(d);
      expect(currentLevel(x, idOf(d, 'Summoned Skull')), format).toBe(4);
      x = play(x, { type: 'nextPhase', to: 'end' });
      expect(summary(x)).toMatchObject({ turn: 3, phase: 'end' });
      expect(currentLevel(x, idOf(d, 'Summoned Skull')), format).toBe(level);
    }
  });
});
