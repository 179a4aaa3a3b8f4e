/* Boggle Lens: the phone page of the table.
 *
 * The page lives at /t/TOKEN/, so every address below is relative ("api/board", never
 * "/t/.../api/board"): the token is never written here.
 *
 * Safety rule: text that comes from the server or from a player (names, words, reasons,
 * error messages) only ever reaches the page through textContent. Nothing here builds HTML
 * from strings.
 *
 * The host's refusals come in the page's language where it names a reason the page knows
 * (refusalText); the page's own words come from strings.js.
 *
 * Data flow: the server-sent event stream (api/events) is the source of truth. Each `state`
 * event replaces everything we know and re-renders the page; the smaller events replace one
 * part. Answers to our own requests are applied at once as well, so the page feels immediate
 * even before the matching event arrives.
 */
'use strict';

const NAME_KEY = 'boggle-lens-player';
// The player's key, kept per table (its token is in the page's address): a reload, or a table
// restarted after a crash, finds the phone still playing as its player.
const KEY_STORE = 'boggle-lens-key:' + (location.pathname.split('/')[2] || '');
// The page's words come from strings.js: t(key, params) and plural(n, one, many).
const UNREACHABLE = t('unreachable');
const UNREACHABLE_FINAL = t('unreachable_final');
const READING_TEXT = t('reading');
const RETRIES = 3; // a request that fails for want of a network is tried this many more times
const BLANK = '*'; // the blank face, as board text writes it

// The faces the picker offers: A-Z, with Qu in Q's place (the die's one face: a board reads "Q"
// as Qu), then the two-letter faces, then the blank.
const PICKER_FACES = [
  ...'ABCDEFGHIJKLMNOP'.split(''), 'Qu', ...'RSTUVWXYZ'.split(''),
  'Th', 'In', 'Er', 'He', 'An', BLANK,
];

/** Everything the page knows; render functions read it, event handlers write it. */
const S = {
  name: null, // this phone's player, as the server folded it
  key: null, // that player's secret at this table, sent with every request (X-Player-Key)
  board: null, // BOARD: solve --format json, plus unsure and photo
  boardsHeard: 0, // boards the event stream has brought: a newer one outranks an answer in flight
  round: null, // ROUND, or null when no round was played
  phones: [],
  reading: { busy: false, waiting: 0, message: '' },
  headless: false,
  source: null, // the EventSource
  gone: false, // a `bye` arrived: the stream stays closed
  reconnectDelay: 2000,
  shown: null, // the word whose path is drawn: {word, path}
  picking: null, // the die the picker is open for: [row, col]
  pending: [], // answers to our words that the last round event did not list yet
  clock: { left: 0, at: 0, running: false }, // the round's clock as last received
  tickTimer: null,
  sending: false, // a photo is on its way to the host
  uploading: false, // its bytes are there; the host is reading it
  boardSeq: 0, // counts board updates, to notice a missed `board` event
  messageTimer: null,
  messageKind: null,
};

/* ---------------------------------------------------------------- small helpers */

const $ = (id) => document.getElementById(id);

/** An element with a class and text: the one way text enters the page. */
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function show(node, visible) {
  node.hidden = !visible;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch (_) {
    return null;
  }
}

function storedName() {
  try {
    return localStorage.getItem(NAME_KEY);
  } catch (_) {
    return null; // storage refused (private mode): the player types the name each visit
  }
}

function storeName(name) {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch (_) {
    /* ignored: see storedName */
  }
}

/** The key this phone was given for `name` at this table, or null. */
function storedKey(name) {
  try {
    const kept = parseJson(localStorage.getItem(KEY_STORE) || 'null');
    return kept && kept.player === name && typeof kept.key === 'string' ? kept.key : null;
  } catch (_) {
    return null;
  }
}

function storeKey(name, key) {
  try {
    localStorage.setItem(KEY_STORE, JSON.stringify({ player: name, key }));
  } catch (_) {
    /* ignored: the key lives as long as the page */
  }
}

/** Names are compared as the server folds them; case is forgiven when nothing matches exactly. */
function findPlayer(players, name) {
  if (!Array.isArray(players) || !name) return null;
  return (
    players.find((p) => p && p.name === name) ||
    players.find((p) => p && typeof p.name === 'string' && p.name.toLowerCase() === name.toLowerCase()) ||
    null
  );
}

function wordKey(word) {
  return String(word || '').trim().toLowerCase();
}

function newId() {
  // randomUUID exists only in secure contexts; the table is plain http on the local network.
  if (window.crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

function mode() {
  const r = S.round;
  if (r && r.phase === 'playing') return 'playing';
  if (r && r.phase === 'scored') return 'scored';
  return 'idle';
}

/* ---------------------------------------------------------------- the message area */

/** kind: 'error' stays until dismissed or replaced; 'info' fades; 'net' clears on reconnect. */
function showMessage(text, kind = 'error') {
  const box = $('message');
  $('message-text').textContent = text;
  box.className = `message ${kind}`;
  show(box, true);
  S.messageKind = kind;
  clearTimeout(S.messageTimer);
  if (kind === 'info') S.messageTimer = setTimeout(clearMessage, 4000);
}

function clearMessage() {
  clearTimeout(S.messageTimer);
  show($('message'), false);
  S.messageKind = null;
}

/** The host answers again: take back a "cannot be reached" message, and only that one. */
function clearNetMessage() {
  if (S.messageKind === 'net') clearMessage();
}

/* ---------------------------------------------------------------- api helpers */

/**
 * What a refusal from the host says, in the page's language: the page's own sentence when the
 * host named a reason the page has words for ("refused_<reason>", filled in from its values),
 * else the host's English sentence, else the bare status. Plain text, for textContent only.
 */
function refusalText(data, status) {
  const english = data && typeof data.error === 'string' && data.error
    ? data.error
    : t('host_answered', { status });
  const reason = data && typeof data.reason === 'string' ? data.reason : '';
  const key = `refused_${reason}`;
  const known = reason && Object.prototype.hasOwnProperty.call(STRINGS.en, key);
  if (!known && status === 403) return t('link_dead'); // a wrong or old token: nothing more said
  if (!known) return english;
  const values = data.values && typeof data.values === 'object' ? data.values : {};
  const text = t(key, values);
  return /\{\w+\}/.test(text) ? english : text; // a value the sentence needs is missing
}

class ApiError extends Error {
  constructor(status, message, reason) {
    super(message);
    this.reason = reason || ''; // the host's code for the refusal
    this.status = status; // null when the host could not be reached at all
  }
}

/**
 * One JSON request. A network failure is retried (same body, so a word keeps its id) with a
 * growing pause; an HTTP error is not. Throws ApiError with the refusal in the page's words
 * (refusalText).
 */
async function api(method, path, body) {
  const init = { method, cache: 'no-store', headers: {} };
  if (S.key) init.headers['X-Player-Key'] = S.key;
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  for (let attempt = 0; ; attempt += 1) {
    let res;
    try {
      res = await fetch(path, init);
    } catch (_) {
      if (attempt < RETRIES) {
        showMessage(UNREACHABLE, 'net');
        await sleep(600 * 2 ** attempt);
        continue;
      }
      showMessage(UNREACHABLE_FINAL, 'net');
      throw new ApiError(null, UNREACHABLE_FINAL);
    }
    clearNetMessage();
    const data = parseJson(await res.text().catch(() => ''));
    if (!res.ok) {
      throw new ApiError(res.status, refusalText(data, res.status), data && data.reason);
    }
    return data;
  }
}

/** api() for actions: a failure lands in #message and the caller gets null. */
async function act(method, path, body) {
  try {
    return await api(method, path, body);
  } catch (error) {
    if (error instanceof ApiError && error.status !== null) showMessage(error.message, 'error');
    else if (!(error instanceof ApiError)) showMessage(String(error.message || error), 'error');
    return null;
  }
}

/* ---------------------------------------------------------------- board text */

/** A face as the die shows it: "A", "Qu", "Th"; '' for the blank. */
function faceLabel(face) {
  const f = String(face == null ? '' : face).trim();
  if (f === '' || f === '.' || f === BLANK) return '';
  if (f.length === 1) return f.toUpperCase();
  return f[0].toUpperCase() + f.slice(1).toLowerCase();
}

/** Split a row without commas ("ABQuD") into faces; the server sends commas, this is a guard. */
function splitLetters(row) {
  const faces = [];
  for (let i = 0; i < row.length; ) {
    const two = row.slice(i, i + 2).toLowerCase();
    const n = two === 'qu' ? 2 : 1;
    faces.push(row.slice(i, i + n));
    i += n;
  }
  return faces;
}

/** BOARD's text as rows of faces, exactly rows x cols ("" for a blank). */
function boardFaces(board) {
  const text = typeof board.board === 'string' ? board.board : '';
  const lines = text.split('/');
  const rows = Number(board.rows) || lines.length;
  let cols = Number(board.cols) || 0;
  const grid = [];
  for (let r = 0; r < rows; r += 1) {
    const line = (lines[r] || '').trim();
    let faces = line.includes(',') ? line.split(',').map((f) => f.trim()) : splitLetters(line);
    if (!cols) cols = faces.filter((f, i) => f !== '' || i < faces.length - 1).length || 1;
    faces = faces.slice(0, cols); // a one-column row is written "A," (the trailing comma)
    while (faces.length < cols) faces.push('');
    grid.push(faces.map((f) => (f === '.' || f === BLANK ? '' : f)));
  }
  return { rows, cols, grid };
}

/** Rows of faces back to board text; blanks as "*", one-column rows with their comma. */
function boardText(grid) {
  const end = grid[0] && grid[0].length === 1 ? ',' : '';
  return grid.map((row) => row.map((f) => f || BLANK).join(',') + end).join('/');
}

function boardPathOf(word) {
  const words = (S.board && Array.isArray(S.board.words)) ? S.board.words : [];
  const key = wordKey(word);
  const found = words.find((w) => wordKey(w.word) === key);
  return found && Array.isArray(found.path) ? found.path : null;
}

/* ---------------------------------------------------------------- state updates */

/**
 * Take a new BOARD. An answer to our own PUT is `solve` output without "unsure": then the
 * doubts on dice that did not change are kept, since fixing one die leaves the others in doubt.
 */
function setBoard(board) {
  const before = S.board;
  if (board && !Array.isArray(board.unsure)) {
    let unsure = [];
    if (before && Array.isArray(before.unsure) && before.rows === board.rows && before.cols === board.cols) {
      const old = boardFaces(before).grid;
      const now = boardFaces(board).grid;
      unsure = before.unsure.filter(([r, c]) => old[r] && now[r] && old[r][c] === now[r][c]);
    }
    board = { ...board, unsure };
  }
  S.board = board || null;
  S.boardSeq += 1;
  // A path drawn on another board means nothing: keep it only if the word is still there.
  if (S.shown) {
    const path = boardPathOf(S.shown.word);
    S.shown = path ? { word: S.shown.word, path } : null;
  }
  if (S.picking && (!S.board || S.picking[0] >= S.board.rows || S.picking[1] >= S.board.cols)) {
    closePicker();
  }
}

function setRound(round) {
  const was = mode();
  S.round = round || null;
  const now = mode();
  if (now === 'playing' && was !== 'playing') {
    // A new round: the dice are no longer a puzzle to browse. Nothing of the solution stays,
    // drawn or hidden in the page: no path, no word list, not the last round's missed words
    // (the same board may be played again). The host sends the words back when it ends.
    S.pending = [];
    S.shown = null;
    if (S.board) S.board = withoutSolution(S.board);
    closePicker();
    $('feedback').textContent = '';
    $('feedback').className = 'feedback';
    for (const id of ['word-list', 'results-players', 'missed']) $(id).replaceChildren();
    $('missed-count').textContent = '';
  }
  // Our own answers that the server now lists are no longer pending.
  const mine = findPlayer(S.round && S.round.players, S.name);
  S.pending = S.pending.filter((p) => countWord(mine, p.key) <= p.before);
  syncClock();
}

/** A board with its words and totals left out (the host sends none while a round is on). */
function withoutSolution(board) {
  const { words, word_count, total_score, by_length, ...rest } = board;
  return rest;
}

/** The scored round is of the board on show (not of one photographed or typed since). */
function resultsOnShow() {
  const r = S.round;
  return !!(r && r.phase === 'scored' && S.board && sameBoard(r.board, S.board.board));
}

function sameBoard(a, b) {
  const faces = (text) => boardFaces({ board: String(text || '') }).grid.map((row) => row.map(faceLabel).join(',')).join('/');
  return faces(a) === faces(b);
}

function countWord(player, key) {
  if (!player || !Array.isArray(player.words)) return 0;
  return player.words.filter((w) => wordKey(w.word) === key).length;
}

/* ---------------------------------------------------------------- rendering */

function renderAll() {
  renderPhones();
  renderReading();
  renderLayout();
  renderBoard();
  renderWordList();
  renderRound();
}

function renderLayout() {
  const m = mode();
  document.body.dataset.mode = m;
  document.body.classList.toggle('has-path', !!S.shown && m !== 'playing');
  show($('round-bar'), m === 'playing');
  show($('play'), m === 'playing');
  // The last round's scores stay while its board is on show, not under a new one.
  show($('results'), resultsOnShow());
  show($('snap-box'), m !== 'playing');
  show($('find-words'), m !== 'playing' && !!S.board);
  show($('round-controls'), m !== 'playing');
  show($('start-box'), m !== 'playing' && S.headless);
  show($('host-note'), m !== 'playing' && !S.headless);
  $('start-round').textContent = m === 'scored' ? t('new_round') : t('start_round');
  $('start-round').disabled = !S.board;
  show($('fix-hint'), !!S.board);
}

function renderPhones() {
  const list = $('phones');
  list.replaceChildren();
  for (const phone of S.phones) {
    if (!phone || typeof phone.name !== 'string') continue;
    const item = el('li', phone.name === S.name ? 'me' : '', phone.name);
    list.appendChild(item);
  }
  show(list, list.children.length > 0);
}

function renderReading() {
  const busy = !!(S.reading && S.reading.busy) || S.uploading;
  show($('reading'), busy);
  // The page's own words: the host's "message" is its English for the same thing.
  $('reading-text').textContent = READING_TEXT;
  const waiting = Number(S.reading && S.reading.waiting) || 0;
  $('reading-detail').textContent = waiting > 0 ? t('more_waiting', { n: waiting }) : '';
}

function renderBoard() {
  const boardEl = $('board');
  boardEl.replaceChildren();
  const board = S.board;
  show($('board-empty'), !board);
  show(boardEl, !!board);
  if (!board) {
    boardEl.style.removeProperty('--cols');
    $('board-summary').textContent = '';
    drawPath();
    return;
  }
  const { rows, cols, grid } = boardFaces(board);
  boardEl.style.setProperty('--cols', cols);
  boardEl.style.setProperty('--rows', rows);
  const editable = mode() !== 'playing';
  boardEl.classList.toggle('editable', editable);
  const unsure = new Set((board.unsure || []).map(([r, c]) => `${r},${c}`));
  const order = new Map(); // "r,c" -> position on the drawn path, from 1
  if (S.shown && editable) S.shown.path.forEach(([r, c], i) => order.set(`${r},${c}`, i + 1));

  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const label = faceLabel(grid[r][c]);
      const die = el('button', 'die');
      die.type = 'button';
      die.dataset.row = r;
      die.dataset.col = c;
      die.appendChild(el('span', label.length > 1 ? 'face two' : 'face', label));
      if (!label) die.classList.add('blank');
      let aria = t('die_aria', { row: r + 1, col: c + 1, face: label || t('blank') });
      if (unsure.has(`${r},${c}`)) {
        die.classList.add('unsure');
        die.appendChild(el('span', 'unsure-mark', '?'));
        aria += t('die_unsure');
      }
      const step = order.get(`${r},${c}`);
      if (step) {
        die.classList.add('on-path');
        if (step === 1) die.classList.add('path-start');
        die.appendChild(el('span', 'badge', step));
      }
      die.setAttribute('aria-label', aria);
      if (!editable) die.setAttribute('aria-disabled', 'true');
      boardEl.appendChild(die);
    }
  }
  const count = Number(board.word_count) || 0;
  const points = Number(board.total_score) || 0;
  // During play the totals would be a hint: the shape only.
  $('board-summary').textContent = editable
    ? t('board_summary', {
      rows,
      cols,
      words: plural(count, 'word_one', 'word_many'),
      points: plural(points, 'point_one', 'point_many'),
    })
    : `${rows}×${cols}`;
  // Lines need the dice laid out first.
  requestAnimationFrame(drawPath);
}

/** The connecting lines of the drawn path, in the SVG laid over the board. */
function drawPath() {
  const svg = $('path-overlay');
  svg.replaceChildren();
  if (!S.shown || !S.board || mode() === 'playing') return;
  const wrap = $('board-wrap').getBoundingClientRect();
  if (!wrap.width) return;
  svg.setAttribute('viewBox', `0 0 ${wrap.width} ${wrap.height}`);
  svg.setAttribute('width', wrap.width);
  svg.setAttribute('height', wrap.height);
  const points = [];
  let size = 40;
  for (const [r, c] of S.shown.path) {
    const die = document.querySelector(`#board .die[data-row="${r}"][data-col="${c}"]`);
    if (!die) return;
    const box = die.getBoundingClientRect();
    size = box.width;
    points.push([box.left - wrap.left + box.width / 2, box.top - wrap.top + box.height / 2]);
  }
  const NS = 'http://www.w3.org/2000/svg';
  const make = (tag, attrs) => {
    const node = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    return node;
  };
  const width = Math.max(4, size * 0.1);
  // An arrow head at the last die shows the direction; a dot marks the first.
  const defs = make('defs', {});
  const marker = make('marker', {
    id: 'path-arrow', viewBox: '0 0 10 10', refX: 7, refY: 5,
    markerWidth: 3.2, markerHeight: 3.2, orient: 'auto-start-reverse',
  });
  marker.appendChild(make('path', { d: 'M0,0 L10,5 L0,10 z', class: 'path-arrow' }));
  defs.appendChild(marker);
  svg.appendChild(defs);
  if (points.length > 1) {
    // Stop the line short of the last centre, so the arrow's tip sits on the die's letter.
    const [x1, y1] = points[points.length - 2];
    const [x2, y2] = points[points.length - 1];
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const cut = Math.min(len / 2, size * 0.2);
    const drawn = points.slice(0, -1).concat([[x2 - ((x2 - x1) / len) * cut, y2 - ((y2 - y1) / len) * cut]]);
    svg.appendChild(make('polyline', {
      points: drawn.map((p) => p.join(',')).join(' '),
      class: 'path-line', 'stroke-width': width, 'marker-end': 'url(#path-arrow)',
    }));
  }
  const [sx, sy] = points[0];
  svg.appendChild(make('circle', { cx: sx, cy: sy, r: width * 1.2, class: 'path-start-dot' }));
}

function sortedWords() {
  const words = (S.board && Array.isArray(S.board.words)) ? S.board.words.slice() : [];
  const alpha = (a, b) => String(a.word).localeCompare(String(b.word));
  const how = $('sort').value;
  if (how === 'alpha') words.sort(alpha);
  else if (how === 'length') words.sort((a, b) => String(b.word).length - String(a.word).length || alpha(a, b));
  else words.sort((a, b) => (Number(b.score) || 0) - (Number(a.score) || 0) || alpha(a, b));
  return words;
}

function wordItem(word, right, className) {
  const item = el('li', className);
  item.dataset.word = wordKey(word);
  const button = el('button', 'word-btn');
  button.type = 'button';
  button.appendChild(el('span', 'word-text', word));
  if (right !== null && right !== undefined) button.appendChild(el('span', 'word-score', right));
  item.appendChild(button);
  return item;
}

function renderWordList() {
  const list = $('word-list');
  list.replaceChildren();
  if (!S.board) return;
  const words = sortedWords();
  for (const w of words) list.appendChild(wordItem(w.word, w.score, 'word'));
  if (!words.length) list.appendChild(el('li', 'empty', t('no_words_board')));
  markSelected();
}

/** Mark every listed copy of the word whose path is drawn. */
function markSelected() {
  const key = S.shown ? wordKey(S.shown.word) : null;
  for (const item of document.querySelectorAll('li[data-word]')) {
    const on = key !== null && item.dataset.word === key;
    item.classList.toggle('selected', on);
    const button = item.querySelector('button');
    if (button) button.setAttribute('aria-pressed', on ? 'true' : 'false');
  }
}

/** Tap a word: draw its path; tap it again: clear it. */
function toggleWord(word, path) {
  if (mode() === 'playing') return; // no path of the solution shows during play
  if (S.shown && wordKey(S.shown.word) === wordKey(word)) S.shown = null;
  else if (path && path.length) S.shown = { word, path };
  else return;
  document.body.classList.toggle('has-path', !!S.shown && mode() !== 'playing');
  renderBoard();
  markSelected();
}

function renderRound() {
  const m = mode();
  if (m === 'playing') renderPlay();
  else stopTick();
  if (resultsOnShow()) renderResults();
  const playing = m === 'playing';
  show($('play-controls'), playing && S.headless);
  const running = playing && !!S.round.running;
  show($('pause-round'), running);
  show($('resume-round'), playing && !running);
  renderEntry();
}

function statusWords(status) {
  const key = `status_${status}`;
  return key in STRINGS.en ? t(key) : String(status || '').replace(/-/g, ' ');
}

/** Why a word did not count, in the page's words: each of its problems, as the host named
 * them ("not-in-dictionary" of ENABLE, "not-on-board"), else its status. */
function reasonWords(word) {
  const problems = Array.isArray(word.problems) ? word.problems : [];
  if (word.status === 'duplicate' || !problems.length) return statusWords(word.status);
  return problems.map(problemWords).join('; ');
}

function problemWords(problem) {
  const p = problem && typeof problem === 'object' ? problem : {};
  const name = String(p.name || '');
  if (name === 'too-short') return t('problem_too_short', { length: Number(p.length) || 0 });
  if (name === 'not-in-dictionary') {
    return p.dictionary ? t('problem_not_in_dictionary', { dictionary: String(p.dictionary) }) : statusWords(name);
  }
  if (name === 'letters') {
    const extra = String(p.letters || '').split('').join(', ');
    return extra ? t('problem_letters_more', { letters: extra }) : t('problem_letters');
  }
  return statusWords(name);
}

function renderPlay() {
  const mine = findPlayer(S.round.players, S.name);
  const words = (mine && Array.isArray(mine.words) ? mine.words : []).concat(S.pending);
  const list = $('my-words');
  list.replaceChildren();
  let points = 0;
  // Newest first: the word just typed is the one the player looks for.
  for (const w of words.slice().reverse()) {
    const counted = w.status === 'counted';
    const item = el('li', counted ? 'counted' : 'rejected');
    item.appendChild(el('span', 'word-text', w.word));
    if (counted) {
      const p = Number(w.points) || 0;
      points += p;
      item.appendChild(el('span', 'word-score', `+${p}`));
    } else {
      item.appendChild(el('small', 'word-reason', reasonWords(w)));
    }
    list.appendChild(item);
  }
  $('my-total').textContent = words.length
    ? t('so_far', { count: words.length, points: plural(points, 'point_one', 'point_many') })
    : '';
}

function renderResults() {
  const round = S.round;
  const players = (Array.isArray(round.players) ? round.players : [])
    .filter((p) => p && typeof p.name === 'string')
    .slice()
    .sort((a, b) => (Number(b.score) || 0) - (Number(a.score) || 0) || a.name.localeCompare(b.name));
  const top = players.length ? Number(players[0].score) || 0 : 0;
  const list = $('results-players');
  list.replaceChildren();
  for (const player of players) {
    const score = Number(player.score) || 0;
    const winner = top > 0 && score === top;
    const item = el('li', winner ? 'player winner' : 'player');
    const head = el('div', 'player-head');
    const name = el('span', 'player-name', player.name);
    if (player.name === S.name) name.appendChild(el('small', 'you', t('you')));
    head.appendChild(name);
    if (winner) head.appendChild(el('span', 'crown', t('winner')));
    head.appendChild(el('span', 'player-score', plural(score, 'point_one', 'point_many')));
    item.appendChild(head);
    const words = el('ul', 'chips');
    for (const w of Array.isArray(player.words) ? player.words : []) {
      const counted = w.status === 'counted';
      const right = counted ? `+${Number(w.score) || 0}` : statusWords(w.status);
      const status = /^[a-z-]+$/.test(String(w.status)) ? String(w.status) : '';
      words.appendChild(wordItem(w.word, right, counted ? 'counted' : `rejected ${status}`));
    }
    if (!words.children.length) words.appendChild(el('li', 'empty', t('no_words')));
    item.appendChild(words);
    list.appendChild(item);
  }
  if (!players.length) list.appendChild(el('li', 'empty', t('nobody_played')));
  const missed = $('missed');
  missed.replaceChildren();
  const missedWords = Array.isArray(round.missed) ? round.missed : [];
  for (const w of missedWords) missed.appendChild(wordItem(w.word, w.score, 'missed'));
  $('missed-count').textContent = `(${missedWords.length})`;
  markSelected();
}

/* ---------------------------------------------------------------- the round's clock */

/** Restart the local countdown from the seconds the server last told. */
function syncClock() {
  const r = S.round;
  if (r && r.phase === 'playing') {
    S.clock = { left: Math.max(0, Number(r.seconds_left) || 0), at: performance.now(), running: !!r.running };
    if (!S.tickTimer) S.tickTimer = setInterval(tick, 250);
  } else {
    stopTick();
  }
  tick();
}

function stopTick() {
  clearInterval(S.tickTimer);
  S.tickTimer = null;
}

function secondsLeft() {
  const { left, at, running } = S.clock;
  return running ? Math.max(0, left - (performance.now() - at) / 1000) : left;
}

function tick() {
  if (mode() !== 'playing') return;
  const timer = $('timer');
  const left = secondsLeft();
  if (!S.clock.running) {
    timer.textContent = t('paused');
  } else {
    const whole = Math.ceil(left);
    timer.textContent = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  }
  timer.classList.toggle('paused', !S.clock.running);
  timer.classList.toggle('low', S.clock.running && left <= 10);
  renderEntry();
}

/** The word entry is open while the clock runs and has time left. */
function renderEntry() {
  const input = $('word-input');
  const open = mode() === 'playing' && S.clock.running && secondsLeft() > 0;
  if (input.disabled === open) {
    input.disabled = !open;
    $('word-send').disabled = !open;
    if (!open && mode() === 'playing') input.blur();
  }
  let hint = t('type_word');
  if (mode() === 'playing' && !S.clock.running) hint = t('paused');
  else if (!open) hint = t('times_up');
  input.placeholder = hint;
}

/* ---------------------------------------------------------------- actions */

async function sendWord(text) {
  const word = text.trim();
  if (!word || !S.name) return;
  const key = wordKey(word);
  const mine = findPlayer(S.round && S.round.players, S.name);
  const before = countWord(mine, key); // how often the server listed it before this one
  const id = newId();
  showFeedback(word, '…', 'wait');
  let answer;
  try {
    answer = await api('POST', 'api/round/words', { player: S.name, word, id });
  } catch (error) {
    if (error.status !== null) showMessage(error.message, 'error');
    showFeedback(word, error.status === null ? t('not_sent') : error.message, 'bad');
    return;
  }
  if (!answer || typeof answer !== 'object') return;
  const shownWord = answer.word || word;
  if (answer.status === 'counted') showFeedback(shownWord, `+${Number(answer.points) || 0}`, 'ok');
  else showFeedback(shownWord, reasonWords(answer), 'bad');
  // List it at once; the next round event that lists it replaces this copy.
  const nowMine = findPlayer(S.round && S.round.players, S.name);
  if (mode() === 'playing' && countWord(nowMine, key) <= before) {
    S.pending.push({
      word: shownWord, status: answer.status, reason: answer.reason || '',
      problems: answer.problems, points: answer.points, key, before,
    });
    renderPlay();
  }
}

function showFeedback(word, result, kind) {
  const line = $('feedback');
  line.replaceChildren(el('span', 'fb-word', word), document.createTextNode(' '), el('span', 'fb-result', result));
  line.className = `feedback ${kind}`;
}

async function pickFace(face) {
  const at = S.picking;
  closePicker();
  if (!at || !S.board || mode() === 'playing') return;
  const { grid } = boardFaces(S.board); // the board as it is now, not when the picker opened
  const [r, c] = at;
  const value = face === BLANK ? '' : face;
  if (!grid[r] || faceLabel(grid[r][c]) === faceLabel(value)) return;
  grid[r][c] = value;
  const die = document.querySelector(`#board .die[data-row="${r}"][data-col="${c}"]`);
  if (die) die.classList.add('busy');
  const heard = S.boardsHeard;
  const board = await act('PUT', 'api/board', { board: boardText(grid) });
  if (board && S.boardsHeard === heard) {
    setBoard(board);
    renderBoard();
    renderWordList();
    renderLayout();
  } else if (board) {
    // The stream brought a board while this answer was on its way (a fix made on the desktop,
    // say): the answer may be older than what is shown, and the stream brings this fix too.
    renderBoard();
  } else if (die) {
    die.classList.remove('busy');
  }
}

function openPicker(r, c) {
  if (!S.board || mode() === 'playing') return;
  S.picking = [r, c];
  const current = faceLabel(boardFaces(S.board).grid[r][c]);
  const face = current || t('blank');
  $('picker-title').textContent = t('picker_title', { row: r + 1, col: c + 1, face });
  for (const button of $('picker-faces').children) {
    const face = button.dataset.face;
    button.classList.toggle('current', faceLabel(face === BLANK ? '' : face) === current);
  }
  let picked = null;
  for (const die of document.querySelectorAll('#board .die')) {
    const isIt = Number(die.dataset.row) === r && Number(die.dataset.col) === c;
    die.classList.toggle('picking', isIt);
    if (isIt) picked = die;
  }
  show($('face-picker'), true);
  // The sheet must not hide the die being fixed: it opens at the bottom (in thumb's reach)
  // when the die leaves it room there, else at the top, else where there is more room.
  const picker = $('face-picker');
  picker.classList.remove('at-top');
  if (picked) {
    const sheet = picker.querySelector('.picker-sheet').getBoundingClientRect().height;
    const rect = picked.getBoundingClientRect();
    const below = window.innerHeight - rect.bottom;
    const above = rect.top;
    if (below < sheet && above >= sheet) {
      picker.classList.add('at-top');
    } else if (below < sheet) {
      // No room either side (a tall sheet on a small screen): room is made under the page,
      // and the page scrolls the die up above the sheet.
      document.body.style.paddingBottom = `${sheet}px`;
      window.scrollBy(0, sheet - below + 8);
    }
  }
  const first = $('picker-faces').querySelector('button');
  if (first) first.focus({ preventScroll: true });
}

function closePicker() {
  S.picking = null;
  document.body.style.paddingBottom = '';
  for (const die of document.querySelectorAll('#board .die.picking')) die.classList.remove('picking');
  show($('face-picker'), false);
}

function uploadPhoto(file) {
  if (!file || S.sending) return;
  const progress = $('upload-progress');
  const input = $('photo-input');
  const xhr = new XMLHttpRequest();
  xhr.open('POST', 'api/photo');
  // The raw bytes as the body: the server takes any type but multipart.
  xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
  S.sending = true;
  S.uploading = false;
  progress.value = 0;
  show(progress, true);
  $('snap').classList.add('busy');
  $('snap').setAttribute('aria-disabled', 'true');
  xhr.upload.onprogress = (e) => {
    if (e.lengthComputable) progress.value = Math.round((e.loaded / e.total) * 100);
    else progress.removeAttribute('value'); // an indeterminate bar
  };
  xhr.upload.onload = () => {
    // The bytes are there: now the host reads them, which may take a few seconds.
    progress.value = 100;
    S.uploading = true;
    renderReading();
  };
  const done = () => {
    S.sending = false;
    S.uploading = false;
    show(progress, false);
    $('snap').classList.remove('busy');
    $('snap').removeAttribute('aria-disabled');
    input.value = ''; // so the same photo may be chosen again
    renderReading();
  };
  xhr.onload = () => {
    done();
    const data = parseJson(xhr.responseText);
    if (xhr.status === 200 && data) {
      clearNetMessage();
      const read = data.rows && data.cols
        ? t('photo_read_shape', { rows: data.rows, cols: data.cols })
        : t('photo_read');
      showMessage(read, 'info');
      trayShow(file, data.tray, data.rows); // its outline, to drag where it is wrong (tray.js)
      // The board arrives as a `board` event; fetch it if that event went missing.
      const seq = S.boardSeq;
      setTimeout(() => {
        if (S.boardSeq === seq && !S.gone) refreshBoard();
      }, 2500);
    } else {
      showMessage(refusalText(data, xhr.status), 'error');
      // No board found in what is a photo: an outline to drag onto the board (tray.js).
      if (data && data.reason === 'photo.no_board') trayShow(file, null, S.board && S.board.rows);
    }
  };
  xhr.onerror = () => {
    done();
    showMessage(t('unreachable_photo'), 'net');
  };
  xhr.send(file);
}

async function refreshBoard() {
  const board = await act('GET', 'api/board');
  if (board) {
    setBoard(board);
    renderAll();
  }
}

async function startRound() {
  const seconds = Number($('round-seconds').value) || 180;
  const round = await act('POST', 'api/round', { seconds });
  if (round) applyRound(round);
}

async function roundAction(what) {
  if (what === 'end' && !window.confirm(t('confirm_end'))) return;
  const round = await act('POST', `api/round/${what}`);
  if (round) applyRound(round);
}

function applyRound(round) {
  setRound(round);
  renderLayout();
  renderBoard();
  renderRound();
  if (mode() === 'playing') focusWordInput();
}

function focusWordInput() {
  const input = $('word-input');
  if (!input.disabled) input.focus({ preventScroll: true });
}

/* ---------------------------------------------------------------- the name */

function showNameScreen(prefill, canCancel) {
  show($('name-screen'), true);
  show($('table'), false);
  show($('me'), false);
  show($('name-cancel'), !!canCancel);
  const input = $('name-input');
  input.value = prefill || '';
  input.focus();
}

function showTable() {
  show($('name-screen'), false);
  show($('bye-screen'), false);
  show($('table'), true);
  show($('me'), true);
  $('player-name').textContent = S.name;
}

/** Join under a name; on success the stream is (re)opened under it. */
async function join(name) {
  const previousKey = S.key;
  try {
    S.key = storedKey(name); // the same phone joining again (a reload) shows its key
    const answer = await api('POST', 'api/join', { name });
    const folded = answer && typeof answer.player === 'string' && answer.player ? answer.player : name;
    const changed = folded !== S.name || (answer && answer.key !== S.key);
    S.name = folded;
    S.key = answer && typeof answer.key === 'string' ? answer.key : null;
    storeName(folded);
    if (S.key) storeKey(folded, S.key);
    showTable();
    renderAll();
    if (changed || !S.source) connect();
    return true;
  } catch (error) {
    S.key = previousKey;
    if (error.status === 403 && error.reason !== 'table.name_taken') {
      goodbye(error.message);
    } else if (error.status !== null) {
      // The name was refused: a stream opened under it (at start-up) would list nobody.
      if (S.source && name === S.name) {
        S.source.close();
        S.source = null;
      }
      showMessage(error.message, 'error');
      showNameScreen(name, !!S.name);
    }
    return false;
  }
}

/* ---------------------------------------------------------------- live updates */

function connect() {
  if (S.gone || !S.name) return;
  if (S.source) S.source.close();
  // EventSource sets no headers: the key goes in the address.
  const query = 'player=' + encodeURIComponent(S.name) + '&key=' + encodeURIComponent(S.key || '');
  const source = new EventSource('api/events?' + query);
  S.source = source;
  const on = (type, handler) => source.addEventListener(type, (event) => {
    if (source !== S.source) return; // a stream we already replaced
    const data = parseJson(event.data);
    if (data !== null || type === 'round') handler(data);
  });
  on('state', onState);
  on('board', (board) => {
    S.boardsHeard += 1;
    setBoard(board);
    renderLayout();
    renderBoard();
    renderWordList();
  });
  on('round', (round) => applyRound(round));
  on('phones', (phones) => {
    S.phones = Array.isArray(phones) ? phones : [];
    renderPhones();
  });
  on('reading', (reading) => {
    S.reading = reading || { busy: false, waiting: 0, message: '' };
    renderReading();
  });
  on('bye', (bye) => goodbye(byeText(bye), bye && bye.code));
  // The host's word on something that went wrong for everyone (a round ended but not kept).
  on('notice', (notice) => {
    if (notice && typeof notice.message === 'string') showMessage(notice.message, 'error');
  });
  source.onopen = () => {
    S.reconnectDelay = 2000;
    clearNetMessage();
  };
  source.onerror = () => {
    if (source !== S.source || S.gone) return;
    showMessage(UNREACHABLE, 'net');
    // CONNECTING: the browser retries by itself. CLOSED: the server refused the stream, so the
    // browser gave up; find out why before trying again ourselves.
    if (source.readyState === EventSource.CLOSED) probeAndReconnect(source);
  };
}

async function probeAndReconnect(source) {
  try {
    const res = await fetch('api/board', { cache: 'no-store' });
    if (res.status === 403) {
      const data = parseJson(await res.text());
      goodbye(refusalText(data, 403));
      return;
    }
  } catch (_) {
    /* still unreachable: try again below */
  }
  const delay = S.reconnectDelay;
  S.reconnectDelay = Math.min(delay * 2, 30000);
  setTimeout(() => {
    if (S.source === source && !S.gone) connect();
  }, delay);
}

/** The whole table, on first connecting and after every reconnect: render it all afresh. */
function onState(state) {
  if (!state || typeof state !== 'object') return;
  clearNetMessage();
  S.phones = Array.isArray(state.phones) ? state.phones : [];
  S.reading = state.reading || { busy: false, waiting: 0, message: '' };
  S.headless = !!state.headless;
  S.boardsHeard += 1;
  setBoard(state.board);
  setRound(state.round);
  renderAll();
}

/** A goodbye in the page's words: the host's own in English, the page's sentence otherwise. */
function byeText(bye) {
  const reason = bye && typeof bye.reason === 'string' ? bye.reason : '';
  if (!bye || PAGE_LANGUAGE === 'en') return reason;
  if (bye.code === 'removed') return t('bye_removed');
  if (bye.code === 'new_link') return t('bye_new_link');
  return reason;
}

function goodbye(reason, code) {
  S.gone = true;
  if (S.source) S.source.close();
  S.source = null;
  stopTick();
  closePicker();
  clearMessage();
  show($('name-screen'), false);
  show($('table'), false);
  show($('me'), false);
  show($('phones'), false);
  show($('reading'), false);
  $('bye-reason').textContent = reason || t('host_closed');
  // A new link means a new QR code; a phone the host removed has none to scan.
  $('bye-advice').textContent = code === 'new_link' || /new link/i.test(reason || '')
    ? t('advice_new_link')
    : t('advice_ask_host');
  show($('bye-screen'), true);
}

/* ---------------------------------------------------------------- wiring */

/** The words' fold says what a tap will do: show them, or hide them again. */
function wireWordsFold() {
  const fold = $('words-details');
  fold.addEventListener('toggle', () => {
    $('words-summary').textContent = fold.open ? t('hide_words') : t('show_words');
  });
}

function buildPicker() {
  const box = $('picker-faces');
  for (const face of PICKER_FACES) {
    const button = el('button', face === BLANK ? 'pick blank' : 'pick', face === BLANK ? t('blank') : face);
    button.type = 'button';
    button.dataset.face = face;
    button.setAttribute('aria-label', face === BLANK ? t('blank_die') : face);
    box.appendChild(button);
  }
}

function wire() {
  $('name-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const name = $('name-input').value.replace(/\s+/g, ' ').trim();
    if (name) join(name);
  });
  $('name-cancel').addEventListener('click', () => {
    showTable();
    renderAll();
  });
  $('change-name').addEventListener('click', () => showNameScreen(S.name, true));
  $('message-close').addEventListener('click', clearMessage);

  $('board').addEventListener('click', (e) => {
    const die = e.target.closest('.die');
    if (!die || mode() === 'playing') return;
    openPicker(Number(die.dataset.row), Number(die.dataset.col));
  });
  $('picker-faces').addEventListener('click', (e) => {
    const button = e.target.closest('button[data-face]');
    if (button) pickFace(button.dataset.face);
  });
  $('picker-cancel').addEventListener('click', closePicker);
  $('face-picker').addEventListener('click', (e) => {
    if (e.target === e.currentTarget) closePicker(); // a tap beside the sheet
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && S.picking) closePicker();
  });

  $('sort').addEventListener('change', renderWordList);
  // One handler for every tappable word: the board's list, the results and the missed words.
  const onWordTap = (e) => {
    const item = e.target.closest('li[data-word]');
    if (!item) return;
    const word = item.querySelector('.word-text');
    const text = word ? word.textContent : item.dataset.word;
    toggleWord(text, boardPathOf(text));
  };
  $('word-list').addEventListener('click', onWordTap);
  $('results').addEventListener('click', onWordTap);

  $('snap').addEventListener('click', (e) => {
    if (S.sending) e.preventDefault(); // one photo at a time from this phone
  });
  $('photo-input').addEventListener('change', (e) => {
    const file = e.target.files && e.target.files[0];
    if (file) uploadPhoto(file);
  });

  $('word-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('word-input');
    const text = input.value;
    input.value = ''; // cleared at once: the player keeps typing while the answer comes
    if (!input.disabled) sendWord(text);
  });
  // Tapping Add must not take the focus (and the keyboard) away from the input.
  $('word-send').addEventListener('pointerdown', (e) => e.preventDefault());

  $('start-round').addEventListener('click', startRound);
  $('pause-round').addEventListener('click', () => roundAction('pause'));
  $('resume-round').addEventListener('click', () => roundAction('resume'));
  $('end-round').addEventListener('click', () => roundAction('end'));

  // The lines are drawn in pixels: redraw them when the board changes size.
  if (window.ResizeObserver) new ResizeObserver(() => drawPath()).observe($('board-wrap'));
  else window.addEventListener('resize', drawPath);
}

function start() {
  translatePage(document);
  // Its style sets it before the names (.phones::before): the words are the page's.
  $('phones').dataset.label = t('at_table');
  buildPicker();
  wireWordsFold();
  wire();
  const name = storedName();
  if (name) {
    S.name = name;
    S.key = storedKey(name);
    showTable();
    renderAll();
    connect(); // the stream does not wait for the join: the host may be slow to answer
    join(name);
  } else {
    showNameScreen('', false);
  }
}

start();
