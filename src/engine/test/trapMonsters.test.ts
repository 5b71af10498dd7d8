import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Duel } from '..';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * Trap Monsters (Embodiment of Apophis: "Special Summon this card as a Normal Monster (…). (This card is also still a
 * Trap Card.)"; library.ts trapMonsterActivation): its activation Special Summons the Trap Card from its Spell & Trap
 * Zone to a Monster Zone, a monster with the facts its card gives and still a Trap Card. The Spell & Trap Zone it
 * left cannot be used while it is a monster there (rule code trapMonsterZone), though no card is in it; off the
 * field it is only a Trap Card (not a monster in the Graveyard); turned face-down, it goes back to that zone Set.
 * The rulebook v9.1 seed says nothing of Trap Monsters: these are the card's text and ygopro's handling.
 */
const APOPHIS = 'Embodiment of Apophis';
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

/** Apophis Set in Spell & Trap Zone 2 (index 1), other Set cards in the zones given. */
function setUp(opts: { others?: number; hand?: string[]; phase?: 'main1' | 'battle'; oppSpellTraps?: string[]; oppHand?: string[] } = {}): Duel {
  const others = Array.from({ length: opts.others ?? 0 }, () => ({ card: 'Trap Hole', faceUp: false }));
  const spellTraps = [others[0] ?? null, { card: APOPHIS, faceUp: false }, ...others.slice(1)];
  return duelOf({
    phase: opts.phase ?? 'main1',
    me: { spellTraps, hand: opts.hand ?? [], deck: DECK },
    opp: { spellTraps: (opts.oppSpellTraps ?? []).map((card) => ({ card, faceUp: false })), hand: opts.oppHand ?? [], deck: DECK },
  });
}

/** Activates Apophis and resolves it, choosing `position`. */
function summonApophis(d: Duel, position: 'attack' | 'defense' = 'attack'): Duel {
  let x = passAll(play(d, { type: 'activate', card: idOf(d, APOPHIS) }));
  x = play(x, { type: 'select', option: position });
  return passAll(x);
}

describe('Trap Monsters', () => {
  it('its activation Special Summons it to a Monster Zone as a Normal Monster with its facts; its Spell & Trap Zone is left empty', () => {
    const x = summonApophis(setUp());
    expect(me(x).monsters[0]).toMatchObject({ name: APOPHIS, faceUp: true, position: 'attack', atk: 1600, def: 1800 });
    expect(me(x).spellTraps[1]).toBeNull();
    expect(x.players[0].monsters[0]?.summonedBy).toBe(idOf(x, APOPHIS));
    const d = summonApophis(setUp(), 'defense');
    expect(me(d).monsters[0]).toMatchObject({ name: APOPHIS, position: 'defense' });
  });

  it('the Spell & Trap Zone it left cannot be used while it is a monster: with the other 4 filled, nothing is Set', () => {
    const x = summonApophis(setUp({ others: 3, hand: ['Mirror Force', 'Pot of Greed'] }));
    expect(me(x).spellTraps.filter((s) => s !== null)).toHaveLength(3);
    // Naming the held zone is refused.
    expect(() => play(x, { type: 'setSpellTrap', card: idOf(x, 'Mirror Force'), zone: 1 })).toThrow();
    // One zone is still free: a Set goes there, never in the held zone 2.
    const set = play(x, { type: 'setSpellTrap', card: idOf(x, 'Mirror Force') });
    expect(me(set).spellTraps[1]).toBeNull();
    expect(me(set).spellTraps.filter((s) => s !== null)).toHaveLength(4);
    // Now every usable zone is full: no Set, no Spell activated from the hand.
    expect(legal(set, 'setSpellTrap')).toHaveLength(0);
    expect(legal(set, 'activate', idOf(set, 'Pot of Greed'))).toHaveLength(0);
  });

  it('once it leaves the Monster Zone it is a Trap Card in the Graveyard, and the zone takes a card again', () => {
    let x = summonApophis(setUp({ others: 3, hand: ['Dark Hole', 'Mirror Force'] }));
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Dark Hole') }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining([APOPHIS, 'Dark Hole']));
    expect(me(x).monsters[0]).toBeNull();
    expect(legal(x, 'setSpellTrap', idOf(x, 'Mirror Force'))).toHaveLength(1);
    expect(me(play(x, { type: 'setSpellTrap', card: idOf(x, 'Mirror Force'), zone: 1 })).spellTraps[1]).toMatchObject({ name: 'Mirror Force' });
  });

  it('a scenario may place it face-up in a Monster Zone (holding no Spell & Trap Zone), never face-down', () => {
    const d = duelOf({ me: { monsters: [{ card: APOPHIS }], deck: DECK } });
    expect(me(d).monsters[0]).toMatchObject({ name: APOPHIS, atk: 1600, def: 1800 });
    expect(() => duelOf({ me: { monsters: [{ card: APOPHIS, faceUp: false, position: 'defense' }], deck: DECK } })).toThrow(/not a monster/);
  });

  it('in a Monster Zone it is still a Trap Card on the field: Mystical Space Typhoon may target it, Heavy Storm destroys it', () => {
    let x = summonApophis(setUp({ hand: ['Mystical Space Typhoon', 'Heavy Storm'] }));
    const mst = legal(x, 'activate', idOf(x, 'Mystical Space Typhoon'));
    expect(mst).toHaveLength(1);
    x = play(x, mst[0]!);
    x = passAll(play(x, { type: 'select', ids: [idOf(x, APOPHIS)] }));
    expect(me(x).graveyard).toContain(APOPHIS);
    let y = summonApophis(setUp({ hand: ['Heavy Storm'] }));
    y = passAll(play(y, { type: 'activate', card: idOf(y, 'Heavy Storm') }));
    expect(me(y).graveyard).toContain(APOPHIS);
    expect(me(y).monsters[0]).toBeNull();
  });

  it('in the Graveyard it is not a monster: Monster Reborn cannot target it', () => {
    const d = duelOf({ me: { graveyard: [APOPHIS], hand: ['Monster Reborn'], deck: DECK } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toHaveLength(0);
  });

  it('it may be activated in either player\'s Main Phase, not in the Battle Phase, and needs a free Monster Zone', () => {
    expect(legal(setUp(), 'activate', idOf(setUp(), APOPHIS))).toHaveLength(1);
    const battle = play(setUp(), { type: 'nextPhase', to: 'battle' });
    expect(legalActions(battle).some((a) => a.type === 'activate' && a.card === idOf(battle, APOPHIS))).toBe(false);
    const full = duelOf({ me: { spellTraps: [{ card: APOPHIS, faceUp: false }], monsters: Array.from({ length: 5 }, () => ({ card: 'Kuriboh' })), deck: DECK } });
    expect(legal(full, 'activate', idOf(full, APOPHIS))).toHaveLength(0);
  });

  it('on the field it is a monster: it may be Tributed for a Tribute Summon', () => {
    const x = summonApophis(setUp({ hand: ['Summoned Skull'] }));
    const tributeSummon = legal(x, 'normalSummon', idOf(x, 'Summoned Skull'));
    expect(tributeSummon.map((a) => a.tributes)).toEqual([[idOf(x, APOPHIS)]]);
  });

  it('turned face-down (Book of Moon), it goes back to the Spell & Trap Zone it held as a Set Trap Card', () => {
    let x = summonApophis(setUp({ hand: ['Book of Moon'] }));
    x = play(x, { type: 'activate', card: idOf(x, 'Book of Moon') }, { type: 'select', ids: [idOf(x, APOPHIS)] });
    x = passAll(x);
    expect(me(x).monsters[0]).toBeNull();
    expect(me(x).spellTraps[1]).toMatchObject({ name: APOPHIS, faceUp: false });
    expect(x.rules.some((r) => r.code === 'trapMonsterZone')).toBe(false);
    // Hidden again: the opponent's view names neither the card nor its id.
    const seen = JSON.stringify(viewFor(x, 1).players[0].spellTraps[1]);
    expect(seen).not.toContain(APOPHIS);
    expect(seen).not.toContain(`"${idOf(x, APOPHIS)}"`);
  });
});
