import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';
import { tributeForMagnetWarriorSpec } from './electromagnetSpec';

// Electromagnet Warrior Gamma: "If this card is Normal or Special Summoned: You can Special Summon 1 Level 4 or lower "Magnet Warrior" monster from your hand,
// except "Electromagnet Warrior Gamma". You can only use this effect of "Electromagnet Warrior Gamma" once per turn. During your opponent's turn: You can
// Tribute this card; Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck (this is a Quick Effect)."
describe('Electromagnet Warrior Gamma', () => {
  it('Normal Summoned: you can Special Summon a Level 4 or lower "Magnet Warrior" from your hand (not another Gamma)', () => {
    const d = duelOf({ me: { hand: ['Electromagnet Warrior Gamma', 'Electromagnet Warrior Gamma', 'Beta the Magnet Warrior', 'Celtic Guardian'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Electromagnet Warrior Gamma'), tributes: [] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Beta the Magnet Warrior')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Beta the Magnet Warrior')] });
    }
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Electromagnet Warrior Gamma', 'Beta the Magnet Warrior']);
  });

  it('no such monster in hand: nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Electromagnet Warrior Gamma', 'Celtic Guardian'] } });
    expect(play(d, { type: 'normalSummon', card: idOf(d, 'Electromagnet Warrior Gamma'), tributes: [] }).flow.prompt).toBeNull();
  });

  tributeForMagnetWarriorSpec('Electromagnet Warrior Gamma');
});
