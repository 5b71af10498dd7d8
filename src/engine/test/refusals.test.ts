/**
 * Refusals come from the rules themselves (issue 32 item 3): the reason `applyAction` gives for a
 * move it refuses is the one the rule that keeps the move out of `legalActions` states, and nothing
 * is refused by a check outside the rules (a plain `Error`, a crash on a malformed action).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, IllegalActionError, type Action, type Duel } from '..';
import { whyIllegal } from '../reasons';
import { duelOf, idOf, legal, passAll, play } from './dsl';

/** The error `applyAction` throws for the action (fails the test if it throws none). */
function refusal(duel: Duel, action: Action): IllegalActionError {
  try {
    applyAction(duel, action);
  } catch (e) {
    if (e instanceof IllegalActionError) return e;
    throw new Error(`refused with ${String(e)}, not an IllegalActionError`, { cause: e });
  }
  throw new Error(`${JSON.stringify(action)} was applied`);
}

describe('Refusals say which rule refuses the move', () => {
  // Rulebook v9.1 "Change Your Monsters' Battle Positions": a Flip Summon is the monster's change of
  // battle position for the turn, so a monster whose position changed this turn cannot be Flip Summoned.
  it('a monster whose position changed this turn cannot be Flip Summoned: the refusal says so', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], hand: ['Book of Moon'] } });
    const guardian = idOf(d, 'Celtic Guardian');
    // To Defense Position, then turned face-down by Book of Moon ("change that target to face-down Defense Position").
    let x = play(d, { type: 'changePosition', card: guardian }, { type: 'activate', card: idOf(d, 'Book of Moon') });
    x = passAll(play(x, { type: 'select', ids: [guardian] }));
    expect(legal(x, 'flipSummon')).toEqual([]);
    const error = refusal(x, { type: 'flipSummon', card: guardian });
    expect(error.message).toBe('Celtic Guardian already changed its battle position this turn; it cannot be Flip Summoned until a later turn');
    expect(whyIllegal(x, { type: 'flipSummon', card: guardian })).toBe(error.message);
  });

  // "A Monster Card cannot be Flip Summoned in the same turn that it was Set onto the field."
  it('a monster Set this turn cannot be Flip Summoned: the refusal says so', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'] } });
    const x = play(d, { type: 'setMonster', card: idOf(d, 'Celtic Guardian'), tributes: [] });
    expect(refusal(x, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') }).message).toMatch(/was Set this turn/);
  });

  // A card is Set in a free Spell & Trap Zone: an occupied one is refused by the rule, not by a crash in the middle of the move.
  it('a Spell or Trap Set into an occupied Spell & Trap Zone is refused: the zone is not free', () => {
    const d = duelOf({ me: { hand: ['Trap Hole'], spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const error = refusal(d, { type: 'setSpellTrap', card: idOf(d, 'Trap Hole'), zone: 0 });
    expect(error.message).toBe('Spell & Trap Zone 1 is not free for this card');
    expect(play(d, { type: 'setSpellTrap', card: idOf(d, 'Trap Hole'), zone: 3 }).players[0].spellTraps[3]?.card).toBe(idOf(d, 'Trap Hole'));
  });

  // An action from a save or a replay is untrusted: a missing field is refused with a reason, never a TypeError.
  it('a Normal Summon with no Tributes listed is refused as malformed, not a crash', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] } });
    const error = refusal(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull') } as unknown as Action);
    expect(error.message).toMatch(/malformed/);
  });

  // Rulebook v9.1 "Battle Phase": the attack target is a monster your opponent controls.
  it('a monster cannot attack a monster its own player controls: the refusal says so', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const error = refusal(d, { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Feral Imp') });
    expect(error.message).toBe('The attack target must be a monster your opponent controls');
  });

  // The Tributes must be a legal set: monsters you control, as many as the Level asks.
  it('a Tribute Summon with the opponent\'s monster as Tribute is refused: those cannot be Tributed', () => {
    const d = duelOf({ me: { hand: ['Summoned Skull'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const error = refusal(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Kuriboh', 1)] });
    expect(error.message).toMatch(/^Those monsters cannot be Tributed for Summoned Skull/);
    expect(refusal(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [] }).message).toBe('Summoned Skull needs 1 Tribute');
  });

  // A prompt is answered only by one of its choices.
  it('an answer that is not among the prompt\'s choices is refused: the refusal names the prompt', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], hand: ['Book of Moon'] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Book of Moon') });
    expect(x.flow.prompt?.kind).toBe('chooseCard');
    const error = refusal(x, { type: 'select', ids: [idOf(d, 'Book of Moon')] });
    expect(error.message).toMatch(/^That is not one of the choices: /);
    expect(refusal(x, { type: 'nextPhase', to: 'end' }).message).toMatch(/^First answer the prompt/);
  });

  // Spellbinding Circle (texts-2016): "Select 1 monster. It cannot attack or change its Battle position." A lasting
  // lock read through rule codes (cannotAttack, cannotChangePosition): the refusal is the rule's own.
  it('a monster a lasting effect binds cannot attack, change position or be Flip Summoned: the refusals say so', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Spellbinding Circle', faceUp: false }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] },
    });
    const skull = idOf(d, 'Summoned Skull', 1);
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Spellbinding Circle') }, { type: 'select', ids: [skull] }));
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(x.turnPlayer).toBe(1);
    expect(refusal(x, { type: 'changePosition', card: skull }).message).toBe('A card effect stops Summoned Skull changing its battle position');
    const battle = passAll(play(x, { type: 'nextPhase', to: 'battle' }));
    expect(refusal(battle, { type: 'attack', card: skull, target: 'direct' }).message).toBe('A card effect stops Summoned Skull attacking');
    expect(whyIllegal(battle, { type: 'attack', card: skull, target: 'direct' })).toBe('A card effect stops Summoned Skull attacking');
  });

  // Swords of Revealing Light (texts-2016): "monsters your opponent controls cannot declare an attack."
  it('a player an effect stops declaring attacks is refused any attack: the refusal says so', () => {
    const d = duelOf({ me: { hand: ['Swords of Revealing Light'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Swords of Revealing Light') }));
    x = passAll(play(passAll(play(x, { type: 'nextPhase', to: 'end' })), { type: 'nextPhase', to: 'battle' }));
    expect(refusal(x, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: 'direct' }).message).toBe('A card effect stops you declaring an attack this turn');
  });
});
