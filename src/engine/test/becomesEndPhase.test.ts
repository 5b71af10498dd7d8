import { describe, expect, it } from 'vitest';
import { summary } from '..';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';

/*
 * "It becomes the End Phase of this turn" (ctx.becomeEndPhase; Neko Mane King): once the Chain is over, the
 * phase or step the turn is in ends where it stands and the End Phase begins (phases.ts enterEndPhaseNow),
 * with what begins with it. ygopro's script skips every phase up to the End Phase (Duel.SkipPhase), so
 * the End Phase itself is played.
 */
const phasesEntered = (x: ReturnType<typeof play>) => x.events.flatMap((e) => (e.type === 'phaseEntered' ? [e.phase] : []));

describe('it becomes the End Phase', () => {
  it('from the Battle Step: no more attacks, no Main Phase 2; the End Phase, then the next turn', () => {
    // GOAT's Ring of Destruction may be activated by the turn player on any face-up monster.
    const d = duelOf({
      format: 'goat', turnPlayer: 1,
      me: { monsters: [{ card: 'Neko Mane King', position: 'defense' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Ring of Destruction', faceUp: false }] },
    });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(summary(x).step).toBe('battle');
    expect(legal(x, 'attack').length).toBeGreaterThan(0);
    x = play(x, legal(x, 'activate').find((a) => a.card === idOf(d, 'Ring of Destruction', 1))!);
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Neko Mane King')] }));
    expect(me(x).graveyard).toEqual(['Neko Mane King']);
    expect(phasesEntered(x)[0]).toBe('end');
    expect(phasesEntered(x)).not.toContain('main2');
    expect(summary(x).turnPlayer).toBe(0);
    expect(me(x).lp).toBe(8000);
  });
  it('a card banished until the End Phase comes back as it begins', () => {
    const d = duelOf({
      turnPlayer: 1, me: { monsters: [{ card: 'Neko Mane King' }] },
      opp: { hand: ['Raigeki'], monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Interdimensional Matter Transporter', faceUp: false }] },
    });
    let x = play(d, legal(d, 'activate').find((a) => a.card === idOf(d, 'Interdimensional Matter Transporter', 1))!);
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(opp(x).banished).toEqual(['Summoned Skull']);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Raigeki', 1) }));
    expect(me(x).graveyard).toEqual(['Neko Mane King']);
    expect(opp(x).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
    expect(summary(x).turnPlayer).toBe(0);
  });
});
