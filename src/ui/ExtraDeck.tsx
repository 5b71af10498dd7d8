import { useEffect, useMemo, useRef, useState } from 'react';
import type { Action, CardFace, CardId } from '../engine';
import { useDuelStore } from '../store/duelStore';
import { useUiStore, type PickerState } from '../store/uiStore';
import { dispatchFromMat } from './cardMenu';
import { OtherCard, OwnCard } from './CardView';
import { useMat } from './matSource';

/*
 * The Extra Deck viewer and the material picker (issue 13). The viewer lists the owner's Extra Deck
 * (face-up Pendulum Monsters only, for the opponent); its monsters can be dragged to a Monster Zone
 * like a hand card, or their materials chosen one by one in the picker, which lights the legal
 * materials on the mat and shows the running Level sum. It only offers what legalActions lists:
 * a set of materials is accepted when it is exactly some legal action's set.
 */

type SpecialSummon = Extract<Action, { type: 'specialSummon' }>;
const isSpecial = (a: Action): a is SpecialSummon => a.type === 'specialSummon';

/** The non-modal Extra Deck viewer (it leaves the mat usable, so its cards can be dragged to a zone). */
export function ExtraDeckPanel() {
  const owner = useUiStore((s) => s.extraDeckOf);
  const viewer = useMat((s) => s.viewer);
  const pile = useMat((s) => (owner === null ? null : (s.view?.players[owner].extra ?? null)));
  const faceUp = useMat((s) => (owner === null ? null : (s.view?.players[owner].extraFaceUp ?? null)));
  const count = useMat((s) => (owner === null ? 0 : (s.view?.players[owner].extraCount ?? 0)));
  const byCard = useMat((s) => s.interaction.byCard);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (owner !== null) closeRef.current?.focus();
  }, [owner]);
  if (owner === null || pile === null) return null;
  const mine = owner === viewer;
  const close = () => useUiStore.getState().browseExtraDeck(null);
  const hidden = count - pile.length;
  return (
    <div className="extra-panel" role="dialog" aria-modal="false" aria-label={`Extra Deck list (${mine ? 'you' : 'opponent'})`} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <header className="dialog-head">
        <h2>
          {mine ? 'Your' : 'Opponent’s'} Extra Deck · {count} card{count === 1 ? '' : 's'}
        </h2>
        <button ref={closeRef} type="button" className="btn" onClick={close}>
          Close
        </button>
      </header>
      {!mine && <p className="gy-empty">{hidden} face-down card{hidden === 1 ? '' : 's'} (only their owner may look at them).</p>}
      {pile.length === 0 ? (
        <p className="gy-empty">No cards to show.</p>
      ) : (
        <ul className="extra-list" aria-label="Extra Deck cards">
          {pile.map((c) => {
            const methods = mine ? pickMethods(byCard.get(c.id) ?? []) : [];
            return (
              <li key={c.id}>
                {mine ? <OwnCard card={c} size="hand" dragKind="summon" /> : <OtherCard card={c} size="hand" />}
                {faceUp?.includes(c.id) && <span className="extra-faceup">face-up</span>}
                {methods.map((method) => (
                  <button key={method} type="button" className="btn btn-small" onClick={() => useUiStore.getState().openPicker({ card: c.id, method })}>
                    Choose materials for {c.name}
                  </button>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The procedures with materials an Extra Deck monster may be Summoned by now. */
function pickMethods(actions: readonly Action[]): ('synchro' | 'xyz' | 'rule')[] {
  const out = new Set<'synchro' | 'xyz' | 'rule'>();
  for (const a of actions) if (isSpecial(a) && a.materials && (a.method === 'synchro' || a.method === 'xyz' || a.method === 'rule')) out.add(a.method);
  return [...out];
}

/** The materials of a Synchro/Xyz/contact Fusion Summon. */
const setOf = (a: SpecialSummon): readonly CardId[] => a.materials ?? [];

/** Every card the duel view shows face-up (to name and level the candidates). */
function useFaces(): ReadonlyMap<CardId, CardFace> {
  const view = useDuelStore((s) => s.view);
  return useMemo(() => {
    const faces = new Map<CardId, CardFace>();
    for (const p of view?.players ?? []) {
      for (const c of [...p.hand, ...p.extra]) if (!('hidden' in c)) faces.set(c.id, c);
      // A monster's Level as it is now (changed until the End Phase: Gagaga Magician) is what materials count.
      for (const s of p.monsters) if (s && !('hidden' in s.card)) faces.set(s.card.id, s.level !== undefined ? { ...s.card, level: s.level } : s.card);
    }
    return faces;
  }, [view]);
}

/**
 * Choosing materials (Synchro, Xyz, contact Fusion) one by one: the candidates still possible are lit
 * on the mat, the running Level sum is shown, and the Summon buttons are enabled once the choice is
 * exactly a listed action's set. (A Pendulum Summon's monsters are chosen by the engine's own
 * prompts, in the prompt panel: the Pendulum Zone's button declares it.)
 */
export function MaterialPicker() {
  const picker = useUiStore((s) => s.picker);
  const all = useDuelStore((s) => s.interaction.all);
  if (!picker) return null;
  return <Picker key={`${picker.card}:${picker.method}`} picker={picker} all={all} />;
}

function Picker({ picker, all }: { picker: PickerState; all: readonly Action[] }) {
  const faces = useFaces();
  const [chosen, setChosen] = useState<readonly CardId[]>([]);
  const actions = useMemo(() => all.filter(isSpecial).filter((a) => a.method === picker.method && a.card === picker.card && a.materials), [all, picker]);
  // The materials: exactly one listed set.
  const candidates = useMemo(() => [...new Set(actions.flatMap((a) => [...setOf(a)]))], [actions]);
  const possible = candidates.filter((c) => !chosen.includes(c) && actions.some((a) => setOf(a).includes(c) && chosen.every((x) => setOf(a).includes(x))));
  const match = actions.find((a) => a.position !== 'defense' && setOf(a).length === chosen.length && chosen.every((c) => setOf(a).includes(c)));
  const lit = [...chosen, ...possible].join(',');
  useEffect(() => {
    useUiStore.getState().setHighlight(new Set(lit ? lit.split(',') : []));
  }, [lit]);
  useEffect(() => () => useUiStore.getState().setHighlight(null), []);
  const close = () => useUiStore.getState().openPicker(null);
  const target = picker.card ? faces.get(picker.card) : undefined;
  const levelOf = (c: CardId) => faces.get(c)?.level ?? 0;
  const sum = chosen.reduce((s, c) => s + levelOf(c), 0);
  const title = `Choose materials for ${target?.name ?? 'the monster'}`;
  const goal = picker.method === 'synchro' ? `Levels ${sum} of ${target?.level ?? '?'}` : picker.method === 'xyz' ? `${chosen.length} of ${setOf(actions[0] ?? ({} as SpecialSummon)).length} materials` : `${chosen.length} of ${setOf(actions[0] ?? ({} as SpecialSummon)).length} materials`;
  const summon = (position: 'attack' | 'defense') => {
    if (!match) return;
    const action: SpecialSummon = { ...match, position };
    close();
    dispatchFromMat(action);
  };
  const toggle = (c: CardId) => setChosen((xs) => (xs.includes(c) ? xs.filter((x) => x !== c) : [...xs, c]));
  if (actions.length === 0) {
    return (
      <div className="picker" role="dialog" aria-modal="false" aria-label={title}>
        <p>Nothing can be Summoned this way now.</p>
        <button type="button" className="btn" onClick={close}>
          Close
        </button>
      </div>
    );
  }
  return (
    <div className="picker" role="dialog" aria-modal="false" aria-label={title} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <h2>{title}</h2>
      {goal && (
        <p className="picker-sum" role="status" aria-label="Running total">
          {goal}
        </p>
      )}
      <ul className="picker-list">
        {candidates.map((c) => {
          const face = faces.get(c);
          const on = chosen.includes(c);
          const disabled = !on && !possible.includes(c);
          return (
            <li key={c} className={on ? 'on' : disabled ? 'off' : 'can'}>
              <label>
                <input type="checkbox" checked={on} disabled={disabled} onChange={() => toggle(c)} /> {face?.name ?? 'Card'} (Level {face?.level ?? '?'})
              </label>
            </li>
          );
        })}
      </ul>
      <div className="picker-buttons">
        <button type="button" className="btn btn-primary" disabled={!match} onClick={() => summon('attack')}>
          Summon in Attack Position
        </button>
        <button type="button" className="btn" disabled={!match} onClick={() => summon('defense')}>
          Summon in Defense Position
        </button>
        <button type="button" className="btn btn-quiet" onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
