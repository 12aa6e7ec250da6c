// ShapeMorph Studio: the page `shapemorph studio` serves. It asks the tool
// for a morph (POST /api/morph: two inputs, a plan, a timing) and shows what
// comes back: the animated SVG, played and scrubbed by the page's own clock;
// a strip of in-betweens; both ends with every element, contour and point
// numbered. Clicking pins choices into the plan, which goes back with the
// next request: the tool keeps what is pinned and decides the rest.
'use strict';

const token = new URLSearchParams(location.search).get('token') || '';
const $ = (id) => document.getElementById(id);
const svgNS = 'http://www.w3.org/2000/svg';
const state = { morph: null, plan: null, selected: null, time: 0, duration: 1, playing: false };
const extensions = { svg: '-animated.svg', css: '-css.svg', lottie: '.json', dotlottie: '.lottie', avd: '.xml', swiftui: '.swift',
                     gif: '.gif', webp: '.webp', apng: '.png', mp4: '.mp4', webm: '.webm', plan: '.plan.json' };

/** Calls the tool: GET without a body, POST with one; the JSON answer, or an Error saying why not. */
async function api(path, body) {
  const headers = { 'X-Studio-Token': token };
  if (body) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, { method: body ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined });
  const text = await response.text();
  if (!response.ok) throw new Error(text.trim() || response.statusText);
  return JSON.parse(text);
}

function say(message, isError = false) {
  $('status').textContent = message;
  $('status').classList.toggle('error', isError);
}

/** The morph the page shows, as the tool takes it. */
function asked() {
  return { source: $('source').value.trim(), target: $('target').value.trim(), plan: state.plan,
           timing: $('timing').value.trim() || 'ease-in-out', duration: Number($('duration').value) || 1 };
}

async function morph() {
  const request = asked();
  if (!request.source || !request.target) { say('Choose two shapes: files of the folder, built-in shapes or text:words.'); return; }
  say('Matching…');
  const started = performance.now();
  try {
    const result = await api('/api/morph', request);
    Object.assign(state, { morph: result, plan: result.plan, duration: request.duration });
    showPreview(result.svg);
    showStrip(result.frames);
    drawEnds();
    showPins();
    say(`Matched in ${Math.round(performance.now() - started)} ms.`);
  } catch (error) {
    say(error.message, true);
  } finally {
    // How many answers the page has shown, for whoever drives it.
    document.body.dataset.answers = String(Number(document.body.dataset.answers || 0) + 1);
  }
}

// The preview: the animated SVG, paused and moved by the page's clock.

function showPreview(text) {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const svg = document.importNode(parsed.documentElement, true);
  $('preview').replaceChildren(svg);
  svg.pauseAnimations();
  seek(Math.min(state.time, state.duration));
}

function seek(time) {
  state.time = time;
  const svg = $('preview').querySelector('svg');
  if (svg) svg.setCurrentTime(time);
  $('scrub').value = String(Math.round(1000 * time / state.duration));
  $('time').value = `${time.toFixed(2)} s`;
}

function play() {
  state.playing = !state.playing;
  $('play').textContent = state.playing ? 'Pause' : 'Play';
  let last = performance.now();
  const step = (now) => {
    if (!state.playing) return;
    seek((state.time + (now - last) / 1000) % state.duration);
    last = now;
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function showStrip(frames) {
  $('strip').replaceChildren(...frames.map((frame, index) => {
    const image = new Image();
    image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(frame);
    image.alt = `in-between ${index} of ${frames.length - 1}`;
    image.addEventListener('click', () => seek(state.duration * index / (frames.length - 1)));
    return image;
  }));
}

// The ends: every element, contour and point numbered; clicks pin.

function node(name, attributes, parent) {
  const element = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

const colour = (index) => `hsl(${(index * 137.5) % 360} 70% 42%)`;

function drawEnds() {
  for (const side of ['source', 'target']) drawEnd(side);
}

function drawEnd(side) {
  const end = state.morph[side], overlay = $(`${side}-overlay`);
  overlay.replaceChildren();
  const [x, y, width, height] = end.viewBox, size = Math.max(width, height), margin = 0.08 * size;
  overlay.setAttribute('viewBox', `${x - margin} ${y - margin} ${width + 2 * margin} ${height + 2 * margin}`);
  const unit = size / 28;
  end.elements.forEach((element, index) => {
    const group = node('g', { 'data-element': index }, overlay);
    for (const contour of element.contours) {
      const path = node('path', { d: end.contours[contour].d, class: 'element', fill: colour(index), stroke: colour(index),
                                  'fill-rule': 'evenodd', 'data-contour': contour }, group);
      path.addEventListener('click', () => (side === 'source' ? select(index, contour) : pinPair(index)));
    }
    if (state.selected && side === 'source' && state.selected.element === index) group.querySelectorAll('path').forEach((p) => p.classList.add('selected'));
    const box = group.getBBox();
    node('text', { x: box.x + box.width / 2, y: box.y + box.height / 2, class: 'label', 'font-size': unit, 'stroke-width': unit / 6,
                   'text-anchor': 'middle', 'dominant-baseline': 'central', fill: colour(index) }, overlay).textContent = `${index}`;
  });
  const start = state.selected && state.plan.starts.find((choice) => choice.sourceContour === state.selected.contour);
  if (!start) return;
  const contour = side === 'source' ? state.selected.contour : start.targetContour;
  node('path', { d: end.contours[contour].d, class: 'contour selected' }, overlay);
  if (side === 'target') drawPoints(overlay, end.contours[contour], start, unit);
}

function drawPoints(overlay, contour, start, unit) {
  contour.points.forEach(([px, py], segment) => {
    const isStart = segment === start.startSegment;
    const point = node('circle', { cx: px, cy: py, r: unit * 0.28, class: 'point' + (isStart ? ' start' : '') + (isStart && start.pinned ? ' pinned' : ''),
                                   'data-segment': segment }, overlay);
    point.addEventListener('click', () => pinStart(start, segment));
    node('text', { x: px + unit * 0.35, y: py - unit * 0.35, class: 'point-label', 'font-size': unit * 0.6, 'stroke-width': unit / 10 },
         overlay).textContent = `${segment}`;
  });
}

function select(element, contour) {
  state.selected = { element, contour };
  drawEnds();
  say(`From element ${element}, contour ${contour}: click an element on the right to pair them, or a numbered point to start there.`);
}

function pinPair(target) {
  if (!state.selected) { say('Click an element on the left first.'); return; }
  const source = state.selected.element;
  state.plan.elements = state.plan.elements.filter((choice) => choice.source !== source && choice.target !== target);
  state.plan.elements.push({ source, target, neighbour: null, pinned: true });
  state.selected = null;
  morph();
}

function pinStart(start, segment) {
  Object.assign(start, { startSegment: segment, pinned: true });
  morph();
}

function showPins() {
  const pins = [];
  for (const choice of state.plan.elements.filter((choice) => choice.pinned)) {
    pins.push([`element ${choice.source ?? '–'} → ${choice.target ?? '–'}`, () => { choice.pinned = false; }]);
  }
  for (const start of state.plan.starts.filter((start) => start.pinned)) {
    pins.push([`contour ${start.sourceContour} starts at point ${start.startSegment}`, () => { start.pinned = false; }]);
  }
  $('pins').replaceChildren(...pins.map(([text, unpin]) => {
    const pin = document.createElement('span');
    pin.className = 'pin';
    pin.textContent = text;
    const button = document.createElement('button');
    button.type = 'button';
    button.title = 'unpin';
    button.textContent = '×';
    button.addEventListener('click', () => { unpin(); morph(); });
    pin.appendChild(button);
    return pin;
  }));
}

// Saving: the plan or an export, as a new file beside the inputs.

function defaultName(format) {
  const stem = (name) => name.replace(/^text:/, '').split('/').pop().replace(/\.svg$/i, '').replace(/[^\w-]+/g, '_');
  const request = asked();
  return `${stem(request.source)}-${stem(request.target)}${extensions[format]}`;
}

async function save(format) {
  const name = $('name').value.trim() || defaultName(format);
  say(`Writing ${name}…`);
  try {
    const result = await api('/api/save', { morph: asked(), format, name });
    say(`Wrote ${result.written}.`);
    $('name').value = '';
  } catch (error) {
    say(error.message, true);
  } finally {
    document.body.dataset.answers = String(Number(document.body.dataset.answers || 0) + 1);
  }
}

async function start() {
  try {
    const listing = await api('/api/files');
    $('inputs').replaceChildren(...[...listing.files, ...listing.shapes].map((name) => Object.assign(document.createElement('option'), { value: name })));
  } catch (error) {
    say(error.message, true);
    return;
  }
  const query = new URLSearchParams(location.search);
  for (const side of ['source', 'target']) {
    if (query.get(side)) $(side).value = query.get(side);
    $(side).addEventListener('change', () => { state.plan = null; state.selected = null; });
  }
  $('morph').addEventListener('click', morph);
  $('play').addEventListener('click', play);
  $('scrub').addEventListener('input', () => seek(state.duration * Number($('scrub').value) / 1000));
  $('unpin').addEventListener('click', () => { state.plan = null; morph(); });
  $('save-plan').addEventListener('click', () => save('plan'));
  $('export').addEventListener('click', () => save($('format').value));
  if ($('source').value && $('target').value) morph();
}

start();
