/* Boggle Lens: the photo's outline on the phone page.
 *
 * After a snap, the photo this phone sent is shown with the board's outline as the host read
 * it (or, when no board was found, an outline in the middle of the photo). A finger drags its
 * corners (pointer events, so a mouse works too); "Read inside the corners" sends them
 * (PUT api/tray) and the host reads the same photo again inside them. The new board arrives
 * as any board does, by the event stream.
 *
 * Corners are kept in the photo's own pixels, as the host's `tray` gives them. Loaded after
 * app.js, whose helpers ($, el, show, t, showMessage, refusalText, refreshBoard, S) it uses;
 * app.js calls trayShow after an upload.
 */
'use strict';

const TRAY = {
  url: null, // an object URL of the photo this phone sent last
  corners: null, // [[x, y] x 4] in the photo's pixels, clockwise from the top-left
  natural: null, // [width, height] of the photo
  grid: 4, // dice per side, for the grid drawn inside the corners
  held: null, // the corner a finger holds
  sending: false,
};
const TRAY_HANDLE_PX = 13; // a handle's radius on screen, whatever the photo's size
const TRAY_GRAB_PX = 30; // how far from a corner a touch still takes it: a finger is wide
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Show ``file`` with ``corners`` (the host's `tray`; null: none found) and ``grid`` dice. */
function trayShow(file, corners, grid) {
  if (TRAY.url) URL.revokeObjectURL(TRAY.url);
  TRAY.url = URL.createObjectURL(file);
  TRAY.corners = Array.isArray(corners) && corners.length === 4 ? corners.map((c) => [c[0], c[1]]) : null;
  TRAY.grid = Number(grid) || 4;
  TRAY.held = null;
  const photo = $('tray-photo');
  photo.onload = () => {
    TRAY.natural = [photo.naturalWidth, photo.naturalHeight];
    if (!TRAY.corners) TRAY.corners = trayMiddle(TRAY.natural);
    trayRender();
  };
  photo.src = TRAY.url;
  show($('tray-box'), true);
}

function trayHide() {
  show($('tray-box'), false);
  TRAY.held = null;
}

/** A square in the middle of the photo, half its shorter side. */
function trayMiddle([width, height]) {
  const half = Math.min(width, height) / 4;
  const [cx, cy] = [width / 2, height / 2];
  return [[cx - half, cy - half], [cx + half, cy - half], [cx + half, cy + half], [cx - half, cy + half]];
}

/** Photo pixels per CSS pixel of the photo as shown. */
function trayScale() {
  const shown = $('tray-photo').getBoundingClientRect();
  return TRAY.natural && shown.width ? TRAY.natural[0] / shown.width : 1;
}

function svgNode(tag, attributes) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

/** A point on the outline's plane: (u, v) in 0..1 across and down, between the corners. */
function trayAt(u, v) {
  const [a, b, c, d] = TRAY.corners;
  const top = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
  const bottom = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

function trayRender() {
  const overlay = $('tray-overlay');
  overlay.replaceChildren();
  if (!TRAY.corners || !TRAY.natural) return;
  overlay.setAttribute('viewBox', `0 0 ${TRAY.natural[0]} ${TRAY.natural[1]}`);
  const k = trayScale();
  const points = TRAY.corners.map(([x, y]) => `${x},${y}`).join(' ');
  let grid = '';
  for (let i = 1; i < TRAY.grid; i += 1) {
    const f = i / TRAY.grid;
    const [a, b, c, d] = [trayAt(f, 0), trayAt(f, 1), trayAt(0, f), trayAt(1, f)];
    grid += `M${a[0]},${a[1]}L${b[0]},${b[1]}M${c[0]},${c[1]}L${d[0]},${d[1]}`;
  }
  overlay.append(
    svgNode('path', { d: grid, class: 'tray-grid', 'stroke-width': 1.5 * k }),
    svgNode('polygon', { points, class: 'tray-line', 'stroke-width': 2 * k }),
  );
  TRAY.corners.forEach(([x, y], index) => {
    const held = index === TRAY.held;
    overlay.append(svgNode('circle', {
      cx: x, cy: y, r: TRAY_HANDLE_PX * k * (held ? 1.35 : 1), 'stroke-width': 2.5 * k,
      class: held ? 'tray-handle held' : 'tray-handle', 'data-corner': index,
    }));
  });
}

/** The photo pixel under a pointer event, kept within a fifth of the photo beyond its edges. */
function trayPoint(event) {
  const shown = $('tray-photo').getBoundingClientRect();
  const k = trayScale();
  const [width, height] = TRAY.natural;
  const clamp = (value, size) => Math.min(Math.max(value, -0.2 * size), 1.2 * size);
  return [clamp((event.clientX - shown.left) * k, width), clamp((event.clientY - shown.top) * k, height)];
}

function trayNearest(event) {
  if (!TRAY.corners) return null;
  const [x, y] = trayPoint(event);
  const k = trayScale();
  let best = null;
  TRAY.corners.forEach(([cx, cy], index) => {
    const distance = Math.hypot(cx - x, cy - y) / k;
    if (distance <= TRAY_GRAB_PX && (best === null || distance < best.distance)) best = { index, distance };
  });
  return best && best.index;
}

function traySend() {
  if (TRAY.sending || !TRAY.corners) return;
  TRAY.sending = true;
  $('tray-send').setAttribute('aria-disabled', 'true');
  $('tray-send').classList.add('busy');
  const xhr = new XMLHttpRequest();
  xhr.open('PUT', 'api/tray');
  xhr.setRequestHeader('Content-Type', 'application/json');
  const done = () => {
    TRAY.sending = false;
    $('tray-send').removeAttribute('aria-disabled');
    $('tray-send').classList.remove('busy');
  };
  xhr.onload = () => {
    done();
    const data = parseJson(xhr.responseText);
    if (xhr.status === 200 && data) {
      if (Array.isArray(data.tray) && data.tray.length === 4) TRAY.corners = data.tray;
      TRAY.grid = Number(data.rows) || TRAY.grid;
      trayRender();
      showMessage(t('photo_read_shape', { rows: data.rows, cols: data.cols }), 'info');
      const seq = S.boardSeq; // the board comes as an event; fetched if that went missing
      setTimeout(() => {
        if (S.boardSeq === seq && !S.gone) refreshBoard();
      }, 2500);
    } else {
      showMessage(refusalText(data, xhr.status), 'error');
    }
  };
  xhr.onerror = () => {
    done();
    showMessage(t('unreachable_photo'), 'net');
  };
  xhr.send(JSON.stringify({ tray: TRAY.corners.map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]) }));
}

function trayWire() {
  const overlay = $('tray-overlay');
  overlay.addEventListener('pointerdown', (e) => {
    const index = trayNearest(e);
    if (index === null) return;
    e.preventDefault();
    TRAY.held = index;
    overlay.setPointerCapture(e.pointerId);
    trayRender();
  });
  overlay.addEventListener('pointermove', (e) => {
    if (TRAY.held === null) return;
    e.preventDefault();
    TRAY.corners[TRAY.held] = trayPoint(e);
    trayRender();
  });
  const release = () => {
    if (TRAY.held === null) return;
    TRAY.held = null;
    trayRender();
  };
  overlay.addEventListener('pointerup', release);
  overlay.addEventListener('pointercancel', release);
  $('tray-send').addEventListener('click', traySend);
  $('tray-close').addEventListener('click', trayHide);
  // The handles keep their size on screen: redraw when the photo is shown at another size.
  if (window.ResizeObserver) new ResizeObserver(() => trayRender()).observe($('tray-photo'));
}

trayWire();
