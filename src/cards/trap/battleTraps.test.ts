import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { replayAttackerOf } from '../../engine/draft';
import { duelOf, idOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

/** My Summoned Skull (2500) and Celtic Guardian (1400) attack into the opponent's Set `trap`. */
function attackInto(trap: string, oppMonsters: { card: string; position?: 'attack' | 'defense' }[] = []) {
  const d = duelOf({
    me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian', position: 'defense' }, { card: 'Feral Imp' }] },
    opp: { spellTraps: [{ card: trap, faceUp: false }], monsters: oppMonsters },
  });
  const target = oppMonsters.length ? idOf(d, oppMonsters[0]!.card, 1) : 'direct';
  const declared = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull'), target });
  return { d, declared };
}

describe('Mirror Force', () => {
  it("answers an attack declaration: every Attack Position monster of the attacker's side is destroyed", () => {
    const { d, declared } = attackInto('Mirror Force');
    expect(declared.flow.window).toMatchObject({ player: 1 });
    const x = play(declared, { type: 'activate', card: idOf(d, 'Mirror Force', 1) });
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Summoned Skull']);
    expect(me(x).monsters[1]?.name).toBe('Celtic Guardian'); // Defense Position: spared
    expect(opp(x).lp).toBe(8000); // the attack never went ahead
  });
  it('cannot be activated without an attack to answer', () => {
    const d = duelOf({ opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] }, me: { monsters: [{ card: 'Feral Imp' }] } });
    expect(play(d, { type: 'nextPhase', to: 'battle' }).flow.window).toBeNull();
  });
});

describe('Magic Cylinder', () => {
  it("negates the attack and inflicts damage equal to the attacker's ATK to its controller", () => {
    const { d, declared } = attackInto('Magic Cylinder');
    // "Target the attacking monster": there is nothing to choose, so no prompt (issue 36).
    const x = play(declared, { type: 'activate', card: idOf(d, 'Magic Cylinder', 1) });
    expect(me(x).lp).toBe(8000 - 2500);
    expect(opp(x).lp).toBe(8000);
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle' });
  });
});

describe('Sakuretsu Armor', () => {
  it('destroys the attacking monster before it can deal damage', () => {
    const { d, declared } = attackInto('Sakuretsu Armor');
    const x = play(declared, { type: 'activate', card: idOf(d, 'Sakuretsu Armor', 1) });
    expect(me(x).graveyard).toEqual(['Summoned Skull']);
    expect(opp(x).lp).toBe(8000);
  });
});

describe('Dimensional Prison', () => {
  it('banishes the attacking monster', () => {
    const { d, declared } = attackInto('Dimensional Prison');
    const x = play(declared, { type: 'activate', card: idOf(d, 'Dimensional Prison', 1) });
    expect(me(x).banished).toEqual(['Summoned Skull']);
    expect(opp(x).lp).toBe(8000);
  });
});

describe('Negate Attack', () => {
  it('negates the attack and ends the Battle Phase', () => {
    const { d, declared } = attackInto('Negate Attack');
    const x = play(declared, { type: 'activate', card: idOf(d, 'Negate Attack', 1) });
    expect(opp(x).lp).toBe(8000);
    expect(summary(x)).toMatchObject({ phase: 'main2' });
    expect(me(x).monsters[0]?.name).toBe('Summoned Skull');
  });
  it('does not ask "Choose the attacking monster" when one monster attacks: the activation targets it at once (issue 36)', () => {
    const { d, declared } = attackInto('Negate Attack');
    const x = play(declared, { type: 'activate', card: idOf(d, 'Negate Attack', 1) });
    expect(x.flow.prompt).toBeNull();
    const activated = x.events.find((e) => e.type === 'activated');
    expect(activated && 'targets' in activated ? activated.targets?.map((t) => t.card) : []).toEqual([idOf(d, 'Summoned Skull')]);
  });
});

describe('Waboku', () => {
  it('this turn its controller takes no battle damage and their monsters are not destroyed by battle', () => {
    const { d, declared } = attackInto('Waboku', [{ card: 'Celtic Guardian' }]);
    const x = play(declared, { type: 'activate', card: idOf(d, 'Waboku', 1) });
    expect(opp(x).lp).toBe(8000);
    expect(opp(x).monsters[0]?.name).toBe('Celtic Guardian');
    expect(x.events.some((e) => e.type === 'battleDamage')).toBe(false);
  });
});

describe('Summon responses', () => {
  const summonInto = (trap: string, hand: string, monsters: { card: string }[] = []) => {
    const d = duelOf({ me: { hand: [hand], monsters }, opp: { spellTraps: [{ card: trap, faceUp: false }] } });
    const tributes = monsters.map((m) => idOf(d, m.card));
    return { d, summoned: play(d, { type: 'normalSummon', card: idOf(d, hand), tributes }) };
  };

  it('Trap Hole: destroys the Normal Summoned monster with 1000 or more ATK', () => {
    const { d, summoned } = summonInto('Trap Hole', 'Celtic Guardian');
    expect(summoned.flow.window).toMatchObject({ player: 1 });
    const x = play(summoned, { type: 'activate', card: idOf(d, 'Trap Hole', 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it('Trap Hole: a monster with less than 1000 ATK, or a Set monster, gives it nothing to answer', () => {
    expect(summonInto('Trap Hole', 'Firegrass').summoned.flow.window).toBeNull();
    const d = duelOf({ me: { hand: ['Celtic Guardian'] }, opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    expect(play(d, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] }).flow.window).toBeNull();
  });

  it('Trap Hole answers a Flip Summon too', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] }, opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }] } });
    expect(play(d, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') }).flow.window).toMatchObject({ player: 1 });
  });

  it('Bottomless Trap Hole: destroys and banishes a Summoned monster with 1500 or more ATK', () => {
    const { d, summoned } = summonInto('Bottomless Trap Hole', 'Summoned Skull', [{ card: 'Feral Imp' }]);
    const x = play(summoned, { type: 'activate', card: idOf(d, 'Bottomless Trap Hole', 1) });
    expect(me(x).banished).toEqual(['Summoned Skull']);
    expect(me(x).graveyard).toEqual(['Feral Imp']);
    expect(summonInto('Bottomless Trap Hole', 'Celtic Guardian').summoned.flow.window).toBeNull();
  });

  it('Torrential Tribute: a Summon lets it destroy every monster on the field', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Mystical Elf' }], spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] }, { type: 'activate', card: idOf(d, 'Torrential Tribute', 1) });
    expect([...me(x).monsters, ...opp(x).monsters].every((m) => m === null)).toBe(true);
  });
});

// Rulebook v9.1 "Replay Rules during the Battle Step".
describe('Replay', () => {
  it('if the target leaves before the Damage Step, the attacker may attack again or another monster may attack; the first still counts as having attacked', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf' }], spellTraps: [{ card: 'Two-Pronged Attack', faceUp: false }] },
    });
    const declared = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Celtic Guardian', 1) });
    // B answers with Two-Pronged Attack: 2 of its own monsters (including the target) and 1 of A's are destroyed.
    let x = play(declared, { type: 'activate', card: idOf(d, 'Two-Pronged Attack', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    expect(x.events.some((e) => e.type === 'replay')).toBe(true);
    expect(opp(x).lp).toBe(8000); // the first attack never reached damage
    // Replay: Summoned Skull may declare again; the opponent now has no monsters, so directly.
    expect(legal(x, 'attack')).toEqual([{ type: 'attack', card: idOf(d, 'Summoned Skull'), target: 'direct' }]);
    // The replay waits on the flow's stack (saved and loaded with the duel) until the attacker declares again.
    expect(replayAttackerOf(x)).toBe(idOf(d, 'Summoned Skull'));
    expect(legal(JSON.parse(JSON.stringify(x)) as typeof x, 'attack')).toEqual(legal(x, 'attack'));
    const y = play(x, legal(x, 'attack')[0]!);
    expect(replayAttackerOf(y)).toBeNull();
    expect(opp(y).lp).toBe(8000 - 2500);
    expect(legal(y, 'attack')).toEqual([]);
  });
});
