import { describe, expect, it } from 'vitest';
import { fusionSummonSpec } from './fusionSummonSpec';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

// Chimera the Flying Mythical Beast: "Gazelle the King of Mythical Beasts" + "Berfomet" / "When this card is destroyed, you can select and
// Special Summon either "Berfomet" or "Gazelle the King of Mythical Beasts" from your Graveyard."
describe('Chimera the Flying Mythical Beast', () => {
  fusionSummonSpec('Chimera the Flying Mythical Beast', ['Gazelle the King of Mythical Beasts', 'Berfomet'], { atk: 2100, def: 1800 });

  it('destroyed: you can Special Summon Berfomet or Gazelle from your Graveyard (not another monster)', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Chimera the Flying Mythical Beast' }], graveyard: ['Berfomet', 'Gazelle the King of Mythical Beasts', 'Celtic Guardian'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Berfomet'), idOf(d, 'Gazelle the King of Mythical Beasts')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Gazelle the King of Mythical Beasts')] }));
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Gazelle the King of Mythical Beasts', position: 'defense' });
  });

  it('neither in the Graveyard: nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Chimera the Flying Mythical Beast' }], graveyard: ['Celtic Guardian'] } });
    expect(passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') })).flow.prompt).toBeNull();
  });
});
