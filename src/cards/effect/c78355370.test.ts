import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passWindows, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Kuribohrn (texts-2016): "At the end of the Battle Phase: You can discard this card, then target 1 monster in your
 * Graveyard that was destroyed by battle and sent there this turn; Special Summon it. When an opponent's monster
 * declares an attack: You can banish this card from your Graveyard, then target any number of "Kuriboh" monsters in
 * your Graveyard; Special Summon them." Either player's Battle Phase (ygopro's EVENT_PHASE+PHASE_BATTLE); "destroyed by
 * battle this turn" reads the turn marks destroyedByBattle and sentToGraveyard.
 */
const KB = 'Kuribohrn';

/** Answers a yes/no prompt, passes the windows, and answers a Summon position prompt with Attack. */
const answer = (d: Duel, option: 'yes' | 'no'): Duel => {
  let x = passWindows(play(d, { type: 'select', option }));
  while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('attack')) x = passWindows(play(x, { type: 'select', option: 'attack' }));
  return x;
};
/** Battle Ox attacks Summoned Skull and is destroyed; then on to the Battle Phase's End Step. */
const lostBattle = (hand: string[], graveyard: string[] = []): Duel => {
  const d = toBattle(duelOf({ me: { hand, graveyard, monsters: [{ card: 'Battle Ox' }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
  const attack = legal(d, 'attack', idOf(d, 'Battle Ox')).find((a) => a.type === 'attack' && a.target === idOf(d, 'Summoned Skull', 1))!;
  const fought = passWindows(play(d, attack));
  expect(me(fought).graveyard).toContain('Battle Ox');
  return passWindows(play(fought, { type: 'nextPhase', to: 'main2' }));
};

describe('Kuribohrn', () => {
  it('at the end of the Battle Phase, discarded from the hand, it Special Summons a monster destroyed by battle this turn', () => {
    const x = lostBattle([KB], ['Mystical Elf']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    const y = play(x, { type: 'select', option: 'yes' });
    // Mystical Elf went to the Graveyard before this turn: not a target.
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(y, 'Battle Ox')] });
    let z = passWindows(play(y, { type: 'select', ids: [idOf(y, 'Battle Ox')] }));
    while (z.flow.prompt?.kind === 'chooseOption') z = passWindows(play(z, { type: 'select', option: 'attack' }));
    expect(me(z).monsters.map((m) => m?.name)).toContain('Battle Ox');
    expect(me(z).graveyard.sort()).toEqual([KB, 'Mystical Elf']);
  });

  it("also at the end of the opponent's Battle Phase", () => {
    const d = toBattle(duelOf({ turnPlayer: 1, me: { hand: [KB], monsters: [{ card: 'Battle Ox' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    const attack = legal(d, 'attack', idOf(d, 'Summoned Skull', 1)).find((a) => a.type === 'attack' && a.target === idOf(d, 'Battle Ox'))!;
    const x = passWindows(play(passWindows(play(d, attack)), { type: 'nextPhase', to: 'main2' }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
  });

  it('is not offered with no monster destroyed by battle this turn in your Graveyard', () => {
    const d = toBattle(duelOf({ me: { hand: [KB], graveyard: ['Mystical Elf'], monsters: [{ card: 'Battle Ox' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } }));
    const x = passWindows(play(d, { type: 'nextPhase', to: 'main2' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([KB]);
  });

  it('declined, it stays in the hand', () => {
    const x = answer(lostBattle([KB]), 'no');
    expect(me(x).hand).toEqual([KB]);
    expect(me(x).graveyard).toContain('Battle Ox');
  });

  it("from the Graveyard, when an opponent's monster attacks: banished, it Special Summons Kuriboh monsters", () => {
    const d = toBattle(duelOf({
      turnPlayer: 1,
      me: { graveyard: [KB, 'Kuriboh', 'Winged Kuriboh', 'Battle Ox'] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    }));
    const attack = legal(d, 'attack', idOf(d, 'Summoned Skull', 1)).find((a) => a.type === 'attack' && a.target === 'direct')!;
    let x = play(d, attack);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Kuriboh'), idOf(d, 'Winged Kuriboh')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] }, { type: 'select', ids: [idOf(d, 'Winged Kuriboh')] });
    x = passWindows(x);
    while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('defense')) x = passWindows(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.filter((m) => m !== null).map((m) => m!.name).sort()).toEqual(['Kuriboh', 'Winged Kuriboh']);
    expect(me(x).banished).toEqual([KB]);
  });

  it("not for its own player's attack", () => {
    const d = toBattle(duelOf({ me: { graveyard: [KB, 'Kuriboh'], monsters: [{ card: 'Battle Ox' }] } }));
    const attack = legal(d, 'attack', idOf(d, 'Battle Ox')).find((a) => a.type === 'attack' && a.target === 'direct')!;
    expect(play(d, attack).flow.prompt).toBeNull();
  });
});
