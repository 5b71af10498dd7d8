import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Neko Mane King: "During your opponent's turn, when this card in your possession is sent to your Graveyard
// by an opponent's card effect: It becomes the End Phase of this turn."
describe('Neko Mane King', () => {
  it("destroyed by the opponent's Spell in their Main Phase 1: their turn goes to its End Phase, then it is your turn", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Neko Mane King' }] }, opp: { hand: ['Raigeki', 'Celtic Guardian'], monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) }));
    expect(me(x).graveyard).toEqual(['Neko Mane King']);
    const phases = x.events.filter((e) => e.type === 'phaseEntered').map((e) => e.type === 'phaseEntered' && e.phase);
    // Straight from Main Phase 1 to the End Phase: no Battle Phase, no Main Phase 2.
    expect(phases[0]).toBe('end');
    expect(phases).not.toContain('battle');
    expect(phases).not.toContain('main2');
    expect(summary(x).turnPlayer).toBe(0);
    expect(summary(x).turn).toBe(4);
  });
  it('the End Phase comes with what it brings: a monster taken "until the End Phase" goes back', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Neko Mane King' }, { card: 'Dark Magician' }] }, opp: { hand: ['Change of Heart', 'Raigeki'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart', 1) });
    x = passAll(play(passAll(x), { type: 'select', ids: [idOf(d, 'Dark Magician')] }));
    expect(summary(x).players[1].monsters.some((m) => m?.name === 'Dark Magician')).toBe(true);
    x = passAll(x);
    // Raigeki destroys Neko Mane King only (Dark Magician is theirs now).
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Raigeki', 1) }));
    expect(me(x).graveyard).toEqual(['Neko Mane King']);
    expect(summary(x).turnPlayer).toBe(0);
    expect(me(x).monsters.some((m) => m?.name === 'Dark Magician')).toBe(true);
  });
  it('discarded from your hand by the opponent\'s card effect (Delinquent Duo): their turn ends', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: ['Neko Mane King'] }, opp: { hand: ['Delinquent Duo'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Delinquent Duo', 1) }));
    expect(me(x).graveyard).toEqual(['Neko Mane King']);
    expect(summary(x).turnPlayer).toBe(0);
  });
  it('during your own turn, destroyed by the opponent\'s Trap: nothing', () => {
    const d = duelOf({ turnPlayer: 0, me: { hand: ['Celtic Guardian'], monsters: [{ card: 'Neko Mane King' }] }, opp: { spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    const torrential = legal(x, 'activate').find((a) => a.card === idOf(d, 'Torrential Tribute', 1));
    expect(torrential).toBeDefined();
    x = passAll(play(x, torrential!));
    expect(me(x).graveyard).toContain('Neko Mane King');
    expect(summary(x).phase).toBe('main1');
    expect(summary(x).turnPlayer).toBe(0);
  });
  it('during the opponent\'s turn, destroyed by your own card effect: nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Neko Mane King' }], spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] }, opp: { hand: ['Celtic Guardian'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian', 1), tributes: [] });
    x = passAll(play(x, legal(x, 'activate').find((a) => a.card === idOf(d, 'Torrential Tribute'))!));
    expect(me(x).graveyard).toContain('Neko Mane King');
    expect(summary(x).phase).toBe('main1');
    expect(summary(x).turnPlayer).toBe(1);
  });
  it('destroyed by battle during the opponent\'s turn: nothing (battle is not a card effect)', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Neko Mane King' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Neko Mane King') }));
    expect(me(x).graveyard).toEqual(['Neko Mane King']);
    expect(summary(x).phase).toBe('battle');
    expect(summary(x).turnPlayer).toBe(1);
  });
});
