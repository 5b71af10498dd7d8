import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Dedication through Light and Darkness (texts-2016): "Tribute 1 "Dark Magician"; Special Summon 1 "Dark
 * Magician of Chaos" from your hand, Deck, or Graveyard." The Tribute is the cost of the activation.
 */
const DEDICATION = 'Dedication through Light and Darkness';
const DMOC = 'Dark Magician of Chaos';

function dedicate(where: 'hand' | 'deck' | 'graveyard') {
  const d = duelOf({
    me: {
      monsters: [{ card: 'Dark Magician' }], hand: [DEDICATION, ...(where === 'hand' ? [DMOC] : [])],
      deck: [...(where === 'deck' ? [DMOC] : []), 'Feral Imp', 'Feral Imp'], graveyard: where === 'graveyard' ? [DMOC] : [],
    },
  });
  let x = play(d, { type: 'activate', card: idOf(d, DEDICATION) });
  // The cost: Tribute the Dark Magician (asked when more than one could be chosen).
  while (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards.includes(idOf(d, 'Dark Magician'))) x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
  x = passAll(x);
  while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, DMOC)] });
  while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('attack')) x = play(x, { type: 'select', option: 'attack' });
  return passAll(x);
}

describe('Dedication through Light and Darkness', () => {
  it.each(['hand', 'deck', 'graveyard'] as const)('Tributes a Dark Magician to Special Summon Dark Magician of Chaos from the %s', (where) => {
    const x = dedicate(where);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([DMOC]);
    expect(me(x).graveyard).toEqual(['Dark Magician', DEDICATION]);
    expect(me(x).hand).toEqual([]);
  });

  it('cannot be activated without a Dark Magician to Tribute, nor without a Dark Magician of Chaos to Summon', () => {
    const noMagician = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }], hand: [DEDICATION, DMOC] } });
    expect(legal(noMagician, 'activate', idOf(noMagician, DEDICATION))).toEqual([]);
    const noChaos = duelOf({ me: { monsters: [{ card: 'Dark Magician' }], hand: [DEDICATION], deck: ['Feral Imp'] } });
    expect(legal(noChaos, 'activate', idOf(noChaos, DEDICATION))).toEqual([]);
  });
});
