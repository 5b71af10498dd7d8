// Magic Reflector (texts-2016): "Select 1 Spell Card that remains face-up on your side of the field and put 1 counter on it.
// If the selected card would be destroyed, the counter is removed instead."
// The script (official/c61844784.lua): targets a face-up Spell in your Spell & Trap Zone other than itself; a
// destroy-replacement that removes the counter, not for destruction by the rules (REASON_RULE).
import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const offered = (x: Duel): string[] => (x.flow.prompt?.kind === 'chooseCard' ? [...x.flow.prompt.cards].sort() : []);

describe('Magic Reflector', () => {
  it('targets another face-up Spell Card you control (Field Spells too; not Traps, face-down cards or the opponent\'s) and places 1 counter on it', () => {
    const d = duelOf({
      me: { hand: ['Magic Reflector'], spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }, { card: 'Royal Decree', faceUp: true }, { card: 'Heavy Storm', faceUp: false }], field: { card: 'Mountain' } },
      opp: { spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Magic Reflector') });
    expect(offered(x)).toEqual([idOf(d, 'Level Limit - Area B'), idOf(d, 'Mountain')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Level Limit - Area B')] }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Level Limit - Area B', counters: 1 });
    expect(me(x).graveyard).toEqual(['Magic Reflector']);
  });

  it('cannot be activated with no other face-up Spell Card you control', () => {
    const d = duelOf({ me: { hand: ['Magic Reflector'], spellTraps: [{ card: 'Royal Decree', faceUp: true }] }, opp: { spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }] } });
    expect(legal(d, 'activate', idOf(d, 'Magic Reflector'))).toEqual([]);
  });

  it('the first time the card would be destroyed by a card effect, the counter is removed instead; the next time it is destroyed', () => {
    const d = duelOf({
      me: { hand: ['Magic Reflector', 'Heavy Storm', 'Mystical Space Typhoon'], spellTraps: [{ card: 'Level Limit - Area B', faceUp: true }] },
    });
    const area = idOf(d, 'Level Limit - Area B');
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Magic Reflector') }, { type: 'select', ids: [area] }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Heavy Storm') }));
    // Heavy Storm would destroy it: it stays, its counter gone.
    expect(me(x).spellTraps[0]?.name).toBe('Level Limit - Area B');
    expect(me(x).spellTraps[0]?.counters ?? 0).toBe(0);
    expect(me(x).graveyard).toContain('Heavy Storm');
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [area] }));
    expect(me(x).graveyard).toContain('Level Limit - Area B');
  });

  it('not when the rules send the card away: an Equip Spell whose monster left goes to the Graveyard, counter or not', () => {
    const d = duelOf({
      me: { hand: ['Magic Reflector', 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Magic Reflector') }, { type: 'select', ids: [idOf(d, 'Axe of Despair')] }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Axe of Despair', counters: 1 });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).graveyard).toContain('Axe of Despair');
    expect(opp(x).graveyard).toEqual([]);
  });
});
