import { describe, expect, it } from 'vitest';
import { cardName } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Magician's Circle: "When a Spellcaster-Type monster declares an attack: Each player Special Summons 1 Spellcaster-Type monster with 2000 or less ATK from their Deck in Attack Position."
describe("Magician's Circle", () => {
  it("the opponent's Spellcaster attacks: each player Special Summons a Spellcaster with 2000 or less ATK from their own Deck, in Attack Position", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: "Magician's Circle", faceUp: false }], deck: ['Dark Magician', 'Mystical Elf', 'Celtic Guardian'] },
      opp: { monsters: [{ card: 'Dark Magician Girl' }], deck: ['Feral Imp', 'Dark Magician Girl', 'Kuriboh'] },
    });
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(d, 'Dark Magician Girl', 1), target: 'direct' });
    x = passAll(play(x, { type: 'activate', card: idOf(d, "Magician's Circle") }));
    // Mine first: Dark Magician (2500) is too strong, Celtic Guardian is no Spellcaster.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Mystical Elf')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mystical Elf')] });
    // Then the opponent's: only the Dark Magician Girl in their Deck (2000 ATK) fits.
    const offered = x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.player === 1 ? x.flow.prompt.cards : [];
    expect(offered.map((c) => cardName(x, c))).toEqual(['Dark Magician Girl']);
    x = passAll(play(x, { type: 'select', ids: [offered[0]!] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Mystical Elf', position: 'attack' });
    expect(opp(x).monsters.filter(Boolean).map((m) => [m!.name, m!.position])).toEqual([['Dark Magician Girl', 'attack'], ['Dark Magician Girl', 'attack']]);
  });

  it('not when a non-Spellcaster attacks, nor with no Spellcaster with 2000 or less ATK in your Deck', () => {
    const warrior = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: "Magician's Circle", faceUp: false }], deck: ['Mystical Elf'] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = passWindows(play(warrior, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: idOf(warrior, 'Celtic Guardian', 1), target: 'direct' });
    expect(legal(x, 'activate', idOf(warrior, "Magician's Circle"))).toEqual([]);
    const none = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: "Magician's Circle", faceUp: false }], deck: ['Dark Magician'] }, opp: { monsters: [{ card: 'Mystical Elf' }] } });
    let y = passWindows(play(none, { type: 'nextPhase', to: 'battle' }));
    y = play(y, { type: 'attack', card: idOf(none, 'Mystical Elf', 1), target: 'direct' });
    expect(legal(y, 'activate', idOf(none, "Magician's Circle"))).toEqual([]);
  });
});
