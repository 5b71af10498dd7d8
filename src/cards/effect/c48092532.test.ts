import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

/*
 * D.D. Survivor (texts-2016): "During the End Phase, if this card was banished while face-up, on your side of the
 * field, this turn: Special Summon this banished card. This effect can only activate once per turn." No GOAT-era
 * variant (c48092532.lua: marked with no Chain as it is banished; a mandatory Trigger in the End Phase; to the
 * Graveyard if no Monster Zone is free).
 */

/** Chaos Sorcerer (owned by `owner`) banishes D.D. Survivor. */
function banishSurvivor(d: Duel, owner: 0 | 1 = 0): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, 'Chaos Sorcerer', owner), effect: 1 });
  x = play(x, { type: 'select', ids: [idOf(d, 'D.D. Survivor')] });
  return passAll(x);
}

/** To the End Phase, answering every prompt with the first choice. */
function toEndPhase(d: Duel): Duel {
  let x = passAll(play(d, { type: 'nextPhase', to: 'end' }));
  while (x.flow.prompt) x = passAll(play(x, legalActions(x)[0]!));
  return x;
}

describe('D.D. Survivor', () => {
  it('banished face-up from your field: it is Special Summoned during the End Phase', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Chaos Sorcerer' }, { card: 'D.D. Survivor' }] } });
    const x = banishSurvivor(d);
    expect(me(x).banished).toEqual(['D.D. Survivor']);
    // Nothing was activated as it was banished.
    expect(x.events.some((e) => e.type === 'activated' && e.card === idOf(d, 'D.D. Survivor'))).toBe(false);
    const y = toEndPhase(x);
    expect(me(y).banished).toEqual([]);
    expect(me(y).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Chaos Sorcerer', 'D.D. Survivor']);
  });

  it("banished by the opponent in their turn: it comes back in that turn's End Phase, for you", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'D.D. Survivor' }] }, opp: { monsters: [{ card: 'Chaos Sorcerer' }] } });
    const y = toEndPhase(banishSurvivor(d, 1));
    expect(me(y).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['D.D. Survivor']);
  });

  it('banished from the Graveyard (not from the field): it stays banished', () => {
    const d = duelOf({ me: { hand: ['Chaos Sorcerer'], graveyard: ['D.D. Survivor', 'Mystical Elf'] } });
    let x = play(d, legalActions(d).find((a) => a.type === 'specialSummon')!);
    while (x.flow.prompt || x.flow.window) x = play(x, legalActions(x)[0]!);
    expect(me(x).banished.sort()).toEqual(['D.D. Survivor', 'Mystical Elf']);
    const y = toEndPhase(x);
    expect(me(y).banished).toContain('D.D. Survivor');
  });

  it('with no Monster Zone free in the End Phase it is sent to the Graveyard', () => {
    const d = duelOf({
      me: {
        hand: ['Celtic Guardian'],
        monsters: [{ card: 'Chaos Sorcerer' }, { card: 'D.D. Survivor' }, { card: 'Feral Imp' }, { card: 'Kuriboh' }, { card: 'Mystical Elf' }],
      },
    });
    const x = passAll(play(banishSurvivor(d), { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }));
    const y = toEndPhase(x);
    expect(me(y).banished).toEqual([]);
    expect(me(y).graveyard).toEqual(['D.D. Survivor']);
  });

  it('taken by the opponent and banished on their side: it stays banished', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'], monsters: [{ card: 'Chaos Sorcerer' }] }, opp: { monsters: [{ card: 'D.D. Survivor' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }));
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [idOf(d, 'D.D. Survivor', 1)] }));
    x = play(x, { type: 'activate', card: idOf(d, 'Chaos Sorcerer'), effect: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'D.D. Survivor', 1)] }));
    const y = toEndPhase(x);
    expect(y.players[1].banished).toEqual([idOf(d, 'D.D. Survivor', 1)]);
  });
});
