import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, summary, type Action, type Duel } from '..';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, passWindows, pendulumOffer, pendulumSummon, play } from './dsl';

/*
 * Audit of Summoning and the Extra Deck, rulebook v9.1 first (shared/seeds/001_…): "Summoning Monster
 * Cards", "Main Phase 1" (Summon or Set a Monster, Change Your Monsters' Battle Positions), "Special
 * Summon with a Card's Effect", "Pendulum Monster Cards", "Xyz Monsters", "Synchro Monsters", "Fusion
 * Monsters", "Ritual Monsters", "Other Rules: Xyz Materials", Glossary "Tribute"; then v7.0 (000_…).
 */

/** Answers every open prompt with `pick` (or the first choice) and passes every window. */
function settle(d: Duel, pick: (a: Action) => boolean = () => false): Duel {
  let x = d;
  for (let i = 0; i < 60 && (x.flow.prompt || x.flow.window); i++) {
    const all = legalActions(x);
    const action = x.flow.prompt ? (all.find(pick) ?? all[0]!) : { type: 'pass' as const };
    x = applyAction(x, action);
  }
  return x;
}

const selects = (d: Duel, id: string) => (a: Action): boolean => a.type === 'select' && 'ids' in a && a.ids[0] === id;
const onField = (p: ReturnType<typeof me>): string[] => p.monsters.filter(Boolean).map((m) => m!.name);

describe('Tribute Summon / Set (v9.1 "Tribute Summon", Glossary "Tribute")', () => {
  it('Tribute Set: a Level 7 or higher monster needs 2 Tributes to be Set too (a Level 5-6 exactly 1)', () => {
    const one = duelOf({ me: { hand: ['Dark Magician'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(one, 'setMonster', idOf(one, 'Dark Magician'))).toEqual([]);
    const two = duelOf({ me: { hand: ['Dark Magician'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp', faceUp: false, position: 'defense' }] } });
    const sets = legal(two, 'setMonster', idOf(two, 'Dark Magician'));
    expect(sets.map((a) => a.tributes.length)).toEqual([2]);
    const x = play(two, sets[0]!);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Dark Magician', faceUp: false, position: 'defense' });
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    // A Level 5 or 6 monster requires 1 Tribute, not 2.
    const skull = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    expect(() => applyAction(skull, { type: 'setMonster', card: idOf(skull, 'Summoned Skull'), tributes: [idOf(skull, 'Celtic Guardian'), idOf(skull, 'Feral Imp')] })).toThrow();
  });

  it('Tributing an Xyz Monster for a Tribute Summon sends its Xyz Materials to the Graveyard with it', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Gem-Knight Pearl', materials: ['Celtic Guardian', 'Feral Imp'] }] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Gem-Knight Pearl')] });
    expect(onField(me(x))).toEqual(['Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp', 'Gem-Knight Pearl']);
  });

  it('Xyz Materials are not monsters on the field: they cannot be Tributed (one Xyz Monster is 1 Tribute, not 3)', () => {
    const d = duelOf({ me: { hand: ['Dark Magician'], monsters: [{ card: 'Gem-Knight Pearl', materials: ['Celtic Guardian', 'Feral Imp'] }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Dark Magician'))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, 'Dark Magician'))).toEqual([]);
  });

  it('a Pendulum Monster in a Pendulum Zone is not a monster you control: it cannot be Tributed, and Cyber Dragon\'s "only your opponent controls a monster" still holds', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], pendulum: ['Flash Knight', null] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Summoned Skull'))).toEqual([]);
    const cyber = duelOf({ me: { hand: ['Cyber Dragon'], pendulum: ['Flash Knight', null] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    expect(legal(cyber, 'specialSummon', idOf(cyber, 'Cyber Dragon'))).toHaveLength(2);
  });

  it("a monster taken with Change of Heart may be Tributed for a Tribute Summon; it goes to its owner's Graveyard", () => {
    const d = duelOf({ me: { hand: ['Change of Heart', 'Summoned Skull'] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const guardian = idOf(d, 'Celtic Guardian', 1);
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [guardian] });
    x = passAll(x);
    expect(legal(x, 'normalSummon', idOf(d, 'Summoned Skull'))).toEqual([{ type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [guardian] }]);
    x = play(x, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [guardian] });
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).graveyard).toEqual(['Change of Heart']);
  });

  it('a face-up Pendulum Monster Tributed for a Tribute Summon goes face-up to the Extra Deck, not the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Flash Knight' }] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Flash Knight')] });
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).extra).toEqual(['Flash Knight']);
    expect(x.faceUpExtra).toEqual([idOf(d, 'Flash Knight')]);
  });

  it('a Tribute Set is not a Summon: no Summon-negation window (Solemn Judgment) and no "when Summoned" response (Trap Hole)', () => {
    const d = duelOf({
      me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] },
      opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }, { card: 'Trap Hole', faceUp: false }] },
    });
    const x = play(d, { type: 'setMonster', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] });
    expect(x.flow.window).toBeNull();
    expect(x.events.some((e) => e.type === 'summoned')).toBe(false);
    expect(legal(x, 'normalSummon')).toEqual([]);
  });
});

describe('Battle positions and Flip Summons (v9.1 "Change Your Monsters\' Battle Positions", "Flip Summon")', () => {
  it('a monster Special Summoned this turn (by Monster Reborn, or by Cyber Dragon\'s own procedure) cannot change its battle position', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] } });
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Summoned Skull' });
    expect(legal(x, 'changePosition')).toEqual([]);
    // Nor one Special Summoned by its own procedure (Cyber Dragon).
    const c = duelOf({ me: { hand: ['Cyber Dragon'] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const y = play(c, { type: 'specialSummon', card: idOf(c, 'Cyber Dragon'), method: 'rule', position: 'defense' });
    expect(legal(y, 'changePosition')).toEqual([]);
  });

  it('no Flip Summon and no change of battle position during the Battle Phase', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] } });
    const battle = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(legal(battle, 'flipSummon')).toEqual([]);
    expect(legal(battle, 'changePosition')).toEqual([]);
    const main2 = passWindows(play(battle, { type: 'nextPhase', to: 'main2' }));
    expect(legal(main2, 'flipSummon')).toHaveLength(1);
    expect(legal(main2, 'changePosition')).toHaveLength(1);
  });
});

describe('Summon-negation windows and "properly Summoned first" (v9.1 "Special Summon with a Card\'s Effect")', () => {
  it('a Synchro Summon whose Summon is negated (Solemn Judgment) was never properly Summoned: Monster Reborn cannot revive it', () => {
    const d = duelOf({
      me: { hand: ['Monster Reborn'], monsters: [{ card: 'Junk Synchron' }, { card: 'Petit Dragon' }], extra: ['Junk Warrior'] },
      opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] },
    });
    const warrior = idOf(d, 'Junk Warrior');
    const synchro = legal(d, 'specialSummon', warrior).find((a) => a.method === 'synchro' && a.position === 'attack')!;
    let x = play(d, synchro);
    // The Synchro Summon may be negated.
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 0 }));
    expect(me(x).graveyard.sort()).toEqual(['Junk Synchron', 'Junk Warrior', 'Petit Dragon']);
    expect(x.events.some((e) => e.type === 'specialSummoned')).toBe(false);
    // Monster Reborn may target the materials, not the negated Synchro Monster.
    const y = play(x, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(y.flow.prompt?.kind === 'chooseCard' && y.flow.prompt.cards).not.toContain(warrior);
  });

  it('an Xyz Summon negated (Solemn Judgment): the Xyz Monster and its materials go to the Graveyard, and it cannot be revived', () => {
    const d = duelOf({
      me: { hand: ['Monster Reborn'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }], extra: ['Gem-Knight Pearl'] },
      opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] },
    });
    const pearl = idOf(d, 'Gem-Knight Pearl');
    let x = play(d, legal(d, 'specialSummon', pearl).find((a) => a.method === 'xyz')!);
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 0 }));
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp', 'Gem-Knight Pearl']);
    const y = play(x, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(y.flow.prompt?.kind === 'chooseCard' && y.flow.prompt.cards).not.toContain(pearl);
  });

  it('a Special Summon by a resolving card effect (Monster Reborn) has no Summon-negation window: Solemn Judgment cannot negate it', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] }, opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    // Solemn Judgment could negate the activation of Monster Reborn; the opponent passes.
    expect(legal(x, 'activate', idOf(d, 'Solemn Judgment', 1))).toEqual([{ type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 1 }]);
    x = play(x, { type: 'pass' }, { type: 'select', option: 'attack' });
    // The Summon made while Monster Reborn resolved succeeded at once: no window to negate it.
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(x.flow.window).toBeNull();
    expect(x.events).toContainEqual({ type: 'specialSummoned', player: 0, card: idOf(d, 'Summoned Skull'), from: 'graveyard' });
  });


  it('a Ritual Monster discarded from the hand was never Ritual Summoned: Monster Reborn cannot revive it', () => {
    const d = duelOf({
      me: { hand: ['Card Destruction', 'Black Luster Soldier'], spellTraps: [{ card: 'Monster Reborn', faceUp: false }], deck: ['Feral Imp', 'Celtic Guardian', 'Celtic Guardian'] },
      opp: { hand: ['Kuriboh'], deck: ['Feral Imp', 'Celtic Guardian'] },
    });
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Card Destruction') }));
    expect(me(x).graveyard).toContain('Black Luster Soldier');
    const reborn = play(x, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(reborn.flow.prompt?.kind === 'chooseCard' && reborn.flow.prompt.cards).not.toContain(idOf(d, 'Black Luster Soldier'));
    // Properly Ritual Summoned and then destroyed, it may be revived.
    const proper = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Black Luster Soldier'] } });
    expect(legal(proper, 'activate', idOf(proper, 'Monster Reborn'))).toHaveLength(1);
  });
});

describe('Synchro Summon (v9.1 "Synchro Monsters")', () => {
  it('an Xyz Monster has a Rank, not a Level: it is not a Synchro Material (Rank 3 + Level 3 Tuner is no Level 6)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Tune Warrior' }, { card: 'Number 17: Leviathan Dragon', materials: ['Baby Dragon', 'Baby Dragon'] }], extra: ['Goyo Guardian'] } });
    expect(legal(d, 'specialSummon').filter((a) => a.method === 'synchro')).toEqual([]);
    // The same Tuner with a Level 3 monster makes it.
    const ok = duelOf({ me: { monsters: [{ card: 'Tune Warrior' }, { card: 'Baby Dragon' }], extra: ['Goyo Guardian'] } });
    expect(legal(ok, 'specialSummon').filter((a) => a.method === 'synchro')).toHaveLength(2);
  });

  it('a Tuner plus two non-Tuners whose Levels sum to the Synchro\'s Level (3 + 2 + 2 = 7: Black Rose Dragon)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Petit Dragon' }, { card: 'Petit Dragon' }], extra: ['Black Rose Dragon'] } });
    const options = legal(d, 'specialSummon').filter((a) => a.method === 'synchro');
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((a) => a.materials?.length === 3)).toBe(true);
    const x = play(d, options.find((a) => a.position === 'attack')!);
    expect(onField(me(x))).toEqual(['Black Rose Dragon']);
    expect(me(x).graveyard.sort()).toEqual(['Junk Synchron', 'Petit Dragon', 'Petit Dragon']);
  });

  it('Tokens are monsters: they can be non-Tuner Synchro Materials (Junk Synchron 3 + two Sheep Tokens = Junk Warrior 5)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }, { card: 'Sheep Token' }, { card: 'Sheep Token' }], extra: ['Junk Warrior'] } });
    const options = legal(d, 'specialSummon').filter((a) => a.method === 'synchro');
    expect(options.length).toBeGreaterThan(0);
    const x = passAll(play(d, options[0]!));
    expect(onField(me(x))).toEqual(['Junk Warrior']);
    expect(me(x).graveyard).toEqual(['Junk Synchron']);
  });

  it('the Tuner must be a face-up monster you control: a face-down Tuner, or an opponent\'s non-Tuner, is not a Synchro Material', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Junk Synchron', faceUp: false, position: 'defense' }, { card: 'Petit Dragon' }], extra: ['Junk Warrior'] } });
    expect(legal(d, 'specialSummon').filter((a) => a.method === 'synchro')).toEqual([]);
    // Only monsters you control: the opponent's Petit Dragon is not a Synchro Material.
    const theirs = duelOf({ me: { monsters: [{ card: 'Junk Synchron' }], extra: ['Junk Warrior'] }, opp: { monsters: [{ card: 'Petit Dragon' }] } });
    expect(legal(theirs, 'specialSummon').filter((a) => a.method === 'synchro')).toEqual([]);
  });

  it('with all 5 Monster Zones full, a Synchro Summon is still possible (its materials leave the field) and does not use the Normal Summon', () => {
    const five = ['Junk Synchron', 'Petit Dragon', 'Celtic Guardian', 'Feral Imp', 'Mystical Elf'].map((card) => ({ card }));
    const d = duelOf({ me: { hand: ['Beaver Warrior'], monsters: five, extra: ['Junk Warrior'] } });
    const options = legal(d, 'specialSummon').filter((a) => a.method === 'synchro');
    expect(options.length).toBeGreaterThan(0);
    const x = passAll(play(d, options[0]!));
    expect(onField(me(x))).toContain('Junk Warrior');
    expect(legal(x, 'normalSummon', idOf(d, 'Beaver Warrior'))).toHaveLength(1);
  });
});

describe('Xyz Summon (v9.1 "Xyz Monsters", "Other Rules: Xyz Materials")', () => {
  it('Xyz Materials must be face-up: a face-down Level 4 monster is not one', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }], extra: ['Gem-Knight Pearl'] } });
    expect(legal(d, 'specialSummon').filter((a) => a.method === 'xyz')).toEqual([]);
  });

  it('an Xyz or Synchro Monster returned to the hand goes to the Extra Deck instead; the Xyz Monster\'s Xyz Materials go to the Graveyard', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Gem-Knight Pearl', materials: ['Celtic Guardian', 'Feral Imp'] }] } });
    const x = settle(play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') }), selects(d, idOf(d, 'Gem-Knight Pearl', 1)));
    expect(opp(x).hand).toEqual([]);
    expect(opp(x).extra).toEqual(['Gem-Knight Pearl']);
    expect(opp(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    // A Synchro Monster too.
    const s = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Goyo Guardian' }] } });
    const y = settle(play(s, { type: 'flipSummon', card: idOf(s, 'Hane-Hane') }), selects(s, idOf(s, 'Goyo Guardian', 1)));
    expect(opp(y).hand).toEqual([]);
    expect(opp(y).extra).toEqual(['Goyo Guardian']);
  });

  it('a Pendulum Monster that is an Xyz Material is not on the field: destroyed with its Xyz Monster or detached, it goes to the Graveyard, not the Extra Deck', () => {
    const d = duelOf({ me: { hand: ['Raigeki'] }, opp: { monsters: [{ card: 'Number 17: Leviathan Dragon', materials: ['Timegazer Magician', 'Baby Dragon'] }] } });
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }));
    expect(opp(x).graveyard.sort()).toEqual(['Baby Dragon', 'Number 17: Leviathan Dragon', 'Timegazer Magician']);
    expect(opp(x).extra).toEqual([]);
    // Detached as a cost, likewise.
    const n = duelOf({ me: { monsters: [{ card: 'Number 17: Leviathan Dragon', materials: ['Timegazer Magician'] }] } });
    const y = settle(play(n, { type: 'activate', card: idOf(n, 'Number 17: Leviathan Dragon'), effect: 0 }));
    expect(me(y).graveyard).toEqual(['Timegazer Magician']);
    expect(me(y).extra).toEqual([]);
    expect(me(y).monsters[0]).toMatchObject({ atk: 2500, materials: [] });
  });
  it("an opponent's monster you control (Change of Heart) can be an Xyz Material; no longer on the field, it stays attached when the control would end", () => {
    const d = duelOf({ me: { hand: ['Change of Heart'], monsters: [{ card: 'Feral Imp' }], extra: ['Gem-Knight Pearl'] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] }));
    const xyz = legal(x, 'specialSummon').filter((a) => a.method === 'xyz');
    expect(xyz.map((a) => [...(a.materials ?? [])].sort())[0]).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Celtic Guardian', 1)].sort());
    x = passAll(play(x, xyz[0]!));
    x = settle(play(x, { type: 'nextPhase', to: 'end' }));
    expect(summary(x).turnPlayer).toBe(1);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Gem-Knight Pearl' });
    expect([...me(x).monsters[0]!.materials].sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
    expect(onField(opp(x))).toEqual([]);
  });
});

describe('Fusion Summon (v9.1 "Fusion Monsters")', () => {
  it('Polymerization may use a face-down monster you control as a Fusion Material; the Fusion Summon does not use the Normal Summon', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Petit Dragon', 'Celtic Guardian'], monsters: [{ card: 'Firegrass', faceUp: false, position: 'defense' }], extra: ['Darkfire Dragon'] } });
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toHaveLength(1);
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Polymerization') }));
    expect(onField(me(x))).toEqual(['Darkfire Dragon']);
    expect(me(x).graveyard.sort()).toEqual(['Firegrass', 'Petit Dragon', 'Polymerization']);
    expect(legal(x, 'normalSummon', idOf(d, 'Celtic Guardian'))).toHaveLength(1);
  });

  it('Fusion Materials come from your own hand or field: an opponent\'s monster is not one', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Firegrass'], extra: ['Darkfire Dragon'] }, opp: { monsters: [{ card: 'Petit Dragon' }] } });
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
  });

  it('with all 5 Monster Zones full, Polymerization can be activated only if a material on the field frees a zone (it could not Summon anything)', () => {
    const five = ['Celtic Guardian', 'Feral Imp', 'Mystical Elf', 'Beaver Warrior', 'Silver Fang'].map((card) => ({ card }));
    const fourAndOne = [...five.slice(0, 4), { card: 'Petit Dragon' }];
    const oneOnField = duelOf({ me: { hand: ['Polymerization', 'Firegrass'], monsters: fourAndOne, extra: ['Darkfire Dragon'] } });
    const x = settle(play(oneOnField, { type: 'activate', card: idOf(oneOnField, 'Polymerization') }));
    expect(onField(me(x))).toContain('Darkfire Dragon');
    // Both materials in the hand and no zone free: no Fusion Summon is possible, so no activation.
    const fromHand = duelOf({ me: { hand: ['Polymerization', 'Firegrass', 'Petit Dragon'], monsters: five, extra: ['Darkfire Dragon'] } });
    expect(legal(fromHand, 'activate', idOf(fromHand, 'Polymerization'))).toEqual([]);
  });

});

describe('Ritual Summon (v9.1 "Ritual Monsters")', () => {
  it('a Ritual Monster cannot be Normal Set either', () => {
    const d = duelOf({ me: { hand: ['Black Luster Soldier'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });
    expect(legal(d, 'setMonster', idOf(d, 'Black Luster Soldier'))).toEqual([]);
  });

  it('an Xyz Monster has no Level: its Rank does not count toward the Ritual Tributes\' Level total', () => {
    // Rank 4 + Level 4 would be "8" only if a Rank were a Level.
    const d = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier'], monsters: [{ card: 'Gem-Knight Pearl', materials: ['Feral Imp', 'Feral Imp'] }, { card: 'Celtic Guardian' }] } });
    expect(legal(d, 'activate', idOf(d, 'Black Luster Ritual'))).toEqual([]);
  });

  it('the Tributes\' Levels may total more than the Ritual Monster\'s Level (Dark Magician 7 + Celtic Guardian 4 for Level 8), and the Ritual Summon does not use the Normal Summon', () => {
    const d = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier', 'Feral Imp'], monsters: [{ card: 'Dark Magician' }, { card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Black Luster Ritual') });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = settle(x);
    expect(onField(me(x))).toEqual(['Black Luster Soldier']);
    expect(me(x).graveyard.sort()).toEqual(['Black Luster Ritual', 'Celtic Guardian', 'Dark Magician']);
    expect(legal(x, 'normalSummon', idOf(d, 'Feral Imp'))).toHaveLength(1);
  });

  it('Tokens may be Tributed for a Ritual Summon (Sheep Tokens cannot be Tributed only for a Tribute Summon)', () => {
    const d = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier'], monsters: [{ card: 'Summoned Skull' }, { card: 'Sheep Token' }, { card: 'Sheep Token' }] } });
    expect(legal(d, 'activate', idOf(d, 'Black Luster Ritual'))).toHaveLength(1);
  });

  it('a Pendulum Monster Tributed from the field goes face-up to the Extra Deck; one Tributed from the hand goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Black Luster Ritual', 'Black Luster Soldier', 'Flash Knight'], monsters: [{ card: 'Flash Knight' }] } });
    const [inHand, onTheField] = [idsOf(d, 'Flash Knight').find((id) => d.players[0].hand.includes(id))!, idsOf(d, 'Flash Knight').find((id) => !d.players[0].hand.includes(id))!];
    let x = play(d, { type: 'activate', card: idOf(d, 'Black Luster Ritual') });
    x = play(x, { type: 'select', ids: [onTheField] }, { type: 'select', ids: [inHand] });
    x = settle(x);
    expect(onField(me(x))).toEqual(['Black Luster Soldier']);
    expect(me(x).graveyard.sort()).toEqual(['Black Luster Ritual', 'Flash Knight']);
    expect(me(x).extra).toEqual(['Flash Knight']);
    expect(x.faceUpExtra).toEqual([onTheField]);
  });
});

describe('Pendulum (v9.1 "Pendulum Monster Cards")', () => {
  it('needs a card in each Pendulum Zone: with one Scale there is no Pendulum Summon', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], pendulum: ['Stargazer Magician', null] } });
    expect(legal(d, 'specialSummon').filter((a) => a.method === 'pendulum')).toEqual([]);
  });

  it('the Scales bound the Levels whichever zone holds the higher one (8 left, 1 right: Levels 2 to 7, a Level 6 needs no Tribute)', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull', 'Dark Magician', 'Kuriboh', 'Blue-Eyes White Dragon'], pendulum: ['Timegazer Magician', 'Stargazer Magician'] } });
    expect(pendulumOffer(d).sort()).toEqual([idOf(d, 'Summoned Skull'), idOf(d, 'Dark Magician')].sort());
    const x = pendulumSummon(d, [idOf(d, 'Summoned Skull'), idOf(d, 'Dark Magician')], ['attack', 'defense']);
    expect(onField(me(x))).toEqual(['Summoned Skull', 'Dark Magician']);
    expect(x.players[0].normalSummonUsed).toBe(false);
  });

  it('only face-up Pendulum Monsters come from the Extra Deck: a face-down Fusion Monster of a fitting Level does not', () => {
    const d = duelOf({ me: { extra: ['Darkfire Dragon', { card: 'Flash Knight', faceUp: true }], pendulum: ['Stargazer Magician', 'Timegazer Magician'] } });
    expect(pendulumOffer(d)).toEqual([idOf(d, 'Flash Knight')]);
  });

  it('a Pendulum Monster discarded from the hand goes to the Graveyard (only one leaving the field goes to the Extra Deck)', () => {
    const d = duelOf({ me: { hand: ['Card Destruction', 'Flash Knight'], deck: ['Feral Imp', 'Celtic Guardian'] }, opp: { hand: ['Kuriboh'] } });
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Card Destruction') }));
    expect(me(x).graveyard.sort()).toEqual(['Card Destruction', 'Flash Knight']);
    expect(me(x).extra).toEqual([]);
  });

  it("a Pendulum Monster the opponent controls (Change of Heart) goes face-up to its owner's Extra Deck when destroyed", () => {
    const d = duelOf({ me: { hand: ['Change of Heart', 'Dark Hole'] }, opp: { monsters: [{ card: 'Flash Knight' }] } });
    let x = settle(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }));
    expect(onField(me(x))).toEqual(['Flash Knight']);
    x = settle(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).extra).toEqual([]);
    expect(opp(x).extra).toEqual(['Flash Knight']);
    expect(opp(x).graveyard).toEqual([]);
    expect(x.faceUpExtra).toEqual([idOf(d, 'Flash Knight', 1)]);
  });

  it('a Pendulum Monster returned from the field to the hand goes to the hand, not the Extra Deck', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Flash Knight' }] } });
    const x = settle(play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') }), selects(d, idOf(d, 'Flash Knight', 1)));
    expect(opp(x).hand).toEqual(['Flash Knight']);
    expect(opp(x).extra).toEqual([]);
  });

  it('the Pendulum Summon of the turn is used even when it is negated (Solemn Judgment): no second one that turn', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian', 'Baby Dragon'], pendulum: ['Stargazer Magician', 'Timegazer Magician'] }, opp: { spellTraps: [{ card: 'Solemn Judgment', faceUp: false }] } });
    let x = pendulumSummon(d, [idOf(d, 'Celtic Guardian')]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Solemn Judgment', 1), effect: 0 }));
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(legal(x, 'specialSummon').filter((a) => a.method === 'pendulum')).toEqual([]);
    expect(() => applyAction(x, { type: 'specialSummon', card: idOf(d, 'Stargazer Magician'), method: 'pendulum' })).toThrow(/only once per turn/);
  });
});
