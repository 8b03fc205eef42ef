import { captureEarlyInput, releaseEarlyInput } from './app/early-input';
import { afterFirstPaint, nextTask } from './app/first-paint';
import { ROUTER_DATA_ELEMENT_ID } from './app/hydration-data';
import './styles.css';

// The entry is only this (ADR 0020). A prerendered page paints from its HTML alone: the app's
// code is fetched only after that first paint, so on a slow link it never takes bandwidth from
// the HTML, and it is evaluated in two tasks (React DOM, then the app: each is tens of
// milliseconds on a slow phone, one long task together) before it hydrates. Learner
// and staff pages (the empty shell, which draws nothing without the app) start at once.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const isPrerendered = document.getElementById(ROUTER_DATA_ELEMENT_ID) !== null;

async function start(root: HTMLElement) {
  if (isPrerendered) {
    captureEarlyInput();
    await afterFirstPaint();
  }
  // Fetches the whole app at once (the build preloads every module it imports) ...
  const app = import('./app/start');
  if (isPrerendered) {
    // ... while its biggest library is evaluated first, in a task of its own. (React DOM is
    // CommonJS, whole either way; an ES library imported like this would lose its tree-shaking.)
    await import('react-dom/client');
    await nextTask();
  }
  const { startApp } = await app;
  await startApp(root);
}

void start(container).catch((error: unknown) => {
  releaseEarlyInput();
  throw error;
});
