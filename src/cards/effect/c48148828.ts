// D.D. Crazy Beast
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '48148828',
  name: 'D.D. Crazy Beast',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 3,
  atk: 1400,
  def: 1400,
  text: 'A monster this card destroys by battle is banished instead of going to the Graveyard.',
  effects: [
    {
      // A monster that this card destroys as a result of battle is removed from play. (The scripts, official and
      // goat/c504700079.lua alike, banish it by a Trigger as the battle ends; the engine banishes it as it leaves.)
      kind: 'continuous',
      label: 'Banishes the monsters it destroys by battle',
      declares: ['banish'],
      rules: [{ code: 'banishesBattleDestroyed' }],
    },
  ],
} satisfies CardDefinition;
