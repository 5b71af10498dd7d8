import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Shell } from './ui/Shell';
import './ui/styles.css';

// The first load is the start screen's frame (./ui/Shell.tsx); the duel's code (the engine, the
// card pool, the stores) is a chunk of its own, fetched at once and started when it arrives
// (./ui/core.ts `startStores`: `?seed=`, `?aiDelay=`, the stores wired, a saved duel resumed).
const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');
createRoot(root).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
);
