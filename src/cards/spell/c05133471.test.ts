import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Galaxy Cyclone (texts-2016): "Target 1 Set Spell/Trap Card on the field; destroy it. During your Main
 * Phase, except the turn this card was sent to the Graveyard: You can banish this card from your
 * Graveyard, then target 1 face-up Spell/Trap Card on the field; destroy it. You can only use this
 * effect of "Galaxy Cyclone" once per turn." "Sent this turn" is the turn mark `sentToGraveyard`.
 */

describe('Galaxy Cyclone', () => {
  it('targets only a Set Spell or Trap Card and destroys it', () => {
    const d = duelOf({ me: { hand: ['Galaxy Cyclone'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }, { card: 'Messenger of Peace', faceUp: true }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Galaxy Cyclone') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Just Desserts', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Just Desserts', 1)] }));
    expect(opp(x).graveyard).toEqual(['Just Desserts']);
    expect(opp(x).spellTraps.filter(Boolean)).toHaveLength(1);
    expect(me(x).graveyard).toEqual(['Galaxy Cyclone']);
    // Sent to the Graveyard this turn: its Graveyard effect waits for a later turn.
    expect(legal(x, 'activate', idOf(d, 'Galaxy Cyclone'))).toEqual([]);
  });

  it('cannot be activated with no Set Spell or Trap Card on the field', () => {
    const d = duelOf({ me: { hand: ['Galaxy Cyclone'] }, opp: { spellTraps: [{ card: 'Messenger of Peace', faceUp: true }] } });
    expect(legal(d, 'activate', idOf(d, 'Galaxy Cyclone'))).toEqual([]);
  });

  it('from the Graveyard on a later turn: banish it and destroy 1 face-up Spell or Trap Card', () => {
    const d = duelOf({ me: { graveyard: ['Galaxy Cyclone'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }, { card: 'Messenger of Peace', faceUp: true }] } });
    const acts = legal(d, 'activate', idOf(d, 'Galaxy Cyclone'));
    expect(acts).toEqual([{ type: 'activate', card: idOf(d, 'Galaxy Cyclone'), effect: 1 }]);
    let x = play(d, acts[0]!);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Messenger of Peace', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Messenger of Peace', 1)] }));
    expect(me(x).banished).toEqual(['Galaxy Cyclone']);
    expect(opp(x).graveyard).toEqual(['Messenger of Peace']);
  });

  it('its Graveyard effect needs a face-up Spell or Trap Card, and only in your Main Phase', () => {
    const d = duelOf({ me: { graveyard: ['Galaxy Cyclone'] }, opp: { spellTraps: [{ card: 'Just Desserts', faceUp: false }] } });
    expect(legal(d, 'activate', idOf(d, 'Galaxy Cyclone'))).toEqual([]);
    const t = duelOf({ me: { graveyard: ['Galaxy Cyclone'] }, opp: { spellTraps: [{ card: 'Messenger of Peace', faceUp: true }] } });
    const battle = play(t, { type: 'nextPhase', to: 'battle' });
    expect(legal(battle, 'activate', idOf(t, 'Galaxy Cyclone'))).toEqual([]);
  });

  it('its Graveyard effect can be used only once per turn by name', () => {
    const d = duelOf({
      me: { graveyard: ['Galaxy Cyclone', 'Galaxy Cyclone'] },
      opp: { spellTraps: [{ card: 'Messenger of Peace', faceUp: true }, { card: 'Gravity Bind', faceUp: true }] },
    });
    const [first, second] = [idOf(d, 'Galaxy Cyclone'), d.players[0].graveyard[1]!];
    const x = passAll(play(d, { type: 'activate', card: first, effect: 1 }, { type: 'select', ids: [idOf(d, 'Messenger of Peace', 1)] }));
    expect(opp(x).graveyard).toEqual(['Messenger of Peace']);
    expect(legal(x, 'activate', second)).toEqual([]);
  });
});
