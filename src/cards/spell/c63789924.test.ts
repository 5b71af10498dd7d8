// Smoke Grenade of the Thief (texts-2016): "When this Equip Spell Card is active and is destroyed by a card
// effect, look at your opponent's hand. Select 1 card from their hand and discard it to the Graveyard."
// The script (official/c63789924.lua): a mandatory Trigger; destroyed by an effect, it had an equip target, it is in the GY.
import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

const offered = (x: Duel): string[] => (x.flow.prompt?.kind === 'chooseCard' ? [...x.flow.prompt.cards].sort() : []);

describe('Smoke Grenade of the Thief', () => {
  it('equips a face-up monster (either side), with no change to it', () => {
    const d = duelOf({ me: { hand: ['Smoke Grenade of the Thief'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Smoke Grenade of the Thief') });
    expect(offered(x)).toEqual([idOf(d, 'Celtic Guardian'), idOf(d, 'Feral Imp', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] }));
    expect(x.players[0].spellTraps.find((s) => s?.card === idOf(d, 'Smoke Grenade of the Thief'))).toMatchObject({ equippedTo: idOf(d, 'Feral Imp', 1) });
    expect(opp(x).monsters[0]).toMatchObject({ atk: 1300 });
  });

  it("destroyed by a card effect while equipped: its player looks at the opponent's hand and discards 1 card of their choice", () => {
    const d = duelOf({
      me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Smoke Grenade of the Thief', faceUp: true, equippedTo: 0 }] },
      opp: { hand: ['Kuriboh', 'Feral Imp'] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Smoke Grenade of the Thief')] }));
    expect(me(x).graveyard).toContain('Smoke Grenade of the Thief');
    // The Trigger is on the Chain: both pass, it resolves and asks for the card.
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect(offered(x)).toEqual([idOf(d, 'Kuriboh', 1), idOf(d, 'Feral Imp', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] }));
    expect(opp(x).hand).toEqual(['Kuriboh']);
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
  });

  it('not when it goes to the Graveyard because its monster left the field (it was not destroyed while equipping)', () => {
    const d = duelOf({
      me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Smoke Grenade of the Thief', faceUp: true, equippedTo: 0 }] },
      opp: { hand: ['Kuriboh'] },
    });
    const x = passAll(passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') })));
    expect(me(x).graveyard).toContain('Smoke Grenade of the Thief');
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).hand).toEqual(['Kuriboh']);
  });

  it("with the opponent's hand empty, nothing is discarded", () => {
    const d = duelOf({ me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Smoke Grenade of the Thief', faceUp: true, equippedTo: 0 }] } });
    const x = passAll(passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, 'Smoke Grenade of the Thief')] })));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard.sort()).toEqual(['Mystical Space Typhoon', 'Smoke Grenade of the Thief']);
  });
});
