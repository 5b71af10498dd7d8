import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Performapal Teeter Totter Hopper (texts-2016): "The first time this Special Summoned card would be destroyed by battle
 * each turn, it is not destroyed. Once per turn, during your opponent's End Phase: You can target 1 Level 3 or lower
 * "Performapal" monster in your Graveyard; send this card to the Graveyard, and if you do, add that monster to your hand.
 * If a "Performapal" monster is sent from the hand to your Graveyard (except during the Damage Step), while this card is
 * in your Graveyard: You can Special Summon this card. You can only use this effect of "Performapal Teeter Totter Hopper"
 * once per turn."
 */
const HOPPER = 'Performapal Teeter Totter Hopper';

/** Answers every prompt (yes/no with `answer`, a position with Attack) and passes the windows, until none is open. */
function settle(duel: Duel, answer: 'yes' | 'no'): Duel {
  let x = duel;
  for (;;) {
    const p = x.flow.prompt;
    if (p?.kind === 'chooseOption') x = play(x, { type: 'select', option: p.options.includes(answer) ? answer : p.options[0]! });
    else if (x.flow.window) x = play(x, { type: 'pass' });
    else return x;
  }
}

describe('Performapal Teeter Totter Hopper', () => {
  it('Special Summoned, the first battle each turn that would destroy it does not; the second does', () => {
    const d = toBattle(duelOf({ turnPlayer: 1, me: { monsters: [{ card: HOPPER, specialSummoned: true }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Summoned Skull' }] } }));
    const [a, b] = [0, 1].map((i) => d.players[1].monsters[i]!.card);
    let x = passAll(play(d, { type: 'attack', card: a!, target: idOf(d, HOPPER) }));
    expect(me(x).monsters[0]).toMatchObject({ name: HOPPER });
    x = passAll(play(x, { type: 'attack', card: b!, target: idOf(d, HOPPER) }));
    expect(me(x).graveyard).toEqual([HOPPER]);
    // Normal Summoned: destroyed at once.
    const n = toBattle(duelOf({ turnPlayer: 1, me: { monsters: [{ card: HOPPER }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    const y = passAll(play(n, { type: 'attack', card: idOf(n, 'Summoned Skull', 1), target: idOf(n, HOPPER) }));
    expect(me(y).graveyard).toEqual([HOPPER]);
  });

  it("during your opponent's End Phase: send it to the Graveyard and add a Level 3 or lower \"Performapal\" monster from there", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: HOPPER }], graveyard: ['Performapal Parrotrio', 'Performapal Drummerilla'] } });
    let x = play(d, { type: 'nextPhase', to: 'end' });
    while (x.flow.window && !x.flow.prompt) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    // Drummerilla is Level 5: only Parrotrio is a target.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Performapal Parrotrio')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Performapal Parrotrio')] }));
    expect(me(x).hand).toContain('Performapal Parrotrio');
    expect([...me(x).graveyard].sort()).toEqual(['Performapal Drummerilla', HOPPER].sort());
    // Not in your own End Phase.
    const own = duelOf({ me: { monsters: [{ card: HOPPER }], graveyard: ['Performapal Parrotrio'] } });
    expect(play(own, { type: 'nextPhase', to: 'end' }).flow.prompt).toBeNull();
  });

  it('in your Graveyard: when a "Performapal" monster is discarded from your hand, you can Special Summon it; not for another monster', () => {
    const d = duelOf({ me: { hand: ['Lightning Vortex', 'Performapal Parrotrio'], graveyard: [HOPPER] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Lightning Vortex') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Performapal Parrotrio')] });
    x = settle(x, 'yes');
    expect(me(x).monsters.some((m) => m?.name === HOPPER)).toBe(true);
    const other = duelOf({ me: { hand: ['Lightning Vortex', 'Celtic Guardian'], graveyard: [HOPPER] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let y = play(other, { type: 'activate', card: idOf(other, 'Lightning Vortex') });
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(other, 'Celtic Guardian')] });
    y = settle(y, 'yes');
    expect(me(y).graveyard).toContain(HOPPER);
  });
});
