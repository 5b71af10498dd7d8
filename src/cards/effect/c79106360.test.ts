import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Morphing Jar #2: "FLIP: Shuffle all monsters on the field into the Deck. Then, each player excavates cards from
// the top of their Deck, until they excavate the same number of monsters they shuffled into their Main Deck.
// Special Summon all excavated Level 4 or lower monsters in face-down Defense Position, also send the remaining
// cards to the Graveyard."
const flipJar = (d: ReturnType<typeof duelOf>) => passAll(play(d, { type: 'flipSummon', card: idOf(d, 'Morphing Jar #2') }));
const onField = (monsters: readonly ({ name: string; faceUp: boolean; position: string } | null)[]) => monsters.filter(Boolean).map((m) => `${m!.name}/${m!.faceUp ? 'up' : 'down'}/${m!.position}`).sort();

describe('Morphing Jar #2', () => {
  it('every monster goes back; each player excavates as many monsters as they shuffled in, Summons the Level 4 or lower ones face-down, and sends the rest to the Graveyard', () => {
    // shuffle: false keeps no order after a shuffle, so each Deck is made of cards whose outcome does not depend on it.
    const d = duelOf({
      seed: 3,
      me: { monsters: [{ card: 'Morphing Jar #2', faceUp: false, position: 'defense' }, { card: 'Summoned Skull' }], deck: [] },
      opp: { monsters: [{ card: 'Celtic Guardian' }], deck: [] },
    });
    const x = flipJar(d);
    // Player 1 shuffled 2 monsters in (Jar and Skull) and their Deck holds only them: both excavated; Jar
    // (Level 3) is Summoned face-down, Skull (Level 6) goes to the Graveyard.
    expect(onField(me(x).monsters)).toEqual(['Morphing Jar #2/down/defense']);
    expect(me(x).graveyard).toEqual(['Summoned Skull']);
    // The opponent shuffled 1 in: Celtic Guardian comes back face-down.
    expect(onField(opp(x).monsters)).toEqual(['Celtic Guardian/down/defense']);
    expect(me(x).deck).toBe(0);
    expect(opp(x).deck).toBe(0);
  });
  it('excavation stops at the number of monsters: the Spells among them go to the Graveyard, the cards below stay', () => {
    const d = duelOf({
      seed: 5,
      me: { monsters: [{ card: 'Morphing Jar #2', faceUp: false, position: 'defense' }], deck: ['Pot of Greed', 'Raigeki'] },
      opp: { deck: ['Kuriboh'] },
    });
    const x = flipJar(d);
    // Player 1 shuffled 1 monster in: excavation runs until Morphing Jar #2 is found, wherever the shuffle put it.
    expect(onField(me(x).monsters)).toEqual(['Morphing Jar #2/down/defense']);
    expect(me(x).graveyard.length + me(x).deck).toBe(2);
    expect(me(x).graveyard.every((c) => c === 'Pot of Greed' || c === 'Raigeki')).toBe(true);
    // The opponent had no monster on the field: they excavate nothing.
    expect(opp(x).deck).toBe(1);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });
  it("a Fusion Monster goes to the Extra Deck and is not counted; a monster is counted for its owner", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Morphing Jar #2', faceUp: false, position: 'defense' }], deck: [] },
      opp: { monsters: [{ card: 'Gaia the Dragon Champion' }], deck: ['Kuriboh'] },
    });
    const x = flipJar(d);
    expect(opp(x).extra).toContain('Gaia the Dragon Champion');
    // The opponent shuffled no monster into their Main Deck: Kuriboh stays in the Deck.
    expect(opp(x).deck).toBe(1);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });
  it('five Level 4 or lower monsters shuffled in, the Deck only those: all five come back face-down', () => {
    // 5 Level 4 or lower monsters are shuffled in; the Deck is only those: all 5 come back.
    const mine = [{ card: 'Morphing Jar #2', faceUp: false, position: 'defense' as const }, ...Array.from({ length: 4 }, () => ({ card: 'Celtic Guardian' }))];
    const d = duelOf({ me: { monsters: mine, deck: [] } });
    const x = flipJar(d);
    expect(onField(me(x).monsters)).toHaveLength(5);
    expect(me(x).graveyard).toEqual([]);
  });
});
