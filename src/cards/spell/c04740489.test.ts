import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Magnet Field: "If you control a Level 4 or lower EARTH Rock-Type monster: You can target 1 Level 4 or lower "Magnet Warrior" monster in your Graveyard; Special Summon it. You can only use this effect of "Magnet Field" once per turn. Once per turn, at the end of the Damage Step, when an EARTH Rock-Type monster you control battles an opponent's monster, but the opponent's monster was not destroyed by the battle: You can return that opponent's monster to the hand."
describe('Magnet Field', () => {
  const field = { card: 'Magnet Field', faceUp: true };

  it('with a Level 4 or lower EARTH Rock monster: Special Summon a Level 4 or lower "Magnet Warrior" from your Graveyard, once per turn', () => {
    const d = duelOf({ me: { field, monsters: [{ card: 'Giant Soldier of Stone' }], graveyard: ['Alpha the Magnet Warrior', 'Beta the Magnet Warrior', 'Celtic Guardian'] } });
    const [act] = legal(d, 'activate', idOf(d, 'Magnet Field'));
    expect(act).toBeDefined();
    let x = play(d, act!);
    // Only the "Magnet Warrior" monsters may be targeted.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Alpha the Magnet Warrior'), idOf(d, 'Beta the Magnet Warrior')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Beta the Magnet Warrior')] }));
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toContain('Beta the Magnet Warrior');
    expect(legal(x, 'activate', idOf(d, 'Magnet Field'))).toEqual([]);
  });

  it('not without a Level 4 or lower EARTH Rock monster, nor with no "Magnet Warrior" in your Graveyard', () => {
    const noRock = duelOf({ me: { field, monsters: [{ card: 'Celtic Guardian' }], graveyard: ['Alpha the Magnet Warrior'] } });
    expect(legal(noRock, 'activate', idOf(noRock, 'Magnet Field'))).toEqual([]);
    const noWarrior = duelOf({ me: { field, monsters: [{ card: 'Giant Soldier of Stone' }], graveyard: ['Celtic Guardian'] } });
    expect(legal(noWarrior, 'activate', idOf(noWarrior, 'Magnet Field'))).toEqual([]);
  });

  it("at the end of the Damage Step: you can return the opponent's monster your EARTH Rock monster battled and did not destroy", () => {
    const d = duelOf({ me: { field, monsters: [{ card: 'Giant Soldier of Stone' }] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Giant Soldier of Stone'), target: idOf(d, 'Mystical Elf', 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(opp(x).hand).toContain('Mystical Elf');
    expect(opp(x).monsters.filter(Boolean)).toEqual([]);
  });

  it('the return is once per turn', () => {
    const d = duelOf({ me: { field, monsters: [{ card: 'Giant Soldier of Stone' }, { card: 'The Statue of Easter Island' }] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }, { card: 'Big Shield Gardna', position: 'defense' }] } });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Giant Soldier of Stone'), target: idOf(d, 'Mystical Elf', 1) }));
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'The Statue of Easter Island'), target: idOf(d, 'Big Shield Gardna', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Big Shield Gardna']);
  });

  it('also when your EARTH Rock monster is attacked; not when the opponent\'s monster was destroyed, nor for a monster of another Type', () => {
    const attacked = duelOf({ turnPlayer: 1, me: { field, monsters: [{ card: 'Giant Soldier of Stone', position: 'defense' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = passWindows(play(attacked, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(attacked, 'Celtic Guardian', 1), target: idOf(attacked, 'Giant Soldier of Stone') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    const destroyed = duelOf({ me: { field, monsters: [{ card: 'Giant Soldier of Stone' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    let y = passWindows(play(destroyed, { type: 'nextPhase', to: 'battle' }));
    y = passAll(play(y, { type: 'attack', card: idOf(destroyed, 'Giant Soldier of Stone'), target: idOf(destroyed, 'Kuriboh', 1) }));
    expect(opp(y).graveyard).toContain('Kuriboh');
    expect(y.flow.prompt).toBeNull();
    const warrior = duelOf({ me: { field, monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] } });
    let z = passWindows(play(warrior, { type: 'nextPhase', to: 'battle' }));
    z = passAll(play(z, { type: 'attack', card: idOf(warrior, 'Celtic Guardian'), target: idOf(warrior, 'Mystical Elf', 1) }));
    expect(z.flow.prompt).toBeNull();
  });
});
