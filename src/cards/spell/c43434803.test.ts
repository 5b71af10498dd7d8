import { describe, expect, it } from 'vitest';
import { promptStage } from '../../engine/promptStage';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// The Shallow Grave: "Each player selects 1 monster in their Graveyard and Special Summons it in face-down Defense Position."
describe('The Shallow Grave', () => {
  const setup = () => duelOf({
    me: { hand: ['The Shallow Grave'], graveyard: ['Summoned Skull', 'Pot of Greed', 'Dark Magician'] },
    opp: { graveyard: ['Man-Eater Bug', 'Raigeki'] },
  });
  it('you target a monster in your Graveyard, then the opponent one in theirs; each is Special Summoned face-down in Defense Position', () => {
    const d = setup();
    let x = play(d, { type: 'activate', card: idOf(d, 'The Shallow Grave') });
    // Your choice: your monsters only (not a Spell, not the opponent's).
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Summoned Skull'), idOf(d, 'Dark Magician')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    // Then the opponent chooses theirs; they cannot take back your activation.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toEqual([idOf(d, 'Man-Eater Bug', 1)]);
    expect(promptStage(x)).toBe('resolution');
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Man-Eater Bug', 1)] }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Dark Magician', faceUp: false, position: 'defense' });
    expect(opp(x).monsters.find(Boolean)).toMatchObject({ name: 'Man-Eater Bug', faceUp: false, position: 'defense' });
    expect(me(x).graveyard).toEqual(['Summoned Skull', 'Pot of Greed', 'The Shallow Grave']);
    // Set this turn: no Flip Summon yet.
    expect(legal(x, 'flipSummon')).toHaveLength(0);
  });
  it('cannot be activated unless both players have a monster in their Graveyard and a free Monster Zone', () => {
    const noTheirs = duelOf({ me: { hand: ['The Shallow Grave'], graveyard: ['Summoned Skull'] }, opp: { graveyard: ['Raigeki'] } });
    expect(legal(noTheirs, 'activate', idOf(noTheirs, 'The Shallow Grave'))).toHaveLength(0);
    const full = Array.from({ length: 5 }, () => ({ card: 'Celtic Guardian' }));
    const noZone = duelOf({ me: { hand: ['The Shallow Grave'], graveyard: ['Summoned Skull'] }, opp: { graveyard: ['Man-Eater Bug'], monsters: full } });
    expect(legal(noZone, 'activate', idOf(noZone, 'The Shallow Grave'))).toHaveLength(0);
    expect(legal(setup(), 'activate', idOf(setup(), 'The Shallow Grave'))).toHaveLength(1);
  });
  it('a target that left the Graveyard is not Summoned; the other still is', () => {
    const d = duelOf({
      turnPlayer: 0,
      me: { hand: ['The Shallow Grave'], graveyard: ['Summoned Skull'] },
      opp: { graveyard: ['Man-Eater Bug'], spellTraps: [{ card: 'Call of the Haunted', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Shallow Grave') });
    if (x.flow.prompt?.player === 0) x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Man-Eater Bug', 1)] });
    // The opponent answers with Call of the Haunted on their own Man-Eater Bug.
    const call = legal(x, 'activate').find((a) => a.card === idOf(d, 'Call of the Haunted', 1));
    expect(call).toBeDefined();
    x = play(x, call!);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Man-Eater Bug', 1)] });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: x.flow.prompt.options[0]! }));
    expect(opp(x).monsters.find((m) => m?.name === 'Man-Eater Bug')).toMatchObject({ faceUp: true, position: 'attack' });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Summoned Skull', faceUp: false });
  });
});
