import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, play } from './dsl';

/*
 * Rule code `destroysItself` (self, ygopro EFFECT_SELF_DESTROY): "Destroy this card if there is no Archfiend card on your
 * side of the field" (Falling Down). Checked with the state, only while the card is face-up with its effects applying
 * (its activation resolved); a Set copy is not destroyed; once destroyed, what it held (control) goes back.
 */
describe('a card destroyed by its own rule while that rule holds', () => {
  it('a Set copy stays; activated with nothing to keep it, it resolves, then it is destroyed', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Falling Down', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(me(d).spellTraps[0]).toMatchObject({ name: 'Falling Down', faceUp: false });
    let x = play(d, { type: 'activate', card: idOf(d, 'Falling Down') });
    const events = [...x.events];
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    events.push(...x.events);
    while (x.flow.window) {
      x = play(x, { type: 'pass' });
      events.push(...x.events);
    }
    // Not destroyed before it resolved: its Chain Link resolved, then it was destroyed (and held nothing).
    const fd = idOf(d, 'Falling Down');
    const resolved = events.findIndex((e) => e.type === 'resolved' && e.card === fd);
    const destroyed = events.findIndex((e) => e.type === 'destroyed' && e.card === fd);
    expect(resolved).toBeGreaterThanOrEqual(0);
    expect(destroyed).toBeGreaterThan(resolved);
    expect(me(x).graveyard).toEqual(['Falling Down']);
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Summoned Skull']);
  });
});

/*
 * A Pendulum Effect too (a card in a Pendulum Zone: Performapal Momoncarpet, "Unless you have a card in your other Pendulum
 * Zone, destroy this card"): destroyed as the state is checked once its activation has resolved, face-up to the Extra Deck.
 */
describe('a card in a Pendulum Zone destroyed by its own rule', () => {
  it('activated alone, it resolves, then it is destroyed; beside another card it stays', () => {
    const d = duelOf({ me: { hand: ['Performapal Momoncarpet'] } });
    const card = idOf(d, 'Performapal Momoncarpet');
    let x = play(d, { type: 'activate', card, effect: -1, zone: 0 });
    while (x.flow.window) x = play(x, { type: 'pass' });
    // Its Chain Link resolved, then it was destroyed.
    const resolved = x.events.findIndex((e) => e.type === 'resolved' && e.card === card);
    expect(resolved).toBeGreaterThanOrEqual(0);
    expect(x.events.findIndex((e) => e.type === 'destroyed' && e.card === card)).toBeGreaterThan(resolved);
    expect(me(x).pendulum[0]).toBeNull();
    expect(x.faceUpExtra).toEqual([card]);
    const kept = duelOf({ me: { pendulum: ['Performapal Momoncarpet', 'Flash Knight'] } });
    expect(me(play(kept, { type: 'nextPhase', to: 'battle' })).pendulum[0]).toEqual({ name: 'Performapal Momoncarpet', faceUp: true });
  });
});
