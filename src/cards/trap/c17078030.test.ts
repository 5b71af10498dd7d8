import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Wall of Revealing Light (texts-2016): "When you activate this card, pay any multiple of 1000 Life Points.
 * None of your opponent's monsters with an ATK equal to or less than the Life Points you paid can attack."
 * A Continuous Trap: the amount is chosen and paid as a cost, kept with the card while it stays face-up
 * (SpellTrapSlot.declared), and read by its attack lock (rule code cannotAttack). No GOAT variant
 * (goat-legal.tsv marks none; the only script is official/c17078030.lua).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');
const attackers = (d: Duel) => [...new Set(legal(toBattle(d), 'attack').map((a) => a.card))];
const options = (d: Duel): readonly string[] => (d.flow.prompt?.kind === 'chooseOption' ? d.flow.prompt.options : []);

function setUp(lp = 8000, oppHand: string[] = []): Duel {
  return duelOf({
    // Opponent: Celtic Guardian 1400, Summoned Skull 2500, Sangan 1000. Me: Gemini Elf 1900.
    me: { lp, spellTraps: [{ card: 'Wall of Revealing Light', faceUp: false }], monsters: [{ card: 'Gemini Elf' }], deck: DECK },
    opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Summoned Skull' }, { card: 'Sangan' }], hand: oppHand, deck: DECK },
  });
}
const activate = (d: Duel) => play(d, { type: 'activate', card: idOf(d, 'Wall of Revealing Light') });
const paying = (d: Duel, amount: string) => passAll(play(activate(d), { type: 'select', option: amount }));

describe('Wall of Revealing Light', () => {
  it('its player chooses a multiple of 1000 up to their LP and pays it as the card is activated', () => {
    const x = activate(setUp(3500));
    expect(options(x)).toEqual(['1000', '2000', '3000']);
    const y = play(x, { type: 'select', option: '2000' });
    expect(me(y).lp).toBe(1500);
  });

  it('cannot be activated with less than 1000 LP', () => {
    const d = setUp(999);
    expect(legalActions(d).some((a) => a.type === 'activate' && a.card === idOf(d, 'Wall of Revealing Light'))).toBe(false);
  });

  it("the amount stays with the card; the opponent's monsters with that much ATK or less cannot attack", () => {
    const x = paying(setUp(), '2000');
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Wall of Revealing Light', faceUp: true, declared: '2000' });
    const y = endTurn(x);
    expect(attackers(y)).toEqual([idOf(y, 'Summoned Skull', 1)]);
    // And on their later turns.
    expect(attackers(endTurn(endTurn(y)))).toEqual([idOf(y, 'Summoned Skull', 1)]);
  });

  it('equal ATK is locked too; a larger payment locks larger monsters', () => {
    expect(attackers(endTurn(paying(setUp(), '1000')))).toEqual([idOf(setUp(), 'Celtic Guardian', 1), idOf(setUp(), 'Summoned Skull', 1)]);
    expect(attackers(endTurn(paying(setUp(), '3000')))).toEqual([]);
  });

  it("its own player's monsters are not locked", () => {
    expect(attackers(paying(setUp(), '3000'))).toEqual([idOf(setUp(), 'Gemini Elf')]);
  });

  it('the amount paid is public: both players see it on the card', () => {
    const x = paying(setUp(), '2000');
    expect(viewFor(x, 1).players[0].spellTraps[0]).toMatchObject({ faceUp: true, declared: '2000' });
    expect(viewFor(x, 0).players[0].spellTraps[0]).toMatchObject({ declared: '2000' });
  });

  it('once it leaves the field, the lock ends and nothing is kept', () => {
    const x = endTurn(paying(setUp(8000, ['Mystical Space Typhoon']), '3000'));
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Wall of Revealing Light')] }));
    expect(me(y).graveyard).toEqual(['Wall of Revealing Light']);
    expect(opp(y).graveyard).toEqual(['Mystical Space Typhoon']);
    expect(attackers(y)).toHaveLength(3);
  });

  it('negated as it is activated, the LP stay paid and nothing is locked', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Wall of Revealing Light', faceUp: false }], deck: DECK },
      opp: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Seven Tools of the Bandit', faceUp: false }], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Wall of Revealing Light') }, { type: 'select', option: '2000' });
    x = play(x, { type: 'activate', card: idOf(x, 'Seven Tools of the Bandit', 1) });
    x = passAll(x);
    expect(me(x).lp).toBe(6000);
    expect(me(x).graveyard).toEqual(['Wall of Revealing Light']);
    expect(attackers(endTurn(x))).toEqual([idOf(x, 'Celtic Guardian', 1)]);
  });
});
