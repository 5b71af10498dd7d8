import { describe, expect, it } from 'vitest';
import { applyAction, cardName, legalActions, summary, type Action, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, play, passAll } from '../../engine/test/dsl';

/** The Synchro Summon of `name` with these materials, in Attack Position. */
function synchro(d: Duel, name: string, materials: string[]): Action {
  const a = legal(d, 'specialSummon').find((x) => x.method === 'synchro' && x.card === idOf(d, name) && x.position === 'attack' &&
    x.materials!.length === materials.length && materials.every((m) => x.materials!.includes(idOf(d, m))));
  if (!a) throw new Error(`No Synchro Summon of ${name} with ${materials.join(' + ')}`);
  return a;
}
const summaryName = (d: Duel, id: string): string => cardName(d, id);

describe('Junk Warrior', () => {
  it('needs "Junk Synchron" as its Tuner', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Debris Dragon' }, { card: 'Firegrass' }, { card: 'Feral Imp' }], extra: ['Junk Warrior'] } });
    // Debris Dragon (4) + Firegrass... no: 4 + 2 = 6; and Debris is not Junk Synchron anyway.
    expect(legal(d, 'specialSummon')).toEqual([]);
  });
  it('when Synchro Summoned, gains the ATK of the Level 2 or lower monsters you control', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Petit Dragon' }, { card: 'Firegrass' }, { card: 'Kuriboh' }], extra: ['Junk Warrior'] } });
    let x = play(d, synchro(d, 'Junk Warrior', ['Junk Synchron', 'Petit Dragon']));
    x = passAll(x);
    // Firegrass (700) and Kuriboh (300) stay on the field: 2300 + 1000.
    expect(me(x).monsters.find((m) => m?.name === 'Junk Warrior')).toMatchObject({ atk: 3300 });
  });
});

describe('Debris Dragon', () => {
  it('when Normal Summoned, can Special Summon a monster with 500 or less ATK from your Graveyard in Attack Position, its effects negated', () => {
    const d = duelOf({ me: { hand: ['Debris Dragon'], graveyard: ['Kuriboh', 'Feral Imp'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Debris Dragon'), tributes: [] }, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Kuriboh')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] }));
    expect(me(x).monsters[1]).toMatchObject({ name: 'Kuriboh', position: 'attack' });
    expect(x.players[0].monsters[1]?.effectsNegated).toBe(true);
  });
  it('tunes only for a Dragon Synchro Monster, and never with a Level 4 monster', () => {
    const dragon = duelOf({ me: { monsters: [{ card: 'Debris Dragon' }, { card: 'Baby Dragon' }], extra: ['Black Rose Dragon'] } });
    expect(legal(dragon, 'specialSummon').filter((a) => a.method === 'synchro')).toHaveLength(2);
    const level4 = duelOf({ me: { monsters: [{ card: 'Debris Dragon' }, { card: 'Celtic Guardian' }], extra: ['Stardust Dragon'] } });
    expect(legal(level4, 'specialSummon')).toEqual([]);
    const warrior = duelOf({ me: { monsters: [{ card: 'Debris Dragon' }, { card: 'Petit Dragon' }], extra: ['Goyo Guardian'] } });
    expect(legal(warrior, 'specialSummon')).toEqual([]);
  });
});

describe('Black Rose Dragon', () => {
  it('when Synchro Summoned, can destroy every card on the field', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Debris Dragon' }, { card: 'Baby Dragon' }, { card: 'Celtic Guardian' }], extra: ['Black Rose Dragon'] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    let x = play(d, synchro(d, 'Black Rose Dragon', ['Debris Dragon', 'Baby Dragon']));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(summary(x).players.every((p) => p.monsters.every((m) => m === null) && p.spellTraps.every((s) => s === null))).toBe(true);
    expect(opp(x).graveyard.sort()).toEqual(['Summoned Skull', 'Trap Hole']);
  });
  it('banishes a Plant from your Graveyard to put an opponent\'s Defense Position monster in Attack Position with 0 ATK', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Black Rose Dragon' }], graveyard: ['Firegrass'] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Black Rose Dragon'), effect: 1 });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Mystical Elf', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Mystical Elf', position: 'attack', atk: 0 });
    expect(me(x).banished).toEqual(['Firegrass']);
    expect(legal(x, 'activate')).toEqual([]);
  });
});

describe('Goyo Guardian', () => {
  it('needs an EARTH Tuner', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Petit Dragon' }, { card: 'Baby Dragon' }], extra: ['Goyo Guardian'] } });
    expect(legal(d, 'specialSummon')).toEqual([]);
  });
  it('is Synchro Summoned with Tune Warrior (EARTH Tuner, Level 3) + a Level 3 non-Tuner; Level 3 + 4 is the wrong sum', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Tune Warrior' }, { card: 'Baby Dragon' }, { card: 'Celtic Guardian' }], extra: ['Goyo Guardian'] } });
    const offered = legal(d, 'specialSummon').filter((a) => a.method === 'synchro' && a.position === 'attack');
    expect(offered.map((a) => a.materials!.map((m) => summaryName(d, m)).sort())).toEqual([['Baby Dragon', 'Tune Warrior']]);
    const x = passAll(play(d, synchro(d, 'Goyo Guardian', ['Tune Warrior', 'Baby Dragon'])));
    expect(me(x).monsters.find((m) => m?.name === 'Goyo Guardian')).toMatchObject({ atk: 2800, position: 'attack' });
    expect(me(x).graveyard.sort()).toEqual(['Baby Dragon', 'Tune Warrior']);
  });
  it('when it destroys an opponent\'s monster by battle, can Special Summon it to your side in Defense Position', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Goyo Guardian' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, 'Goyo Guardian'), target: idOf(d, 'Celtic Guardian', 1) });
    for (let i = 0; i < 20 && !(x.flow.prompt?.kind === 'chooseOption'); i++) x = applyAction(x, legalActions(x)[0]!);
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(me(x).monsters[1]).toMatchObject({ name: 'Celtic Guardian', position: 'defense' });
    expect(opp(x).graveyard).toEqual([]);
  });
});

describe('Stardust Dragon', () => {
  it('Tributes itself to negate and destroy an activation that would destroy, then returns in the End Phase', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Stardust Dragon' }] }, opp: { hand: ['Raigeki'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) });
    expect(legal(x, 'activate').map((a) => a.card)).toEqual([idOf(d, 'Stardust Dragon')]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Stardust Dragon'), effect: 0 }));
    expect(me(x).graveyard).toEqual(['Stardust Dragon']);
    expect(opp(x).graveyard).toEqual(['Raigeki']);
    // Player 2 ends the turn: in the End Phase Stardust Dragon may come back.
    x = play(x, { type: 'nextPhase', to: 'end' });
    for (let i = 0; i < 10 && x.flow.prompt?.kind !== 'chooseOption'; i++) x = applyAction(x, legalActions(x)[0]!);
    x = play(x, { type: 'select', option: 'yes' }, { type: 'select', option: 'attack' });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Stardust Dragon' });
  });
  it('cannot answer an activation that destroys nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Stardust Dragon' }] }, opp: { hand: ['Pot of Greed'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    expect(legal(x, 'activate')).toEqual([]);
  });
});
