import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Blast with Chain: "Target 1 face-up monster you control; equip this card to that target. It gains 500 ATK. When this
// card is destroyed by a card effect while equipped: Target 1 card on the field; destroy that target."
const activate = (d: ReturnType<typeof duelOf>, target: string) => {
  let x = play(d, legal(d, 'activate').find((a) => a.card === idOf(d, 'Blast with Chain'))!);
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, target)] });
  return passAll(x);
};

describe('Blast with Chain', () => {
  it('equips itself to your face-up monster, which gains 500 ATK; it stays on the field as an Equip Card', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Blast with Chain', faceUp: false }] } });
    const x = activate(d, 'Celtic Guardian');
    expect(me(x).monsters[0]).toMatchObject({ name: 'Celtic Guardian', atk: 1900 });
    expect(me(x).spellTraps.find(Boolean)).toMatchObject({ name: 'Blast with Chain', faceUp: true });
    expect(me(x).graveyard).toEqual([]);
  });
  it('cannot be activated with no face-up monster you control', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Blast with Chain', faceUp: false }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(d, 'activate').filter((a) => a.card === idOf(d, 'Blast with Chain'))).toEqual([]);
  });
  it('destroyed by a card effect while equipped: you target 1 card on the field and destroy it', () => {
    // A scenario holds it equipped already (its activation is tested above); the opponent destroys it with Mystical Space Typhoon.
    const equipped = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Blast with Chain', faceUp: true, equippedTo: 0 }] },
      opp: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Summoned Skull' }] },
    });
    expect(me(equipped).monsters[0]?.atk).toBe(1900);
    let y = play(equipped, { type: 'activate', card: idOf(equipped, 'Mystical Space Typhoon', 1) });
    if (y.flow.prompt?.kind === 'chooseCard') y = play(y, { type: 'select', ids: [idOf(equipped, 'Blast with Chain')] });
    y = passAll(y);
    expect(me(y).graveyard).toEqual(['Blast with Chain']);
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    y = passAll(play(y, { type: 'select', ids: [idOf(equipped, 'Summoned Skull', 1)] }));
    expect(opp(y).graveyard.sort()).toEqual(['Mystical Space Typhoon', 'Summoned Skull']);
    expect(me(y).monsters[0]?.atk).toBe(1400);
  });
  it('sent to the Graveyard because its monster left the field: nothing (not destroyed by a card effect while equipped)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Blast with Chain', faceUp: true, equippedTo: 0 }] },
      opp: { hand: ['Raigeki'], monsters: [{ card: 'Summoned Skull' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) }));
    expect(me(x).graveyard.sort()).toEqual(['Blast with Chain', 'Celtic Guardian']);
    expect(x.flow.prompt).toBeNull();
  });
});
