import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/** The opponent's turn: they hold Ookazi and attack with Summoned Skull; I hold Hallowed Life Barrier Set and `hand`. */
const setup = (format?: 'goat', hand = ['Feral Imp']) => duelOf({
  ...(format ? { format } : {}), turnPlayer: 1,
  me: { hand, monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Hallowed Life Barrier', faceUp: false }] },
  opp: { hand: ['Ookazi'], monsters: [{ card: 'Summoned Skull' }] },
});

/** I activate the Barrier in answer to Ookazi, discarding Feral Imp. */
function barrierAgainstOokazi(format?: 'goat') {
  const d = setup(format);
  let x = play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) });
  x = play(x, { type: 'activate', card: idOf(d, 'Hallowed Life Barrier') });
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
  return { d, x: passAll(x) };
}

describe('Hallowed Life Barrier', () => {
  it('costs a discard: not without another card in the hand', () => {
    const d = setup(undefined, []);
    const x = play(d, { type: 'activate', card: idOf(d, 'Ookazi', 1) });
    expect(legal(x, 'activate', idOf(d, 'Hallowed Life Barrier'))).toEqual([]);
  });

  it("this turn, no damage from the opponent's card effects", () => {
    const { x } = barrierAgainstOokazi();
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Hallowed Life Barrier']);
    expect(me(x).lp).toBe(8000);
  });

  it("nor battle damage from the opponent's monsters; later card: the monsters are not destroyed by battle either", () => {
    const { d, x } = barrierAgainstOokazi();
    const y = passAll(play(toBattle(x), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') }));
    expect(me(y).lp).toBe(8000);
    expect(me(y).monsters[0]?.name).toBe('Celtic Guardian');
  });

  it('GOAT era: the damage is 0 but the monster is destroyed by battle (goat/c504700153.lua)', () => {
    const { d, x } = barrierAgainstOokazi('goat');
    expect(me(x).lp).toBe(8000);
    const y = passAll(play(toBattle(x), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') }));
    expect(me(y).lp).toBe(8000);
    expect(me(y).graveyard).toContain('Celtic Guardian');
  });

  it("its controller's own card effects still damage them (GOAT Ring of Destruction)", () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Feral Imp'], spellTraps: [{ card: 'Hallowed Life Barrier', faceUp: false }, { card: 'Ring of Destruction', faceUp: false }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Hallowed Life Barrier') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(x);
    x = play(x, { type: 'activate', card: idOf(d, 'Ring of Destruction') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    x = passAll(x);
    expect([me(x).lp, opp(x).lp]).toEqual([8000 - 1400, 8000 - 1400]);
  });

  it('lasts this turn only', () => {
    const { d, x } = barrierAgainstOokazi();
    expect(x.rules.filter((r) => r.code === 'noEffectDamage')).toEqual([expect.objectContaining({ player: 0, lasts: { kind: 'thisTurn', turn: d.turn } })]);
  });
});
