import { describe, expect, it } from 'vitest';
import { describeAction } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Light of Intervention (texts-2016): "While this card is on the field, Monster Cards cannot be Set or flipped
 * face-down. If a Monster Card would be Set, it must be Normal Summoned in face-up Defense Position."
 * Rule code noMonsterSets (src/engine/test/noMonsterSets.test.ts has the engine's side).
 */
const LIGHT = { card: 'Light of Intervention', faceUp: true };

describe('Light of Intervention', () => {
  it('a Set from the hand is a Normal Summon in face-up Defense Position, and uses the Normal Summon', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian', 'Sangan'], spellTraps: [LIGHT] } });
    const set = legal(d, 'setMonster', idOf(d, 'Celtic Guardian'))[0]!;
    expect(describeAction(d, set)).toBe('Normal Summon Celtic Guardian in face-up Defense Position');
    const x = passAll(play(d, set));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true, position: 'defense' });
    expect(x.marks.some((m) => m.mark === 'summoned' && m.key === idOf(d, 'Celtic Guardian'))).toBe(true);
    expect(legal(x, 'normalSummon')).toEqual([]);
    expect(legal(x, 'setMonster')).toEqual([]);
  });

  it('a Normal Summon in Attack Position is still offered', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [LIGHT] } });
    const x = passAll(play(d, legal(d, 'normalSummon', idOf(d, 'Celtic Guardian'))[0]!));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true, position: 'attack' });
  });

  it("applies to both players: the opponent's Set comes face-up too", () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [LIGHT] }, opp: { hand: ['Sangan'] } });
    const x = passAll(play(d, legal(d, 'setMonster', idOf(d, 'Sangan', 1))[0]!));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Sangan', faceUp: true, position: 'defense' });
  });

  it('a face-up monster cannot be flipped face-down: Book of Moon leaves it face-up', () => {
    const d = duelOf({ me: { hand: ['Book of Moon'], spellTraps: [LIGHT] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', faceUp: true, position: 'attack' });
  });

  it("an effect's face-down Special Summon is face-up in Defense Position (The Shallow Grave)", () => {
    const d = duelOf({ me: { hand: ['The Shallow Grave'], graveyard: ['Dark Magician'], spellTraps: [LIGHT] }, opp: { graveyard: ['Man-Eater Bug'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Shallow Grave') }, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Man-Eater Bug', 1)] }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Dark Magician', faceUp: true, position: 'defense' });
    expect(opp(x).monsters.find(Boolean)).toMatchObject({ name: 'Man-Eater Bug', faceUp: true, position: 'defense' });
  });

  it('Set face-down, it does nothing yet: the Set is face-down', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [{ card: 'Light of Intervention', faceUp: false }] } });
    const set = legal(d, 'setMonster', idOf(d, 'Celtic Guardian'))[0]!;
    expect(describeAction(d, set)).toBe('Set Celtic Guardian');
    const x = passAll(play(d, set));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: false, position: 'defense' });
  });

  it('activated from its Set, the rule applies once it resolves', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], spellTraps: [{ card: 'Light of Intervention', faceUp: false }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Light of Intervention') }));
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Light of Intervention', faceUp: true });
    x = passAll(play(x, legal(x, 'setMonster', idOf(d, 'Celtic Guardian'))[0]!));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', faceUp: true, position: 'defense' });
  });
});
