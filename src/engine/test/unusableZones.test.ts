import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, summonZones, type Duel } from '..';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from './dsl';
import { endTurn } from './turns';
import type { ScenarioPlayer } from '../scenario';

/*
 * Monster Zones that cannot be used (rule code `unusableZones`; Ojama King: "Select up to 3 of your
 * opponent's Monster Card Zones. The selected zones cannot be used."). Player 1 Special Summons Ojama King
 * with Monster Reborn and chooses player 2's zones; then every way a monster comes to player 2's field
 * (Normal Summon or Set, Special Summons by effects, Tokens, taking control) finds only the zones left.
 */
const KING = 'Ojama King';

/** Answers the open prompt with an option. */
const pick = (d: Duel, option: string): Duel => applyAction(d, { type: 'select', option });

/** Player 1 revives Ojama King (in Attack Position) and chooses player 2's zones `zones` (0-4), passing every window. */
function kingChoosing(zones: readonly number[], extra: { me?: ScenarioPlayer; opp?: ScenarioPlayer } = {}): Duel {
  const d0 = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [KING], ...extra.me }, opp: { ...extra.opp } });
  let d = play(d0, { type: 'activate', card: idOf(d0, 'Monster Reborn') });
  let chosen = 0;
  for (let guard = 0; guard < 40 && (d.flow.prompt || d.flow.window); guard++) {
    const prompt = d.flow.prompt;
    if (!prompt) d = applyAction(d, { type: 'pass' });
    else if (prompt.kind === 'chooseCard') d = applyAction(d, { type: 'select', ids: [idOf(d0, KING)] });
    else if (prompt.kind === 'chooseOption' && prompt.options.includes('attack')) d = pick(d, 'attack');
    else d = pick(d, chosen < zones.length ? `Monster Zone ${zones[chosen++]! + 1}` : 'Done');
  }
  return d;
}

/** Player 2's turn (turn 4), Main Phase 1. */
const theirTurn = (d: Duel): Duel => endTurn(d);

describe('unusableZones: Monster Zones that cannot be used', () => {
  it('the chosen zones are recorded for the opponent, about the card that chose them', () => {
    const d = kingChoosing([0, 2, 4]);
    expect(d.rules).toContainEqual(expect.objectContaining({ code: 'unusableZones', player: 1, card: idOf(d, KING), key: '0,2,4' }));
  });

  it('a Normal Summon or Set may use only the other zones; a Summon into a chosen zone is refused', () => {
    const d = theirTurn(kingChoosing([0, 2, 4], { opp: { hand: ['Feral Imp'] } }));
    const summon = legal(d, 'normalSummon', idOf(d, 'Feral Imp', 1))[0]!;
    expect(summonZones(d, summon)).toEqual([1, 3]);
    expect(summonZones(d, legal(d, 'setMonster', idOf(d, 'Feral Imp', 1))[0]!)).toEqual([1, 3]);
    expect(() => applyAction(d, { ...summon, zone: 0 })).toThrow();
    const x = passAll(applyAction(d, summon));
    expect(opp(x).monsters[1]?.name).toBe('Feral Imp');
  });

  it('with every empty zone unusable, nothing can be Normal Summoned, but a Tribute Summon may use its Tribute\'s zone', () => {
    const d = theirTurn(kingChoosing([0, 2, 3], { opp: { hand: ['Feral Imp', 'Summoned Skull'], monsters: [null, { card: 'Kuriboh' }, null, null, { card: 'Kuriboh' }] } }));
    expect(legal(d, 'normalSummon', idOf(d, 'Feral Imp', 1))).toEqual([]);
    const tribute = legal(d, 'normalSummon', idOf(d, 'Summoned Skull', 1));
    expect(tribute.length).toBe(2);
    // Each Tribute frees its own zone, the one zone the Tribute Summon may use.
    expect(tribute.map((a) => summonZones(d, a))).toEqual(expect.arrayContaining([[1], [4]]));
  });

  it('a Special Summon by an effect goes to a usable zone, and is not possible with none', () => {
    const d = theirTurn(kingChoosing([0, 1, 2], { opp: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] } }));
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn', 1) }));
    if (x.flow.prompt?.kind === 'chooseCard') x = applyAction(x, legalActions(x).find((a) => a.type === 'select' && 'ids' in a && a.ids[0] === idOf(d, 'Summoned Skull', 1))!);
    x = passAll(pick(x, 'attack'));
    expect(opp(x).monsters.findIndex((s) => s?.name === 'Summoned Skull')).toBe(3);
    // Zones 3 and 4 are all that were usable: with 4 taken too, Monster Reborn cannot be activated.
    const full = theirTurn(kingChoosing([0, 1, 2], { opp: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'], monsters: [null, null, null, { card: 'Kuriboh' }, { card: 'Kuriboh' }] } }));
    expect(legal(full, 'activate', idOf(full, 'Monster Reborn', 1))).toEqual([]);
  });

  it('Tokens count only the usable zones: Scapegoat needs 4 of them', () => {
    const d = theirTurn(kingChoosing([0, 1], { opp: { hand: ['Scapegoat'] } }));
    expect(legal(d, 'activate', idOf(d, 'Scapegoat', 1))).toEqual([]);
    const one = theirTurn(kingChoosing([0], { opp: { hand: ['Scapegoat'] } }));
    const x = passAll(play(one, { type: 'activate', card: idOf(one, 'Scapegoat', 1) }));
    expect(opp(x).monsters.map((s) => s?.name ?? null)).toEqual([null, 'Sheep Token', 'Sheep Token', 'Sheep Token', 'Sheep Token']);
  });

  it("Tokens put on the opponent's field (Ojama Trio) go only to its usable zones, and need 3 of them", () => {
    const d = kingChoosing([0], { me: { spellTraps: [{ card: 'Ojama Trio', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ojama Trio') }));
    expect(opp(x).monsters.map((s) => s?.name ?? null)).toEqual([null, 'Ojama Token', 'Ojama Token', 'Ojama Token', null]);
    const two = kingChoosing([0, 1, 2], { me: { spellTraps: [{ card: 'Ojama Trio', faceUp: false }] } });
    expect(legal(two, 'activate', idOf(two, 'Ojama Trio'))).toEqual([]);
  });

  it('taking control needs a usable zone: Change of Heart cannot take a monster into a chosen zone', () => {
    const d = theirTurn(kingChoosing([0, 1, 2], { me: { monsters: [null, { card: 'Summoned Skull' }] }, opp: { hand: ['Change of Heart', 'Change of Heart'], monsters: [null, null, null, { card: 'Kuriboh' }] } }));
    // Zone 5 is the one usable zone left: Change of Heart takes Summoned Skull there.
    let x = passAll(play(d, { type: 'activate', card: idsOf(d, 'Change of Heart', 1)[0]! }));
    if (x.flow.prompt) x = applyAction(x, legalActions(x).find((a) => a.type === 'select' && 'ids' in a && a.ids[0] === idOf(d, 'Summoned Skull'))!);
    x = passAll(x);
    expect(opp(x).monsters[4]?.name).toBe('Summoned Skull');
    // No usable zone left: the second Change of Heart cannot be activated.
    expect(legal(x, 'activate', idsOf(d, 'Change of Heart', 1)[1]!)).toEqual([]);
  });

  it('the zones may be used again once the card leaves the field, or while its effects are negated', () => {
    const d = kingChoosing([0, 1, 2], { opp: { hand: ['Feral Imp', 'Fissure'] } });
    const theirs = theirTurn(d);
    const imp = idOf(d, 'Feral Imp', 1);
    expect(summonZones(theirs, legal(theirs, 'normalSummon', imp)[0]!)).toEqual([3, 4]);
    const x = passAll(play(theirs, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(x).monsters.some((s) => s?.name === KING)).toBe(false);
    expect(x.rules.some((r) => r.code === 'unusableZones')).toBe(false);
    expect(summonZones(x, legal(x, 'normalSummon', imp)[0]!)).toEqual([0, 1, 2, 3, 4]);
  });

  it('while Skill Drain negates its effects, the zones may be used', () => {
    const d = theirTurn(kingChoosing([0, 1, 2], { opp: { hand: ['Feral Imp'], spellTraps: [{ card: 'Skill Drain', faceUp: true }] } }));
    expect(summonZones(d, legal(d, 'normalSummon', idOf(d, 'Feral Imp', 1))[0]!)).toEqual([0, 1, 2, 3, 4]);
  });
});

