import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Performapal Show Down (texts-2016): "Target any number of face-up monsters your opponent controls, up to the number of
 * face-up Spell Cards you control; change those monsters to face-down Defense Position." (ygopro c92958307: the Pendulum
 * Zones' cards are Spell Cards on the field.)
 */
const SHOW = 'Performapal Show Down';
const THEIRS = { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }, { card: 'Mystical Elf', position: 'defense' as const }] };

describe('Performapal Show Down', () => {
  it('turns as many of their face-up monsters face-down as you control face-up Spell Cards (Pendulum Zones included)', () => {
    const d = duelOf({ me: { pendulum: ['Flash Knight', 'Stargazer Magician'], spellTraps: [{ card: SHOW }] }, opp: THEIRS });
    const [skull, guardian, elf] = [0, 1, 2].map((i) => d.players[1].monsters[i]!.card);
    let x = play(d, { type: 'activate', card: idOf(d, SHOW) });
    // Only the opponent's face-up monsters.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [skull, guardian, elf] });
    x = play(x, { type: 'select', ids: [skull!] });
    // A second may be chosen (2 Spell Cards), then no more.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [guardian, elf] });
    x = passAll(play(x, { type: 'select', ids: [elf!] }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).monsters.slice(0, 3).map((m) => [m!.faceUp, m!.position])).toEqual([[false, 'defense'], [true, 'attack'], [false, 'defense']]);
  });

  it('with 1 face-up Spell Card, 1 target; a Set card or a Trap does not count; with none it cannot be activated', () => {
    const one = duelOf({ me: { spellTraps: [{ card: SHOW }, { card: 'Swords of Revealing Light', faceUp: true }, { card: 'Mystical Space Typhoon' }, { card: 'Call of the Haunted', faceUp: true }] }, opp: THEIRS });
    const x = passAll(play(one, { type: 'activate', card: idOf(one, SHOW) }, { type: 'select', ids: [one.players[1].monsters[1]!.card] }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).monsters[1]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: true });
    const none = duelOf({ me: { spellTraps: [{ card: SHOW }, { card: 'Mystical Space Typhoon' }, { card: 'Call of the Haunted', faceUp: true }] }, opp: THEIRS });
    expect(legal(none, 'activate', idOf(none, SHOW))).toEqual([]);
    // No face-up monster of theirs: nothing to target.
    const bare = duelOf({ me: { pendulum: ['Flash Knight', null], spellTraps: [{ card: SHOW }] }, opp: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    expect(legal(bare, 'activate', idOf(bare, SHOW))).toEqual([]);
  });

  it('a target turned face-down before it resolves is left alone; the others still turn', () => {
    const d = duelOf({ me: { pendulum: ['Flash Knight', 'Stargazer Magician'], spellTraps: [{ card: SHOW }] }, opp: { ...THEIRS, spellTraps: [{ card: 'Book of Moon' }] } });
    const [skull, guardian] = [0, 1].map((i) => d.players[1].monsters[i]!.card);
    let x = play(d, { type: 'activate', card: idOf(d, SHOW) }, { type: 'select', ids: [skull!] }, { type: 'select', ids: [guardian!] });
    // The opponent answers with their Set Book of Moon on Celtic Guardian: it resolves first.
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [guardian!] });
    x = passAll(x);
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(opp(x).monsters[1]).toMatchObject({ faceUp: false, position: 'defense' });
    expect(opp(x).graveyard).toEqual(['Book of Moon']);
  });
});
