import { describe, expect, it } from 'vitest';
import { viewFor } from '../engine';
import { duelOf, idOf } from '../engine/test/dsl';
import { fieldNotes } from './SidePanels';

describe('Card details: what applies on the field', () => {
  it('says what an equipped Union monster is equipped to, and what the monster is equipped with', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }], spellTraps: [{ card: 'Y-Dragon Head', faceUp: true, equippedTo: 0 }] } });
    for (const viewer of [0, 1] as const) {
      const view = viewFor(d, viewer);
      expect(fieldNotes(view, idOf(d, 'Y-Dragon Head'))).toBe('Equipped to X-Head Cannon');
      expect(fieldNotes(view, idOf(d, 'X-Head Cannon'))).toBe('Equipped with Y-Dragon Head');
    }
  });
  it('says what a card declared or paid as it was activated, to both players', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Wall of Revealing Light', faceUp: true, declared: '2000' }] } });
    for (const viewer of [0, 1] as const) expect(fieldNotes(viewFor(d, viewer), idOf(d, 'Wall of Revealing Light'))).toBe('Declared: 2000');
  });
  it('says a value kept per player from the viewer\'s side (Rivalry of Warlords\' kept Types)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Rivalry of Warlords', faceUp: true, declared: 'Warrior|Spellcaster' }] }, opp: { monsters: [{ card: 'Dark Magician' }] } });
    expect(fieldNotes(viewFor(d, 0), idOf(d, 'Rivalry of Warlords'))).toBe('Types kept: Warrior (you), Spellcaster (your opponent)');
    expect(fieldNotes(viewFor(d, 1), idOf(d, 'Rivalry of Warlords'))).toBe('Types kept: Spellcaster (you), Warrior (your opponent)');
  });
  it('is empty for a card with nothing applying to it', () => {
    const d = duelOf({ me: { monsters: [{ card: 'X-Head Cannon' }] } });
    expect(fieldNotes(viewFor(d, 0), idOf(d, 'X-Head Cannon'))).toBe('');
  });
});
