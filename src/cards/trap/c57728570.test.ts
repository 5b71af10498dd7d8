import { describe, expect, it } from 'vitest';
import { summary, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Crush Card Virus (texts-2016): "Tribute 1 DARK monster with 1000 or less ATK; your opponent takes no damage until
 * the end of the next turn, also, you look at your opponent's hand and all monsters they control, and if you do,
 * destroy the monsters among them with 1500 or more ATK, then your opponent can destroy up to 3 monsters with 1500 or
 * more ATK in their Deck." (official/c57728570.lua: the Deck destruction only if a monster was destroyed; the damage
 * rules last to the End Phase of the next turn.)
 */
const DECK = ['Dark Magician', 'Kuriboh', 'Blue-Eyes White Dragon', 'Gaia The Fierce Knight', 'Summoned Skull', 'Celtic Guardian', 'Feral Imp', 'Kuriboh'];
const setUp = (over: { myMonsters?: string[]; oppHand?: string[]; oppMonsters?: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[] } = {}): Duel =>
  duelOf({
    me: { spellTraps: [{ card: 'Crush Card Virus', faceUp: false }], monsters: (over.myMonsters ?? ['Skull Servant', 'Battle Ox']).map((card) => ({ card })), hand: ['Hinotama', 'Hinotama'] },
    opp: {
      hand: over.oppHand ?? ['Summoned Skull', 'Feral Imp', 'Pot of Greed'],
      monsters: over.oppMonsters ?? [{ card: 'Gemini Elf' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }, { card: 'Vorse Raider', faceUp: false, position: 'defense' }],
      deck: DECK,
    },
  });

/** Activates the Virus, Tributing Sangan; stops at the opponent's yes/no (or when all is done). */
function virus(d: Duel): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, 'Crush Card Virus') });
  if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.player === 0) x = play(x, { type: 'select', ids: [idOf(d, 'Skull Servant')] });
  return passAll(x);
}

describe('Crush Card Virus', () => {
  it('needs a DARK monster with 1000 or less ATK to Tribute as its cost', () => {
    expect(legal(setUp({ myMonsters: ['Battle Ox', 'Summoned Skull'] }), 'activate', idOf(setUp(), 'Crush Card Virus'))).toEqual([]);
    const paid = virus(setUp());
    expect(paid.events).toContainEqual(expect.objectContaining({ type: 'tributed', card: idOf(paid, 'Skull Servant') }));
    const x = passAll(play(paid, { type: 'select', option: 'no' }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Skull Servant', 'Crush Card Virus']));
  });

  it("destroys the monsters with 1500 or more ATK in the opponent's hand and on their field, face-down ones included", () => {
    let x = virus(setUp());
    x = passAll(play(x, { type: 'select', option: 'no' }));
    expect(opp(x).hand.sort()).toEqual(['Feral Imp', 'Pot of Greed']);
    expect(opp(x).monsters.filter((m) => m !== null).map((m) => m.name)).toEqual(['Mystical Elf']);
    expect(opp(x).graveyard.sort()).toEqual(['Gemini Elf', 'Summoned Skull', 'Vorse Raider']);
    expect(summary(x).players[1].deck).toBe(DECK.length);
  });

  it('what it looks at is shown to its player only', () => {
    const x = passAll(play(virus(setUp()), { type: 'select', option: 'no' }));
    const seen = x.events.find((e) => e.type === 'revealed');
    expect(seen).toMatchObject({ type: 'revealed', to: 0 });
    // Afterwards the hand and the face-down Mystical Elf left on the field are hidden again from the Virus's player.
    expect(JSON.stringify(viewFor(x, 0).players[1].hand)).not.toContain('Feral Imp');
    expect(JSON.stringify(viewFor(x, 0).players[1].monsters)).not.toContain('Mystical Elf');
  });

  it('then the opponent may destroy 1 to 3 monsters with 1500 or more ATK in their Deck', () => {
    let x = virus(setUp());
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1 });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    // Dark Magician, Blue-Eyes, Gaia, Summoned Skull: not Kuriboh, Celtic Guardian or Feral Imp.
    expect(offered).toHaveLength(4);
    x = play(x, { type: 'select', ids: [idOf(x, 'Dark Magician', 1)] });
    x = play(x, { type: 'select', ids: [idOf(x, 'Blue-Eyes White Dragon', 1)] });
    x = passAll(play(x, { type: 'select', option: 'stop' }));
    expect(opp(x).graveyard).toEqual(expect.arrayContaining(['Dark Magician', 'Blue-Eyes White Dragon']));
    expect(summary(x).players[1].deck).toBe(DECK.length - 2);
  });

  it('with nothing destroyed, the Deck is left alone', () => {
    const x = virus(setUp({ oppHand: ['Feral Imp'], oppMonsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }] }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual([]);
    expect(summary(x).players[1].deck).toBe(DECK.length);
  });

  it('cannot be activated with nothing to look at (an empty hand, only face-up monsters with less than 1500 ATK)', () => {
    expect(legal(setUp({ oppHand: [], oppMonsters: [{ card: 'Feral Imp' }] }), 'activate', idOf(setUp(), 'Crush Card Virus'))).toEqual([]);
    expect(legal(setUp({ oppHand: [], oppMonsters: [{ card: 'Gemini Elf' }] }), 'activate', idOf(setUp(), 'Crush Card Virus'))).toHaveLength(1);
  });

  it('the opponent takes no damage, battle or effect, until the end of the next turn', () => {
    let x = passAll(play(virus(setUp({ oppMonsters: [{ card: 'Gemini Elf' }, { card: 'Feral Imp' }] })), { type: 'select', option: 'no' }));
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Hinotama') }));
    expect(opp(x).lp).toBe(8000);
    // Battle Ox (1700) destroys Feral Imp (1300): no battle damage.
    x = toBattle(x);
    x = passAll(play(x, { type: 'attack', card: idOf(x, 'Battle Ox'), target: idOf(x, 'Feral Imp', 1) }));
    expect(opp(x).graveyard).toContain('Feral Imp');
    expect(opp(x).lp).toBe(8000);
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(x.rules.filter((r) => r.code === 'noEffectDamage' || r.code === 'noBattleDamage')).toHaveLength(2);
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0 });
    expect(x.rules.filter((r) => r.code === 'noEffectDamage' || r.code === 'noBattleDamage')).toEqual([]);
    x = passAll(play(x, { type: 'activate', card: idsOf(x, 'Hinotama')[1]! }));
    expect(opp(x).lp).toBe(7500);
  });
});
