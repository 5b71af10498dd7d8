import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, play } from './dsl';
import { endTurn } from './turns';

/*
 * Protection from targeting asked with the player whose effect targets (rule code `protects`, about
 * `[card, by]`; continuous.ts protectsFromTargeting, activation.ts target lists): "Your opponent cannot
 * select any Dragon-Type monsters as the target(s) of Spell, Trap, or Monster Card effects" (King Dragun:
 * only the opponent's effects, Dragons on either side), beside Lord of D.'s "No player can target Dragon-Type
 * monsters on the field with card effects" (anyone's).
 */
describe('Protection from targeting by one player', () => {
  /** The monsters Book of Moon (target 1 face-up monster) may target when its holder activates it. */
  const bookTargets = (d: ReturnType<typeof duelOf>, owner: 0 | 1): string[] => {
    const x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon', owner) });
    return x.flow.prompt?.kind === 'chooseCard' ? [...x.flow.prompt.cards] : [];
  };

  it("the opponent's effects cannot target a Dragon, on either side of the field; other monsters they can", () => {
    const d = endTurn(duelOf({
      me: { monsters: [{ card: 'King Dragun' }, { card: 'Blue-Eyes White Dragon' }, { card: 'Celtic Guardian' }] },
      opp: { hand: ['Book of Moon'], monsters: [{ card: 'Gemini Elf' }, { card: 'Hyozanryu' }] },
    }));
    expect(bookTargets(d, 1).sort()).toEqual([idOf(d, 'Celtic Guardian'), idOf(d, 'Gemini Elf', 1)].sort());
  });

  it("its controller's own effects may target the Dragons", () => {
    const d = duelOf({ me: { hand: ['Book of Moon'], monsters: [{ card: 'King Dragun' }, { card: 'Blue-Eyes White Dragon' }] }, opp: { monsters: [{ card: 'Hyozanryu' }] } });
    expect(bookTargets(d, 0).sort()).toEqual([idOf(d, 'King Dragun'), idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'Hyozanryu', 1)].sort());
  });

  it("a rule that protects from anyone's effects (Lord of D.) still does", () => {
    const d = duelOf({ me: { hand: ['Book of Moon'], monsters: [{ card: 'Lord of D.' }, { card: 'Blue-Eyes White Dragon' }] } });
    expect(bookTargets(d, 0)).toEqual([idOf(d, 'Lord of D.')]);
  });

  it('with only protected monsters to target, the opponent cannot activate the card', () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: 'King Dragun' }] }, opp: { hand: ['Book of Moon'] } }));
    expect(legal(d, 'activate', idOf(d, 'Book of Moon', 1))).toEqual([]);
  });
});
