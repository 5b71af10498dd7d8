// Banisher of the Light (texts-2016): "As long as this card remains face-up on the field, any card sent to the
// Graveyard is removed from play instead." The script (official/c61528025.lua): EFFECT_TO_GRAVE_REDIRECT for
// every card, both players'; asked as the cards are sent (those leaving with it too).
import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

const BANISHER = 'Banisher of the Light';
const DECK = ['Celtic Guardian', 'Feral Imp', 'Kuriboh'];

describe('Banisher of the Light', () => {
  it("a Spell Card that resolves is banished instead of going to the Graveyard (either player's Banisher)", () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], deck: DECK }, opp: { monsters: [{ card: BANISHER }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }));
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).banished).toEqual(['Pot of Greed']);
  });

  it('cards destroyed together with it are banished, and so is it; the Spell that destroyed them, resolved after, goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: BANISHER }, { card: 'Feral Imp' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).banished).toEqual(['Celtic Guardian']);
    expect(opp(x).banished.sort()).toEqual([BANISHER, 'Feral Imp'].sort());
    expect(opp(x).graveyard).toEqual([]);
    expect(me(x).graveyard).toEqual(['Dark Hole']);
  });

  it('a card discarded as a cost and a Tribute are banished too', () => {
    const d = duelOf({ me: { hand: ['Tribute to the Doomed', 'Feral Imp'], monsters: [{ card: BANISHER }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribute to the Doomed') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    x = passAll(x);
    expect(me(x).graveyard).toEqual([]);
    expect(opp(x).banished).toEqual(['Celtic Guardian']);
    expect(me(x).banished.sort()).toEqual(['Feral Imp', 'Tribute to the Doomed'].sort());
    const t = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: BANISHER }] } });
    const y = passAll(play(t, { type: 'normalSummon', card: idOf(t, 'Summoned Skull'), tributes: [idOf(t, BANISHER)] }));
    expect(me(y).banished).toEqual([BANISHER]);
  });

  it('a face-down card destroyed is banished (face-up); a monster destroyed by battle is banished, and Sangan, not in the Graveyard, searches nothing', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: BANISHER }] }, opp: { spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Torrential Tribute', 1)] }));
    expect(opp(x).banished).toEqual(['Torrential Tribute']);
    const b = duelOf({ turn: 3, me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: BANISHER, position: 'defense' }, { card: 'Sangan' }], deck: ['Kuriboh'] } });
    const y = passAll(play(passAll(play(b, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(b, 'Summoned Skull'), target: idOf(b, 'Sangan', 1) }));
    expect(opp(y).banished).toEqual(['Sangan']);
    expect(y.flow.prompt).toBeNull();
    expect(opp(y).deck).toBe(1);
  });

  it('Tokens cease to exist as ever (not banished)', () => {
    const d = duelOf({ me: { hand: ['Scapegoat', 'Dark Hole'], monsters: [{ card: BANISHER }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Scapegoat') }));
    expect(me(x).monsters.filter(Boolean)).toHaveLength(5);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).banished.sort()).toEqual([BANISHER, 'Scapegoat'].sort());
    expect(me(x).graveyard).toEqual(['Dark Hole']);
  });

  it('face-down, or with its effects negated (Skill Drain), it does nothing', () => {
    const d = duelOf({ me: { hand: ['Pot of Greed'], deck: DECK, monsters: [{ card: BANISHER, faceUp: false, position: 'defense' }] } });
    expect(me(passAll(play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') }))).graveyard).toEqual(['Pot of Greed']);
    const n = duelOf({ me: { hand: ['Pot of Greed'], deck: DECK, monsters: [{ card: BANISHER }] }, opp: { spellTraps: [{ card: 'Skill Drain', faceUp: true }] } });
    expect(me(passAll(play(n, { type: 'activate', card: idOf(n, 'Pot of Greed') }))).graveyard).toEqual(['Pot of Greed']);
  });
});
