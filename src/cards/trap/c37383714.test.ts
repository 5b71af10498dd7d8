import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, opp, passAll, passWindows, play } from '../../engine/test/dsl';
import type { ScenarioPlayer } from '../../engine/scenario';

// Soul Rope: "When a monster you control is destroyed and sent to the Graveyard (except during the Damage Step): Pay 1000 Life Points; Special Summon 1 Level 4 monster from your Deck."

/** I activate `spell` (a destroying Spell); the opponent holds Soul Rope. Passes the windows until its Chain is over. */
function destroyedBy(spell: string, them: ScenarioPlayer): { d: Duel; x: Duel } {
  const d = duelOf({ me: { hand: [spell], monsters: [{ card: 'Kuriboh' }] }, opp: { spellTraps: [{ card: 'Soul Rope', faceUp: false }], ...them } });
  let x = play(d, { type: 'activate', card: idOf(d, spell) });
  while (x.flow.window && x.flow.chain.length > 0) x = play(x, { type: 'pass' });
  return { d, x };
}

describe('Soul Rope', () => {
  it('a monster you control destroyed by a card effect: pay 1000 LP, Special Summon a Level 4 monster from your Deck', () => {
    const { d, x } = destroyedBy('Dark Hole', { monsters: [{ card: 'Celtic Guardian' }], deck: ['Summoned Skull', 'Mystical Elf', 'Feral Imp'] });
    let y = play(x, { type: 'activate', card: idOf(d, 'Soul Rope', 1) });
    expect(opp(y).lp).toBe(7000);
    y = passAll(y);
    // Only the Level 4 monsters are offered (Summoned Skull is Level 6).
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1, cards: [idOf(d, 'Mystical Elf', 1), idOf(d, 'Feral Imp', 1)] });
    y = play(y, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    y = passAll(play(y, { type: 'select', option: 'attack' }));
    expect(opp(y).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Feral Imp']);
    expect(opp(y).graveyard).toEqual(expect.arrayContaining(['Celtic Guardian', 'Soul Rope']));
  });

  it("not for the opponent's monster destroyed", () => {
    // My Fissure destroys the opponent's Kuriboh: my own Soul Rope does not answer it.
    const d = duelOf({ me: { hand: ['Fissure'], spellTraps: [{ card: 'Soul Rope', faceUp: false }], deck: ['Mystical Elf'] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Fissure') });
    while (x.flow.window && x.flow.chain.length > 0) x = play(x, { type: 'pass' });
    expect(opp(x).graveyard).toContain('Kuriboh');
    expect(x.flow.window).toBeNull();
    expect(legal(x, 'activate', idOf(d, 'Soul Rope'))).toEqual([]);
  });

  it('not without 1000 LP to pay, nor without a Level 4 monster in your Deck', () => {
    const poor = destroyedBy('Dark Hole', { lp: 900, monsters: [{ card: 'Celtic Guardian' }], deck: ['Mystical Elf'] });
    expect(legal(poor.x, 'activate', idOf(poor.d, 'Soul Rope', 1))).toEqual([]);
    const none = destroyedBy('Dark Hole', { monsters: [{ card: 'Celtic Guardian' }], deck: ['Summoned Skull'] });
    expect(legal(none.x, 'activate', idOf(none.d, 'Soul Rope', 1))).toEqual([]);
  });

  it('not in the Damage Step: a monster destroyed by battle', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Magician' }] }, opp: { spellTraps: [{ card: 'Soul Rope', faceUp: false }], monsters: [{ card: 'Celtic Guardian' }], deck: ['Mystical Elf'] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Dark Magician'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).graveyard).toContain('Celtic Guardian');
    expect(legal(x, 'activate', idOf(d, 'Soul Rope', 1))).toEqual([]);
  });
});
