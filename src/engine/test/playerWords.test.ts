import { describe, expect, it } from 'vitest';
import { applyAction, describeAction, viewFor, type Duel } from '..';
import { duelOf, idOf, legal, play } from './dsl';

/* What the player reads about choices and activations (issue 36, "the small things"). */

describe('choosing among cards the player may not see', () => {
  it('each of the opponent\'s Set cards is named by its place, so the choices differ: "Opponent Spell & Trap Zone 2 (face-down)"', () => {
    const d = duelOf({
      me: { hand: ['Mystical Space Typhoon'] },
      opp: { spellTraps: [{ card: 'Trap Hole', faceUp: false }, { card: 'Waboku', faceUp: false }] },
    });
    const asked = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') });
    const words = legal(asked, 'select').map((a) => describeAction(asked, a, 0));
    expect(words).toEqual(['Choose Opponent Spell & Trap Zone 1 (face-down)', 'Choose Opponent Spell & Trap Zone 2 (face-down)']);
    // The owner sees their own cards by name.
    expect(legal(asked, 'select').map((a) => describeAction(asked, a, 1))).toEqual(['Choose Trap Hole', 'Choose Waboku']);
  });
});

describe('the log names a face-up target even after it is hidden again', () => {
  it('Hane-Hane returns a face-up Baron of the Fiend Sword: "targeting your opponent\'s Baron of the Fiend Sword", not "face-down monster"', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Hane-Hane', position: 'defense', faceUp: false }] },
      opp: { monsters: [{ card: 'Baron of the Fiend Sword', position: 'attack' }] },
    });
    let x: Duel = applyAction(d, legal(d, 'flipSummon')[0]!);
    const baron = idOf(d, 'Baron of the Fiend Sword', 1);
    x = applyAction(x, legal(x, 'select').find((a) => 'ids' in a && a.ids[0] === baron)!);
    expect(x.players[1].hand).toContain(baron);
    const said = viewFor(x, 0).events.map((e) => e.text).find((t) => t.includes('activated Hane-Hane'));
    expect(said).toContain("targeting your opponent's Baron of the Fiend Sword:");
  });
});
