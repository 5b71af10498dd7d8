import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { useDuelStore, useFixedSeed } from './store/duelStore';
import { connectStores, resumeSaved } from './store/owners';
import './ui/styles.css';

// `?aiDelay=ms` changes the computer's thinking pause (handy for long test runs).
const aiDelay = new URLSearchParams(window.location.search).get('aiDelay');
if (aiDelay !== null && Number.isFinite(Number(aiDelay))) useDuelStore.getState().setAiDelay(Number(aiDelay));
// `?seed=N` makes every duel of this page load start from the same seed (reproducible runs).
const seed = new URLSearchParams(window.location.search).get('seed');
// A seed is a 32-bit unsigned integer (what the duel's generator reads); anything else is ignored.
if (seed !== null && /^\d{1,10}$/.test(seed) && Number(seed) <= 0xffffffff) useFixedSeed(Number(seed));

// The stores are wired together once (a duel's end to its Match or puzzle, their saves); then a
// reload goes on where the player was: the Match (and its Duel on the mat), a puzzle or the guided
// duel (with its goal or guidance), else the duel alone.
connectStores();
resumeSaved();

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
