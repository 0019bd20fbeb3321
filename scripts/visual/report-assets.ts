// The report's own style and script, inlined into index.html so it works from the file system.

export const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1d21; --muted: #545a63; --line: #d3d7dd; --card: #f5f6f8;
  --changed: #a35200; --added: #1c6b32; --removed: #b3261e; --unstable: #6b4fbb; --focus: #0b57d0; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #15171a; --fg: #e8eaed; --muted: #a9afb7; --line: #3a3f46; --card: #1f2226;
    --changed: #f0a35c; --added: #6fcf8a; --removed: #ff8a80; --unstable: #c3b1ff; --focus: #8ab4f8; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
header, main, footer { max-width: 1440px; margin: 0 auto; padding: 16px 24px; }
h1 { font-size: 1.5rem; margin: 0 0 4px; }
h2 { font-size: 1.2rem; margin: 32px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 1.05rem; margin: 0; }
h4 { font-size: 0.95rem; margin: 12px 0 6px; font-weight: 600; }
a { color: var(--focus); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.muted, figcaption, .file { color: var(--muted); }
.file { font: 0.85rem ui-monospace, monospace; margin: 2px 0 0; overflow-wrap: anywhere; }
.counts { display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; margin: 12px 0 0; }
.counts li { border: 1px solid var(--line); border-radius: 999px; padding: 2px 12px; }
.counts .n { font-weight: 700; }
.c-changed { color: var(--changed); } .c-added { color: var(--added); }
.c-removed { color: var(--removed); } .c-unstable { color: var(--unstable); }
.note { border-left: 4px solid var(--focus); background: var(--card); padding: 8px 12px; margin: 12px 0 0; }
.story { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
.badge { display: inline-block; font-size: 0.8rem; font-weight: 700; border: 1px solid currentColor;
  border-radius: 4px; padding: 0 6px; margin-inline-end: 8px; vertical-align: 1px; }
.views { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
.views.single { grid-template-columns: minmax(0, 1fr); max-width: 480px; }
figure { margin: 0; }
figure img, .swipe img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); background: #fff; }
.views figure img { max-height: 520px; object-fit: contain; object-position: top left; }
.swipe { margin-top: 12px; }
.swipe summary { cursor: pointer; color: var(--focus); margin-bottom: 6px; }
.swipe-frame { display: grid; max-width: 100%; width: max-content; position: relative; }
.swipe-frame > * { grid-area: 1 / 1; }
.swipe-after { clip-path: inset(0 0 0 var(--pos, 50%)); }
.swipe-line { justify-self: start; width: 2px; height: 100%; background: var(--focus);
  margin-left: calc(var(--pos, 50%) - 1px); pointer-events: none; }
.swipe-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 6px; }
.swipe-controls input { width: min(420px, 100%); }
button { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line); border-radius: 6px;
  padding: 2px 10px; cursor: pointer; }
ul.plain { padding-left: 20px; }
footer { color: var(--muted); font-size: 0.85rem; border-top: 1px solid var(--line); margin-top: 32px; }
@media (max-width: 720px) { .views { grid-template-columns: minmax(0, 1fr); } }
`;

// Moves each before/after slider's split; the two buttons jump to one side, for a flicker comparison.
export const SCRIPT = `
for (const swipe of document.querySelectorAll('.swipe')) {
  const frame = swipe.querySelector('.swipe-frame');
  const range = swipe.querySelector('input[type=range]');
  const set = (v) => { range.value = String(v); frame.style.setProperty('--pos', v + '%'); };
  range.addEventListener('input', () => set(range.value));
  swipe.querySelector('[data-show=before]').addEventListener('click', () => set(100));
  swipe.querySelector('[data-show=after]').addEventListener('click', () => set(0));
}
if (location.protocol === 'file:') for (const n of document.querySelectorAll('[data-file-note]')) n.hidden = false;
`;
