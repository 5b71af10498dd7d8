import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

// Ancient Rules: "Special Summon 1 Level 5 or higher Normal Monster from your hand."
describe('Ancient Rules', () => {
  it('Special Summons a Level 5 or higher Normal Monster from your hand (not a lower one, not an Effect Monster)', () => {
    const d = duelOf({ me: { hand: ['Ancient Rules', 'Blue-Eyes White Dragon', 'Summoned Skull', 'Celtic Guardian', 'Buster Blader'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ancient Rules') }));
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'Summoned Skull')].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Blue-Eyes White Dragon', position: 'attack' });
    // A Special Summon: the Normal Summon is still there to use.
    expect(legal(x, 'normalSummon', idOf(d, 'Celtic Guardian'))).toHaveLength(1);
  });
  it('no such monster in hand: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Ancient Rules', 'Celtic Guardian', 'Buster Blader'] } }), 'activate')).toEqual([]);
  });
});
