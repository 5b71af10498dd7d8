import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Roll Out! (texts-2016): "Target 1 Union monster in your Graveyard; equip that target to an appropriate monster you
 * control." Appropriate: a monster its own equip effect could target (library.ts `unionMayEquipTo`); the Union is
 * then equipped as by its own effect (ctx.equipUnionTo), so its equipped effects apply.
 */
const SET = [{ card: 'Roll Out!' }];

describe('Roll Out!', () => {
  it('equips a Union monster from your Graveyard to a monster it fits; its equipped effects apply', () => {
    const d = duelOf({ me: { spellTraps: SET, monsters: [{ card: 'X-Head Cannon' }, { card: 'Celtic Guardian' }], graveyard: ['Heavy Mech Support Platform', 'Y-Dragon Head', 'Kuriboh'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Roll Out!') });
    // Both Unions fit X-Head Cannon; Kuriboh is no Union.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Heavy Mech Support Platform'), idOf(d, 'Y-Dragon Head')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Heavy Mech Support Platform')] }));
    // Only X-Head Cannon fits: the choice, if asked, offers it alone.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'X-Head Cannon')]);
      x = passAll(play(x, { type: 'select', ids: [idOf(d, 'X-Head Cannon')] }));
    }
    expect(me(x).monsters[0]).toMatchObject({ name: 'X-Head Cannon', atk: 2300, def: 2000 });
    expect(x.players[0].spellTraps.find((s) => s?.card === idOf(d, 'Heavy Mech Support Platform'))).toMatchObject({ faceUp: true, equippedTo: idOf(d, 'X-Head Cannon') });
    expect(me(x).graveyard.sort()).toEqual(['Kuriboh', 'Roll Out!', 'Y-Dragon Head']);
    // Equipped as by its own effect: it may unequip itself.
    expect(legal(x, 'activate', idOf(d, 'Heavy Mech Support Platform'))).toHaveLength(1);
  });

  it('cannot be activated without a Union monster in the Graveyard that fits one of your monsters', () => {
    const d = duelOf({ me: { spellTraps: SET, monsters: [{ card: 'Celtic Guardian' }], graveyard: ['Y-Dragon Head', 'Heavy Mech Support Platform'] } });
    expect(legal(d, 'activate', idOf(d, 'Roll Out!'))).toEqual([]);
  });

  it('no appropriate monster left as it resolves: the Union stays in the Graveyard', () => {
    const d = duelOf({ me: { spellTraps: SET, monsters: [{ card: 'X-Head Cannon' }], graveyard: ['Y-Dragon Head'] }, opp: { spellTraps: [{ card: 'Raigeki Break' }], hand: ['Celtic Guardian'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Roll Out!') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Y-Dragon Head')] });
    // The opponent answers with Raigeki Break on X-Head Cannon.
    x = play(x, { type: 'activate', card: idOf(d, 'Raigeki Break', 1) });
    while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards.includes(idOf(d, 'X-Head Cannon')) ? idOf(d, 'X-Head Cannon') : x.flow.prompt.cards[0]!] });
    x = passAll(x);
    expect(me(x).monsters.filter(Boolean)).toEqual([]);
    expect(me(x).graveyard.sort()).toEqual(['Roll Out!', 'X-Head Cannon', 'Y-Dragon Head']);
  });
});
