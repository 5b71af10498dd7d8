import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type Duel } from '../../engine';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Mokey Mokey King (texts-2016): ""Mokey Mokey" + "Mokey Mokey" + "Mokey Mokey" / When this card is removed
 * from the field, you can Special Summon as many "Mokey Mokey" as possible from your Graveyard." No GOAT-era
 * variant. ygopro (c13803864.lua): EVENT_LEAVE_FIELD, only if it was face-up, for anywhere it goes.
 */

const MOKEYS = ['Mokey Mokey', 'Mokey Mokey', 'Mokey Mokey'];

/** Answers every prompt with `answer` when it is offered (else the first choice) and passes every window. */
function settle(duel: Duel, answer = 'yes'): Duel {
  let d = passAll(duel);
  while (d.flow.prompt) {
    const choices = legalActions(d);
    d = passAll(play(d, choices.find((a) => a.type === 'select' && 'option' in a && a.option === answer) ?? choices[0]!));
  }
  return d;
}

const mokeysOnField = (d: Duel): number => me(d).monsters.filter((m) => m?.name === 'Mokey Mokey').length;
const asked = (d: Duel): boolean => d.flow.prompt?.kind === 'chooseOption' && /Mokey Mokey King/.test(d.flow.prompt.reason);

describe('Mokey Mokey King', () => {
  it('is Fusion Summoned from three "Mokey Mokey" (300 ATK / 100 DEF), not from two', () => {
    const d = duelOf({ me: { hand: ['Polymerization', ...MOKEYS], extra: ['Mokey Mokey King'] } });
    const x = settle(play(d, { type: 'activate', card: idOf(d, 'Polymerization') }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Mokey Mokey King', atk: 300, def: 100, faceUp: true });
    expect(me(x).graveyard.sort()).toEqual([...MOKEYS, 'Polymerization'].sort());
    const two = duelOf({ me: { hand: ['Polymerization', 'Mokey Mokey', 'Mokey Mokey'], extra: ['Mokey Mokey King'] } });
    expect(legalActions(two).filter((a) => a.type === 'activate')).toEqual([]);
  });

  it('destroyed and sent to the Graveyard: you can Special Summon every "Mokey Mokey" from your Graveyard', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], graveyard: MOKEYS, monsters: [{ card: 'Mokey Mokey King' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(asked(x)).toBe(true);
    const y = settle(x);
    expect(mokeysOnField(y)).toBe(3);
    expect(me(y).graveyard).toEqual(['Mokey Mokey King', 'Dark Hole']);
    // "You can": declined, nothing is Summoned.
    const n = settle(x, 'no');
    expect(mokeysOnField(n)).toBe(0);
  });

  it('returned to the Extra Deck: it goes off there; as many as the free Monster Zones allow', () => {
    const d = duelOf({
      me: {
        graveyard: MOKEYS, spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }],
        monsters: [{ card: 'Mokey Mokey King' }, { card: 'Celtic Guardian' }, { card: 'Celtic Guardian' }, { card: 'Celtic Guardian' }, { card: 'Celtic Guardian' }],
      },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device') });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mokey Mokey King')] } as Action);
    x = passAll(x);
    expect(me(x).extra).toEqual(['Mokey Mokey King']);
    expect(asked(x)).toBe(true);
    const y = settle(x);
    expect(mokeysOnField(y)).toBe(1);
    expect(me(y).graveyard.filter((c) => c === 'Mokey Mokey')).toHaveLength(2);
  });

  it('banished (Interdimensional Matter Transporter): it goes off from the banished pile', () => {
    const d = duelOf({ me: { graveyard: MOKEYS, spellTraps: [{ card: 'Interdimensional Matter Transporter', faceUp: false }], monsters: [{ card: 'Mokey Mokey King' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Interdimensional Matter Transporter') });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, 'Mokey Mokey King')] } as Action);
    x = passAll(x);
    expect(me(x).banished).toEqual(['Mokey Mokey King']);
    expect(asked(x)).toBe(true);
    expect(mokeysOnField(settle(x))).toBe(3);
  });

  it('face-down when it leaves the field: it does not go off', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], graveyard: MOKEYS, monsters: [{ card: 'Mokey Mokey King', position: 'defense', faceUp: false }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toContain('Mokey Mokey King');
    expect(mokeysOnField(x)).toBe(0);
  });

  it('with no "Mokey Mokey" in your Graveyard it is not offered; the opponent\'s do not count', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Mokey Mokey King' }] }, opp: { graveyard: MOKEYS } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });

  it('destroyed by battle in the Damage Step: it goes off there', () => {
    const d = duelOf({ turnPlayer: 1, me: { graveyard: MOKEYS, monsters: [{ card: 'Mokey Mokey King' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Celtic Guardian', 1), target: idOf(d, 'Mokey Mokey King') }));
    expect(asked(x)).toBe(true);
    const y = settle(x);
    expect(me(y).graveyard).toContain('Mokey Mokey King');
    expect(mokeysOnField(y)).toBe(3);
    // The game goes on into the next turn.
    expect(endTurn(y).turn).toBe(4);
  });
});
