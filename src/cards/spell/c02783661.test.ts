import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Honor of the Eyes of Blue (texts-2016): "Send 1 "Blue-Eyes" monster from your hand or Deck to the
 * Graveyard, then target 1 face-up monster on the field; while that monster is face-up on the field, it
 * cannot attack. You can only activate 1 "Honor of the Eyes of Blue" per turn." The lock is a recorded
 * `cannotAttack` about the monster, which ends when it leaves the field or is turned face-down.
 */
const DECK = ['Blue-Eyes White Dragon', 'Celtic Guardian', 'Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'];

/** Player 1 sends `send` and locks player 2's Summoned Skull. */
function locked(send: 'hand' | 'deck' = 'hand', oppHand: string[] = []): Duel {
  const d = duelOf({
    me: { hand: ['Honor of the Eyes of Blue', 'Blue-Eyes White Dragon'], deck: DECK },
    opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }], hand: oppHand, deck: DECK },
  });
  const inHand = (id: string) => d.players[0].hand.includes(id);
  const chosen = idsOf(d, 'Blue-Eyes White Dragon').find((id) => inHand(id) === (send !== 'deck'))!;
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Honor of the Eyes of Blue') }, { type: 'select', ids: [chosen] }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
}

const attackers = (x: Duel) => [...new Set(legal(toBattle(x), 'attack').map((a) => a.card))];

describe('Honor of the Eyes of Blue', () => {
  it('its cost is a "Blue-Eyes" monster from the hand or the Deck (no other monster)', () => {
    const d = duelOf({ me: { hand: ['Honor of the Eyes of Blue', 'Blue-Eyes White Dragon', 'Celtic Guardian'], deck: DECK }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Honor of the Eyes of Blue') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual(idsOf(d, 'Blue-Eyes White Dragon').sort());
  });

  it('sent from the hand: the targeted monster cannot attack on its controller\'s next turns; the others can', () => {
    const x = locked();
    expect(me(x).graveyard.sort()).toEqual(['Blue-Eyes White Dragon', 'Honor of the Eyes of Blue']);
    expect(me(x).hand).toEqual([]);
    let y = endTurn(x);
    expect(attackers(y)).toEqual([idOf(y, 'Feral Imp', 1)]);
    y = endTurn(endTurn(y));
    expect(attackers(y)).toEqual([idOf(y, 'Feral Imp', 1)]);
  });

  it('sent from the Deck: the Deck loses it, the hand keeps its own', () => {
    const x = locked('deck');
    expect(me(x).hand).toEqual(['Blue-Eyes White Dragon']);
    expect(me(x).deck).toBe(DECK.length - 1);
    expect(attackers(endTurn(x))).toEqual([idOf(x, 'Feral Imp', 1)]);
  });

  it('once the monster has been turned face-down, the lock is over (Book of Moon, then its Flip Summon)', () => {
    const x = endTurn(locked('hand', ['Book of Moon']));
    let y = passAll(play(x, { type: 'activate', card: idOf(x, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(x, 'Summoned Skull', 1)] }));
    y = endTurn(endTurn(y));
    y = passAll(play(y, { type: 'flipSummon', card: idOf(y, 'Summoned Skull', 1) }));
    expect(attackers(y).sort()).toEqual([idOf(y, 'Summoned Skull', 1), idOf(y, 'Feral Imp', 1)].sort());
  });

  it('targets face-up monsters only; not activated without a "Blue-Eyes" monster to send', () => {
    const d = duelOf({ me: { hand: ['Honor of the Eyes of Blue', 'Blue-Eyes White Dragon'] }, opp: { monsters: [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }] } });
    expect(legal(d, 'activate')).toEqual([]);
    const none = duelOf({ me: { hand: ['Honor of the Eyes of Blue', 'Celtic Guardian'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(none, 'activate')).toEqual([]);
  });

  it('only 1 "Honor of the Eyes of Blue" may be activated per turn', () => {
    const d = duelOf({
      me: { hand: ['Honor of the Eyes of Blue', 'Honor of the Eyes of Blue', 'Blue-Eyes White Dragon'], deck: DECK },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] },
    });
    const [a, b] = idsOf(d, 'Honor of the Eyes of Blue');
    const x = passAll(play(d, { type: 'activate', card: a! }, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(legal(x, 'activate', b!)).toEqual([]);
  });
});
