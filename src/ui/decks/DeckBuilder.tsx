import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { DndContext, DragOverlay, type Announcements, type DragEndEvent, type DragStartEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { cardByPasscode } from '../../cards';
import { SECTION_NAMES, type DeckSection } from '../../decks';
import { isPresetRef, useDeckStore, type DeckRef } from '../../store/deckStore';
import { Card } from '../Card';
import { BanListPicker } from './BanListPicker';
import { DeckCheck, Inspector } from './BuilderSide';
import { ConfirmDialog } from './ConfirmDialog';
import { faceOfPasscode } from './cardFace';
import { DeckOptions } from './DeckOptions';
import { DeckSections } from './DeckPanel';
import { collisions, DRAG_INSTRUCTIONS, DROP_POOL, useBuilderSensors, type DragCard } from './dnd';
import { ImportExportDialog } from './ImportExport';
import { NoticeBar } from './NoticeBar';
import { PoolPanel } from './PoolPanel';
import { TestHandDialog } from './TestHand';
import './decks.css';

type Dialog = null | 'hand' | 'io' | 'delete' | { kind: 'unsaved'; then: () => void; back?: 'io' };

const sectionOf = (id: UniqueIdentifier | undefined): DeckSection | null => {
  const m = /^drop:(main|extra|side)$/.exec(String(id ?? ''));
  return m ? (m[1] as DeckSection) : null;
};

const placeName = (id: UniqueIdentifier | undefined): string =>
  id === DROP_POOL ? 'the Card pool (takes the card out)' : (sectionOf(id) ? `the ${SECTION_NAMES[sectionOf(id)!]}` : 'nowhere');

const nameOf = (id: UniqueIdentifier): string => cardByPasscode(String(id).split(':')[1] ?? '')?.name ?? 'card';

/**
 * The deck builder: the card pool on the left, the open deck in the middle (drop places for Main,
 * Extra and Side Deck), the card under the pointer and the live deck check on the right.
 * Every drag has a click alternative: click a pool card to add it, a deck card to take one out.
 */
export function DeckBuilder() {
  const sensors = useBuilderSensors();
  const [drag, setDrag] = useState<DragCard | null>(null);
  const [inspected, setInspected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const onInspect = useCallback((passcode: string) => setInspected(passcode), []);
  const draft = useDeckStore((s) => s.draft);

  /** Runs `then`, first asking to save or discard unsaved changes. */
  const guard = useCallback((then: () => void) => {
    if (useDeckStore.getState().dirty) setDialog({ kind: 'unsaved', then });
    else then();
  }, []);

  /** An import while the Import / Export dialog is open: the question comes back to that dialog if cancelled. */
  const guardImport = useCallback((then: () => void) => {
    if (useDeckStore.getState().dirty) setDialog({ kind: 'unsaved', then, back: 'io' });
    else then();
  }, []);

  const onDragStart = useCallback(({ active }: DragStartEvent) => {
    const data = active.data.current as DragCard | undefined;
    setDrag(data ?? null);
    if (data) setInspected(data.passcode);
  }, []);

  const onDragEnd = useCallback(({ active, over }: DragEndEvent) => {
    setDrag(null);
    const data = active.data.current as DragCard | undefined;
    if (!data) return;
    const store = useDeckStore.getState();
    const to = sectionOf(over?.id);
    if (data.from === 'pool') {
      if (to) store.addCard(data.passcode, to);
      return;
    }
    if (to === null) store.removeCard(data.passcode, data.from);
    else if (to !== data.from) store.moveCard(data.passcode, data.from, to);
  }, []);

  const accessibility = useMemo(() => {
    const announcements: Announcements = {
      onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}. Use the arrow keys to move between the Card pool, Main Deck, Extra Deck and Side Deck.`,
      onDragOver: ({ active, over }) => `${nameOf(active.id)} is over ${placeName(over?.id)}.`,
      onDragEnd: ({ active, over }) => `Dropped ${nameOf(active.id)} on ${placeName(over?.id)}.`,
      onDragCancel: ({ active }) => `Stopped dragging ${nameOf(active.id)}.`,
    };
    return { announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } };
  }, []);

  const dragFace = drag ? faceOfPasscode(drag.passcode) : null;

  return (
    <DndContext sensors={sensors} collisionDetection={collisions} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDrag(null)} accessibility={accessibility}>
      <div className="db-screen">
        <TopBar guard={guard} onDelete={() => setDialog('delete')} />
        <LoadProblems />
        <main className="db-body" aria-label="Deck builder">
          <PoolPanel onInspect={onInspect} />
          <section className="db-panel db-deck" aria-label="Open deck">
            <DeckHeader onTestHand={() => setDialog('hand')} onImportExport={() => setDialog('io')} />
            {dialog === null && <NoticeBar />}
            <DeckSections onInspect={onInspect} />
          </section>
          <div className="db-side">
            <Inspector passcode={inspected} />
            <DeckCheck />
          </div>
        </main>
      </div>
      <DragOverlay dropAnimation={null}>{dragFace ? <div className="db-overlay"><Card card={dragFace} size="hand" /></div> : null}</DragOverlay>
      {dialog === 'hand' && draft && <TestHandDialog main={draft.main} onClose={() => setDialog(null)} />}
      {dialog === 'io' && draft && <ImportExportDialog deck={draft} onClose={() => setDialog(null)} guard={guardImport} />}
      {dialog === 'delete' && draft && <DeleteDialog name={draft.name} onClose={() => setDialog(null)} />}
      {dialog !== null && typeof dialog === 'object' && (
        <ConfirmDialog
          title="Save your changes?"
          onCancel={() => setDialog(dialog.back ?? null)}
          choices={[
            {
              label: 'Save',
              tone: 'primary',
              onChoose: () => {
                const then = dialog.then;
                setDialog(null);
                if (useDeckStore.getState().saveDraft()) then();
              },
            },
            {
              label: 'Discard changes',
              tone: 'danger',
              onChoose: () => {
                const then = dialog.then;
                setDialog(null);
                useDeckStore.getState().revertDraft();
                then();
              },
            },
          ]}
        >
          <p>“{draft?.name}” has changes that are not saved.</p>
        </ConfirmDialog>
      )}
    </DndContext>
  );
}

function DeleteDialog({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <ConfirmDialog
      title={`Delete “${name}”?`}
      onCancel={onClose}
      choices={[
        {
          label: 'Delete deck',
          tone: 'danger',
          onChoose: () => {
            const open = useDeckStore.getState().open;
            if (open && !isPresetRef(open)) useDeckStore.getState().deleteDeck(open.slice('saved:'.length));
            onClose();
          },
        },
      ]}
    >
      <p>The deck is removed from this browser. Export it first if you may want it back.</p>
    </ConfirmDialog>
  );
}

function TopBar({ guard, onDelete }: { guard: (then: () => void) => void; onDelete: () => void }) {
  const open = useDeckStore((s) => s.open);
  const preset = isPresetRef(open);
  const store = useDeckStore.getState;
  return (
    <header className="db-top">
      <button type="button" className="btn btn-quiet" onClick={() => guard(() => store().closeBuilder())}>
        ← Start
      </button>
      <h1 className="db-title">
        Deck builder
      </h1>
      <label className="db-field db-field-inline db-deck-select">
        <span>Deck</span>
        <select className="db-input" aria-label="Deck" value={open ?? ''} onChange={(e) => {
          const ref = e.target.value as DeckRef;
          guard(() => store().openDeck(ref));
        }}>
          <DeckOptions presetsLabel="Preset decks (read-only)" />
        </select>
      </label>
      <div className="db-top-actions">
        <button type="button" className="btn" onClick={() => guard(() => store().createDeck())}>
          New deck
        </button>
        <button type="button" className="btn" disabled={!open} onClick={() => guard(() => open && store().duplicateDeck(open))}>
          {preset ? 'Copy to my decks' : 'Duplicate'}
        </button>
        <button type="button" className="btn dk-btn-danger" disabled={!open || preset} onClick={onDelete}>
          Delete
        </button>
      </div>
      <BanListPicker />
    </header>
  );
}

function LoadProblems() {
  const problems = useDeckStore((s) => s.loadProblems);
  const unreadable = useDeckStore((s) => s.unreadable.length);
  if (problems.length === 0) return null;
  return (
    <div className="db-load-problems" role="alert">
      <div>
        <strong>Some saved data could not be loaded.</strong> Everything else works as usual.
        <ul>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
      <div className="db-load-buttons">
        {unreadable > 0 && (
          <button type="button" className="btn dk-btn-danger" onClick={() => useDeckStore.getState().discardUnreadable()}>
            Delete unreadable saves
          </button>
        )}
        <button type="button" className="btn" onClick={() => useDeckStore.getState().dismissLoadProblems()}>
          Dismiss
        </button>
      </div>
    </div>
  );
}

function DeckHeader({ onTestHand, onImportExport }: { onTestHand: () => void; onImportExport: () => void }) {
  const draft = useDeckStore((s) => s.draft);
  const dirty = useDeckStore((s) => s.dirty);
  const open = useDeckStore((s) => s.open);
  const preset = isPresetRef(open);
  if (!draft) return <p className="db-muted">Choose a deck or create a new one.</p>;
  const onName = (e: ChangeEvent<HTMLInputElement>) => useDeckStore.getState().setDraftName(e.target.value);
  return (
    <header className="db-deck-head">
      <div className="db-row">
        <input
          className="db-input db-name"
          aria-label="Deck name"
          title="Deck name"
          value={draft.name}
          readOnly={preset}
          maxLength={100}
          onChange={onName}
          onKeyDown={(e) => e.key === 'Enter' && useDeckStore.getState().saveDraft()}
        />
        {preset ? (
          <span className="db-chip info">Preset · read-only</span>
        ) : (
          <>
            <button type="button" className="btn btn-primary" disabled={!dirty} onClick={() => useDeckStore.getState().saveDraft()}>
              Save
            </button>
            <button type="button" className="btn btn-quiet db-small" disabled={!dirty} onClick={() => useDeckStore.getState().revertDraft()}>
              Revert
            </button>
            <span className={`db-save-state${dirty ? ' dirty' : ''}`} role="status">
              {dirty ? 'Unsaved changes' : 'Saved'}
            </span>
          </>
        )}
        <span className="db-spacer" />
        <button type="button" className="btn db-small" onClick={onTestHand}>
          Test hand
        </button>
        <button type="button" className="btn db-small" onClick={onImportExport}>
          Import / Export
        </button>
      </div>
      {preset && (
        <p className="db-preset-note">
          Preset decks cannot be changed.{' '}
          <button type="button" className="btn-link db-link" onClick={() => open && useDeckStore.getState().duplicateDeck(open)}>
            Copy it to your decks
          </button>{' '}
          to edit it.
        </p>
      )}
    </header>
  );
}

