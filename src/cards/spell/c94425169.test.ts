import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Spring of Rebirth (texts-2016): "Increase your Life Points by 500 points every time monsters return
 * from the field to the owner's hand." A mandatory Trigger of a face-up Continuous Spell (ygopro
 * EFFECT_TYPE_TRIGGER_F on EVENT_TO_HAND, monsters from a Monster Zone): monsters returned together set it
 * off once.
 */

const SPRING = 'Spring of Rebirth';

describe('Spring of Rebirth', () => {
  it('a monster returned from the field to the hand (the opponent\'s too) gains its controller 500 LP, on a Chain of its own', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: SPRING, faceUp: true }, { card: 'Compulsory Evacuation Device', faceUp: false }] },
      opp: { monsters: [{ card: 'Gemini Elf' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device') }, { type: 'select', ids: [idOf(d, 'Gemini Elf', 1)] }));
    expect(opp(x).hand).toEqual(['Gemini Elf']);
    expect(me(x).lp).toBe(8500);
    expect(opp(x).lp).toBe(8000);
    expect(x.events.filter((e) => e.type === 'activated' && e.card === idOf(d, SPRING))).toHaveLength(1);
  });

  it('2 monsters returned together gain 500 LP once', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: SPRING, faceUp: true }], monsters: [{ card: 'Penguin Soldier', faceUp: false, position: 'defense' }] },
      opp: { monsters: [{ card: 'Gemini Elf' }, { card: 'Battle Ox' }] },
    });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Penguin Soldier') });
    for (let i = 0; i < 10 && (x.flow.window || x.flow.prompt); i++) {
      const p = x.flow.prompt;
      if (!p) x = play(x, { type: 'pass' });
      else if (p.kind === 'chooseOption') x = play(x, { type: 'select', option: p.options.includes('yes') ? 'yes' : p.options[0]! });
      else if ('cards' in p) {
        const next = [idOf(d, 'Gemini Elf', 1), idOf(d, 'Battle Ox', 1)].find((c) => p.cards.includes(c));
        x = play(x, next ? { type: 'select', ids: [next] } : { type: 'select', option: 'stop' });
      }
    }
    x = passAll(x);
    expect(opp(x).hand.sort()).toEqual(['Battle Ox', 'Gemini Elf']);
    expect(me(x).lp).toBe(8500);
  });

  it('Set (face-down), it gains nothing', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: SPRING, faceUp: false }, { card: 'Compulsory Evacuation Device', faceUp: false }] },
      opp: { monsters: [{ card: 'Gemini Elf' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device') }, { type: 'select', ids: [idOf(d, 'Gemini Elf', 1)] }));
    expect(me(x).lp).toBe(8000);
  });
});
