import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';

/** The spec every Gadget shares: Normal or Special Summoned, it may add the next Gadget from the Deck. */
export function gadgetSpec(gadget: string, next: string): void {
  describe(gadget, () => {
    it(`Normal Summoned: you can add a ${next} from your Deck (only that card)`, () => {
      const d = duelOf({ me: { hand: [gadget], deck: [next, 'Celtic Guardian'] } });
      let x = play(d, { type: 'normalSummon', card: idOf(d, gadget), tributes: [] });
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
      x = passAll(play(x, { type: 'select', option: 'yes' }));
      if (x.flow.prompt?.kind === 'chooseCard') {
        expect(x.flow.prompt.cards).toEqual([idOf(d, next)]);
        x = passAll(play(x, { type: 'select', ids: [idOf(d, next)] }));
      }
      expect(me(x).hand).toEqual([next]);
    });

    it('Special Summoned (Monster Reborn): it searches too; "you can": declining adds nothing', () => {
      const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [gadget], deck: [next] } });
      let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }));
      if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, gadget)] }));
      x = play(x, { type: 'select', option: 'attack' });
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
      const declined = passAll(play(x, { type: 'select', option: 'no' }));
      expect(me(declined).hand).toEqual([]);
      x = passAll(play(x, { type: 'select', option: 'yes' }));
      if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, next)] }));
      expect(me(x).hand).toEqual([next]);
    });

    it(`no ${next} in the Deck: nothing is offered`, () => {
      const d = duelOf({ me: { hand: [gadget], deck: ['Celtic Guardian'] } });
      expect(play(d, { type: 'normalSummon', card: idOf(d, gadget), tributes: [] }).flow.prompt).toBeNull();
    });
  });
}
