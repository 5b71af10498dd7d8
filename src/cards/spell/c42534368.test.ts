import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Silent Doom (texts-2016): "Target 1 Normal Monster in your Graveyard; Special Summon it in face-up
 * Defense Position. It cannot attack." Issue 32 §4: "cannot attack" on one monster, lasting past this
 * turn (a rule recorded about the monster, ended when it leaves the field).
 */
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');

function revived(extra: { hand?: string[]; oppHand?: string[] } = {}): Duel {
  const d = duelOf({
    me: { hand: ['Silent Doom', ...(extra.hand ?? [])], graveyard: ['Blue-Eyes White Dragon', 'Sangan'], deck: DECK },
    opp: { graveyard: ['Feral Imp'], hand: extra.oppHand ?? [], deck: DECK },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Silent Doom') }, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }));
}
const bewd = (d: Duel) => idOf(d, 'Blue-Eyes White Dragon');

describe('Silent Doom', () => {
  it('targets only a Normal Monster in its controller\'s Graveyard (not an Effect Monster, not the opponent\'s)', () => {
    const d = duelOf({ me: { hand: ['Silent Doom'], graveyard: ['Blue-Eyes White Dragon', 'Sangan'] }, opp: { graveyard: ['Feral Imp'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Silent Doom') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [bewd(d)] });
  });

  it('cannot be activated with no Normal Monster in the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Silent Doom'], graveyard: ['Sangan'] }, opp: { graveyard: ['Feral Imp'] } });
    expect(legal(d, 'activate', idOf(d, 'Silent Doom'))).toEqual([]);
  });

  it('Special Summons it in face-up Defense Position', () => {
    const x = revived();
    expect(me(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', faceUp: true, position: 'defense' });
    expect(me(x).graveyard).toEqual(['Sangan', 'Silent Doom']);
  });

  it('it cannot attack, this turn or later, while it stays on the field', () => {
    let x = revived();
    // Its controller may change it to Attack Position on a later turn: it still cannot attack.
    x = endTurn(endTurn(x));
    x = passAll(play(x, { type: 'changePosition', card: bewd(x) }));
    expect(me(x).monsters[0]).toMatchObject({ position: 'attack' });
    expect(legal(toBattle(x), 'attack').some((a) => a.card === bewd(x))).toBe(false);
  });

  it('the lock ends when the monster leaves the field: Summoned again, it may attack', () => {
    const x = revived({ hand: ['Monster Reborn'], oppHand: ['Fissure'] });
    expect(x.rules).toMatchObject([{ code: 'cannotAttack', card: bewd(x), lasts: { kind: 'duel' } }]);
    const y = endTurn(x);
    const gone = passAll(play(y, { type: 'activate', card: idOf(y, 'Fissure', 1) }));
    expect(me(gone).graveyard).toContain('Blue-Eyes White Dragon');
    expect(gone.rules).toEqual([]);
    let z = play(endTurn(gone), { type: 'activate', card: idOf(x, 'Monster Reborn') }, { type: 'select', ids: [bewd(x)] });
    z = passAll(z);
    while (z.flow.prompt) z = passAll(play(z, legal(z, 'select').find((a) => JSON.stringify(a).includes('attack')) ?? legal(z, 'select')[0]!));
    expect(me(z).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', position: 'attack' });
    expect(legal(toBattle(z), 'attack').some((a) => a.card === bewd(z))).toBe(true);
  });

  it('if the target left the Graveyard before it resolves, nothing is Summoned and nothing is locked', () => {
    const d = duelOf({
      me: { hand: ['Silent Doom'], graveyard: ['Blue-Eyes White Dragon'], deck: DECK },
      opp: { hand: ['Feral Imp'], spellTraps: [{ card: 'Magic Jammer', faceUp: false }], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Silent Doom') }, { type: 'select', ids: [bewd(d)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Jammer', 1) });
    while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!);
    x = passAll(x);
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(x.rules).toEqual([]);
  });
});
