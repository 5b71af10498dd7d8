import { applyAction, createDuel, legalActions, viewFor, type DeckList } from '../src/engine';
import { decksFor } from '../src/reliability/harness';
import type { PresetDeck } from '../src/cards/decks';
const listOf = (d: PresetDeck): DeckList => ({ main: [...d.main], extra: [...(d.extra ?? [])] });
const [a, b] = decksFor(1);
const duel = createDuel({ decks: [listOf(a), listOf(b)], seed: 1 });
console.log(JSON.stringify(viewFor(duel, 0), null, 1));
