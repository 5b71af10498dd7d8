import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CardFace, Frame } from '../engine';
import { Card, type CardSize } from './Card';
import './styles.css';

/**
 * gallery.html: one card of every frame kind at every size, drawn by the same Card component as
 * the mat, with made-up cards for the kinds the pool does not have yet (Ritual, Fusion, Synchro,
 * Xyz, Pendulum, Token, Spell, Trap) and modified ATK/DEF. Not linked from the game; for looking
 * at the cards and for e2e/mat-cards.spec.ts.
 */
const face = (passcode: string, name: string, frame: Frame, rest: Partial<CardFace>): CardFace => ({
  id: `g:${passcode}`,
  passcode,
  name,
  frame,
  subtype: [],
  text: 'Our own words for this card.',
  owner: 0,
  ...rest,
});

const SAMPLES: readonly CardFace[] = [
  face('90000001', 'Ember Drake of the Ridge', 'normal', { attribute: 'FIRE', monsterType: 'Dragon', level: 4, atk: 1800, def: 1200, text: 'A young drake that nests in warm ash and guards its ridge.' }),
  face('90000002', 'Gloom Sage', 'effect', { attribute: 'DARK', monsterType: 'Spellcaster', level: 4, atk: 1500, def: 1600, text: 'Once per turn: you can look at the top card of your Deck.' }),
  face('90000003', 'Tide Priestess Rite', 'ritual', { attribute: 'WATER', monsterType: 'Aqua', level: 6, atk: 2300, def: 2000, text: 'You can Ritual Summon this card with a Ritual Spell.' }),
  face('90000004', 'Chimera of the Marsh', 'fusion', { attribute: 'EARTH', monsterType: 'Beast', level: 6, atk: 2100, def: 1800, text: '1 Beast monster + 1 Plant monster' }),
  face('90000005', 'Gale Lancer', 'synchro', { attribute: 'WIND', monsterType: 'Warrior', level: 7, atk: 2500, def: 1700, text: '1 Tuner + 1 or more non-Tuner monsters' }),
  face('90000006', 'Clockwork Sentinel', 'xyz', { attribute: 'LIGHT', monsterType: 'Machine', level: 4, atk: 2200, def: 1400, text: '2 Level 4 monsters' }),
  face('90000007', 'Lantern Fiend', 'pendulum', { attribute: 'DARK', monsterType: 'Fiend', level: 5, atk: 1900, def: 1000, text: 'Pendulum Scale 3. A mischievous lamp-bearer.', ...({ scale: 3 } as object) }),
  face('90000008', 'Sheep Token', 'token', { attribute: 'EARTH', monsterType: 'Beast', level: 1, atk: 0, def: 0, text: 'A Token.' }),
  face('90000009', 'Call of the Grove', 'spell', { subtype: ['quick-play'], text: 'Add 1 Plant monster from your Deck to your hand.' }),
  face('90000010', 'Snare of Thorns', 'trap', { subtype: ['continuous'], text: 'When an opponent’s monster attacks: negate the attack.' }),
  face('90000011', 'Stoneback Brute', 'normal', { attribute: 'EARTH', monsterType: 'Rock', level: 3, atk: 1300, def: 1900, text: 'It sleeps for a hundred years and wakes in a bad mood.' }),
  face('90000012', 'Grave Piper', 'effect', { attribute: 'DARK', monsterType: 'Zombie', level: 2, atk: 800, def: 600, text: 'FLIP: Draw 1 card.' }),
];

const SIZES: readonly CardSize[] = ['large', 'hand', 'zone', 'mini'];

function Gallery() {
  const [first, second] = SAMPLES;
  return (
    <main className="gallery" aria-label="Card gallery">
      <h1>Card gallery</h1>
      <section aria-label="Every frame">
        <h2>Every frame kind (hand size)</h2>
        <div className="gallery-row">
          {SAMPLES.map((c) => (
            <figure key={c.passcode}>
              <Card card={c} size="hand" />
              <figcaption>{c.frame}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section aria-label="Sizes">
        <h2>Sizes, card back, Defense Position, Set, modified ATK/DEF</h2>
        <div className="gallery-row">
          {SIZES.map((s) => (
            <figure key={s}>
              <Card card={first!} size={s} />
              <figcaption>{s}</figcaption>
            </figure>
          ))}
          <figure>
            <Card card={{ hidden: true, id: null }} size="hand" />
            <figcaption>back</figcaption>
          </figure>
          <figure className="gallery-sideways">
            <Card card={second!} size="zone" position="defense" />
            <figcaption>Defense</figcaption>
          </figure>
          <figure>
            <Card card={second!} size="zone" setFaceDown />
            <figcaption>own Set</figcaption>
          </figure>
          <figure>
            <Card card={first!} size="hand" atk={2300} def={900} />
            <figcaption>ATK up, DEF down</figcaption>
          </figure>
        </div>
      </section>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('gallery.html needs a #root element');
createRoot(root).render(
  <StrictMode>
    <Gallery />
  </StrictMode>,
);
