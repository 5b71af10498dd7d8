import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

// Dark Blade the Dragon Knight: "Dark Blade" + "Pitch-Dark Dragon" / "Each time this card inflicts Battle Damage to your
// opponent, you can select up to 3 Monster Cards from your opponent's Graveyard and remove them from play."
const attack = (d: Duel, attacker: string, target: string | 'direct', owner: 0 | 1 = 0): Duel =>
  play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, attacker, owner), target: target === 'direct' ? 'direct' : idOf(d, target, owner === 0 ? 1 : 0) });

describe('Dark Blade the Dragon Knight', () => {
  fusionSummonSpec('Dark Blade the Dragon Knight', ['Dark Blade', 'Pitch-Dark Dragon'], { atk: 2200, def: 1500 }, [standIn('47415292', 'Pitch-Dark Dragon', 'effect', 'DARK', 'Dragon', 3, 900, 600)]);

  const graves = { me: { monsters: [{ card: 'Dark Blade the Dragon Knight' }], graveyard: ['Feral Imp'] }, opp: { graveyard: ['Kuriboh', 'Summoned Skull', 'Dark Hole', 'Dark Magician', 'Mystical Elf'] } };

  it('inflicts battle damage (a direct attack): may banish up to 3 monsters of the opponent\'s Graveyard, chosen as targets', () => {
    const d = duelOf(graves);
    let x = passAll(attack(d, 'Dark Blade the Dragon Knight', 'direct'));
    expect(opp(x).lp).toBe(8000 - 2200);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // Monsters of the opponent's Graveyard only: not Dark Hole, not your Feral Imp.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual(['Kuriboh', 'Summoned Skull', 'Dark Magician', 'Mystical Elf'].map((n) => idOf(d, n, 1)).sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    x = passAll(x);
    expect(opp(x).banished.sort()).toEqual(['Dark Magician', 'Kuriboh', 'Summoned Skull']);
    expect(opp(x).graveyard.sort()).toEqual(['Dark Hole', 'Mystical Elf']);
  });

  it('fewer than 3 may be chosen; declined, nothing is banished', () => {
    const d = duelOf(graves);
    let x = play(passAll(attack(d, 'Dark Blade the Dragon Knight', 'direct')), { type: 'select', option: 'yes' }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] });
    x = passAll(play(x, { type: 'select', option: 'stop' }));
    expect(opp(x).banished).toEqual(['Mystical Elf']);
    const declined = passAll(play(passAll(attack(d, 'Dark Blade the Dragon Knight', 'direct')), { type: 'select', option: 'no' }));
    expect(opp(declined).banished).toEqual([]);
  });

  it('battle damage by destroying an Attack Position monster counts too', () => {
    const d = duelOf({ ...graves, opp: { ...graves.opp, monsters: [{ card: 'Feral Imp' }] } });
    const x = passAll(attack(d, 'Dark Blade the Dragon Knight', 'Feral Imp'));
    expect(opp(x).lp).toBe(8000 - (2200 - 1300));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
  });

  it('no battle damage to the opponent (a Defense Position monster, or damage it takes itself): nothing', () => {
    const def = duelOf({ ...graves, opp: { ...graves.opp, monsters: [{ card: 'Feral Imp', position: 'defense' }] } });
    expect(passAll(attack(def, 'Dark Blade the Dragon Knight', 'Feral Imp')).flow.prompt).toBeNull();
    // The opponent's Summoned Skull attacks it: the damage is yours.
    const hurt = duelOf({ turnPlayer: 1, me: graves.me, opp: { ...graves.opp, monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const x = passAll(attack(hurt, 'Blue-Eyes White Dragon', 'Dark Blade the Dragon Knight', 1));
    expect(me(x).lp).toBe(8000 - 800);
    expect(x.flow.prompt).toBeNull();
  });
});
