import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Duel } from '..';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * An effect set off as its card leaves the field, for anywhere (Trigger range 'leavingField', event `leftField`):
 * Mokey Mokey King's "When this card is removed from the field" (ygopro EVENT_LEAVE_FIELD) goes off from the
 * Graveyard, the Extra Deck (returned to the hand) or the banished pile alike; only if it was face-up as it left
 * (c13803864.lua `IsPreviousPosition(POS_FACEUP)`); for the player who controlled it then. A change of control
 * is not leaving the field (rulebook v9.1 "Control/Possess").
 */
const MOKEYS = ['Mokey Mokey', 'Mokey Mokey', 'Mokey Mokey'];
const offered = (d: Duel): 0 | 1 | null =>
  d.flow.prompt?.kind === 'chooseOption' && /Mokey Mokey King/.test(d.flow.prompt.reason) ? d.flow.prompt.player : null;

describe('an effect as its card leaves the field goes off wherever the card went', () => {
  it('the event says who controlled it and whether it was face-up; the log says it left the field', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], graveyard: MOKEYS, monsters: [{ card: 'Mokey Mokey King' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.events).toContainEqual({ type: 'leftField', card: idOf(d, 'Mokey Mokey King'), player: 0, faceUp: true, by: 0 });
    expect(viewFor(x, 1).events.some((e) => e.type === 'leftField' && e.text === 'Mokey Mokey King left the field')).toBe(true);
    expect(offered(x)).toBe(0);
  });

  it('taken by the opponent and then destroyed: its controller then activates it, from their own Graveyard', () => {
    const d = duelOf({ me: { hand: ['Change of Heart', 'Dark Hole'], graveyard: MOKEYS }, opp: { monsters: [{ card: 'Mokey Mokey King' }] } });
    const king = idOf(d, 'Mokey Mokey King', 1);
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }));
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [king] }));
    // Taking control is not leaving the field.
    expect(me(x).monsters.some((m) => m?.name === 'Mokey Mokey King')).toBe(true);
    expect(offered(x)).toBeNull();
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(opp(x).graveyard).toContain('Mokey Mokey King');
    expect(offered(x)).toBe(0);
    let y = passAll(play(x, { type: 'select', option: 'yes' }));
    while (y.flow.prompt) y = passAll(play(y, legalActions(y)[0]!));
    expect(me(y).monsters.filter((m) => m?.name === 'Mokey Mokey').length).toBe(3);
  });

  it('face-down as it leaves: nothing goes off', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], graveyard: MOKEYS, monsters: [{ card: 'Mokey Mokey King', position: 'defense', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.events.find((e) => e.type === 'leftField')).toMatchObject({ faceUp: false });
    expect(offered(x)).toBeNull();
  });

  it('a borrowed monster going back to its owner in the End Phase does not leave the field', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'], graveyard: MOKEYS }, opp: { graveyard: MOKEYS, monsters: [{ card: 'Mokey Mokey King' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }));
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mokey Mokey King', 1)] }));
    expect(me(x).monsters.some((m) => m?.name === 'Mokey Mokey King')).toBe(true);
    const y = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(opp(y).monsters.some((m) => m?.name === 'Mokey Mokey King')).toBe(true);
    expect(offered(y)).toBeNull();
    expect(y.events.some((e) => e.type === 'leftField')).toBe(false);
  });

  it("a Spell or Trap Card's too (Eternal Soul): as it leaves its zone face-up; not once its activation was negated (its effects never applied)", () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'] }, opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Eternal Soul', faceUp: true }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Eternal Soul', 1)] }));
    expect(x.events).toContainEqual({ type: 'leftField', card: idOf(d, 'Eternal Soul', 1), player: 1, faceUp: true, by: 0 });
    expect(opp(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Eternal Soul']);
    const negated = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Eternal Soul', faceUp: false }] }, opp: { spellTraps: [{ card: 'Seven Tools of the Bandit', faceUp: false }] } });
    let y = play(negated, { type: 'activate', card: idOf(negated, 'Eternal Soul'), effect: 0 });
    while (y.flow.prompt === null && legalActions(y).every((a) => a.type !== 'activate' || a.card !== idOf(negated, 'Seven Tools of the Bandit', 1))) y = play(y, { type: 'pass' });
    y = passAll(play(y, { type: 'activate', card: idOf(negated, 'Seven Tools of the Bandit', 1) }));
    expect(me(y).graveyard).toEqual(['Eternal Soul']);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
    expect(y.events).toContainEqual({ type: 'leftField', card: idOf(negated, 'Eternal Soul'), player: 0, faceUp: false, by: 1 });
  });

  it('a Set Spell or Trap Card leaving unseen keeps its name from the opponent (Giant Trunade returns a Set Eternal Soul)', () => {
    const d = duelOf({ me: { hand: ['Giant Trunade'] }, opp: { spellTraps: [{ card: 'Eternal Soul', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Giant Trunade') }));
    expect(opp(x).hand).toEqual(['Eternal Soul']);
    const seen = viewFor(x, 0).events.filter((e) => e.type === 'leftField');
    expect(seen.map((e) => e.text)).toEqual(['A card left the field']);
    expect(viewFor(x, 1).events.filter((e) => e.type === 'leftField').map((e) => e.text)).toEqual(['Eternal Soul left the field']);
  });
});
