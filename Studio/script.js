// ShapeMorph Studio: the page `shapemorph studio` serves. It asks the tool
// for a morph (POST /api/morph: the keys of a timeline, each leg's plan and
// timing, the leg shown) and shows what comes back: the animated SVG of the
// whole timeline, played and scrubbed by the page's own clock; a strip of
// the shown leg's in-betweens; its ends with every element, contour and
// point numbered. Clicking pins choices into that leg's plan, which goes
// back with the next request: the tool keeps what is pinned and decides the rest.
'use strict';

const token = new URLSearchParams(location.search).get('token') || '';
const $ = (id) => document.getElementById(id);
const svgNS = 'http://www.w3.org/2000/svg';
const state = {
  morph: null, selected: null, time: 0, playing: false,
  // The leg shown and edited, and each leg's plan, timing and seconds.
  leg: 0, plans: [], timings: [], durations: [],
  get plan() { return this.plans[this.leg] ?? null; },
  get duration() { return legTimes().at(-1); },
};
const extensions = { svg: '-animated.svg', css: '-css.svg', lottie: '.json', dotlottie: '.lottie', avd: '.xml', swiftui: '.swift',
                     gif: '.gif', webp: '.webp', apng: '.png', mp4: '.mp4', webm: '.webm', plan: '.plan.json',
                     frames: '-frames', png: '-png-frames', html: '-preview.html' };

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

/** The keys' fields, in order: the first two, then those added. */
const keyFields = () => [$('source'), $('target'), ...document.querySelectorAll('#more-keys input')];

/** The morph the page shows, as the tool takes it. */
function asked() {
  const legs = keyFields().length - 1;
  return { keys: keyFields().map((field) => field.value.trim()), leg: state.leg,
           plans: Array.from({ length: legs }, (_, leg) => state.plans[leg] ?? null),
           timings: Array.from({ length: legs }, (_, leg) => state.timings[leg] || 'ease-in-out'),
           durations: Array.from({ length: legs }, (_, leg) => state.durations[leg] || 1) };
}

/** When each leg starts, and the end of the last, in seconds. */
function legTimes() {
  const times = [0];
  for (let leg = 0; leg < keyFields().length - 1; leg++) times.push(times[leg] + (state.durations[leg] || 1));
  return times;
}

async function morph() {
  const request = asked();
  if (request.keys.some((key) => !key)) { say('Choose a shape for every key: files of the folder, built-in shapes or text:words.'); return; }
  say('Matching…');
  const started = performance.now();
  try {
    const result = await api('/api/morph', request);
    Object.assign(state, { morph: result, plans: result.plans });
    showPreview(result.svg);
    showLegs();
    showStrip(result.frames);
    drawEnds();
    showPins();
    say(`Matched in ${Math.round(performance.now() - started)} ms.`);
    check(request);
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
  const start = legTimes()[state.leg], seconds = state.durations[state.leg] || 1;
  $('strip').replaceChildren(...frames.map((frame, index) => {
    const image = new Image();
    image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(frame);
    image.alt = `in-between ${index} of ${frames.length - 1}`;
    image.addEventListener('click', () => seek(start + seconds * index / (frames.length - 1)));
    return image;
  }));
}

// The timeline: a key per shape, a leg between each two, as long as it
// lasts; the leg clicked is the one shown and edited.

function showLegs() {
  const keys = asked().keys, times = legTimes(), name = (key) => key.replace(/^text:/, '').split('/').pop().replace(/\.svg$/i, '');
  $('legs').replaceChildren(...keys.slice(1).map((key, leg) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.leg = String(leg);
    button.className = leg === state.leg ? 'leg shown' : 'leg';
    button.style.flexGrow = String(times[leg + 1] - times[leg]);
    button.textContent = `${leg + 1}. ${name(keys[leg])} → ${name(key)}`;
    button.title = `${state.timings[leg] || 'ease-in-out'}, ${times[leg + 1] - times[leg]} s`;
    button.addEventListener('click', () => showLeg(leg));
    return button;
  }));
  $('source-title').textContent = keys.length > 2 ? `Key ${state.leg + 1}` : 'From';
  $('target-title').textContent = keys.length > 2 ? `Key ${state.leg + 2}` : 'To';
}

/** Shows and edits leg `leg`: its ends, in-betweens, plan and timing. */
function showLeg(leg) {
  Object.assign(state, { leg, selected: null });
  $('timing').value = state.timings[leg] || 'ease-in-out';
  $('duration').value = String(state.durations[leg] || 1);
  showTiming();
  morph();
  seek(legTimes()[leg]);
}

/** Adds a key after the last (its shape `value`); shows the leg to it where `show`. */
function addKey(value = '', show = true) {
  const label = document.createElement('label');
  const field = Object.assign(document.createElement('input'), { value, placeholder: 'file, shape or text:words',
                                                                  autocomplete: 'off', id: `key-${keyFields().length}` });
  field.setAttribute('list', 'inputs');
  field.addEventListener('change', keysChanged);
  const remove = Object.assign(document.createElement('button'), { type: 'button', textContent: '×', title: 'remove this key' });
  remove.addEventListener('click', () => {
    const index = keyFields().indexOf(field);
    label.remove();
    for (const list of [state.plans, state.timings, state.durations]) list.splice(index - 1, 1);
    state.leg = Math.min(state.leg, keyFields().length - 2);
    showLeg(state.leg);
  });
  label.append('then ', field, remove);
  $('more-keys').appendChild(label);
  if (!show) return;
  if (value) showLeg(keyFields().length - 2); else field.focus();
}

/** A key's shape changed: the plans of the legs either side of it no longer fit. */
function keysChanged(event) {
  const index = keyFields().indexOf(event.target);
  for (const leg of [index - 1, index]) state.plans[leg] = null;
  state.selected = null;
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
      path.addEventListener('click', (event) => clicked(side, index, contour, event.shiftKey));
      path.addEventListener('pointerdown', () => { state.dragged = { side, element: index, contour }; });
    }
    if (state.selected?.side === side && state.selected.element === index) group.querySelectorAll('path').forEach((p) => p.classList.add('selected'));
    const box = group.getBBox();
    node('text', { x: box.x + box.width / 2, y: box.y + box.height / 2, class: 'label', 'font-size': unit, 'stroke-width': unit / 6,
                   'text-anchor': 'middle', 'dominant-baseline': 'central', fill: colour(index) }, overlay).textContent = `${index}`;
  });
  const start = state.selected?.side === 'source' && state.plan.starts.find((choice) => choice.sourceContour === state.selected.contour);
  if (!start) return;
  const contour = side === 'source' ? state.selected.contour : start.targetContour;
  node('path', { d: end.contours[contour].d, class: 'contour selected' }, overlay);
  if (side === 'target') drawPoints(overlay, end.contours[contour], start, unit);
}

/**
 * The target contour's points, numbered as drawn; the start blue (red where
 * pinned) and the point after it, the way the contour runs, pale blue. A
 * plan counts a start's segment the way the target runs (backward where
 * `reversed`); the page numbers points as drawn.
 */
function drawPoints(overlay, contour, start, unit) {
  const count = contour.points.length, first = drawnPoint(start, count);
  const next = (first + (start.reversed ? count - 1 : 1)) % count;
  contour.points.forEach(([px, py], index) => {
    const kind = index === first ? (start.pinned ? ' start pinned' : ' start') : index === next ? ' next' : '';
    const point = node('circle', { cx: px, cy: py, r: unit * 0.28, class: 'point' + kind, 'data-point': index }, overlay);
    point.addEventListener('click', () => pinStart(start, index, count));
    node('text', { x: px + unit * 0.35, y: py - unit * 0.35, class: 'point-label', 'font-size': unit * 0.6, 'stroke-width': unit / 10 },
         overlay).textContent = `${index}`;
  });
}

/** The point (numbered as drawn) a start begins at, of a contour of `count` points. */
const drawnPoint = (start, count) => (start.reversed ? (count - start.startSegment) % count : start.startSegment);

/** The segment, counted the way the target runs, that begins at drawn point `point`. */
const runningSegment = (point, reversed, count) => (reversed ? (count - point) % count : point);

/**
 * A click on an element: the first selects it (on either side); one on the
 * other side then pins the two as a pair — or, where they are paired
 * already and either has more than one contour, the two contours clicked as
 * a contour pair — or, shift-click, pins where the selected element, left
 * alone, grows from or shrinks into (the pair the clicked element is in).
 */
function clicked(side, element, contour, isShifted) {
  const selected = state.selected;
  if (!selected || selected.side === side) {
    state.selected = { side, element, contour };
    drawEnds();
    say(side === 'source'
      ? `From element ${element}, contour ${contour}: click an element on the right to pair them (shift-click: to grow into it), a numbered point to start there, or Leave alone.`
      : `To element ${element}: click an element on the left to pair them (shift-click: to grow out of it), or Leave alone.`);
    return;
  }
  state.selected = null;
  const [source, target] = selected.side === 'source' ? [selected.element, element] : [element, selected.element];
  const [sourceContour, targetContour] = selected.side === 'source' ? [selected.contour, contour] : [contour, selected.contour];
  const paired = state.plan.elements.some((choice) => choice.source === source && choice.target === target);
  const contourCount = (end, index) => state.morph[end].elements[index].contours.length;
  if (isShifted) pinNeighbour(selected, side === 'source' ? source : target, side);
  else if (paired && (contourCount('source', source) > 1 || contourCount('target', target) > 1)) pinContours(sourceContour, targetContour);
  else pinPair(source, target);
}

/**
 * A drag from an element (or contour) of one end let go over one of the
 * other end: the two clicks it stands for. (A click on one path is a click.)
 */
function draggedOnto(event) {
  const from = state.dragged;
  state.dragged = null;
  const path = document.elementFromPoint(event.clientX, event.clientY)?.closest('.overlay path.element');
  const side = path?.closest('.overlay')?.id.replace('-overlay', '');
  if (!from || !path || side === from.side) return;
  state.selected = from;
  clicked(side, Number(path.parentNode.dataset.element), Number(path.dataset.contour), event.shiftKey);
}

/** Pins two contours of a pair of elements together; contour pins naming either are unpinned. */
function pinContours(source, target) {
  state.plan.contours = state.plan.contours.filter((choice) => !(choice.pinned && (choice.source === source || choice.target === target)));
  state.plan.contours.push({ source, target, pinned: true });
  morph();
}

/** Plays the selected element's pair turning as a whole, or straight, the other way from now; pinned. */
function toggleMotion() {
  const selected = state.selected;
  const layer = selected && state.plan.elements.findIndex((choice) => choice[selected.side] === selected.element);
  const motion = selected && state.plan.motions.find((choice) => choice.layer === layer);
  if (!motion) { say('Click an element of a pair first.', true); return; }
  Object.assign(motion, { turns: !motion.turns, pinned: true });
  state.selected = null;
  morph();
}

/** Pins `source` and `target` as a pair; choices naming either are unpinned. */
function pinPair(source, target) {
  for (const choice of state.plan.elements) {
    if (choice.pinned && (choice.source === source || choice.target === target)) choice.pinned = false;
  }
  state.plan.elements.push({ source, target, neighbour: null, pinned: true });
  morph();
}

/** Pins the selected element without a partner (`--pair=S:-`, `--pair=-:T`). */
function leaveAlone() {
  const selected = state.selected;
  if (!selected) { say('Click an element first.'); return; }
  state.selected = null;
  const [source, target] = selected.side === 'source' ? [selected.element, null] : [null, selected.element];
  for (const choice of state.plan.elements) {
    if (choice.pinned && ((source !== null && choice.source === source) || (target !== null && choice.target === target))) choice.pinned = false;
  }
  state.plan.elements.push({ source, target, neighbour: null, pinned: true });
  morph();
}

/** Pins the pair the selected lone element grows from or shrinks into: the layer pairing `other` (on `side`). */
function pinNeighbour(selected, other, side) {
  const key = selected.side === 'source' ? 'source' : 'target';
  const alone = state.plan.elements.find((choice) => choice[key] === selected.element && choice[side] == null);
  const layer = state.plan.elements.findIndex((choice) => choice.source != null && choice.target != null && choice[side] === other);
  if (!alone || layer < 0) {
    say(`Element ${selected.element} must be alone and element ${other} paired: leave it alone first.`, true);
    return;
  }
  Object.assign(alone, { neighbour: layer, pinned: true });
  morph();
}

function pinStart(start, point, count) {
  Object.assign(start, { startSegment: runningSegment(point, start.reversed, count), pinned: true });
  state.selected = null;
  morph();
}

/** Turns the selected contour's partner the other way, from the same point, and pins it. */
function reverse() {
  const selected = state.selected;
  const start = selected?.side === 'source' && state.plan.starts.find((choice) => choice.sourceContour === selected.contour);
  if (!start) { say('Click a closed contour on the left first.', true); return; }
  const count = state.morph.target.contours[start.targetContour].points.length, point = drawnPoint(start, count);
  Object.assign(start, { reversed: !start.reversed, pinned: true });
  start.startSegment = runningSegment(point, start.reversed, count);
  state.selected = null;
  morph();
}

function showPins() {
  const pins = [];
  for (const choice of state.plan.elements.filter((choice) => choice.pinned)) {
    const grows = choice.neighbour != null ? `, ${choice.source == null ? 'grows out of' : 'shrinks into'} layer ${choice.neighbour}` : '';
    pins.push([`element ${choice.source ?? '–'} → ${choice.target ?? '–'}${grows}`, () => { choice.pinned = false; }]);
  }
  for (const choice of state.plan.contours.filter((choice) => choice.pinned)) {
    pins.push([`contour ${choice.source ?? '–'} → ${choice.target ?? '–'}`, () => { choice.pinned = false; }]);
  }
  for (const motion of state.plan.motions.filter((motion) => motion.pinned)) {
    const pair = state.plan.elements[motion.layer];
    pins.push([`element ${pair.source} → ${pair.target} ${motion.turns ? `turns ${motion.fittedTurn}°` : 'does not turn'}`, () => { motion.pinned = false; }]);
  }
  for (const start of state.plan.starts.filter((start) => start.pinned)) {
    const point = drawnPoint(start, state.morph.target.contours[start.targetContour].points.length);
    pins.push([`contour ${start.sourceContour} starts at point ${point}${start.reversed ? ', backward' : ''}`, () => { start.pinned = false; }]);
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

// The timing: the curve the morph plays along, plotted as the tool reads it;
// a Bézier's handles dragged, a spring's duration and bounce on sliders.

let timingShown = null;

/** The timing fields changed: the shown leg takes them, and is morphed again. */
function timingChanged() {
  showTiming();
  morph();
}

async function showTiming() {
  state.timings[state.leg] = $('timing').value.trim() || 'ease-in-out';
  state.durations[state.leg] = Number($('duration').value) || 1;
  try {
    timingShown = await api('/api/timing', { timing: state.timings[state.leg], duration: state.durations[state.leg] });
  } catch (error) {
    say(error.message, true);
    return;
  }
  $('spring-sliders').hidden = !timingShown.spring;
  if (timingShown.spring) {
    $('spring-duration').value = timingShown.spring.duration;
    $('spring-bounce').value = timingShown.spring.bounce;
  }
  drawTiming(timingShown.samples, timingShown.bezier);
}

/** How high progress 1 is drawn in the timing chart, against a duration of 1 across. */
const progressHeight = 0.5;

function drawTiming(samples, bezier) {
  const chart = $('timing-chart'), y = (progress) => -progress * progressHeight;
  chart.replaceChildren();
  node('path', { d: `M0 0H1M0 ${y(1)}H1M0 0V${y(1)}M1 0V${y(1)}`, class: 'axis' }, chart);
  node('polyline', { points: samples.map(([t, p]) => `${t} ${y(p)}`).join(' '), class: 'curve' }, chart);
  if (!bezier) return;
  const [x1, y1, x2, y2] = bezier;
  node('path', { d: `M0 0L${x1} ${y(y1)}M1 ${y(1)}L${x2} ${y(y2)}`, class: 'arm' }, chart);
  [[x1, y1], [x2, y2]].forEach(([x, progress], index) => {
    const handle = node('circle', { cx: x, cy: y(progress), r: 0.025, class: 'handle', 'data-handle': index }, chart);
    handle.addEventListener('pointerdown', (event) => dragHandle(event, index));
  });
}

/** The point of `element`'s SVG under a pointer event, in its user units. */
function pointIn(svg, event) {
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
  return [point.x, point.y];
}

function dragHandle(event, index) {
  const chart = $('timing-chart');
  chart.setPointerCapture(event.pointerId);
  const bezier = [...timingShown.bezier];
  const move = (moved) => {
    const [x, y] = pointIn(chart, moved);
    bezier[2 * index] = Math.round(Math.min(1, Math.max(0, x)) * 100) / 100;
    bezier[2 * index + 1] = Math.round(-y / progressHeight * 100) / 100;
    $('timing').value = `cubic-bezier(${bezier.join(',')})`;
    // A cubic Bézier is drawn here as it is dragged; the tool's own samples come on release.
    drawTiming(bezierSamples(bezier), bezier);
  };
  const release = () => {
    chart.removeEventListener('pointermove', move);
    timingShown.bezier = bezier;
    showTiming();
    morph();
  };
  chart.addEventListener('pointermove', move);
  chart.addEventListener('pointerup', release, { once: true });
}

/** A cubic-bezier() easing's curve, as (x, y) along its parameter. */
function bezierSamples([x1, y1, x2, y2]) {
  const at = (a, b, s) => 3 * a * s * (1 - s) ** 2 + 3 * b * s * s * (1 - s) + s ** 3;
  return Array.from({ length: 65 }, (_, i) => [at(x1, x2, i / 64), at(y1, y2, i / 64)]);
}

let springTimer;
function springChanged() {
  $('timing').value = `spring(duration:${$('spring-duration').value},bounce:${$('spring-bounce').value})`;
  showTiming();
  clearTimeout(springTimer);
  springTimer = setTimeout(morph, 300);
}

// The check: what `shapemorph check` says of the morph, marked along its progress and on the strip.

async function check(request) {
  $('check-list').replaceChildren(Object.assign(document.createElement('li'), { textContent: 'checking…' }));
  let result;
  try {
    result = await api('/api/check', request);
  } catch (error) {
    $('check-list').replaceChildren(Object.assign(document.createElement('li'), { textContent: error.message }));
    return;
  }
  const lane = $('check-lane');
  lane.replaceChildren();
  const failing = result.failures.flatMap((failure) => failure.progresses);
  for (const progress of failing) node('line', { x1: progress, x2: progress, y1: 0, y2: 0.04, class: 'tick' }, lane);
  const items = result.failures.map((failure) => Object.assign(document.createElement('li'), { textContent: failure.message }));
  if (!items.length) items.push(Object.assign(document.createElement('li'), { className: 'ok', textContent: `✓ clean: ${result.summary}` }));
  $('check-list').replaceChildren(...items);
  circlePlaces(result.failures);
  const images = [...$('strip').querySelectorAll('img')];
  images.forEach((image, index) => {
    const progress = index / (images.length - 1);
    image.classList.toggle('failing', failing.some((p) => Math.abs(p - progress) <= 0.125));
  });
  document.body.dataset.checks = String(Number(document.body.dataset.checks || 0) + 1);
}

/** Circles, on the preview, each place a failure names ("near X, Y"). */
function circlePlaces(failures) {
  const svg = $('preview').querySelector('svg');
  if (!svg) return;
  svg.querySelectorAll('.failing-place').forEach((circle) => circle.remove());
  const box = svg.viewBox.baseVal, radius = 0.06 * Math.max(box.width, box.height);
  for (const failure of failures) {
    const place = /near (-?[\d.]+), (-?[\d.]+)/.exec(failure.message);
    if (!place) continue;
    node('circle', { cx: place[1], cy: place[2], r: radius, class: 'failing-place', fill: 'none', stroke: '#d92d20',
                     'stroke-width': radius / 8, 'stroke-dasharray': `${radius / 3} ${radius / 6}` }, svg);
  }
}

// The physics playground: a cubic Bézier whose four points each ride a
// spring-damper towards where they were put (the per-point springs of
// `morph --elastic` move every point of a morph so).

/** The fastest a point may be flung, in the playground's units a second. */
const fastestFling = 1500;
const playground = { points: [[40, 160], [90, 30], [210, 30], [260, 160]].map(([x, y]) => ({ home: [x, y], at: [x, y], velocity: [0, 0] })),
                     dragged: null, last: null };

function physics(seconds) {
  const k = Number($('stiffness').value), c = Number($('damping').value), m = Number($('mass').value);
  $('damping-ratio').value = `damping ratio ${(c / (2 * Math.sqrt(k * m))).toFixed(2)}`;
  // Small fixed steps (semi-implicit Euler) keep a stiff spring stable.
  for (let step = 0; step < 8; step++) {
    const dt = seconds / 8;
    for (const point of playground.points) {
      if (point === playground.dragged) continue;
      for (const axis of [0, 1]) {
        const force = -k * (point.at[axis] - point.home[axis]) - c * point.velocity[axis];
        point.velocity[axis] += force / m * dt;
        point.at[axis] += point.velocity[axis] * dt;
      }
    }
  }
}

/** The playground's drawing, made once; `drawPlayground` moves it. */
function buildPlayground() {
  const svg = $('playground');
  playground.homes = playground.points.map((point) => node('circle', { cx: point.home[0], cy: point.home[1], r: 7, class: 'home' }, svg));
  playground.curve = node('path', { class: 'curve' }, svg);
  playground.tangents = node('path', { class: 'tangent' }, svg);
  playground.velocities = node('path', { class: 'velocity' }, svg);
  playground.circles = playground.points.map((point, index) => {
    const circle = node('circle', { r: 6, class: 'point', 'data-point': index }, svg);
    circle.addEventListener('pointerdown', (event) => {
      svg.setPointerCapture(event.pointerId);
      playground.dragged = point;
      playground.last = { at: pointIn(svg, event), time: event.timeStamp };
    });
    return circle;
  });
  svg.addEventListener('pointermove', (event) => {
    const point = playground.dragged;
    if (!point) return;
    const at = pointIn(svg, event), seconds = Math.max(1e-3, (event.timeStamp - playground.last.time) / 1000);
    // The pointer's speed, at most `fastestFling` (a jump of the pointer is no throw).
    const velocity = [0, 1].map((axis) => (at[axis] - playground.last.at[axis]) / seconds);
    const scale = Math.min(1, fastestFling / (Math.hypot(...velocity) || 1));
    point.velocity = velocity.map((v) => v * scale);
    point.at = at;
    playground.last = { at, time: event.timeStamp };
  });
  // Let go, a point is flung with the pointer's speed and springs back where it was put.
  svg.addEventListener('pointerup', () => { playground.dragged = null; });
}

function drawPlayground() {
  const [p0, p1, p2, p3] = playground.points.map((point) => point.at);
  playground.curve.setAttribute('d', `M${p0}C${p1} ${p2} ${p3}`);
  playground.tangents.setAttribute('d', `M${p0}L${p1}M${p3}L${p2}`);
  playground.velocities.setAttribute('d', playground.points.map(({ at, velocity }) => `M${at}l${velocity[0] * 0.1} ${velocity[1] * 0.1}`).join(''));
  playground.points.forEach((point, index) => {
    playground.circles[index].setAttribute('cx', point.at[0]);
    playground.circles[index].setAttribute('cy', point.at[1]);
  });
}

function startPlayground() {
  buildPlayground();
  let last = performance.now();
  const frame = (now) => {
    physics(Math.min(0.05, (now - last) / 1000));
    last = now;
    drawPlayground();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

// Dropping files: an SVG file dropped on an end's panel (or anywhere, into
// the first end without a shape) is kept by the tool for the run and morphed.

async function dropped(event, side) {
  event.preventDefault();
  const file = [...event.dataTransfer.files].find((candidate) => /\.svg$/i.test(candidate.name));
  if (!file) { say('Drop an SVG file.', true); return; }
  try {
    const { name } = await api('/api/drop', { name: file.name, svg: await file.text() });
    const field = side ? $(side === 'source' ? 'source' : 'target') : keyFields().find((key) => !key.value.trim());
    $('inputs').appendChild(Object.assign(document.createElement('option'), { value: name }));
    if (!field) { addKey(name); return; }
    field.value = name;
    keysChanged({ target: field });
    morph();
  } catch (error) {
    say(error.message, true);
  }
}

// Saving: the plan or an export, as a new file beside the inputs.

/** The name a file is saved under when none is given: a plan's from its leg's keys, an export's from every key. */
function defaultName(format) {
  const stem = (name) => name.replace(/^text:/, '').split('/').pop().replace(/\.svg$/i, '').replace(/[^\w-]+/g, '_');
  const keys = asked().keys, named = format === 'plan' ? keys.slice(state.leg, state.leg + 2) : keys;
  return `${named.map(stem).join('-')}${extensions[format]}`;
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
    $(side).addEventListener('change', keysChanged);
  }
  $('morph').addEventListener('click', morph);
  $('play').addEventListener('click', play);
  $('scrub').addEventListener('input', () => seek(state.duration * Number($('scrub').value) / 1000));
  $('unpin').addEventListener('click', () => { state.plans[state.leg] = null; morph(); });
  $('add-key').addEventListener('click', () => addKey());
  $('alone').addEventListener('click', leaveAlone);
  $('reverse').addEventListener('click', reverse);
  $('motion').addEventListener('click', toggleMotion);
  $('save-plan').addEventListener('click', () => save('plan'));
  $('export').addEventListener('click', () => save($('format').value));
  $('timing').addEventListener('change', timingChanged);
  $('duration').addEventListener('change', timingChanged);
  $('preset').addEventListener('change', () => {
    if (!$('preset').value) return;
    $('timing').value = $('preset').value;
    $('preset').value = '';
    timingChanged();
  });
  $('spring-duration').addEventListener('input', springChanged);
  $('spring-bounce').addEventListener('input', springChanged);
  for (const side of ['source', 'target']) $(`${side}-overlay`).addEventListener('drop', (event) => { event.stopPropagation(); dropped(event, side); });
  document.addEventListener('pointerup', draggedOnto);
  document.addEventListener('dragover', (event) => event.preventDefault());
  document.addEventListener('drop', (event) => dropped(event));
  startPlayground();
  showTiming();
  for (const key of query.getAll('then')) addKey(key, false);
  if ($('source').value && $('target').value) morph();
}

start();
