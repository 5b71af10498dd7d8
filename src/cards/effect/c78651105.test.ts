import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Beast King Barbaros (texts-2016): "You can Normal Summon/Set this card without Tributing, but its original ATK
 * becomes 1900. You can Tribute 3 monsters to Tribute Summon this card. If you do: Destroy all cards your opponent
 * controls." Rule codes summonWithoutTribute, originalAtk, tributeSummonAlsoWith; a mandatory Trigger
 * (official/c78651105.lua EFFECT_TYPE_TRIGGER_F on the 3-Tribute Summon).
 */
const B = 'Beast King Barbaros';
const theirField = { monsters: [{ card: 'Battle Ox' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' as const }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] };
const mine3 = [{ card: 'Feral Imp' }, { card: 'Koumori Dragon' }, { card: 'Giant Soldier of Stone' }];
const barbaros = (d: ReturnType<typeof duelOf>) => me(d).monsters.find((m) => m?.name === B);

describe(B, () => {
  it('Normal Summoned without Tributing: original ATK 1900 (DEF unchanged)', () => {
    const d = duelOf({ me: { hand: [B] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, B), tributes: [] }));
    expect(barbaros(x)).toMatchObject({ atk: 1900, def: 1200 });
  });

  it('Set without Tributing too', () => {
    const d = duelOf({ me: { hand: [B] } });
    expect(legal(d, 'setMonster', idOf(d, B)).map((a) => a.tributes)).toEqual([[]]);
  });

  it('Tribute Summoned with 2: 3000 ATK, and the opponent keeps their cards', () => {
    const d = duelOf({ me: { hand: [B], monsters: mine3.slice(0, 2) }, opp: theirField });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, B), tributes: [idOf(d, 'Feral Imp'), idOf(d, 'Koumori Dragon')] }));
    expect(barbaros(x)).toMatchObject({ atk: 3000 });
    expect(opp(x).graveyard).toEqual([]);
  });

  it('Tribute Summoned with 3: every card the opponent controls is destroyed (face-down ones too), not its controller\'s', () => {
    const d = duelOf({ me: { hand: [B], monsters: mine3, spellTraps: [{ card: 'Dust Tornado', faceUp: false }] }, opp: theirField });
    const tributes = [idOf(d, 'Feral Imp'), idOf(d, 'Koumori Dragon'), idOf(d, 'Giant Soldier of Stone')];
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, B), tributes }));
    expect(barbaros(x)).toMatchObject({ atk: 3000 });
    expect(opp(x).graveyard.sort()).toEqual(['Battle Ox', 'Celtic Guardian', 'Mirror Force']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).spellTraps.filter((s) => s !== null)).toHaveLength(1);
  });

  it('cannot be Set with 3 Tributes', () => {
    const d = duelOf({ me: { hand: [B], monsters: mine3 } });
    expect(legal(d, 'setMonster', idOf(d, B)).some((a) => a.tributes.length === 3)).toBe(false);
    expect(legal(d, 'normalSummon', idOf(d, B)).some((a) => a.tributes.length === 3)).toBe(true);
  });
});
