import { describe, expect, it } from 'vitest';
import { applyAction, summary, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/**
 * Answers each position prompt with the next position given, then any left with Attack Position (the
 * resolution is one step: nothing of it shows until every prompt is answered); returns the players asked, in order.
 */
function answerPositions(duel: Duel, positions: readonly ('attack' | 'faceDownDefense')[]): { duel: Duel; asked: number[] } {
  let d = duel;
  const asked: number[] = [];
  for (let i = 0; d.flow.prompt?.kind === 'chooseOption'; i++) {
    asked.push(d.flow.prompt.player);
    d = applyAction(d, { type: 'select', option: positions[i] ?? 'attack' });
  }
  if (asked.length < positions.length) throw new Error(`Only ${asked.length} position prompts`);
  return { duel: d, asked };
}

const jar = { card: 'Cyber Jar', faceUp: false, position: 'defense' } as const;

describe('Cyber Jar', () => {
  it('FLIP: destroys every monster on the field, itself included', () => {
    const d = duelOf({ me: { monsters: [jar, { card: 'Summoned Skull' }], deck: ['Dark Hole'] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }], deck: ['Raigeki'] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Cyber Jar') });
    expect(me(x).graveyard.sort()).toEqual(['Cyber Jar', 'Summoned Skull']);
    expect(opp(x).graveyard).toEqual(['Blue-Eyes White Dragon']);
  });

  it('each player reveals the top 5 cards: Level 4 or lower monsters are Special Summoned (the turn player chooses first), the rest go to the hand', () => {
    const d = duelOf({
      me: { monsters: [jar], deck: ['Feral Imp', 'Dark Hole', 'Summoned Skull', 'Celtic Guardian', 'Raigeki', 'Mystical Elf'] },
      opp: { monsters: [{ card: 'Summoned Skull' }], deck: ['Mystical Elf', 'Trap Hole', 'Feral Imp'] },
    });
    const flipped = play(d, { type: 'flipSummon', card: idOf(d, 'Cyber Jar') });
    const { duel: x, asked } = answerPositions(flipped, ['attack', 'faceDownDefense', 'faceDownDefense', 'attack']);
    expect(asked).toEqual([0, 0, 1, 1]);
    const mine = me(x).monsters.filter(Boolean);
    expect(mine).toEqual([
      expect.objectContaining({ name: 'Feral Imp', position: 'attack', faceUp: true }),
      expect.objectContaining({ name: 'Celtic Guardian', position: 'defense', faceUp: false }),
    ]);
    // The opponent's face-down monster: hidden in my view, known in theirs.
    expect(opp(x).monsters.filter(Boolean)).toEqual([
      expect.objectContaining({ name: 'Mystical Elf', position: 'defense', faceUp: false }),
      expect.objectContaining({ name: 'Feral Imp', position: 'attack', faceUp: true }),
    ]);
    const seen = viewFor(x, 0).players[1].monsters.filter(Boolean);
    expect(seen.map((m) => m!.card)).toEqual([expect.objectContaining({ hidden: true }), expect.objectContaining({ name: 'Feral Imp' })]);
    expect(JSON.stringify(viewFor(x, 0).players[1].monsters)).not.toContain(idOf(d, 'Mystical Elf', 1));
    // Not Level 4 or lower, or not monsters: to the hand; the 6th card stays in the Deck.
    expect(me(x).hand.sort()).toEqual(['Dark Hole', 'Raigeki', 'Summoned Skull']);
    expect(me(x).deck).toBe(1);
    // Fewer than 5 cards: as many as there are.
    expect(opp(x).hand).toEqual(['Trap Hole']);
    expect(opp(x).deck).toBe(0);
  });

  it('a monster Special Summoned face-down is a Set card: no Flip Summon this turn; next turn its Flip effect activates when Flip Summoned', () => {
    const d = duelOf({ me: { monsters: [jar], deck: ['Morphing Jar', 'Dark Hole', ...Array(14).fill('Celtic Guardian')] }, opp: { deck: ['Raigeki', 'Trap Hole', ...Array(8).fill('Feral Imp')] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Cyber Jar') });
    // Mine: Morphing Jar and 3 Celtic Guardians; theirs: 3 Feral Imps.
    x = answerPositions(x, ['faceDownDefense', 'attack', 'attack', 'attack', 'attack', 'attack', 'attack']).duel;
    const morphing = idOf(d, 'Morphing Jar');
    expect(me(x).monsters[0]).toMatchObject({ name: 'Morphing Jar', faceUp: false, position: 'defense' });
    expect(legal(x, 'flipSummon', morphing)).toEqual([]);
    expect(legal(x, 'changePosition', morphing)).toEqual([]);
    // The opponent's turn, then mine again.
    x = endTurn(endTurn(x));
    expect(summary(x).phase).toBe('main1');
    expect(legal(x, 'flipSummon', morphing)).toHaveLength(1);
    const handBefore = me(x).hand.length;
    x = play(x, { type: 'flipSummon', card: morphing });
    // Morphing Jar's Flip effect: both hands discarded, 5 cards drawn each.
    expect(me(x).hand).toHaveLength(5);
    expect(me(x).graveyard.length).toBeGreaterThanOrEqual(handBefore);
  });

  it('flipped face-up by an attack: its effect destroys the attacker too, and the battle ends', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }], deck: ['Feral Imp'] }, opp: { monsters: [jar], deck: ['Celtic Guardian'] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Cyber Jar', 1) });
    x = answerPositions(x, ['attack', 'attack']).duel;
    expect(me(x).graveyard).toEqual(['Summoned Skull']);
    expect(opp(x).graveyard).toEqual(['Cyber Jar']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp' });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it('later card: each player reveals and Summons in turn; GOAT era: both reveal, then both Summon', () => {
    const setup = (format?: 'goat') => duelOf({ ...(format ? { format } : {}), me: { monsters: [jar], deck: ['Feral Imp'] }, opp: { deck: ['Celtic Guardian'] } });
    const order = (d: Duel) => {
      const x = answerPositions(play(d, { type: 'flipSummon', card: idOf(d, 'Cyber Jar') }), []).duel;
      return viewFor(x, 0).events.filter((e) => e.type === 'revealed' || e.type === 'specialSummoned').map((e) => e.type);
    };
    expect(order(setup())).toEqual(['revealed', 'revealed', 'specialSummoned', 'revealed', 'revealed', 'specialSummoned']);
    expect(order(setup('goat'))).toEqual(['revealed', 'revealed', 'revealed', 'revealed', 'specialSummoned', 'specialSummoned']);
    for (const format of [undefined, 'goat'] as const) {
      const d = setup(format);
      const x = answerPositions(play(d, { type: 'flipSummon', card: idOf(d, 'Cyber Jar') }), ['attack', 'attack']).duel;
      expect([me(x).monsters[0]?.name, opp(x).monsters[0]?.name]).toEqual(['Feral Imp', 'Celtic Guardian']);
    }
  });

  it('a monster that cannot be Special Summoned by an effect (Gigantes, never Summoned by its own procedure) goes to the hand', () => {
    const d = duelOf({ me: { monsters: [jar], deck: ['Gigantes', 'Feral Imp'] } });
    const x = answerPositions(play(d, { type: 'flipSummon', card: idOf(d, 'Cyber Jar') }), ['attack']).duel;
    expect(me(x).hand).toEqual(['Gigantes']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Feral Imp']);
  });
});
