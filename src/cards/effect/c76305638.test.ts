import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * The Rock Spirit (texts-2016): "This card cannot be Normal Summoned or Set. This card can only be
 * Special Summoned by removing 1 EARTH monster in your Graveyard from play. Increase the ATK of this
 * monster by 300 points during your opponent's Battle Phase." A Summon procedure with a cost (library.ts
 * banishOneFromGraveyard; rule code onlyByProcedure) and an ATK change computed from the phase.
 */

const ROCK = 'The Rock Spirit';

describe('The Rock Spirit', () => {
  it('cannot be Normal Summoned or Set', () => {
    const d = duelOf({ me: { hand: [ROCK], graveyard: ['Battle Ox'] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    expect(legal(d, 'setMonster')).toEqual([]);
  });

  it('is Special Summoned from the hand by banishing 1 EARTH monster from your Graveyard', () => {
    const d = duelOf({ me: { hand: [ROCK], graveyard: ['Battle Ox', 'Feral Imp', 'Gemini Elf'] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, ROCK), method: 'rule', position: 'defense' });
    // EARTH monsters only: Feral Imp is DARK.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Battle Ox'), idOf(d, 'Gemini Elf')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Battle Ox')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: ROCK, faceUp: true, position: 'defense' });
    expect(me(x).banished).toEqual(['Battle Ox']);
    expect(x.players[0].normalSummonUsed).toBe(false);
  });

  it('cannot be Special Summoned with no EARTH monster in your Graveyard, nor revived unless first Summoned by its procedure', () => {
    expect(legal(duelOf({ me: { hand: [ROCK], graveyard: ['Feral Imp'] } }), 'specialSummon')).toEqual([]);
    const reborn = (properlySummoned: boolean) =>
      legal(duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: ROCK, properlySummoned }] } }), 'activate');
    expect(reborn(false)).toEqual([]);
    expect(reborn(true)).toHaveLength(1);
  });

  it('gains 300 ATK during the opponent\'s Battle Phase only, battles included', () => {
    const d = duelOf({ me: { monsters: [{ card: ROCK }] }, opp: { monsters: [{ card: 'Battle Ox' }] } });
    expect(me(d).monsters[0]!.atk).toBe(1700);
    // Its controller's own Battle Phase: no change.
    expect(me(toBattle(d)).monsters[0]!.atk).toBe(1700);
    const theirs = endTurn(d);
    expect(me(theirs).monsters[0]!.atk).toBe(1700);
    const battle = toBattle(theirs);
    expect(me(battle).monsters[0]!.atk).toBe(2000);
    // Battle Ox (1700) attacks it: it battles at 2000 ATK.
    const x = passAll(play(battle, { type: 'attack', card: idOf(d, 'Battle Ox', 1), target: idOf(d, ROCK) }));
    expect(opp(x).graveyard).toEqual(['Battle Ox']);
    expect(opp(x).lp).toBe(8000 - 300);
    const main2 = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    expect(me(main2).monsters[0]!.atk).toBe(1700);
  });
});
