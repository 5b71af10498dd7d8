import { describe, expect, it } from 'vitest';
import { ALL_FORMATS, DEFAULT_BAN_LIST, deckFromNames, FORMATS, SECTION_LIMITS, validateDeck, validateDeckIn } from '../decks';
import { findCard } from '.';
import { ALL_PRESET_DECKS, EXTRA_DECK_PRESETS, GOAT_PRESETS, PICKABLE_PRESETS, PRESET_DECKS, PRESETS_BY_FORMAT, STARTER_DECK_KAIBA, STARTER_DECK_YUGI, STARTER_DECKS, YUGI_KAIBA_PRESETS } from './decks';

/** The printed lists, SDY-001..050 and SDK-001..050 in set-number order (shared/reference/cards-notes.md, section 7). */
const YUGI_PASSCODES = [
  '15025844', '41392891', '87796900', '70781052', '32452818', '46986414', '06368038', '28279543', '91152256', '40374923',
  '13429800', '90357090', '13039848', '66672569', '16972957', '48365709', '36304921', '41218256', '47060154', '37120512',
  '91595718', '53129443', '84257639', '93221206', '46474915', '66788016', '04206964', '83887306', '19159413', '83764718',
  '17814387', '04031928', '87557188', '13945283', '50930991', '86325596', '13723605', '49218300', '85602018', '12607053',
  '68005187', '72892473', '46461247', '50045299', '59197169', '54652250', '77622396', '51482758', '44209392', '80604091',
];
const KAIBA_PASSCODES = [
  '89631139', '76184692', '15303296', '06285791', '05053103', '67724379', '30113682', '91939608', '01184620', '01784619',
  '31122090', '68516705', '63308047', '89494469', '41949033', '75499502', '97360116', '47060154', '45121025', '04614116',
  '98374133', '53129443', '19523799', '24611934', '50005633', '97590747', '26378150', '73481154', '10202894', '81057959',
  '21263083', '66788016', '04206964', '83887306', '19159413', '83764718', '81820689', '17814387', '17092736', '24068492',
  '17985575', '43973174', '54098121', '46461247', '86318356', '07089711', '77622396', '51482758', '44209392', '80604091',
];

const STARTERS = [
  { deck: STARTER_DECK_YUGI, id: 'starter-deck-yugi', name: 'Starter Deck: Yugi', passcodes: YUGI_PASSCODES },
  { deck: STARTER_DECK_KAIBA, id: 'starter-deck-kaiba', name: 'Starter Deck: Kaiba', passcodes: KAIBA_PASSCODES },
] as const;

describe('Starter Deck presets', () => {
  it('keeps the Normal Monster presets first and unchanged, then the two Starter Decks', () => {
    expect(PRESET_DECKS.map((d) => d.id)).toEqual(['spellcasters-command', 'dragons-roar']);
    expect(STARTER_DECKS).toEqual([STARTER_DECK_YUGI, STARTER_DECK_KAIBA]);
    expect(ALL_PRESET_DECKS.map((d) => d.id)).toEqual(['spellcasters-command', 'dragons-roar', 'starter-deck-yugi', 'starter-deck-kaiba', 'junk-tuning', 'rank-and-file', 'rites-and-fusions', 'legend-of-blue-eyes', 'warriors-of-legend']);
    expect(new Set(ALL_PRESET_DECKS.map((d) => d.name)).size).toBe(ALL_PRESET_DECKS.length);
  });

  for (const { deck, id, name, passcodes } of STARTERS) {
    describe(name, () => {
      it('has its id and name', () => {
        expect(deck.id).toBe(id);
        expect(deck.name).toBe(name);
      });

      it('is the printed list: 50 cards, one copy each, the exact passcodes in set-number order', () => {
        expect(passcodes).toHaveLength(50);
        expect(new Set(passcodes).size).toBe(50);
        expect(deck.main).toHaveLength(50);
        const resolved = deck.main.map((entry) => findCard(entry));
        const missing = deck.main.filter((_, i) => !resolved[i]);
        expect(missing, 'cards the pool does not have yet').toEqual([]);
        // Each entry is the pool's exact spelling, not a case-insensitive match.
        expect(resolved.map((c) => c?.name)).toEqual([...deck.main]);
        expect(resolved.map((c) => c?.passcode)).toEqual(passcodes);
      });

      it('is a legal Main Deck (40 to 60 cards) with no Forbidden & Limited list', () => {
        expect(SECTION_LIMITS.main.min).toBeLessThanOrEqual(50);
        expect(SECTION_LIMITS.main.max).toBeGreaterThanOrEqual(50);
        const built = deckFromNames(deck.name, { main: deck.main });
        expect(built.main).toEqual(passcodes);
        expect(validateDeck(built, null)).toEqual([]);
      });
    });
  }

  it('under the default sample list both are legal as sold (the sample leaves Change of Heart off)', () => {
    expect(validateDeck(deckFromNames(STARTER_DECK_KAIBA.name, { main: STARTER_DECK_KAIBA.main }), DEFAULT_BAN_LIST)).toEqual([]);
    expect(validateDeck(deckFromNames(STARTER_DECK_YUGI.name, { main: STARTER_DECK_YUGI.main }), DEFAULT_BAN_LIST)).toEqual([]);
  });
});

describe('Extra Deck presets (a Synchro deck, an Xyz deck, a Ritual + Fusion + Pendulum deck)', () => {
  for (const preset of EXTRA_DECK_PRESETS) {
    it(`${preset.name} is legal by the deck rules: 40-60 Main, at most 15 Extra, at most 3 copies`, () => {
      const built = deckFromNames(preset.name, { main: preset.main, extra: preset.extra ?? [] });
      expect(built.main.length).toBeGreaterThanOrEqual(40);
      expect(built.main.length).toBeLessThanOrEqual(60);
      expect(built.extra.length).toBeGreaterThan(0);
      expect(built.extra.length).toBeLessThanOrEqual(15);
      expect(validateDeck(built, null)).toEqual([]);
    });
  }
  it.each(ALL_PRESET_DECKS.map((p) => [p.name, p] as const))('%s can be picked on the start screen: legal under the default Forbidden & Limited list', (_name, preset) => {
    expect(validateDeck(deckFromNames(preset.name, { main: preset.main, extra: preset.extra ?? [], side: preset.side }), DEFAULT_BAN_LIST)).toEqual([]);
  });
  it('each shows its mechanics: Synchro Monsters with Tuners, Xyz Monsters, and Ritual, Fusion and Pendulum cards', () => {
    const frames = (names: readonly string[] = []) => new Set(names.map((n) => findCard(n)!.frame));
    const [synchro, xyz, rites] = EXTRA_DECK_PRESETS;
    expect(frames(synchro!.extra)).toEqual(new Set(['synchro']));
    expect(synchro!.main.some((n) => findCard(n)!.subtype?.includes('tuner'))).toBe(true);
    expect(frames(xyz!.extra)).toEqual(new Set(['xyz']));
    expect(frames(rites!.extra)).toEqual(new Set(['fusion']));
    expect([...frames(rites!.main)]).toEqual(expect.arrayContaining(['ritual', 'pendulum']));
  });
});

describe('Yugi-Kaiba presets (a Legend of Blue Eyes Dragons deck and a Warriors deck)', () => {
  const YK = FORMATS['yugi-kaiba'];
  it.each(YUGI_KAIBA_PRESETS.map((p) => [p.name, p] as const))('%s is legal in the Yugi-Kaiba format: 40 cards of its list, its limits kept', (_name, preset) => {
    expect(preset.format).toBe('yugi-kaiba');
    expect(preset.main).toHaveLength(40);
    const built = deckFromNames(preset.name, { main: preset.main });
    expect(built.main).toHaveLength(40);
    expect(validateDeckIn(YK, built)).toEqual([]);
    // The format's own list is what is checked: a 2nd copy of a card it Limits would be refused.
    const twoDarkHoles = { ...built, main: [...built.main.slice(1), built.main.find((p) => findCard(p)?.name === 'Dark Hole')!] };
    expect(validateDeckIn(YK, twoDarkHoles).map((p) => p.message)).toEqual(['2 copies of Dark Hole; it is Limited to 1 in Yugi-Kaiba (May 2002)']);
  });
  it('one is built on Dragons, the other on Warriors: at least half their monsters', () => {
    const share = (names: readonly string[], type: string) => {
      const monsters = names.map((n) => findCard(n)!).filter((c) => c.monsterType !== undefined);
      return monsters.filter((c) => c.monsterType === type).length / monsters.length;
    };
    const [dragons, warriors] = YUGI_KAIBA_PRESETS;
    expect(share(dragons!.main, 'Dragon')).toBeGreaterThanOrEqual(0.5);
    expect(share(warriors!.main, 'Warrior')).toBeGreaterThanOrEqual(0.5);
  });
});

describe('GOAT presets (the six most played archetypes of goat-archetypes.tsv)', () => {
  const GOAT = FORMATS.goat;
  it('are Chaos Turbo, Warrior, Goat Control, Chaos Control, Panda Burn and Chaos Return, built for GOAT, ids and names their own', () => {
    expect(GOAT_PRESETS.map((p) => [p.id, p.name, p.format])).toEqual([
      ['goat-chaos-turbo', 'Chaos Turbo', 'goat'],
      ['goat-warrior', 'Warrior', 'goat'],
      ['goat-control', 'Goat Control', 'goat'],
      ['goat-chaos-control', 'Chaos Control', 'goat'],
      ['goat-panda-burn', 'Panda Burn', 'goat'],
      ['goat-chaos-return', 'Chaos Return', 'goat'],
    ]);
    const all = [...ALL_PRESET_DECKS, ...GOAT_PRESETS];
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
  });
  it.each(GOAT_PRESETS.map((p) => [p.name, p] as const))('%s: 40 Main, a 15-card Side Deck, every card in the pool as the pool spells it', (_name, preset) => {
    expect(preset.main).toHaveLength(40);
    expect(preset.side).toHaveLength(15);
    const names = [...preset.main, ...(preset.extra ?? []), ...preset.side];
    const cards = names.map((n) => findCard(n));
    expect(names.filter((_, i) => !cards[i]), 'cards the pool lacks').toEqual([]);
    expect(cards.map((c) => c!.name)).toEqual(names);
    expect((preset.extra ?? []).every((n) => findCard(n)!.frame === 'fusion')).toBe(true);
  });
  it.each(GOAT_PRESETS.map((p) => [p.name, p] as const))('%s is legal in GOAT (April 2005), Main, Extra and Side together; Limited cards at one copy', (_name, preset) => {
    const whole = deckFromNames(preset.name, { main: preset.main, extra: preset.extra ?? [], side: preset.side });
    expect(validateDeckIn(GOAT, whole)).toEqual([]);
    // The April 2005 list is what is checked: a 2nd Pot of Greed (Limited) would be refused.
    const pot = whole.main.find((p) => findCard(p)?.name === 'Pot of Greed')!;
    expect(validateDeckIn(GOAT, { ...whole, main: [...whole.main.slice(1), pot] }).map((p) => p.message)).toEqual(['2 copies of Pot of Greed; it is Limited to 1 in GOAT (April 2005)']);
    // A Side Deck of other than 15 (or none) is refused in the retro formats.
    expect(validateDeckIn(GOAT, { ...whole, side: whole.side.slice(1) })).not.toEqual([]);
    expect(validateDeckIn(GOAT, { ...whole, side: [] })).toEqual([]);
  });
  it('each holds its archetype\'s 15 most present cards (goat-archetypes.tsv, top 15 by presence)', () => {
    // From goat-archetypes.tsv: every one of the 15 is in the pool now.
    const TOP: Record<string, readonly string[]> = {
      'goat-chaos-turbo': ['Black Luster Soldier - Envoy of the Beginning', 'Chaos Sorcerer', 'Graceful Charity', 'Heavy Storm', 'Nobleman of Crossout', 'Pot of Greed', 'Delinquent Duo', 'Magician of Faith', 'Thunder Dragon', 'Ring of Destruction', 'Sinister Serpent', 'Sangan', 'Snatch Steal', 'Breaker the Magical Warrior', 'Mirror Force'],
      'goat-warrior': ['Delinquent Duo', 'Graceful Charity', 'Heavy Storm', 'Mirror Force', 'Mystical Space Typhoon', 'Nobleman of Crossout', 'Pot of Greed', 'Blade Knight', 'Breaker the Magical Warrior', 'Reinforcement of the Army', 'Ring of Destruction', 'D.D. Warrior Lady', 'Snatch Steal', 'Exiled Force', 'Solemn Judgment'],
      'goat-control': ['Breaker the Magical Warrior', 'Delinquent Duo', 'Graceful Charity', 'Nobleman of Crossout', 'Pot of Greed', 'Heavy Storm', 'Ring of Destruction', 'Scapegoat', 'Sinister Serpent', 'Snatch Steal', 'Black Luster Soldier - Envoy of the Beginning', 'Sangan', 'Tribe-Infecting Virus', 'Metamorphosis', 'Mirror Force'],
      'goat-chaos-control': ['Black Luster Soldier - Envoy of the Beginning', 'Breaker the Magical Warrior', 'Chaos Sorcerer', 'Delinquent Duo', 'Graceful Charity', 'Heavy Storm', 'Metamorphosis', 'Pot of Greed', 'Dark Balter the Terrible', 'Magician of Faith', 'Nobleman of Crossout', 'Ryu Senshi', 'Scapegoat', 'Snatch Steal', 'Thousand-Eyes Restrict'],
      'goat-panda-burn': ['Cyber Jar', 'Graceful Charity', 'Ojama Trio', 'Pot of Greed', 'Ring of Destruction', 'Secret Barrel', 'Gyaku-Gire Panda', 'Just Desserts', 'Morphing Jar', 'Injection Fairy Lily', 'Level Limit - Area B', 'Giant Rat', 'Heavy Storm', 'Breaker the Magical Warrior', 'Exiled Force'],
      'goat-chaos-return': ['Breaker the Magical Warrior', 'Graceful Charity', 'Mirror Force', 'Mystical Space Typhoon', 'Nobleman of Crossout', 'Pot of Greed', 'Snatch Steal', 'Black Luster Soldier - Envoy of the Beginning', 'Delinquent Duo', 'Heavy Storm', 'Dekoichi the Battlechanted Locomotive', 'Return from the Different Dimension', 'D.D. Warrior Lady', 'Ring of Destruction', 'Thousand-Eyes Restrict'],
    };
    for (const preset of GOAT_PRESETS) {
      const held = new Set([...preset.main, ...(preset.extra ?? [])]);
      expect(TOP[preset.id]!.filter((n) => !held.has(n)), preset.name).toEqual([]);
    }
  });
});

describe('the presets offered under each format (issue 34 item 3: the start screen lists them without the pool)', () => {
  const legalIn = (format: (typeof ALL_FORMATS)[number]) =>
    PICKABLE_PRESETS.filter((p) => validateDeckIn(format, deckFromNames(p.name, { main: p.main, extra: p.extra ?? [], side: p.side }), format.list).length === 0).map((p) => p.id);
  it.each(ALL_FORMATS.map((f) => [f.name, f] as const))('%s: exactly the presets legal in it (Main, Extra and Side, its own list), its own presets first', (_name, format) => {
    const offered = PRESETS_BY_FORMAT[format.id];
    expect([...offered].sort()).toEqual(legalIn(format).sort());
    const own = PICKABLE_PRESETS.filter((p) => p.format === format.id).map((p) => p.id);
    expect(offered.slice(0, own.length)).toEqual(own);
  });
  it('GOAT offers the six GOAT presets first; Yugi-Kaiba its two; every pickable preset is offered somewhere', () => {
    expect(PRESETS_BY_FORMAT.goat.slice(0, 6)).toEqual(GOAT_PRESETS.map((p) => p.id));
    expect(PRESETS_BY_FORMAT['yugi-kaiba'].slice(0, 2)).toEqual(YUGI_KAIBA_PRESETS.map((p) => p.id));
    // Advanced keeps the picker's order of before (the default picks are its first two).
    expect(PRESETS_BY_FORMAT.advanced).toEqual(ALL_PRESET_DECKS.map((p) => p.id));
    const offered = new Set(Object.values(PRESETS_BY_FORMAT).flat());
    expect(PICKABLE_PRESETS.filter((p) => !offered.has(p.id)).map((p) => p.name)).toEqual([]);
  });
});

describe('Side Decks of the presets (issue 36: a Match has something to side)', () => {
  it.each(ALL_PRESET_DECKS.map((p) => [p.name, p] as const))('%s has a 15-card Side Deck of pool cards, none of them an Extra Deck monster', (_name, preset) => {
    expect(preset.side).toHaveLength(15);
    const cards = preset.side.map((n) => findCard(n));
    expect(preset.side.filter((_, i) => !cards[i]), 'cards the pool lacks').toEqual([]);
    expect(cards.map((c) => c!.name)).toEqual([...preset.side]);
    expect(cards.filter((c) => ['fusion', 'synchro', 'xyz', 'token'].includes(c!.frame)).map((c) => c!.name)).toEqual([]);
    // Something to side in: cards the Main Deck does not already hold three of.
    expect(preset.side.some((n) => preset.main.filter((m) => m === n).length < 3)).toBe(true);
  });

  it.each(ALL_PRESET_DECKS.map((p) => [p.name, p] as const))('%s with its Side Deck is legal in every format its Main and Extra Deck are legal in (copies counted across the three)', (_name, preset) => {
    const without = deckFromNames(preset.name, { main: preset.main, extra: preset.extra ?? [] });
    const whole = deckFromNames(preset.name, { main: preset.main, extra: preset.extra ?? [], side: preset.side });
    const legalIn = (deck: typeof whole) => ALL_FORMATS.filter((f) => validateDeckIn(f, deck).length === 0).map((f) => f.id);
    expect(legalIn(without)).toContain('advanced');
    expect(legalIn(whole)).toEqual(legalIn(without));
  });

  it('the presets used by the retro formats keep their era: Spellcaster\'s Command, the Starter Decks and the Yugi-Kaiba presets side only Yugi-Kaiba cards, Dragon\'s Roar only GOAT ones', () => {
    const sideIn = (id: string, format: (typeof ALL_FORMATS)[number]) => {
      const p = ALL_PRESET_DECKS.find((d) => d.id === id)!;
      return validateDeckIn(format, deckFromNames(p.name, { main: p.main, side: p.side })).map((x) => x.message);
    };
    const [, yugiKaiba, goat] = ALL_FORMATS;
    expect(yugiKaiba!.id).toBe('yugi-kaiba');
    expect(goat!.id).toBe('goat');
    for (const id of ['spellcasters-command', 'starter-deck-yugi', 'starter-deck-kaiba', 'legend-of-blue-eyes', 'warriors-of-legend']) expect(sideIn(id, yugiKaiba!)).toEqual([]);
    for (const id of ['spellcasters-command', 'dragons-roar']) expect(sideIn(id, goat!)).toEqual([]);
  });
});
