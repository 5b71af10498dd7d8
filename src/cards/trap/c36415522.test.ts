import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { attackOf } from '../../engine/draft';
import { duelOf, idOf, me, opp, passWindows, play } from '../../engine/test/dsl';

/*
 * Performapal Pinch Helper (texts-2016): "Once per turn, when an opponent's monster declares a direct attack: You can negate
 * the attack, and if you do, Special Summon 1 "Performapal" monster from your Deck, but its effects are negated. When an
 * attack is declared involving a monster you control and an opponent's monster: You can send this card to the Graveyard;
 * you take no battle damage from that battle." (ygopro c36415522: two optional Triggers on the attack declaration.)
 */
const HELPER = 'Performapal Pinch Helper';

/** The opponent's turn, in their Battle Phase, Pinch Helper face-up on your field. */
const battle = (me: Parameters<typeof duelOf>[0]['me'], oppMonsters: string[]): Duel =>
  passWindows(play(duelOf({
    turnPlayer: 1,
    me: { spellTraps: [{ card: HELPER, faceUp: true }], ...me },
    opp: { monsters: oppMonsters.map((card) => ({ card })) },
  }), { type: 'nextPhase', to: 'battle' }));

const finish = (duel: Duel): Duel => {
  let x = duel;
  while (x.flow.window && !x.flow.prompt) x = play(x, { type: 'pass' });
  return x;
};

describe('Performapal Pinch Helper', () => {
  it('a direct attack: you can negate it and Special Summon a "Performapal" monster from your Deck with its effects negated', () => {
    const d = battle({ deck: ['Performapal Secondonkey', 'Performapal Longphone Bull', 'Celtic Guardian', 'Celtic Guardian'] }, ['Summoned Skull']);
    let x = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = finish(play(x, { type: 'select', option: 'yes' }));
    // Only the "Performapal" monsters are offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Performapal Secondonkey'), idOf(d, 'Performapal Longphone Bull')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Performapal Secondonkey')] }, { type: 'select', option: 'defense' });
    // Secondonkey's own Summon Trigger does not go off: its effects are negated.
    expect(x.flow.prompt).toBeNull();
    x = finish(x);
    expect(attackOf(x)).toBeNull();
    expect(me(x).lp).toBe(8000);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Performapal Secondonkey', position: 'defense' });
    expect(me(x).spellTraps[0]).toMatchObject({ name: HELPER, faceUp: true });
  });

  it('negating a direct attack needs a "Performapal" monster in the Deck', () => {
    const bare = battle({ deck: ['Celtic Guardian', 'Celtic Guardian'] }, ['Summoned Skull']);
    const y = play(bare, { type: 'attack', card: idOf(bare, 'Summoned Skull', 1), target: 'direct' });
    // No "Performapal" monster in the Deck: nothing is offered, and the damage is taken.
    expect(y.flow.prompt).toBeNull();
    expect(me(finish(y)).lp).toBe(8000 - 2500);
  });

  it('once per turn: a second direct attack that turn is not answered', () => {
    // Two attackers; the first is negated with a Summon, then that monster is destroyed by the second, so a third attack is direct.
    const d = battle({ deck: ['Performapal Longphone Bull', 'Performapal Longphone Bull'] }, ['Summoned Skull', 'Summoned Skull', 'Summoned Skull']);
    const skulls = [0, 1, 2].map((i) => d.players[1].monsters[i]!.card);
    let x = play(d, { type: 'attack', card: skulls[0]!, target: 'direct' }, { type: 'select', option: 'yes' });
    x = finish(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = finish(play(x, { type: 'select', option: 'attack' }));
    const bull = me(x).monsters[0];
    expect(bull).toMatchObject({ name: 'Performapal Longphone Bull' });
    x = play(x, { type: 'attack', card: skulls[1]!, target: x.players[0].monsters[0]!.card });
    // The battle trigger is offered (a battle between your monster and theirs): decline it.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = finish(play(x, { type: 'select', option: 'no' }));
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).monsters[0]).toBeNull();
    x = play(x, { type: 'attack', card: skulls[2]!, target: 'direct' });
    expect(x.flow.prompt).toBeNull();
    while (x.flow.window) x = play(x, { type: 'pass' });
    // The battle with Longphone Bull (declined) and the direct attack: both damages taken.
    expect(me(x).lp).toBe(8000 - (2500 - bull!.atk) - 2500);
  });

  it('an attack between your monster and theirs: send it to the Graveyard, and you take no battle damage from that battle', () => {
    const d = battle({ monsters: [{ card: 'Celtic Guardian' }] }, ['Summoned Skull']);
    let x = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    // The cost is paid as it is activated: it is in the Graveyard before the monster it spared.
    expect(me(x).graveyard[0]).toBe(HELPER);
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).lp).toBe(8000);
    expect(me(x).graveyard).toEqual([HELPER, 'Celtic Guardian']);
    // Declined, the damage is taken.
    const y0 = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') }, { type: 'select', option: 'no' });
    let y = y0;
    while (y.flow.window) y = play(y, { type: 'pass' });
    expect(me(y).lp).toBe(8000 - 1100);
  });

  it('in your own attack too (your monster attacks theirs), and not while it is face-down', () => {
    const mine = passWindows(play(duelOf({ me: { spellTraps: [{ card: HELPER, faceUp: true }], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), { type: 'nextPhase', to: 'battle' }));
    let x = play(mine, { type: 'attack', card: idOf(mine, 'Celtic Guardian'), target: idOf(mine, 'Summoned Skull', 1) });
    x = play(x, { type: 'select', option: 'yes' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).lp).toBe(8000);
    expect(opp(x).lp).toBe(8000);
    const set = passWindows(play(duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: HELPER, faceUp: false }], deck: ['Performapal Longphone Bull'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }), { type: 'nextPhase', to: 'battle' }));
    const y = play(set, { type: 'attack', card: idOf(set, 'Summoned Skull', 1), target: 'direct' });
    expect(y.flow.prompt).toBeNull();
  });
});
