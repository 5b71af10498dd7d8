import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

describe('Wall of Illusion', () => {
  it("the monster that attacked it goes back to its owner's hand after the battle", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Wall of Illusion', position: 'defense' }] } });
    const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, 'Wall of Illusion', 1) });
    // 1300 ATK against 1850 DEF: 550 damage first, then the Imp returns.
    expect(me(x).lp).toBe(7450);
    expect(me(x).hand).toEqual(['Feral Imp']);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Wall of Illusion' });
  });
  it('works face-down too: flipped face-up by the attack, it sends the attacker back', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Wall of Illusion', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: idOf(d, 'Wall of Illusion') });
    expect(opp(x).hand).toEqual(['Feral Imp']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Wall of Illusion', faceUp: true });
  });
  it('a Wall destroyed in that battle still sends the attacker back (its effect is keyed to the battle, after damage calculation)', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Wall of Illusion', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Wall of Illusion') });
    // Summoned Skull (2500) destroys the Wall (1850); the Wall was still on the field after damage calculation.
    expect(me(x).graveyard).toEqual(['Wall of Illusion']);
    expect(opp(x).hand).toEqual(['Summoned Skull']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });
  it('its own attacks do nothing special', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Wall of Illusion' }] }, opp: { monsters: [{ card: 'Feral Imp', position: 'defense' }] } });
    const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Wall of Illusion'), target: idOf(d, 'Feral Imp', 1) });
    expect(opp(x).hand).toEqual([]);
  });
});

describe('Lord of D.', () => {
  it('no card effect can target a Dragon on the field, on either side', () => {
    const d = duelOf({
      me: { hand: ['Change of Heart', 'Book of Moon'], monsters: [{ card: 'Lord of D.' }, { card: 'Koumori Dragon' }] },
      opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Celtic Guardian' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian', 1)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect(offered).not.toContain(idOf(d, 'Koumori Dragon'));
    expect(offered).not.toContain(idOf(d, 'Blue-Eyes White Dragon', 1));
    expect(offered).toContain(idOf(d, 'Lord of D.'));
  });
  it('effects that do not target still affect Dragons', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Lord of D.' }, { card: 'Koumori Dragon' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') });
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Koumori Dragon', 'Lord of D.']);
  });
  it('once Lord of D. is gone, Dragons can be targeted again', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'], monsters: [{ card: 'Lord of D.', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    expect(legal(d, 'activate', idOf(d, 'Change of Heart'))).toHaveLength(1);
  });
});
