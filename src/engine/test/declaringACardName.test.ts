import { describe, expect, it } from 'vitest';
import { legalActions, loadScenario, type Duel } from '..';
import { idOf, play } from './dsl';

/*
 * Declaring a card name ("Declare 1 card name": Mind Crush, D.D. Designator, Archfiend's Oath,
 * Prohibition). Every name of the game would be a prompt too big for the mat, `legalActions` and the
 * computer's look-ahead, and the opponent's Deck list is hidden; so the names offered are those the
 * declaring player knows of: every card they own, and the opponent's cards they can see now (library.ts
 * `knownCardNames`; README "Declaring a card name").
 */
function declaring(opp: Record<string, unknown>): Duel {
  const d = loadScenario({
    turn: 3, turnPlayer: 0, phase: 'main1', seed: 1,
    players: [
      { hand: ['Kuriboh'], deck: ['Sangan'], extra: ['Thousand-Eyes Restrict'], graveyard: ['Fissure'], spellTraps: [{ card: 'Mind Crush', faceUp: false }] },
      { hand: ['Jinzo'], deck: ['Black Luster Soldier - Envoy of the Beginning', 'Celtic Guardian'], ...opp },
    ],
  });
  const x = play(d, { type: 'activate', card: idOf(d, 'Mind Crush') });
  if (x.flow.prompt?.kind !== 'chooseOption') throw new Error('no declaration asked');
  return x;
}
const offered = (d: Duel): readonly string[] => (d.flow.prompt?.kind === 'chooseOption' ? d.flow.prompt.options : []);

describe('declaring a card name', () => {
  it('offers every card the declaring player owns (Deck, hand, Graveyard, field), in alphabetical order', () => {
    expect(offered(declaring({}))).toEqual(['Fissure', 'Kuriboh', 'Mind Crush', 'Sangan']);
  });

  it('a name looked for in a hand (Mind Crush) is never an Extra Deck monster\'s; any other declaration offers the Extra Deck too', () => {
    expect(offered(declaring({}))).not.toContain('Thousand-Eyes Restrict');
    const d = loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1', seed: 1,
      players: [{ deck: ['Sangan'], extra: ['Thousand-Eyes Restrict'], spellTraps: [{ card: "Archfiend's Oath", faceUp: true }] }, { deck: ['Kuriboh'] }],
    });
    const x = play(d, { type: 'activate', card: idOf(d, "Archfiend's Oath"), effect: 1 });
    expect(offered(x)).toEqual(["Archfiend's Oath", 'Sangan', 'Thousand-Eyes Restrict']);
  });

  it("offers the opponent's cards the player can see: face-up on the field, in their Graveyard, banished", () => {
    const x = declaring({
      graveyard: ['Dark Hole'], banished: ['Sinister Serpent'],
      monsters: [{ card: 'Breaker the Magical Warrior' }, { card: 'Tribe-Infecting Virus', faceUp: false, position: 'defense' }],
      spellTraps: [{ card: 'Messenger of Peace', faceUp: true }, { card: 'Torrential Tribute', faceUp: false }],
    });
    expect(offered(x)).toEqual(['Breaker the Magical Warrior', 'Dark Hole', 'Fissure', 'Kuriboh', 'Messenger of Peace', 'Mind Crush', 'Sangan', 'Sinister Serpent']);
  });

  it("never offers the opponent's hidden cards (hand, Deck, face-down cards), so the list tells nothing of them", () => {
    const x = declaring({ monsters: [{ card: 'Tribe-Infecting Virus', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Torrential Tribute', faceUp: false }] });
    for (const hidden of ['Jinzo', 'Black Luster Soldier - Envoy of the Beginning', 'Celtic Guardian', 'Tribe-Infecting Virus', 'Torrential Tribute']) expect(offered(x)).not.toContain(hidden);
  });

  it('never offers a Token, and each name once however many copies there are', () => {
    const x = declaring({ monsters: [{ card: 'Sheep Token' }, { card: 'Sangan' }], graveyard: ['Sangan'] });
    expect(offered(x)).not.toContain('Sheep Token');
    expect(offered(x).filter((n) => n === 'Sangan')).toHaveLength(1);
  });

  it('one legal action per name offered', () => {
    const x = declaring({});
    expect(legalActions(x)).toEqual(offered(x).map((option) => ({ type: 'select', option })));
  });
});
