import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyInput, releaseEarlyInput, replayEarlyInput } from './early-input';

// The prerendered page's buttons before the app listens (ADR 0020): jsdom stands in for the page.

afterEach(() => {
  releaseEarlyInput();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <button type="button" id="menu">Menu</button>
    <a href="#programs" id="link">Programs</a>
    <form id="form"><input name="name"><button id="send">Send</button></form>`;
  return {
    menu: document.getElementById('menu') as HTMLButtonElement,
    link: document.getElementById('link') as HTMLAnchorElement,
    form: document.getElementById('form') as HTMLFormElement,
    send: document.getElementById('send') as HTMLButtonElement,
  };
}

describe('taps made before the app listens', () => {
  it('are kept (the last one) and pressed again once, when the app has hydrated', () => {
    const { menu } = page();
    captureEarlyInput();
    const appHandler = vi.fn();
    menu.click();
    menu.click();
    // The app's handler, added by hydration: it sees the tap only when it is replayed.
    menu.addEventListener('click', appHandler);
    expect(appHandler).not.toHaveBeenCalled();
    replayEarlyInput();
    expect(appHandler).toHaveBeenCalledTimes(1);
    // From then on clicks are the app's own, not kept.
    menu.click();
    expect(appHandler).toHaveBeenCalledTimes(2);
  });

  it('leave links to the browser', () => {
    const { link } = page();
    captureEarlyInput();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('keep a form from being sent the browser’s way, and submit it through the app', () => {
    const { form, send } = page();
    captureEarlyInput();
    const clickEvent = new MouseEvent('click', { bubbles: true, cancelable: true });
    send.dispatchEvent(clickEvent);
    expect(clickEvent.defaultPrevented).toBe(true);
    const submitEvent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitEvent);
    expect(submitEvent.defaultPrevented).toBe(true);
    const appSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', appSubmit);
    replayEarlyInput();
    expect(appSubmit).toHaveBeenCalledTimes(1);
  });

  it('forget a button that is no longer on the page, and stop when the app fails to load', () => {
    const { menu } = page();
    captureEarlyInput();
    menu.click();
    menu.remove();
    const appHandler = vi.fn();
    menu.addEventListener('click', appHandler);
    replayEarlyInput();
    expect(appHandler).not.toHaveBeenCalled();

    const { menu: again } = page();
    captureEarlyInput();
    releaseEarlyInput();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    again.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
