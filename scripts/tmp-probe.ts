import { applyAction, decidingPlayer, legalActions, viewFor, type Duel } from '../src/engine';
import { duelOf } from '../src/engine/test/dsl';
import { chooseHard, HARD } from '../src/ai/hard';
import { chooseAction } from '../src/ai';
import { Dice } from '../src/ai/random';

function run(d: Duel, pick: (d: Duel, seed: number) => any, seed: number) {
  const turn = d.turn;
  for (let i = 0; i < 100 && d.winner === null && d.turn === turn; i++) {
    const legal = legalActions(d);
    const a = decidingPlayer(d) === 0 ? pick(d, seed + i) : legal.find((x) => x.type === 'pass') ?? legal[0]!;
    d = applyAction(d, a);
  }
  return d.players[1].lp;
}
const sets = process.argv[2]!.split(',');
const d = duelOf({
  me: { monsters: [{ card: 'Summoned Skull' }], hand: ['Feral Imp'] },
  opp: { lp: 8000, hand: ['Mystical Elf', 'Battle Ox'], spellTraps: sets.map((c) => ({ card: c, faceUp: false })) },
});
for (const seed of [1, 2, 3, 4, 5, 6]) {
  const normal = run(d, (x, s) => chooseAction(viewFor(x, 0), legalActions(x), { level: 'normal', seed: s }), seed);
  const hard = run(d, (x, s) => chooseAction(viewFor(x, 0), legalActions(x), { level: 'hard', seed: s }), seed);
  const fearless = run(d, (x, s) => chooseHard(viewFor(x, 0), legalActions(x), new Dice(s), undefined, { ...HARD, fearReplies: false }), seed);
  console.log(seed, 'normal', normal, 'hard', hard, 'fearless', fearless);
}
