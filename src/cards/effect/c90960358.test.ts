import { describe, expect, it } from 'vitest';
import { duelOf, me } from '../../engine/test/dsl';
import { toonProcedureSpec } from './toonProcedureSpec';

describe('Toon Dark Magician Girl', () => {
  // Its text has no "cannot attack the turn it is Summoned" and no LP cost for an attack.
  toonProcedureSpec('Toon Dark Magician Girl', { tributes: 1, atk: 2000, lockedTurnSummoned: false, cost: 0 });

  it('gains 300 ATK for each "Dark Magician" and "Magician of Black Chaos" in both Graveyards', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Toon Dark Magician Girl' }], graveyard: ['Dark Magician', 'Celtic Guardian'] }, opp: { graveyard: ['Dark Magician', 'Magician of Black Chaos'] } });
    expect(me(d).monsters[0]).toMatchObject({ atk: 2000 + 900 });
    const none = duelOf({ me: { monsters: [{ card: 'Toon Dark Magician Girl' }], graveyard: ['Celtic Guardian'] } });
    expect(me(none).monsters[0]).toMatchObject({ atk: 2000 });
  });
});
