import { describe, expect, it } from 'vitest';
import { legalActions, summary } from '..';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';

/*
 * Rulebook v9.1, "Tokens": a Token that leaves the field is not sent anywhere; it ceases to exist.
 * An effect that targeted a Token which left the field in answer resolves without it (the target
 * is simply not there), as with any target that moved; the duel goes on.
 */
describe('a targeted Token that left the field in answer is gone: the effect resolves without it', () => {
  it("Enemy Controller targets the opponent's Sheep Token; they Tribute it for their own Enemy Controller in answer; the first resolves and changes nothing", () => {
    const d = duelOf({
      me: { hand: ['Enemy Controller'], monsters: [{ card: 'Summoned Skull' }] },
      opp: { monsters: [{ card: 'Sheep Token' }], spellTraps: [{ card: 'Enemy Controller', faceUp: false }] },
    });
    const sheep = idOf(d, 'Sheep Token', 1);
    let x = play(d, { type: 'activate', card: idOf(d, 'Enemy Controller'), effect: 0 });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [sheep] });
    expect(x.flow.chain).toHaveLength(1);
    // Player 1 answers: Tribute the Sheep Token, take Summoned Skull.
    x = play(x, { type: 'activate', card: idOf(x, 'Enemy Controller', 1), effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.includes(sheep)) x = play(x, { type: 'select', ids: [sheep] });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(x, 'Summoned Skull')] });
    x = passAll(x);
    expect(x.flow.chain).toHaveLength(0);
    expect(opp(x).monsters.find(Boolean)?.name).toBe('Summoned Skull');
    expect(me(x).monsters.every((s) => s === null)).toBe(true);
    expect(summary(x).phase).toBe('main1');
    expect(legalActions(x).length).toBeGreaterThan(0);
  });
});
