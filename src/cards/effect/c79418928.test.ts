import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, me, passAll, play } from '../../engine/test/dsl';
import { tributeForMagnetWarriorSpec } from './electromagnetSpec';

// Electromagnet Warrior Beta: "If this card is Normal or Special Summoned: You can add 1 Level 4 or lower "Magnet Warrior" monster from your Deck to your hand,
// except "Electromagnet Warrior Beta". You can only use this effect of "Electromagnet Warrior Beta" once per turn. During your opponent's turn: You can
// Tribute this card; Special Summon 1 Level 4 "Magnet Warrior" monster from your Deck (this is a Quick Effect)."
describe('Electromagnet Warrior Beta', () => {
  it('Normal Summoned: you can add a Level 4 or lower "Magnet Warrior" (an Electromagnet Warrior counts; not another Beta)', () => {
    const d = duelOf({ me: { hand: ['Electromagnet Warrior Beta'], deck: ['Electromagnet Warrior Beta', 'Alpha the Magnet Warrior', 'Electromagnet Warrior Gamma', 'Celtic Guardian'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Electromagnet Warrior Beta'), tributes: [] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Alpha the Magnet Warrior'), idOf(d, 'Electromagnet Warrior Gamma')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Electromagnet Warrior Gamma')] }));
    expect(me(x).hand).toEqual(['Electromagnet Warrior Gamma']);
  });

  it('once per turn by name: a second Beta Special Summoned that turn offers nothing', () => {
    const d = duelOf({ me: { hand: ['Electromagnet Warrior Beta', 'Monster Reborn'], graveyard: ['Electromagnet Warrior Beta'], deck: ['Alpha the Magnet Warrior', 'Beta the Magnet Warrior'] } });
    const [inHand, inGraveyard] = idsOf(d, 'Electromagnet Warrior Beta');
    let x = play(d, { type: 'normalSummon', card: inHand!, tributes: [] });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Alpha the Magnet Warrior')] }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Monster Reborn') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [inGraveyard!] }));
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).deck).toBe(1);
  });

  tributeForMagnetWarriorSpec('Electromagnet Warrior Beta');
});
