import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { attackOf } from '../draft';
import { duelOf, idOf, legal, me, passAll, passWindows, play } from './dsl';
import { endTurn } from './turns';

/*
 * "You and your opponent cannot play or Set any Spell or Trap Cards" (Cold Wave; rule code
 * `noSpellTrapPlays`, recorded per player; ygopro's EFFECT_CANNOT_ACTIVATE on card activations and
 * EFFECT_CANNOT_SSET): no Spell or Trap Card is activated (from the hand, Set, or a Pendulum Monster as a
 * Spell Card in a Pendulum Zone) nor Set; effects of cards already face-up and monster effects are not
 * playing a card. And "at the start of Main Phase 1": the turn mark `acted` (apply.ts) records the first
 * Summon, Set, activation, position change or attack of each player in each phase.
 */
const locked = (d: Duel, player: 0 | 1 = 0): Duel => ({ ...d, rules: [...d.rules, { code: 'noSpellTrapPlays', player, lasts: { kind: 'thisTurn', turn: d.turn } }] });

describe('No Spell or Trap Cards played or Set', () => {
  it('a Pendulum Monster cannot be activated in a Pendulum Zone (it is a Spell Card then); a Pendulum Summon is still a Summon', () => {
    const d = duelOf({ me: { hand: ['Stargazer Magician', 'Summoned Skull'], pendulum: ['Timegazer Magician', null] } });
    expect(legal(d, 'activate', idOf(d, 'Stargazer Magician')).length).toBeGreaterThan(0);
    expect(legal(locked(d), 'activate', idOf(d, 'Stargazer Magician'))).toEqual([]);
  });

  it("a monster's effect activated from the hand is not a card played: Kuriboh is still discarded for its effect", () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Kuriboh'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(locked(x, 0), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' });
    while (x.flow.window && !attackOf(x)?.damageStep) x = play(x, { type: 'pass' });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Kuriboh') }));
    expect(me(x).graveyard).toEqual(['Kuriboh']);
    expect(me(x).lp).toBe(8000);
  });

  it('a rule about one player binds only that player', () => {
    const d = locked(duelOf({ me: { hand: ['Pot of Greed'] }, opp: { hand: ['Mystical Space Typhoon'], spellTraps: [] } }), 1);
    expect(legal(d, 'activate', idOf(d, 'Pot of Greed'))).toHaveLength(1);
  });

  it('the phase activity mark: the first action of a player in a phase marks it, for that phase only', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    expect(x.marks.filter((m) => m.mark === 'acted')).toEqual([{ mark: 'acted', player: 0, turn: 3, key: 'main1' }]);
    // Moving on is no activity; the next turn starts with none.
    const y = endTurn(x);
    expect(y.marks.filter((m) => m.mark === 'acted')).toEqual([]);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });
});
