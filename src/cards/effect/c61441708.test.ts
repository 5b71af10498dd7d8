import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Sacred Phoenix of Nephthys (texts-2016): "During your next Standby Phase after this card was destroyed by a
 * card effect and sent to the Graveyard: Special Summon this card from the Graveyard. When you do: Destroy all
 * Spell and Trap Cards on the field." The revival is set up with no Chain as it is destroyed (ygopro's continuous
 * effect on EVENT_TO_GRAVE); the destruction only follows a Summon by its own effect (SUMMON_TYPE_SPECIAL+1).
 * GOAT (goat/c504700099.lua): not when it was destroyed as an Equip Card.
 */

const PHOENIX = 'Sacred Phoenix of Nephthys';
const set = (card: string) => ({ card, faceUp: false });

/** Answers the Summon position prompts (Attack Position) and passes every window until neither is open. */
function settle(duel: Duel): Duel {
  let d = passAll(duel);
  while (d.flow.prompt?.kind === 'chooseOption' && d.flow.prompt.options.includes('attack')) d = passAll(play(d, { type: 'select', option: 'attack' }));
  return d;
}
const names = (ms: readonly ({ name: string } | null)[]) => ms.filter(Boolean).map((m) => m!.name);

describe('Sacred Phoenix of Nephthys', () => {
  it("destroyed by the opponent's card effect: in its owner's next Standby Phase it is Special Summoned, and every Spell and Trap on the field is destroyed", () => {
    const d = duelOf({
      me: { hand: ['Raigeki'], spellTraps: [set('Mirror Force')] },
      opp: { monsters: [{ card: PHOENIX }], spellTraps: [set('Sakuretsu Armor')], deck: FILLER() },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }));
    expect(opp(x).graveyard).toEqual([PHOENIX]);
    // No Chain: nothing to respond to as it is destroyed.
    expect(x.flow.chain).toEqual([]);
    x = settle(endTurn(x));
    expect(x.turn).toBe(4);
    expect(names(opp(x).monsters)).toEqual([PHOENIX]);
    expect([...me(x).spellTraps, ...opp(x).spellTraps].every((z) => z === null)).toBe(true);
    expect(me(x).graveyard).toContain('Mirror Force');
    expect(opp(x).graveyard).toEqual(['Sakuretsu Armor']);
  });

  it('destroyed by its own controller\'s card effect: it comes back in their next Standby Phase, not before', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: PHOENIX }] }, opp: { deck: FILLER() } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    x = settle(endTurn(x));
    expect(x.turn).toBe(4);
    expect(me(x).graveyard).toContain(PHOENIX);
    x = settle(endTurn(x));
    expect(x.turn).toBe(5);
    expect(names(me(x).monsters)).toEqual([PHOENIX]);
    // It comes back once: the turn after, it stays where it is.
    x = settle(endTurn(endTurn(x)));
    expect(names(me(x).monsters)).toEqual([PHOENIX]);
  });

  it('destroyed by battle: it stays in the Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: PHOENIX }], deck: FILLER() } });
    let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon'), target: idOf(d, PHOENIX, 1) }));
    expect(opp(x).graveyard).toEqual([PHOENIX]);
    x = settle(endTurn(x));
    expect(opp(x).graveyard).toEqual([PHOENIX]);
    expect(names(opp(x).monsters)).toEqual([]);
  });

  it('gone from the Graveyard before that Standby Phase: not Special Summoned', () => {
    const d = duelOf({ me: { hand: ['Raigeki', 'Monster Reborn'] }, opp: { monsters: [{ card: PHOENIX }], deck: FILLER() } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }));
    x = settle(play(x, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, PHOENIX, 1)] }));
    expect(names(me(x).monsters)).toEqual([PHOENIX]);
    x = settle(endTurn(x));
    expect(names(me(x).monsters)).toEqual([PHOENIX]);
    expect(names(opp(x).monsters)).toEqual([]);
  });

  it('Special Summoned by another card (Monster Reborn): no Spell or Trap is destroyed', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [PHOENIX], spellTraps: [set('Mirror Force')] } });
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, PHOENIX)] }));
    expect(names(me(x).monsters)).toEqual([PHOENIX]);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Mirror Force' });
  });

  /** Player 1's Thousand-Eyes Restrict equips player 2's Phoenix; Mystical Space Typhoon destroys that Equip Card. */
  function destroyedAsEquip(format: 'advanced' | 'goat'): Duel {
    const d = duelOf({ format, me: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Thousand-Eyes Restrict' }] }, opp: { monsters: [{ card: PHOENIX }], deck: FILLER() } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Thousand-Eyes Restrict'), effect: 1 }, { type: 'select', ids: [idOf(d, PHOENIX, 1)] }));
    expect(x.players[0].spellTraps.some((s) => s?.card === idOf(d, PHOENIX, 1))).toBe(true);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, PHOENIX, 1)] }));
    expect(opp(x).graveyard).toEqual([PHOENIX]);
    return settle(endTurn(x));
  }

  it('destroyed as an Equip Card by a card effect: it comes back (later card)', () => {
    expect(names(opp(destroyedAsEquip('advanced')).monsters)).toEqual([PHOENIX]);
  });

  it('GOAT: destroyed as an Equip Card, it does not come back', () => {
    const x = destroyedAsEquip('goat');
    expect(opp(x).graveyard).toEqual([PHOENIX]);
    expect(names(opp(x).monsters)).toEqual([]);
  });

  it('GOAT: destroyed as a monster by a card effect, it comes back', () => {
    const d = duelOf({ format: 'goat', me: { hand: ['Raigeki'] }, opp: { monsters: [{ card: PHOENIX }], deck: FILLER() } });
    const x = settle(endTurn(passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }))));
    expect(names(opp(x).monsters)).toEqual([PHOENIX]);
  });
});
