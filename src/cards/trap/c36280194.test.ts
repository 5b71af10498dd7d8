import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Backup Soldier: "Activate only if there are 5 or more monsters in your Graveyard. Add up to 3 non-Effect Monsters with 1500 ATK or less from your Graveyard to your hand."
describe('Backup Soldier', () => {
  const graveyard = ['Silver Fang', 'Mystical Elf', 'Kuriboh', 'Summoned Skull', 'Petit Dragon', 'Dark Hole'];
  it('with 5 monsters in your Graveyard: up to 3 non-Effect Monsters with 1500 or less ATK return to your hand', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Backup Soldier', faceUp: false }], graveyard } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Backup Soldier') });
    // Kuriboh has an effect; Summoned Skull has 2500 ATK; Dark Hole is no monster.
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual(['Silver Fang', 'Mystical Elf', 'Petit Dragon'].map((n) => idOf(d, n)).sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Silver Fang')] }, { type: 'select', ids: [idOf(d, 'Mystical Elf')] }, { type: 'select', ids: [idOf(d, 'Petit Dragon')] }));
    expect(me(x).hand.sort()).toEqual(['Mystical Elf', 'Petit Dragon', 'Silver Fang']);
  });
  it('4 monsters in your Graveyard: cannot be activated', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Backup Soldier', faceUp: false }], graveyard: graveyard.filter((n) => n !== 'Summoned Skull') } });
    expect(legal(d, 'activate')).toHaveLength(0);
  });
});
