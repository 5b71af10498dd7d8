import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Abyss Soldier: "Once per turn: You can discard 1 WATER monster to the Graveyard to target 1 card on the field; return it to the hand."
describe('Abyss Soldier', () => {
  it('discard a WATER monster: returns the targeted card to its owner\'s hand; once per turn', () => {
    const d = duelOf({ me: { hand: ['Tribe-Infecting Virus', 'Abyss Soldier', 'Feral Imp'], monsters: [{ card: 'Abyss Soldier' }] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const [onField, inHand] = [d.players[0].monsters[0]!.card, d.players[0].hand[1]!];
    let x = play(d, { type: 'activate', card: onField });
    // WATER monsters only (Feral Imp is DARK).
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([idOf(d, 'Tribe-Infecting Virus'), inHand].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Tribe-Infecting Virus')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] }));
    expect(opp(x).hand).toEqual(['Mirror Force']);
    expect(me(x).graveyard).toEqual(['Tribe-Infecting Virus']);
    expect(legal(x, 'activate', onField)).toHaveLength(0);
  });
});

// Golem Sentry: "Once per turn: You can change this card to face-down Defense Position. When this card is Flip Summoned: Target 1 monster your opponent controls; return that target to the hand."
describe('Golem Sentry', () => {
  it('once per turn: turns itself face-down', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Golem Sentry' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Golem Sentry'), effect: 0 }));
    expect(me(x).monsters[0]).toMatchObject({ faceUp: false, position: 'defense' });
  });
  it("Flip Summoned: returns a monster of the opponent's to the hand", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Golem Sentry', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Golem Sentry') });
    if (x.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(x);
    expect(opp(x).hand).toEqual(['Summoned Skull']);
  });
  it('flipped by an attack (not a Flip Summon): nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Golem Sentry', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp', 1), target: idOf(d, 'Golem Sentry') }));
    expect(x.prompt).toBeNull();
    expect(opp(x).hand).toEqual([]);
  });
});

// Gravekeeper's Guard: "FLIP: Select 1 monster your opponent controls and return it to the hand."
describe("Gravekeeper's Guard", () => {
  it("FLIP: returns one of the opponent's monsters to the hand", () => {
    const d = duelOf({ me: { monsters: [{ card: "Gravekeeper's Guard", faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Thousand Dragon' }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, "Gravekeeper's Guard") });
    if (x.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Thousand Dragon', 1)] });
    x = passAll(x);
    // A Fusion Monster goes back to the Extra Deck.
    expect(opp(x).extra).toContain('Thousand Dragon');
  });
});

// Blowback Dragon: "Once per turn: You can target 1 card your opponent controls; toss a coin 3 times, and destroy that target if at least 2 of the results are Heads."
describe('Blowback Dragon', () => {
  it('tosses 3 coins: the target is destroyed exactly when 2 or more are heads', () => {
    let destroyed = 0;
    let kept = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const d = duelOf({ seed, me: { monsters: [{ card: 'Blowback Dragon' }] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
      let x = play(d, { type: 'activate', card: idOf(d, 'Blowback Dragon') });
      if (x.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
      x = passAll(x);
      const heads = x.events.filter((e) => e.type === 'coinTossed' && e.result === 'heads').length;
      expect(x.events.filter((e) => e.type === 'coinTossed')).toHaveLength(3);
      expect(opp(x).graveyard.length).toBe(heads >= 2 ? 1 : 0);
      if (heads >= 2) destroyed++;
      else kept++;
      expect(legal(x, 'activate', idOf(d, 'Blowback Dragon'))).toHaveLength(0);
    }
    // Both outcomes were seen over the seeds.
    expect(destroyed).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });
});

// Roulette Barrel: "Once per turn: You can roll a six-sided die twice, choose 1 result, and destroy 1 monster on the field whose Level is equal to that result."
describe('Roulette Barrel', () => {
  it('rolls twice, keeps one result, destroys a face-up monster of that Level', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const d = duelOf({ seed, me: { monsters: [{ card: 'Roulette Barrel' }] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Hane-Hane' }, { card: 'Des Koala' }, { card: 'Feral Imp' }, { card: 'Mystic Tomato', faceUp: false, position: 'defense' }] } });
      const events: (typeof d.events)[number][] = [];
      const step = (y: typeof d) => (events.push(...y.events), y);
      let x = step(play(d, { type: 'activate', card: idOf(d, 'Roulette Barrel') }));
      while (x.window) x = step(play(x, { type: 'pass' }));
      // Two different results are offered as a choice (the step waits for it; the rolls are told once it goes on).
      let kept: number | null = null;
      if (x.prompt?.kind === 'chooseOption') {
        kept = Number(x.prompt.options[0]);
        x = step(play(x, { type: 'select', option: x.prompt.options[0]! }));
      }
      // Levels: Kuriboh 1, Hane-Hane 2, Des Koala 3, Feral Imp 4; the face-down Mystic Tomato (4) cannot be chosen.
      if (x.prompt?.kind === 'chooseCard') {
        expect(x.prompt.cards).not.toContain(idOf(d, 'Mystic Tomato', 1));
        x = step(play(x, { type: 'select', ids: [x.prompt.cards[0]!] }));
      }
      while (x.window) x = step(play(x, { type: 'pass' }));
      const rolls = events.filter((e) => e.type === 'dieRolled').map((e) => (e.type === 'dieRolled' ? e.result : 0));
      expect(rolls).toHaveLength(2);
      kept ??= rolls[0]!;
      expect(rolls).toContain(kept);
      const byLevel: Record<number, string> = { 1: 'Kuriboh', 2: 'Hane-Hane', 3: 'Des Koala', 4: 'Feral Imp' };
      expect(opp(x).graveyard).toEqual(byLevel[kept] ? [byLevel[kept]] : []);
    }
  });
});

// Ryu Kokki: "At the end of the Damage Step, if this card battled a Warrior or Spellcaster-Type monster: Destroy that monster."
describe('Ryu Kokki', () => {
  const attack = (target: { card: string; position?: 'attack' | 'defense' }) => {
    const d = duelOf({ me: { monsters: [{ card: 'Ryu Kokki' }] }, opp: { monsters: [target] } });
    return { d, x: passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Ryu Kokki'), target: idOf(d, target.card, 1) })) };
  };
  it('a Spellcaster it battled and did not destroy is destroyed at the end of the Damage Step', () => {
    const { x } = attack({ card: 'Mystical Elf', position: 'defense' });
    expect(opp(x).graveyard).toEqual(['Mystical Elf']);
    expect(opp(x).lp).toBe(8000);
  });
  it('a Warrior that destroyed it by battle is destroyed too', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Ryu Kokki' }] }, opp: { hand: ['Legendary Sword'], monsters: [{ card: 'Gaia the Fierce Knight' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Legendary Sword', 1) }));
    if (x.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Gaia the Fierce Knight', 1)] }));
    x = passAll(play(passWindows(play(x, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Gaia the Fierce Knight', 1), target: idOf(d, 'Ryu Kokki') }));
    expect(me(x).graveyard).toEqual(['Ryu Kokki']);
    expect(opp(x).graveyard).toContain('Gaia the Fierce Knight');
  });
  it('another Type: nothing', () => {
    const { x } = attack({ card: 'Blue-Eyes White Dragon', position: 'defense' });
    expect(opp(x).graveyard).toEqual([]);
    expect(opp(x).monsters.find(Boolean)?.name).toBe('Blue-Eyes White Dragon');
  });
});
