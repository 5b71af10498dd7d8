import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

/*
 * Gearfried the Iron Knight (texts-2016): "When an Equip Card(s) is equipped to this card: Destroy the Equip
 * Card(s)." A mandatory Trigger; GOAT (goat/c504700182.lua): a continuous effect on the equipping, no Chain.
 */
function equip(format: 'advanced' | 'goat', spell: string, mine = true): { duel: Duel; chained: boolean } {
  const d = duelOf({
    format,
    me: { monsters: mine ? [{ card: 'Gearfried the Iron Knight' }] : [], hand: [spell] },
    opp: { monsters: mine ? [] : [{ card: 'Gearfried the Iron Knight' }] },
  });
  let x = play(d, { type: 'activate', card: idOf(d, spell) });
  let chained = false;
  const gearfried = idOf(d, 'Gearfried the Iron Knight', mine ? 0 : 1);
  const activated = (y: Duel): boolean => y.events.some((e) => e.type === 'activated' && e.card === gearfried);
  for (let i = 0; i < 40 && (x.flow.window || x.flow.prompt); i++) {
    chained ||= activated(x);
    // Targets: Gearfried; Axe of Despair's own Graveyard effect is declined.
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'no' });
    else x = x.flow.prompt ? play(x, { type: 'select', ids: [idOf(d, 'Gearfried the Iron Knight', mine ? 0 : 1)] }) : play(x, { type: 'pass' });
  }
  return { duel: x, chained: chained || activated(x) };
}

describe('Gearfried the Iron Knight', () => {
  it('an Equip Spell equipped to it is destroyed, by a Trigger effect on a Chain', () => {
    const { duel, chained } = equip('advanced', 'Axe of Despair');
    expect(me(duel).spellTraps.filter(Boolean)).toEqual([]);
    expect(me(duel).graveyard).toEqual(['Axe of Despair']);
    expect(me(duel).monsters[0]).toMatchObject({ name: 'Gearfried the Iron Knight', atk: 1800 });
    expect(chained).toBe(true);
  });

  it("the opponent's Snatch Steal is destroyed too, so Gearfried stays with its controller", () => {
    const { duel } = equip('advanced', 'Snatch Steal', false);
    expect(me(duel).graveyard).toEqual(['Snatch Steal']);
    expect(opp(duel).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Gearfried the Iron Knight']);
  });

  it('GOAT: the Equip Card is destroyed at once, with no Chain', () => {
    const { duel, chained } = equip('goat', 'Axe of Despair');
    expect(me(duel).graveyard).toEqual(['Axe of Despair']);
    expect(chained).toBe(false);
  });
});
