import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Xing Zhen Hu (texts-2016): "Activate by selecting 2 Set Spell or Trap Cards on the field. The selected
 * Spell or Trap Cards cannot be activated." Issue 32 §4: a card that keeps its targets and locks them
 * while it stays (SpellTrapSlot.keeps, ctx.keepTargets; rule code barsActivation).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

function locked(mine: { card: string }[] = []): Duel {
  const d = duelOf({
    me: { spellTraps: [{ card: 'Xing Zhen Hu', faceUp: false }, { card: 'Dust Tornado', faceUp: false }], monsters: mine, deck: DECK },
    opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Mystical Space Typhoon', faceUp: false }, { card: 'Magic Cylinder', faceUp: false }], monsters: [{ card: 'Summoned Skull' }], hand: ['Mystical Space Typhoon'], deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Xing Zhen Hu') }, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }, { type: 'select', ids: [idOf(d, 'Mystical Space Typhoon', 1)] }));
}

describe('Xing Zhen Hu', () => {
  it('targets 2 Set Spell or Trap Cards on the field, on either side, never itself nor a face-up one', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Xing Zhen Hu', faceUp: false }, { card: 'Dust Tornado', faceUp: false }, { card: 'Spellbinding Circle', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Xing Zhen Hu') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect([...offered].sort()).toEqual([idOf(d, 'Dust Tornado'), idOf(d, 'Mirror Force', 1)].sort());
  });

  it('needs 2 Set cards besides itself', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Xing Zhen Hu', faceUp: false }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    expect(legal(d, 'activate', idOf(d, 'Xing Zhen Hu'))).toEqual([]);
  });

  it('the 2 selected cards cannot be activated while it stays face-up, on later turns too; other Set cards can', () => {
    const x = endTurn(locked());
    expect(x.players[0].spellTraps[0]).toMatchObject({ faceUp: true, keeps: [idOf(x, 'Mirror Force', 1), idOf(x, 'Mystical Space Typhoon', 1)] });
    expect(legal(x, 'activate', idOf(x, 'Mystical Space Typhoon', 1))).toEqual([]);
    // The MST in the hand is not selected: it may be activated.
    const hand = x.players[1].hand[0]!;
    expect(legal(x, 'activate', hand)).toHaveLength(1);
    // Its controller's own Set card is free too.
    const d = endTurn(x);
    expect(legal(d, 'activate', idOf(d, 'Dust Tornado'))).toHaveLength(1);
  });

  it('a selected Trap cannot answer an attack either; a Trap not selected can', () => {
    const x = endTurn(endTurn(locked([{ card: 'Celtic Guardian' }])));
    const y = play(passAll(play(x, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(x, 'Celtic Guardian'), target: idOf(x, 'Summoned Skull', 1) });
    expect(y.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    const answers = legal(y, 'activate').map((a) => a.card);
    expect(answers).toContain(idOf(x, 'Magic Cylinder', 1));
    expect(answers).not.toContain(idOf(x, 'Mirror Force', 1));
  });

  it('once it leaves the field, the selected cards can be activated again', () => {
    const x = endTurn(locked());
    const hand = x.players[1].hand[0]!;
    const y = passAll(play(x, { type: 'activate', card: hand }, { type: 'select', ids: [idOf(x, 'Xing Zhen Hu')] }));
    expect(me(y).graveyard).toContain('Xing Zhen Hu');
    expect(legal(y, 'activate', idOf(x, 'Mystical Space Typhoon', 1))).toHaveLength(1);
  });

  it('a selected card that leaves the field is no longer kept; the other stays locked', () => {
    const x = locked();
    // Its controller's Dust Tornado destroys the selected MST.
    const y = passAll(play(endTurn(endTurn(x)), { type: 'activate', card: idOf(x, 'Dust Tornado') }, { type: 'select', ids: [idOf(x, 'Mystical Space Typhoon', 1)] }));
    expect(y.players[0].spellTraps[0]).toMatchObject({ keeps: [idOf(x, 'Mirror Force', 1)] });
  });
});
