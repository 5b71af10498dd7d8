import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Pot of Duality (texts-2016): "Excavate the top 3 cards of your Deck, add 1 of them to your hand, also, after
 * that, shuffle the rest back into your Deck. You can only activate 1 "Pot of Duality" per turn. You cannot
 * Special Summon during the turn you activate this card." Not after a Special Summon this turn (turn mark
 * `specialSummoned`), and the recorded rule noSpecialSummons for the rest of the turn, paid as it is activated.
 */
const POT = 'Pot of Duality';
const DECK = ['Dark Hole', 'Battle Ox', 'Mystical Elf', 'Celtic Guardian', 'Feral Imp'];
const setup = (): Duel => duelOf({
  me: { hand: [POT, POT, 'Monster Reborn', 'Kuriboh'], deck: DECK, graveyard: ['Summoned Skull'] },
});
const pot = (d: Duel): Duel => play(d, { type: 'activate', card: idsOf(d, POT)[0]! });

describe('Pot of Duality', () => {
  it('excavates the top 3 cards (shown to both players) and adds the chosen one to the hand; the others go back', () => {
    const d = setup();
    const x = passAll(pot(d));
    const top3 = d.players[0].deck.slice(0, 3);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: top3 });
    const chosen = play(x, { type: 'select', ids: [idOf(d, 'Battle Ox')] });
    expect(chosen.events.filter((e) => e.type === 'revealed').map((e) => e.type === 'revealed' && e.to).sort()).toEqual([0, 1]);
    const y = passAll(chosen);
    expect(me(y).hand).toContain('Battle Ox');
    expect(y.players[0].deck).toHaveLength(4);
    expect([...y.players[0].deck].sort()).toEqual([...d.players[0].deck].filter((c) => c !== idOf(d, 'Battle Ox')).sort());
  });

  it('only 1 per turn: the second copy cannot be activated', () => {
    const x = passAll(play(passAll(pot(setup())), { type: 'select', ids: [idOf(setup(), 'Dark Hole')] }));
    expect(legal(x, 'activate', idsOf(x, POT)[1])).toEqual([]);
  });

  it('cannot be activated after a Special Summon this turn', () => {
    const d = setup();
    const reborn = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    const summoned = reborn.flow.prompt ? passAll(play(reborn, { type: 'select', option: 'attack' })) : reborn;
    expect(me(summoned).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
    expect(legal(summoned, 'activate', idsOf(summoned, POT)[0])).toEqual([]);
  });

  it('after it, no Special Summon for the rest of the turn (Normal Summons are allowed); in the next turns again', () => {
    const d = setup();
    const x = passAll(play(passAll(pot(d)), { type: 'select', ids: [idOf(d, 'Dark Hole')] }));
    expect(legal(x, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
    expect(legal(x, 'normalSummon', idOf(d, 'Kuriboh'))).toHaveLength(1);
    const later = endTurn(endTurn(x));
    expect(later.turnPlayer).toBe(0);
    expect(legal(later, 'activate', idOf(d, 'Monster Reborn'))).toHaveLength(1);
  });

  it('the lock stays even when the Pot is negated (it comes with the activation)', () => {
    const d = duelOf({
      me: { hand: [POT, 'Monster Reborn'], deck: DECK, graveyard: ['Summoned Skull'] },
      opp: { spellTraps: [{ card: 'Magic Jammer', faceUp: false }], hand: ['Kuriboh'] },
    });
    let x = pot(d);
    // The opponent answers with Magic Jammer (discarding Kuriboh).
    const jam = legal(x, 'activate', idOf(d, 'Magic Jammer', 1));
    expect(jam.length).toBeGreaterThan(0);
    x = play(x, jam[0]!);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    x = passAll(x);
    expect(me(x).graveyard).toContain(POT);
    expect(me(x).hand).toEqual(['Monster Reborn']);
    expect(legal(x, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });

  it('needs 3 cards in the Deck', () => {
    const d = duelOf({ me: { hand: [POT], deck: ['Dark Hole', 'Battle Ox'] } });
    expect(legal(d, 'activate', idOf(d, POT))).toEqual([]);
  });
});
