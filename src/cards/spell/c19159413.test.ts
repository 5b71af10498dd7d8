import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { duelOf, idOf, legal, opp, play } from '../../engine/test/dsl';

describe('De-Spell', () => {
  it('may target a face-up Spell or any Set card, never a face-up Trap', () => {
    const d = duelOf({
      me: { hand: ['De-Spell'] },
      opp: { spellTraps: [{ card: 'Just Desserts', faceUp: true }, { card: 'Ookazi', faceUp: true }, { card: 'Magic Jammer', faceUp: false }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'De-Spell') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Ookazi', 1), idOf(d, 'Magic Jammer', 1)] });
  });
  it('destroys a face-up Spell', () => {
    const d = duelOf({ me: { hand: ['De-Spell'] }, opp: { spellTraps: [{ card: 'Ookazi', faceUp: true }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'De-Spell') }, { type: 'select', ids: [idOf(d, 'Ookazi', 1)] });
    expect(opp(x).graveyard).toEqual(['Ookazi']);
  });
  it('reveals a Set Spell to both players and destroys it', () => {
    const d = duelOf({ me: { hand: ['De-Spell'] }, opp: { spellTraps: [{ card: 'Pot of Greed', faceUp: false }] } });
    const pot = idOf(d, 'Pot of Greed', 1);
    const x = play(d, { type: 'activate', card: idOf(d, 'De-Spell') }, { type: 'select', ids: [pot] });
    expect(x.events.filter((e) => e.type === 'revealed')).toEqual([
      { type: 'revealed', cards: [pot], to: 0 },
      { type: 'revealed', cards: [pot], to: 1 },
    ]);
    expect(opp(x).graveyard).toEqual(['Pot of Greed']);
  });
  it('says in the log who was shown what, in plain words for each player', () => {
    const d = duelOf({ me: { hand: ['De-Spell'] }, opp: { spellTraps: [{ card: 'Pot of Greed', faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'De-Spell') }, { type: 'select', ids: [idOf(d, 'Pot of Greed', 1)] });
    const lines = (viewer: 0 | 1) => viewFor(x, viewer).events.filter((e) => e.type === 'revealed').map((e) => e.text);
    expect(lines(0)).toEqual(['You looked at Pot of Greed', "Your opponent's Pot of Greed was revealed"]);
    expect(lines(1)).toEqual(['Your opponent looked at your Pot of Greed', 'You looked at Pot of Greed']);
    // A Set Trap stays Set: the activator, who saw it, is not told its name again; nothing hidden is named.
    const t = duelOf({ me: { hand: ['De-Spell'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } });
    const y = play(t, { type: 'activate', card: idOf(t, 'De-Spell') }, { type: 'select', ids: [idOf(t, 'Just Desserts', 1)] });
    expect(viewFor(y, 0).events.filter((e) => e.type === 'revealed').map((e) => e.text)).toEqual(['You looked at Just Desserts', "Your opponent's card was revealed"]);
  });
  it('reveals a Set Trap to both players and leaves it Set', () => {
    const d = duelOf({ me: { hand: ['De-Spell'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } });
    const trap = idOf(d, 'Just Desserts', 1);
    const x = play(d, { type: 'activate', card: idOf(d, 'De-Spell') }, { type: 'select', ids: [trap] });
    expect(x.events.filter((e) => e.type === 'revealed').map((e) => 'to' in e && e.to)).toEqual([0, 1]);
    expect(opp(x).spellTraps[0]).toEqual({ name: 'Just Desserts', faceUp: false });
    expect(opp(x).graveyard).toEqual([]);
  });
  it('cannot be activated when the only other Spell/Trap is a face-up Trap', () => {
    expect(legal(duelOf({ me: { hand: ['De-Spell'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: true }] } }), 'activate')).toEqual([]);
  });
});
