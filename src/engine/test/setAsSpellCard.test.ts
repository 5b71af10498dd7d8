import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, summary, viewFor, type Action, type Duel, type DuelEvent } from '..';
import { duelOf, idOf, legal, me, opp, play } from './dsl';
import { endTurn } from './turns';

/*
 * "You can Set this card from your hand to your Spell & Trap Card Zone as a Spell Card" (Artifact Lancea; rule code
 * `setAsSpellCard`, ygopro EFFECT_MONSTER_SSET): the monster is offered to the player's Set of Spells and Traps in
 * their Main Phase, goes face-down to a Spell & Trap Zone like a Set Spell, cannot be activated there, and is a
 * hidden card to the opponent. Destroyed there by a card effect, the event `destroyed` says it was Set there
 * (`setInSpellTrapZone`), which the Artifacts' "if this Set card is destroyed" reads.
 */
const LANCEA = 'Artifact Lancea';

/** Plays the actions, then passes every window, keeping every event on the way. */
function eventsOf(duel: Duel, ...actions: Action[]): { duel: Duel; events: DuelEvent[] } {
  const events: DuelEvent[] = [];
  let d = duel;
  for (const a of actions) {
    d = applyAction(d, a);
    events.push(...d.events);
  }
  while (d.flow.window) {
    d = applyAction(d, { type: 'pass' });
    events.push(...d.events);
  }
  return { duel: d, events };
}

describe('A monster Set as a Spell Card', () => {
  it('is offered to the Spell & Trap Set and placed face-down there; other monsters are not', () => {
    const d = duelOf({ me: { hand: [LANCEA, 'Celtic Guardian'] } });
    expect(legal(d, 'setSpellTrap').map((a) => a.card)).toEqual([idOf(d, LANCEA)]);
    const x = play(d, { type: 'setSpellTrap', card: idOf(d, LANCEA) });
    expect(me(x).spellTraps[0]).toMatchObject({ name: LANCEA, faceUp: false });
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    // It is not a Normal Set: the monster's Normal Summon is still unused.
    expect(legal(x, 'normalSummon', idOf(d, 'Celtic Guardian'))).toHaveLength(1);
    // The opponent sees a face-down card, not its name.
    const seen = viewFor(x, 1);
    expect(JSON.stringify(seen)).not.toContain(LANCEA);
  });

  it('cannot be activated while Set, not even its Quick Effect in the opponent\'s turn', () => {
    const d = duelOf({ me: { hand: [LANCEA] } });
    const x = endTurn(play(d, { type: 'setSpellTrap', card: idOf(d, LANCEA) }));
    expect(summary(x).turnPlayer).toBe(1);
    const opened = play(x, { type: 'nextPhase', to: 'battle' });
    const actions = [...legalActions(x), ...legalActions(opened)];
    expect(actions.some((a) => 'card' in a && a.card === idOf(d, LANCEA))).toBe(false);
  });

  it('destroyed there by a card effect in the opponent\'s turn: the event says it was Set there (its Special Summon goes off)', () => {
    const d = duelOf({ me: { hand: [LANCEA] }, opp: { hand: ['Mystical Space Typhoon'] } });
    const x = endTurn(play(d, { type: 'setSpellTrap', card: idOf(d, LANCEA) }));
    const { events } = eventsOf(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, LANCEA)] });
    expect(events.some((e) => e.type === 'destroyed' && e.card === idOf(d, LANCEA) && e.setInSpellTrapZone === true)).toBe(true);
  });

  it('a face-up card destroyed in the Spell & Trap Zone is not marked as Set', () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'] }, opp: { spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }] } });
    const { duel: x, events } = eventsOf(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Swords of Revealing Light', 1)] });
    expect(opp(x).graveyard).toEqual(['Swords of Revealing Light']);
    expect(events.some((e) => e.type === 'destroyed')).toBe(true);
    expect(events.some((e) => e.type === 'destroyed' && e.setInSpellTrapZone === true)).toBe(false);
  });
});
