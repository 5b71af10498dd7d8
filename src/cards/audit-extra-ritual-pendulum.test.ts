/**
 * Audit of the Extra Deck, Ritual and Pendulum cards (src/cards/extra, src/cards/ritual, src/cards/pendulum)
 * against their official text and rulings (shared/reference/cards.tsv, Official Rulebook v9.1).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type Duel } from '../engine';
import { attackOf } from '../engine/draft';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, passWindows, pendulumOffer, pendulumSummon, play } from '../engine/test/dsl';

/**
 * Plays on: passes every window; answers each prompt with the given option when offered,
 * else with the card `pick` when offered, else with the first legal answer.
 */
function drive(duel: Duel, answers: { option?: string[]; pick?: string[] } = {}): Duel {
  let x = duel;
  for (let i = 0; i < 60 && (x.flow.window || x.flow.prompt); i++) {
    if (x.flow.prompt) {
      const acts = legalActions(x);
      const byOption = acts.find((a) => a.type === 'select' && 'option' in a && (answers.option ?? []).includes(a.option));
      const byPick = acts.find((a) => a.type === 'select' && 'ids' in a && a.ids.length === 1 && (answers.pick ?? []).includes(a.ids[0]!));
      x = applyAction(x, byOption ?? byPick ?? acts[0]!);
    } else {
      x = applyAction(x, { type: 'pass' });
    }
  }
  return x;
}

/** The Synchro Summon of `name` with these materials, in Attack Position. */
function synchro(d: Duel, name: string, materials: string[]): Action {
  const a = legal(d, 'specialSummon').find((x) => x.method === 'synchro' && x.card === idOf(d, name) && x.position === 'attack' &&
    x.materials!.length === materials.length && materials.every((m) => x.materials!.includes(idOf(d, m))));
  if (!a) throw new Error(`No Synchro Summon of ${name} with ${materials.join(' + ')}`);
  return a;
}

/** Activates Monster Reborn on `target` (owner 0's Graveyard) and resolves everything. */
function reborn(d: Duel, target: string, answers: { option?: string[] } = {}): Duel {
  const x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
  return drive(x, { option: ['attack', ...(answers.option ?? [])], pick: [idOf(d, target)] });
}

const battle = (s: Parameters<typeof duelOf>[0]): Duel => passWindows(play(duelOf(s), { type: 'nextPhase', to: 'battle' }));
const monster = (d: Duel, name: string, p: 0 | 1 = 0) => (p === 0 ? me(d) : opp(d)).monsters.find((m) => m?.name === name);

describe('Junk Warrior', () => {
  it('Junk Warrior: its ATK gain triggers only when Synchro Summoned, not when Special Summoned by Monster Reborn', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Junk Warrior'], monsters: [{ card: 'Firegrass' }, { card: 'Kuriboh' }] } });
    const x = reborn(d, 'Junk Warrior');
    expect(monster(x, 'Junk Warrior')).toMatchObject({ atk: 2300 });
  });
  it('Junk Warrior: the ATK gained is fixed at resolution and is kept when the Level 2 monster later leaves the field', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Petit Dragon' }, { card: 'Firegrass' }], extra: ['Junk Warrior'] }, opp: { hand: ['Fissure'] } });
    let x = passAll(play(d, synchro(d, 'Junk Warrior', ['Junk Synchron', 'Petit Dragon'])));
    expect(monster(x, 'Junk Warrior')).toMatchObject({ atk: 3000 });
    // Next turn the opponent's Fissure destroys Firegrass (the lowest ATK): Junk Warrior keeps its ATK.
    x = drive(play(x, { type: 'nextPhase', to: 'end' }));
    expect(x.turnPlayer).toBe(1);
    x = drive(play(x, { type: 'activate', card: idOf(x, 'Fissure', 1) }));
    expect(me(x).graveyard).toContain('Firegrass');
    expect(monster(x, 'Junk Warrior')).toMatchObject({ atk: 3000 });
  });
});

describe('Black Rose Dragon', () => {
  it('Black Rose Dragon: its destroy-all effect does not trigger when Special Summoned by Monster Reborn', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Black Rose Dragon'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = reborn(d, 'Black Rose Dragon', { option: ['yes'] });
    expect(monster(x, 'Black Rose Dragon')).toBeTruthy();
    expect(monster(x, 'Celtic Guardian')).toBeTruthy();
    expect(monster(x, 'Summoned Skull', 1)).toBeTruthy();
  });
  it('Black Rose Dragon: the Plant effect cannot be activated without a Plant in the GY or without an opponent Defense Position monster', () => {
    const noPlant = duelOf({ me: { monsters: [{ card: 'Black Rose Dragon' }], graveyard: ['Celtic Guardian'] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] } });
    expect(legal(noPlant, 'activate', idOf(noPlant, 'Black Rose Dragon'))).toEqual([]);
    const noTarget = duelOf({ me: { monsters: [{ card: 'Black Rose Dragon' }], graveyard: ['Firegrass'] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'attack' }] } });
    expect(legal(noTarget, 'activate', idOf(noTarget, 'Black Rose Dragon'))).toEqual([]);
  });
  it('Black Rose Dragon: the target\'s ATK is 0 only until the end of the turn', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Black Rose Dragon' }], graveyard: ['Firegrass'] }, opp: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] } });
    let x = drive(play(d, { type: 'activate', card: idOf(d, 'Black Rose Dragon'), effect: 1 }));
    expect(monster(x, 'Mystical Elf', 1)).toMatchObject({ atk: 0, position: 'attack' });
    x = drive(play(x, { type: 'nextPhase', to: 'end' }));
    expect(x.turnPlayer).toBe(1);
    expect(monster(x, 'Mystical Elf', 1)).toMatchObject({ atk: 800 });
  });
});

describe('Stardust Dragon', () => {
  it('Stardust Dragon: can negate Mystical Space Typhoon (it would destroy a card on the field)', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Stardust Dragon' }], spellTraps: [{ card: 'Trap Hole', faceUp: false }] }, opp: { hand: ['Mystical Space Typhoon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
    // Answer the target prompt, if any, with the Trap Hole.
    while (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Trap Hole')] });
    expect(legal(x, 'activate', idOf(d, 'Stardust Dragon'))).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Stardust Dragon'), effect: 0 }));
    expect(me(x).spellTraps.find(Boolean)).toMatchObject({ name: 'Trap Hole' });
    expect(opp(x).graveyard).toEqual(['Mystical Space Typhoon']);
  });
  it('Stardust Dragon: its End Phase revival needs its own negation this turn: destroyed by battle, it stays in the GY', () => {
    const d = battle({ turnPlayer: 1, me: { monsters: [{ card: 'Stardust Dragon' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    let x = drive(play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'Stardust Dragon') }));
    expect(me(x).graveyard).toEqual(['Stardust Dragon']);
    x = play(x, { type: 'nextPhase', to: 'end' });
    x = drive(x, { option: ['yes', 'attack'] });
    expect(me(x).graveyard).toEqual(['Stardust Dragon']);
  });
  it('Stardust Dragon: it is a Quick Effect usable on the opponent\'s turn only while face-up on the field (not from the GY)', () => {
    const d = duelOf({ turnPlayer: 1, me: { graveyard: ['Stardust Dragon'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { hand: ['Raigeki'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) });
    expect(legal(x, 'activate', idOf(d, 'Stardust Dragon'))).toEqual([]);
  });
});

describe('Number 39: Utopia', () => {
  it('Number 39: Utopia: with no Xyz Material it cannot pay the detach cost to negate an attack', () => {
    const d = battle({ turnPlayer: 1, me: { monsters: [{ card: 'Number 39: Utopia' }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') });
    expect(legal(x, 'activate', idOf(d, 'Number 39: Utopia'))).toEqual([]);
  });
  it('Number 39: Utopia: its negation is not once per turn (two attacks negated in one turn, one material each)', () => {
    const d = battle({ turnPlayer: 1, me: { monsters: [{ card: 'Number 39: Utopia', materials: ['Celtic Guardian', 'Mystical Elf'] }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Summoned Skull' }] } });
    const utopia = idOf(d, 'Number 39: Utopia');
    const [skull1, skull2] = idsOf(d, 'Summoned Skull', 1);
    let x = drive(play(d, { type: 'attack', card: skull1!, target: idOf(d, 'Feral Imp') }, { type: 'activate', card: utopia, effect: 0 }));
    expect(me(x).monsters[0]).toMatchObject({ materials: ['Mystical Elf'] });
    x = play(x, { type: 'attack', card: skull2!, target: idOf(d, 'Feral Imp') });
    expect(legal(x, 'activate', utopia)).toHaveLength(1);
    x = drive(play(x, { type: 'activate', card: utopia, effect: 0 }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Number 39: Utopia', materials: [] });
    expect(me(x).monsters[1]).toMatchObject({ name: 'Feral Imp' });
    expect(me(x).lp).toBe(8000);
  });
  it('Number 39: Utopia: detaching its last material to negate an attack on itself does not destroy it (it had a material when targeted)', () => {
    const d = battle({ turnPlayer: 1, me: { monsters: [{ card: 'Number 39: Utopia', materials: ['Celtic Guardian'] }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const utopia = idOf(d, 'Number 39: Utopia');
    const x = drive(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: utopia }, { type: 'activate', card: utopia, effect: 0 }));
    expect(x.events.some((e) => e.type === 'attackNegated')).toBe(true);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Number 39: Utopia', materials: [] });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it('Number 39: Utopia: its negation cannot be activated in the Damage Step', () => {
    const d = battle({ turnPlayer: 1, me: { monsters: [{ card: 'Number 39: Utopia', materials: ['Celtic Guardian'] }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: idOf(d, 'Number 39: Utopia') });
    let seenInDamageStep = false;
    for (let i = 0; i < 20 && (x.flow.window || x.flow.prompt); i++) {
      if (attackOf(x)?.damageStep && legal(x, 'activate', idOf(d, 'Number 39: Utopia')).length > 0) seenInDamageStep = true;
      x = x.flow.prompt ? applyAction(x, legalActions(x)[0]!) : play(x, { type: 'pass' });
    }
    expect(seenInDamageStep).toBe(false);
  });
  it('Number 39: Utopia: its Xyz Materials go to the GY when it leaves the field', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Number 39: Utopia', materials: ['Celtic Guardian', 'Mystical Elf'] }] }, opp: { hand: ['Raigeki'] } });
    const x = drive(play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) }));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Mystical Elf', 'Number 39: Utopia']);
  });
  it('Number 39: Utopia: it is not destroyed when attacked while it still has a material (and the attack goes on if not negated)', () => {
    const d = battle({ turnPlayer: 1, me: { monsters: [{ card: 'Number 39: Utopia', materials: ['Celtic Guardian'] }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = drive(play(d, { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: idOf(d, 'Number 39: Utopia') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Number 39: Utopia', materials: ['Celtic Guardian'] });
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
  });
});

describe('Number 17: Leviathan Dragon', () => {
  it('Number 17: Leviathan Dragon: with no Xyz Material its effect cannot be activated', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Number 17: Leviathan Dragon' }] } });
    expect(legal(d, 'activate', idOf(d, 'Number 17: Leviathan Dragon'))).toEqual([]);
  });
  it('Number 17: Leviathan Dragon: the 500 ATK stays after the turn ends; the detached material goes to the GY', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Number 17: Leviathan Dragon', materials: ['Baby Dragon'] }] } });
    let x = drive(play(d, { type: 'activate', card: idOf(d, 'Number 17: Leviathan Dragon'), effect: 0 }));
    expect(me(x).graveyard).toEqual(['Baby Dragon']);
    x = drive(play(x, { type: 'nextPhase', to: 'end' }));
    expect(x.turnPlayer).toBe(1);
    expect(monster(x, 'Number 17: Leviathan Dragon')).toMatchObject({ atk: 2500, materials: [] });
  });
  it('Number 17: Leviathan Dragon: once its last material is detached it cannot attack directly', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Number 17: Leviathan Dragon', materials: ['Baby Dragon'] }] } });
    let x = drive(play(d, { type: 'activate', card: idOf(d, 'Number 17: Leviathan Dragon'), effect: 0 }));
    x = passWindows(play(x, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack')).toEqual([]);
  });
  it('Number 17: Leviathan Dragon: leaving the field and coming back, it has its original 2000 ATK', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], monsters: [{ card: 'Number 17: Leviathan Dragon', materials: ['Baby Dragon', 'Baby Dragon'] }] }, opp: { hand: ['Fissure'] } });
    let x = drive(play(d, { type: 'activate', card: idOf(d, 'Number 17: Leviathan Dragon'), effect: 0 }));
    expect(monster(x, 'Number 17: Leviathan Dragon')).toMatchObject({ atk: 2500 });
    x = drive(play(x, { type: 'nextPhase', to: 'end' }));
    // Opponent's turn: Fissure destroys it.
    x = drive(play(x, { type: 'activate', card: idOf(x, 'Fissure', 1) }));
    expect(me(x).graveyard).toContain('Number 17: Leviathan Dragon');
    x = drive(play(x, { type: 'nextPhase', to: 'end' }));
    x = drive(play(x, { type: 'activate', card: idOf(x, 'Monster Reborn') }), { option: ['attack'], pick: [idOf(x, 'Number 17: Leviathan Dragon')] });
    expect(monster(x, 'Number 17: Leviathan Dragon')).toMatchObject({ atk: 2000, materials: [] });
  });
});

describe('Goyo Guardian', () => {
  it('Goyo Guardian: destroyed by battle itself (it destroyed nothing), it takes no monster', () => {
    const d = battle({ me: { monsters: [{ card: 'Goyo Guardian' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const x = drive(play(d, { type: 'attack', card: idOf(d, 'Goyo Guardian'), target: idOf(d, 'Blue-Eyes White Dragon', 1) }), { option: ['yes'] });
    expect(me(x).graveyard).toEqual(['Goyo Guardian']);
    expect(monster(x, 'Blue-Eyes White Dragon', 1)).toBeTruthy();
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });
});

describe('XYZ-Dragon Cannon', () => {
  it('XYZ-Dragon Cannon: cannot be Special Summoned from the GY by Monster Reborn even when properly Summoned', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['XYZ-Dragon Cannon'] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });
  it('XYZ-Dragon Cannon: its effect cannot be activated with no card in hand to discard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'XYZ-Dragon Cannon' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'activate', idOf(d, 'XYZ-Dragon Cannon'))).toEqual([]);
  });
  it('XYZ-Dragon Cannon: cannot be Fusion Summoned with Polymerization', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'X-Head Cannon', 'Y-Dragon Head', 'Z-Metal Tank'], extra: ['XYZ-Dragon Cannon'] } });
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
  });
});

describe('Fusion Monsters', () => {
  it('Gaia the Dragon Champion: a Fusion Monster not properly Summoned cannot be revived by Monster Reborn', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Gaia the Dragon Champion', properlySummoned: false }] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });
  it('Multiple Piece Golem: returning to the Extra Deck, it does not go to the hand', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Multiple Piece Golem' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    let x = drive(play(d, { type: 'attack', card: idOf(d, 'Multiple Piece Golem'), target: idOf(d, 'Feral Imp', 1) }));
    x = drive(play(x, { type: 'nextPhase', to: 'main2' }), { option: ['yes'] });
    expect(me(x).extra).toEqual(['Multiple Piece Golem']);
    expect(me(x).hand).toEqual([]);
  });
});

describe('Ritual Monsters', () => {
  it('Black Luster Soldier: a Ritual Monster cannot be Normal Summoned or Set', () => {
    const d = duelOf({ me: { hand: ['Black Luster Soldier'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf' }] } });
    const id = idOf(d, 'Black Luster Soldier');
    expect(legal(d, 'normalSummon', id)).toEqual([]);
    expect(legal(d, 'setMonster', id)).toEqual([]);
  });
  it('Black Luster Ritual: the Ritual Monster cannot be used as its own Tribute, and a lone Ritual Monster cannot be summoned', () => {
    const d = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier'] } });
    expect(legal(d, 'activate', idOf(d, 'Black Luster Ritual'))).toEqual([]);
  });
  it('Magician of Black Chaos: not properly Ritual Summoned, it cannot be revived by Monster Reborn', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: 'Magician of Black Chaos', properlySummoned: false }] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });
});

describe('Pendulum Monsters', () => {
  it('Flash Knight: a Pendulum Monster destroyed on the field goes face-up to the Extra Deck, not the GY', () => {
    const d = battle({ me: { monsters: [{ card: 'Flash Knight' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = drive(play(d, { type: 'attack', card: idOf(d, 'Flash Knight'), target: idOf(d, 'Summoned Skull', 1) }));
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).extra).toEqual(['Flash Knight']);
  });
  it('Flash Knight: a face-up Pendulum Monster in the Extra Deck can be Pendulum Summoned; only once per turn', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian', 'Feral Imp'], pendulum: ['Stargazer Magician', 'Timegazer Magician'], extra: [{ card: 'Flash Knight', faceUp: true }] } });
    const flash = idOf(d, 'Flash Knight');
    expect(pendulumOffer(d)).toContain(flash);
    const x = drive(pendulumSummon(d, [flash]), { option: ['attack'] });
    expect(monster(x, 'Flash Knight')).toBeTruthy();
    expect(legal(x, 'specialSummon').filter((a) => a.method === 'pendulum')).toEqual([]);
  });
  it('Stargazer Magician: with no second Pendulum Scale there is no Pendulum Summon', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], pendulum: ['Stargazer Magician', null] } });
    expect(legal(d, 'specialSummon').filter((a) => a.method === 'pendulum')).toEqual([]);
  });
  it('Odd-Eyes Pendulum Dragon: its End Phase Pendulum Effect does not trigger while it is in a Monster Zone', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Odd-Eyes Pendulum Dragon' }], deck: ['Flash Knight', 'Celtic Guardian', 'Celtic Guardian', 'Celtic Guardian'] } });
    const x = drive(play(d, { type: 'nextPhase', to: 'end' }), { option: ['yes'] });
    expect(monster(x, 'Odd-Eyes Pendulum Dragon')).toBeTruthy();
    expect(me(x).hand).not.toContain('Flash Knight');
  });
  it('Odd-Eyes Pendulum Dragon: the End Phase search is only in your own End Phase', () => {
    const d = duelOf({ turnPlayer: 1, me: { pendulum: ['Odd-Eyes Pendulum Dragon', null], deck: ['Flash Knight', 'Celtic Guardian', 'Celtic Guardian'] } });
    const x = drive(play(d, { type: 'nextPhase', to: 'end' }), { option: ['yes'] });
    expect(me(x).pendulum[0]).toMatchObject({ name: 'Odd-Eyes Pendulum Dragon' });
  });
  it('Odd-Eyes Pendulum Dragon: in your End Phase it destroys itself (to the Extra Deck) and adds a small Pendulum Monster', () => {
    const d = duelOf({ me: { pendulum: ['Odd-Eyes Pendulum Dragon', null], deck: ['Celtic Guardian', 'Flash Knight', 'Timegazer Magician', 'Celtic Guardian'] } });
    let x = play(d, { type: 'nextPhase', to: 'end' });
    x = drive(x, { option: ['yes'], pick: [idOf(d, 'Timegazer Magician')] });
    expect(me(x).pendulum[0]).toBeNull();
    expect(me(x).extra).toEqual(['Odd-Eyes Pendulum Dragon']);
    expect(me(x).hand).toContain('Timegazer Magician');
    expect(me(x).hand).not.toContain('Flash Knight');
  });
});

describe('More Synchro and Xyz checks', () => {
  it('Stardust Dragon: can negate Black Rose Dragon\'s Synchro Summon trigger (it would destroy cards on the field)', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Stardust Dragon' }] }, opp: { monsters: [{ card: 'Debris Dragon' }, { card: 'Baby Dragon' }], extra: ['Black Rose Dragon'] } });
    const a = legal(d, 'specialSummon').find((s) => s.method === 'synchro' && s.position === 'attack')!;
    let x = play(d, a, { type: 'select', option: 'yes' });
    for (let i = 0; i < 5 && x.flow.window && legal(x, 'activate', idOf(d, 'Stardust Dragon')).length === 0; i++) x = play(x, { type: 'pass' });
    expect(legal(x, 'activate', idOf(d, 'Stardust Dragon'))).toHaveLength(1);
    x = drive(play(x, { type: 'activate', card: idOf(d, 'Stardust Dragon'), effect: 0 }));
    expect(opp(x).graveyard).toContain('Black Rose Dragon');
    expect(me(x).graveyard).toEqual(['Stardust Dragon']);
  });
  it('Goyo Guardian: it also takes a monster it destroys by battle while being attacked', () => {
    const d = battle({ turnPlayer: 1, me: { monsters: [{ card: 'Goyo Guardian' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    const x = drive(play(d, { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Goyo Guardian') }), { option: ['yes'] });
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Celtic Guardian', 'Goyo Guardian']);
    expect(monster(x, 'Celtic Guardian')).toMatchObject({ position: 'defense' });
  });
  it('Gem-Knight Pearl: Xyz Summoned from 2 Level 4 monsters, which become its materials (not sent to the GY)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }, { card: 'Baby Dragon' }], extra: ['Gem-Knight Pearl'] } });
    const xyz = legal(d, 'specialSummon').filter((a) => a.method === 'xyz');
    expect(xyz.length).toBeGreaterThan(0);
    expect(xyz.every((a) => !(a.materials ?? []).includes(idOf(d, 'Baby Dragon')))).toBe(true);
    const x = drive(play(d, xyz[0]!), { option: ['attack'] });
    expect(monster(x, 'Gem-Knight Pearl')).toMatchObject({ atk: 2600 });
    expect(monster(x, 'Gem-Knight Pearl')!.materials.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    expect(me(x).graveyard).toEqual([]);
  });
});
