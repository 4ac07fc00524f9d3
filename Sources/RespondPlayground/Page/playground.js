// The playground page. It draws what the engine sends and sends what the mouse
// and the keyboard do; it decides nothing itself: the hit test, the chain, the
// recognizers' states and the deliveries all come from the engine (its
// `explain` and its trace records).
'use strict';
(() => {
  const query = new URLSearchParams(location.search);
  const token = query.get('token') || '';
  // An exercise other than the server's own (the "Next exercise" link).
  const askedExercise = /^[0-9]{1,5}$/.test(query.get('exercise') || '') ? query.get('exercise') : null;
  const SVG = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);
  // The page's language, as the server's (`--lang zh` or a Chinese locale):
  // `say(english, chinese)` for words made here; the page's fixed words carry
  // their Chinese in data-zh attributes (the first text of the element, or its
  // title, placeholder or aria-label).
  const zh = (document.documentElement.lang || '').startsWith('zh');
  const say = (en, zhText) => (zh ? zhText : en);
  if (zh) {
    for (const e of document.querySelectorAll('[data-zh]')) {
      const text = Array.from(e.childNodes).find((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (text) text.textContent = e.dataset.zh; else e.textContent = e.dataset.zh;
    }
    for (const e of document.querySelectorAll('[data-zh-title]')) e.title = e.dataset.zhTitle;
    for (const e of document.querySelectorAll('[data-zh-placeholder]')) e.placeholder = e.dataset.zhPlaceholder;
    for (const e of document.querySelectorAll('[data-zh-aria]')) e.setAttribute('aria-label', e.dataset.zhAria);
  }
  const palette = ['#4e79a7', '#f28e2b', '#59a14f', '#b07aa1', '#76b7b2', '#edc948', '#ff9da7', '#9c755f'];
  const kinds = ['hitTest', 'deliver', 'forward', 'gesture', 'action', 'control', 'firstResponder', 'timer', 'warning', 'print', 'clock'];
  // The log's kinds in Chinese (the kind itself, as the trace names it, is the box's title).
  const kindNames = { hitTest: '命中测试', deliver: '投递', forward: '转发', gesture: '手势', action: '动作', control: '控件',
                      firstResponder: '第一响应者', timer: '定时器', warning: '警告', print: '打印',
                      clock: '时钟' };
  const stateColors = { possible: '#8c959f', began: '#2da44e', changed: '#1a7f37', ended: '#0969da', failed: '#cf222e', cancelled: '#bc4c00' };

  function svg(tag, attrs, parent) {
    const e = document.createElementNS(SVG, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  function html(tag, className, text, parent) {
    const e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined && text !== null) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }
  const num = (d) => (Math.round(d * 100) / 100).toString();
  const pt = (p) => `(${num(p[0])},${num(p[1])})`;
  const rect = (r) => `(${num(r[0])},${num(r[1])},${num(r[2])},${num(r[3])})`;
  const safeColor = (c) => (typeof c === 'string' && /^[#a-zA-Z0-9]+$/.test(c) ? c : null);

  // What the page knows: only what the engine sent.
  const state = {
    ready: false, client: null, helloSeq: null, generation: 0, scene: null, time: 0, live: false,
    touches: [], problem: null, check: null, stopped: false, stopReason: null,
    interaction: { id: -1, title: '', records: [], hit: null, hitNote: null, trails: {}, dropped: 0 },
    hitAreas: null,
    // The inspector: the view picked in the outline (its id in the scene, and
    // its label, to notice when a fresh engine gives the id to another view),
    // what the engine said of it beyond the scene (its responder chain), and
    // the last Lua line the inspector ran.
    selected: null, selectedLabel: null, inspected: null, ran: null,
  };
  window.playgroundTimings = [];
  window.playgroundState = state;

  // ---------------------------------------------------------------- connection
  let socket = null;
  let seq = 0;
  const pending = new Map();   // seq -> {op, t0}

  let everConnected = false;
  function connect() {
    const exercise = askedExercise ? `&exercise=${askedExercise}` : '';
    socket = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}${exercise}`);
    socket.onopen = () => {
      setStatus(say('connected', '已连接'), false);
      // Every connection has a fresh engine of its own: after a lost one, say so.
      if (everConnected) {
        state.ran = null;
        showSessionNote(say('The connection was lost and made again: this page has a fresh engine now, ' +
                            'from the file on disk; what was done before is gone.',
                            '连接断开后又连上了：这个页面现在有一个新的引擎，来自磁盘上的文件；之前做的都没有了。'));
      }
      everConnected = true;
      inspectInFlight = false;   // an answer the old connection owed never comes
      state.helloSeq = send({ op: 'hello' });
    };
    socket.onmessage = (event) => {
      const arrived = performance.now();
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      receive(message, arrived);
    };
    socket.onclose = () => {
      state.ready = false;
      setStatus(say('disconnected — retrying…', '连接断开——重试中…'), true);
      setTimeout(connect, 1500);
    };
  }

  function showSessionNote(text) {
    $('session-text').textContent = text;
    $('session-note').hidden = false;
  }
  $('session-dismiss').addEventListener('click', () => { $('session-note').hidden = true; });

  function setStatus(text, bad) {
    const s = $('status');
    s.textContent = text;
    s.classList.toggle('bad', !!bad);
  }

  function send(message, startedAt) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return null;
    message.seq = ++seq;
    pending.set(message.seq, { op: message.op, t0: startedAt !== undefined ? startedAt : performance.now(), sent: performance.now() });
    socket.send(JSON.stringify(message));
    return message.seq;
  }

  function resync() {
    state.ready = false;
    state.helloSeq = send({ op: 'hello' });
  }

  function receive(message, arrived) {
    if (message.type === 'state') {
      if (message.full && message.seq !== undefined && message.seq === state.helloSeq) state.client = message.client;
      applyState(message);
    } else if (message.type === 'probe') {
      probeInFlight = false;
      showProbe(message);
      if (queuedProbe) { const q = queuedProbe; queuedProbe = null; sendProbe(q); }
    } else if (message.type === 'hitAreas') {
      state.hitAreas = message;
      drawHitAreas();
    } else if (message.type === 'inspect') {
      inspectInFlight = false;
      if (message.id === state.selected) {
        state.inspected = message;
        drawDetails(true);
      }
      if (inspectQueued) { inspectQueued = false; requestInspect(); }
    } else if (message.type === 'session') {
      showSessionNote(message.text);
    } else if (message.type === 'notice') {
      // From the server itself: the engine stopped, too many pages...
      appendConsole([{ kind: 'err', text: message.text + '\n' }]);
      const problem = $('problem');
      problem.hidden = false;
      problem.textContent = message.text;
    }
    const mine = message.seq !== undefined && (message.type !== 'state' || message.client === state.client);
    if (mine && pending.has(message.seq)) {
      const request = pending.get(message.seq);
      pending.delete(message.seq);
      if (message.seq === moveInFlight) {
        moveInFlight = null;
        if (queuedMove) { const q = queuedMove; queuedMove = null; sendMove(q); }
      }
      if (['down', 'up', 'gesture', 'lua', 'type'].includes(request.op)) {
        // Shown once the browser has painted the result.
        const drawn = performance.now();
        requestAnimationFrame(() => {
          const ms = performance.now() - request.t0;
          window.playgroundTimings.push({ op: request.op, ms, serverMs: message.serverMs,
                                          sentMs: request.sent - request.t0, arrivedMs: arrived - request.t0, drawnMs: drawn - request.t0 });
          $('latency').textContent = `${request.op}: ${Math.round(ms)} ms`;
        });
      }
    }
  }

  // ---------------------------------------------------------------- state
  function applyState(m) {
    const cur = state.interaction;
    const i = m.interaction;
    if (m.full) {
      state.ready = true;
      // A fresh engine: the inspector's last line ran in the old one.
      if (m.generation !== state.generation) state.ran = null;
      state.generation = m.generation;
      state.interaction = { id: i.id, title: i.title, records: i.records.slice(), hit: i.hit, hitNote: i.hitNote || null,
                            trails: {}, dropped: i.dropped };
      $('console').textContent = '';
      state.hitAreas = null;
      logDrawn.id = null;
    } else {
      if (!state.ready) return;
      if (i.id !== cur.id) {
        if (i.from !== 0) { resync(); return; }
        state.interaction = { id: i.id, title: i.title, records: [], hit: null, hitNote: null, trails: {}, dropped: 0 };
      } else if (i.from !== cur.records.length) {
        resync();
        return;
      }
      const it = state.interaction;
      it.title = i.title;
      it.dropped = i.dropped;
      for (const r of i.records) it.records.push(r);
      if ('hit' in i) { it.hit = i.hit; it.hitNote = i.hitNote || null; }
    }
    if (m.scene) state.scene = m.scene;
    state.time = m.time || 0;
    state.live = m.live;
    state.touches = m.touches || [];
    state.problem = m.problem;
    state.stopped = m.stopped;
    state.stopReason = m.stopReason || null;
    if (m.check) state.check = m.check;
    for (const t of state.touches) {
      const trail = state.interaction.trails[t.finger] || (state.interaction.trails[t.finger] = []);
      const last = trail[trail.length - 1];
      if (!last || last[0] !== t.x || last[1] !== t.y) trail.push([t.x, t.y]);
    }
    appendConsole(m.console || []);
    if (m.scene) checkSelection();
    render(m);
    if (m.scene && $('hit-areas').checked && !dragging) requestHitAreas();
    if (m.scene && state.selected !== null) requestInspect();
  }

  // ---------------------------------------------------------------- drawing
  function render(m) {
    $('source').textContent = m.source || '';
    $('clock').textContent = `t = ${(state.time || 0).toFixed(3)} s`;
    $('live').hidden = !state.live;
    const problem = $('problem');
    problem.hidden = !state.problem && !state.stopped;
    problem.textContent = state.stopped
      ? (state.stopReason || say('A limit stopped this engine (--max-instructions or --max-memory). Reload gives a fresh one.',
                                 '一个限制（--max-instructions 或 --max-memory）停下了这个引擎。点“重新加载”会得到一个新的。'))
      : (state.problem ? say('The script stopped with an error (save a fix and it reloads):\n',
                             '脚本因为错误停下了（保存修改后会重新加载）：\n') + state.problem : '');
    if (m.scene || m.full || 'hit' in (m.interaction || {})) {
      drawScreen();
      drawOutline();
      drawDetails(false);
    }
    drawTouches();
    drawInteraction();
    drawCheck();
    const s = state.scene;
    $('first-responder').textContent = s && s.firstResponder
      ? say('first responder: ', '第一响应者：') + s.firstResponder + (s.keyboardVisible ? say(' (keyboard showing)', '（键盘已弹出）') : '')
      : say('no first responder', '没有第一响应者');
    const names = (s && s.names) || [];
    const fromExercise = /^(exercise |练习 )/.test(m.source || '');
    $('lua-names').textContent = names.length
      ? say(`Names the ${fromExercise ? "exercise's set-up" : "script's main chunk"} left, which the box can use: `,
        `${fromExercise ? '练习的准备代码' : '脚本的主代码块'}留下的名字，可以在这个框里使用：`) + names.join(', ')
      : '';
  }

  const screen = $('screen');
  let layers = null;

  function drawScreen() {
    const s = state.scene;
    if (!s || !s.views) return;
    const [W, H] = s.screen;
    const mg = s.margin;
    screen.setAttribute('viewBox', `${-mg} ${-mg} ${W + 2 * mg} ${H + 2 * mg}`);
    // As tall as the window allows, as wide as the screen's proportions say.
    const height = 'max(420px, calc(100vh - 190px))';
    screen.style.height = height;
    screen.style.width = `calc(${height} * ${(W + 2 * mg) / (H + 2 * mg)})`;
    screen.textContent = '';
    const defs = svg('defs', {}, screen);
    const clip = svg('clipPath', { id: 'drawn' }, defs);
    svg('rect', { x: -mg, y: -mg, width: W + 2 * mg, height: H + 2 * mg }, clip);
    const beyond = svg('rect', { x: -mg, y: -mg, width: W + 2 * mg, height: H + 2 * mg, fill: '#cfcfc8', class: 'margin' }, screen);
    svg('title', {}, beyond).textContent = say('beyond the screen: views here are off-screen', '屏幕之外：这里的视图不在屏幕上');
    svg('rect', { x: 0, y: 0, width: W, height: H, fill: '#fafafa', class: 'overlay' }, screen);
    const views = svg('g', { 'clip-path': 'url(#drawn)', id: 'views' }, screen);
    const hit = state.interaction.hit;
    const chain = new Map();
    if (hit) hit.chain.forEach((c, i) => { if (c.id !== null && !chain.has(c.id)) chain.set(c.id, i + 1); });
    const onPath = new Set();
    if (hit && hit.hit !== null) {
      const byId = new Map(s.views.map((v) => [v.id, v]));
      for (let v = byId.get(hit.hit); v; v = v.parent === null ? null : byId.get(v.parent)) onPath.add(v.id);
    }
    s.views.forEach((v, i) => {
      const color = palette[i % palette.length];
      const bg = safeColor(v.backgroundColor);
      const classes = ['view'];
      if (v.hidden) classes.push('hidden');
      if (v.offScreen) classes.push('offscreen');
      if (hit && v.id === hit.hit) classes.push('hit');
      else if (onPath.has(v.id)) classes.push('on-path');
      else if (chain.has(v.id)) classes.push('chain');
      const poly = svg('polygon', {
        points: v.quad.map((p) => `${p[0]},${p[1]}`).join(' '),
        class: classes.join(' '),
        fill: bg || (v.isWindow ? '#ffffff' : color),
        'fill-opacity': bg ? 0.55 : (v.isWindow ? 0.01 : 0.1),
        stroke: color,
        'data-id': v.id,
        'data-label': v.label,
      }, views);
      if (v.name !== null) poly.setAttribute('data-name', v.name);
    });
    // Views being animated are drawn where they are drawn now (the engine sent
    // that quad); their model frame, where hit testing looks, is dashed.
    const animated = s.views.filter((v) => v.model);
    const models = svg('g', { id: 'model-frames', 'clip-path': 'url(#drawn)' }, screen);
    for (const v of animated) {
      const outline = svg('polygon', {
        class: 'model-frame', points: v.model.quad.map((p) => `${p[0]},${p[1]}`).join(' '), 'data-id': v.id,
      }, models);
      svg('title', {}, outline).textContent = v.model.caption;
    }
    svg('path', {
      class: 'veil', 'fill-rule': 'evenodd', fill: '#ffffff', 'fill-opacity': 0.4,
      d: `M${-mg},${-mg}h${W + 2 * mg}v${H + 2 * mg}h${-(W + 2 * mg)}z M0,0v${H}h${W}v${-H}z`,
    }, screen);
    svg('rect', { x: 0, y: 0, width: W, height: H, fill: 'none', stroke: '#333', 'stroke-width': 1.5, class: 'overlay' }, screen);
    const hitAreas = svg('g', { id: 'hitareas', 'clip-path': 'url(#drawn)' }, screen);
    const labels = svg('g', { id: 'labels', 'clip-path': 'url(#drawn)' }, screen);
    for (const v of s.views) {
      if (!v.text) continue;
      const b = v.text.box;
      svg('rect', { class: 'label-bg', x: b[0] - 1, y: b[1], width: b[2] + 2, height: b[3] }, labels);
      const classes = ['label'];
      if (hit && v.id === hit.hit) classes.push('hit');
      else if (chain.has(v.id)) classes.push('chain');
      const t = svg('text', {
        class: classes.join(' '), x: v.text.x, y: v.text.y, 'font-family': s.font.family, 'font-size': s.font.size,
        'data-id': v.id,
      }, labels);
      t.textContent = v.text.text;
      if (v.hidden || v.offScreen) t.setAttribute('opacity', 0.6);
    }
    for (const v of animated) {
      const m = v.model.text;
      if (!m) continue;
      const b = m.box;
      svg('rect', { class: 'label-bg', x: b[0] - 1, y: b[1], width: b[2] + 2, height: b[3] }, labels);
      const t = svg('text', { class: 'model-label', x: m.x, y: m.y, 'font-family': s.font.family, 'font-size': s.font.size,
                              'data-id': v.id }, labels);
      t.textContent = m.text;
    }
    const note = $('animations');
    note.textContent = '';
    note.hidden = animated.length === 0;
    for (const v of animated) html('div', null, v.model.caption, note);
    const marks = svg('g', { id: 'marks' }, screen);
    // Views wholly beyond the margin: a mark at its edge, pointing their way.
    for (const v of s.views) {
      if (!v.beyond) continue;
      const mark = svg('circle', { class: 'beyond', cx: v.beyond[0], cy: v.beyond[1], r: 5, 'data-id': v.id }, marks);
      svg('title', {}, mark).textContent = v.description + say(' lies beyond the screen', ' 在屏幕之外');
    }
    if (hit) {
      const [x, y] = hit.point;
      svg('circle', { class: 'probe', cx: x, cy: y, r: 7 }, marks);
      svg('path', { class: 'probe', d: `M${x - 11},${y}h22M${x},${y - 11}v22` }, marks);
    }
    const touches = svg('g', { id: 'touches' }, screen);
    const inspectMarks = svg('g', { id: 'inspect-marks', 'clip-path': 'url(#drawn)' }, screen);
    layers = { views, hitAreas, labels, touches, inspectMarks };
    drawHitAreas();
    drawInspectMarks();
    if (hovered !== null) markHovered(hovered);
  }

  function drawTouches() {
    if (!layers) return;
    const g = layers.touches;
    g.textContent = '';
    for (const finger in state.interaction.trails) {
      const trail = state.interaction.trails[finger];
      if (trail.length > 1) svg('polyline', { class: 'trail', points: trail.map((p) => `${p[0]},${p[1]}`).join(' ') }, g);
    }
    for (const t of state.touches) {
      const down = t.phase !== 'ended' && t.phase !== 'cancelled';
      svg('circle', { class: 'touch', cx: t.x, cy: t.y, r: down ? 11 : 8, 'fill-opacity': down ? 0.45 : 0.15 }, g);
    }
  }

  function drawHitAreas() {
    if (!layers) return;
    const g = layers.hitAreas;
    g.textContent = '';
    const note = $('hit-areas-note');
    note.textContent = '';
    if (!$('hit-areas').checked || !state.hitAreas) return;
    if (!state.hitAreas.views.length) note.textContent = say('(no view overrides pointInside or hitTest)', '（没有视图重写 pointInside 或 hitTest）');
    else if (state.hitAreas.partial) note.textContent = say('(some views were not sampled: too many points)', '（有些视图没有取样：点太多了）');
    for (const v of state.hitAreas.views) {
      const m = v.matrix;
      const group = svg('g', { transform: `matrix(${m.join(' ')})` }, g);
      const title = svg('title', {}, group);
      title.textContent = say(`${v.label}: where its ${v.kind} override says yes`, `${v.label}：它重写的 ${v.kind} 回答“是”的地方`)
        + (v.error ? say(` (stopped: ${v.error})`, `（停下了：${v.error}）`) : '');
      // One rectangle per run of cells that answered yes.
      for (let r = 0; r < v.rows; r++) {
        let c = 0;
        while (c < v.cols) {
          if (v.bits[r * v.cols + c] !== '1') { c++; continue; }
          const start = c;
          while (c < v.cols && v.bits[r * v.cols + c] === '1') c++;
          svg('rect', {
            class: 'hitarea', x: v.origin[0] + start * v.step, y: v.origin[1] + r * v.step,
            width: (c - start) * v.step + 0.01, height: v.step + 0.01,
          }, group);
        }
      }
      const b = v.bounds;
      svg('rect', { class: 'hitarea-outline', x: b[0], y: b[1], width: b[2], height: b[3], 'vector-effect': 'non-scaling-stroke' }, group);
    }
  }

  let hitAreasInFlight = false;
  function requestHitAreas() {
    if (hitAreasInFlight) return;
    hitAreasInFlight = true;
    send({ op: 'hitAreas' });
    setTimeout(() => { hitAreasInFlight = false; }, 300);
  }

  function drawInteraction() {
    const it = state.interaction;
    $('interaction-title').textContent = it.title || '—';
    // The hit test, as explain saw it when the last finger came down.
    const path = $('hit-path');
    path.textContent = '';
    const hit = it.hit;
    $('hit-point').textContent = hit ? say(`at ${pt(hit.point)}`, `在 ${pt(hit.point)}`) : '';
    $('hit-view').textContent = hit ? (hit.hitLabel || say('nothing', '没有视图')) : '—';
    $('hit-note').textContent = it.hitNote ? `(${it.hitNote})` : '';
    if (hit) {
      for (const step of hit.steps) {
        const v = step.verdict;
        const kind = v.startsWith('chosen') ? 'chosen' : (v.startsWith('inside') ? 'inside' : 'skipped');
        const li = html('li', kind, null, path);
        li.style.paddingLeft = `${step.depth * 14}px`;
        li.dataset.id = step.id;
        html('span', 'name', step.label, li);
        html('span', 'verdict', say(` at ${pt(step.point)}: `, ` 在 ${pt(step.point)}：`) + (step.shown || v), li);
      }
    }
    const chain = $('chain');
    chain.textContent = '';
    if (hit) {
      for (const c of hit.chain) {
        const li = html('li', null, c.label, chain);
        if (c.id !== null) li.dataset.id = c.id;
      }
    }
    drawLanes();
    drawLog();
  }

  // The lanes' width, watched rather than read while drawing (reading it would
  // make the browser lay the page out in the middle of an update).
  let lanesWidth = 0;
  new ResizeObserver((entries) => {
    const w = Math.round(entries[0].contentRect.width);
    if (w !== lanesWidth) { lanesWidth = w; drawLanes(); }
  }).observe($('lanes'));

  // Each recognizer as a lane: its states over time, from the "gesture" records.
  // The axis is time, but every change gets room to be seen: a state that lasts
  // no time (ended, then reset at once) still shows, and a run of "changed"
  // shows as one segment with its count.
  function drawLanes() {
    const it = state.interaction;
    const lanesSvg = $('lanes');
    lanesSvg.textContent = '';
    const lanes = new Map();
    const lane = (label) => {
      if (!lanes.has(label)) lanes.set(label, { label, view: null, changes: [], waits: [], actions: [] });
      return lanes.get(label);
    };
    if (it.hit) for (const g of it.hit.recognizers) lane(g.label).view = g.view;
    let t0 = null;
    let t1 = state.time;
    for (const { r } of it.records) {
      if (t0 === null) t0 = r.time;
      t1 = Math.max(t1, r.time);
      if (r.kind === 'gesture' && r.recognizer) {
        const l = lane(r.recognizer);
        if (r.view) l.view = r.view;
        const change = /^(\w+) → (\w+)$/.exec(r.event || '');
        if (!change) { l.waits.push({ t: r.time, reason: r.reason || r.event || '' }); continue; }
        const last = l.changes[l.changes.length - 1];
        if (last && change[1] === 'changed' && change[2] === 'changed' && last.to === 'changed') {
          last.count = (last.count || 1) + 1;
          last.until = r.time;
        } else {
          l.changes.push({ t: r.time, from: change[1], to: change[2], reason: r.reason || '' });
        }
      } else if (r.kind === 'action' && r.recognizer) {
        lane(r.recognizer).actions.push({ t: r.time, state: r.event, target: r.target || r.action || '' });
      }
    }
    const width = Math.max(lanesWidth || 600, 360);
    if (lanes.size === 0) {
      lanesSvg.setAttribute('viewBox', `0 0 ${width} 24`);
      lanesSvg.setAttribute('height', 24);
      svg('text', { x: 4, y: 16, class: 'empty' }, lanesSvg).textContent = say('no gesture recognizer saw this touch', '没有手势识别器看到这次触摸');
      return;
    }
    if (t0 === null) t0 = state.time;
    if (t1 < t0) t1 = t0;
    // Slots: a change at time t is the k-th of its lane at that time.
    const slotKey = (t, k) => `${t}#${k}`;
    const slots = new Map([[slotKey(t0, -1), { t: t0, k: -1 }]]);
    for (const l of lanes.values()) {
      const seen = new Map();
      const place = (e) => {
        const k = seen.get(e.t) || 0;
        seen.set(e.t, k + 1);
        e.slot = slotKey(e.t, k);
        if (!slots.has(e.slot)) slots.set(e.slot, { t: e.t, k });
      };
      const events = l.changes.concat(l.waits).sort((a, b) => a.t - b.t);
      for (const e of events) place(e);
    }
    slots.set(slotKey(t1, 1e9), { t: t1, k: 1e9 });
    const ordered = [...slots.entries()].sort((a, b) => a[1].t - b[1].t || a[1].k - b[1].k);
    const left = 200, right = width - 10;
    const gaps = ordered.length - 1;
    let minGap = 56;
    if (gaps * minGap > (right - left) * 0.8) minGap = (right - left) * 0.8 / Math.max(gaps, 1);
    const extra = (right - left) - gaps * minGap;
    const span = Math.max(t1 - t0, 1e-9);
    const xs = new Map();
    let xCursor = left;
    ordered.forEach(([key, slot], i) => {
      if (i > 0) {
        const dt = slot.t - ordered[i - 1][1].t;
        xCursor += minGap + extra * dt / span;
      }
      xs.set(key, xCursor);
    });
    const xEnd = xs.get(slotKey(t1, 1e9));
    const rowH = 46;
    const height = lanes.size * rowH + 18;
    lanesSvg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    lanesSvg.setAttribute('height', height);
    let row = 0;
    for (const l of lanes.values()) {
      const y = row * rowH + 4;
      const g = svg('g', { class: 'lane', 'data-recognizer': l.label, transform: `translate(0,${y})` }, lanesSvg);
      const named = /^(\S+) "(.*)"$/.exec(l.label);
      const name = svg('text', { x: 2, y: 12, class: 'lane-name', 'font-weight': 'bold' }, g);
      const shorten = (t, n) => (t.length > n ? t.slice(0, n - 1) + '…' : t);
      name.textContent = shorten(named ? `"${named[2]}"` : l.label, 30);
      svg('title', {}, name).textContent = l.label + (l.view ? ` on ${l.view}` : '');
      const detail = svg('text', { x: 2, y: 26, fill: '#666' }, g);
      detail.textContent = shorten(`${named ? named[1].replace('GestureRecognizer', '') : ''}${l.view ? say(` on ${l.view}`, ` 在 ${l.view} 上`) : ''}`, 34);
      // Segments: the state before the first change is what that change left.
      let current = l.changes.length ? l.changes[0].from : 'possible';
      let since = xs.get(slotKey(t0, -1));
      let count = 0;
      const segments = [];
      for (const c of l.changes) {
        segments.push({ x0: since, x1: xs.get(c.slot), state: current, count });
        current = c.to;
        count = c.count || 0;
        since = xs.get(c.slot);
      }
      segments.push({ x0: since, x1: xEnd, state: current, count });
      for (const seg of segments) {
        const x0 = seg.x0, x1 = Math.max(seg.x1, x0 + 3);
        const r = svg('rect', { x: x0, y: 2, width: x1 - x0, height: 15, fill: stateColors[seg.state] || '#999',
                                class: `seg state-${seg.state}`, 'data-state': seg.state }, g);
        const label = seg.state + (seg.count > 1 ? ` ×${seg.count}` : '');
        svg('title', {}, r).textContent = label;
        if (x1 - x0 > label.length * 6 + 4) svg('text', { x: x0 + 3, y: 13, class: 'state-text' }, g).textContent = label;
      }
      for (const c of l.changes) {
        const x = xs.get(c.slot);
        const reset = c.reason === 'reset';
        const tick = svg('line', { x1: x, x2: x, y1: reset ? 4 : 0, y2: reset ? 15 : 19, stroke: reset ? '#fff' : '#24292f', 'stroke-width': 1 }, g);
        svg('title', {}, tick).textContent = `${c.t.toFixed(3)} s: ${c.from} → ${c.to}${c.reason ? ` (${c.reason})` : ''}`;
      }
      for (const w of l.waits) {
        const mark = svg('circle', { cx: xs.get(w.slot), cy: 9.5, r: 3.5, fill: '#fff', stroke: '#9a6700', 'stroke-width': 1.5, class: 'wait' }, g);
        svg('title', {}, mark).textContent = `${w.t.toFixed(3)} s: ${w.reason}`;
      }
      for (const a of l.actions) {
        // At the change that fired it (the last one at or before its time).
        let at = xs.get(slotKey(t0, -1));
        for (const c of l.changes) if (c.t <= a.t && c.reason !== 'reset') at = xs.get(c.slot);
        const d = svg('path', { d: `M${at},19l4,5l-4,5l-4,-5z`, fill: '#0550ae', class: 'action' }, g);
        svg('title', {}, d).textContent = `${a.t.toFixed(3)} s: ` + say(`action (${a.state}) → ${a.target}`, `动作（${a.state}）→ ${a.target}`);
      }
      // The cause the trace gives for the latest change that is not a reset (or a later wait).
      const meaningful = l.changes.filter((c) => c.reason !== 'reset');
      const lastChange = meaningful[meaningful.length - 1];
      const lastWait = l.waits[l.waits.length - 1];
      let cause = '';
      if (lastWait && (!lastChange || lastWait.t > lastChange.t)) cause = lastWait.reason;
      else if (lastChange) cause = `${lastChange.t.toFixed(3)} s: ${lastChange.from} → ${lastChange.to}${lastChange.reason ? ` (${lastChange.reason})` : ''}`;
      else cause = say('stayed possible', '一直是 possible');
      const text = svg('text', { x: left + 8, y: 37, fill: '#444', class: 'cause' }, g);
      text.textContent = shorten(cause, Math.floor((right - left - 8) / 6));
      svg('title', {}, text).textContent = cause;
      row++;
    }
    const axis = svg('text', { x: left, y: height - 4, fill: '#777' }, lanesSvg);
    axis.textContent = `${t0.toFixed(3)} s`;
    const end = svg('text', { x: right, y: height - 4, fill: '#777', 'text-anchor': 'end' }, lanesSvg);
    end.textContent = `${t1.toFixed(3)} s`;
  }

  // The deliveries, forwards, actions...: the trace, filtered.
  const filters = new Set(kinds);
  let search = '';
  (function makeFilters() {
    const box = $('log-filters');
    for (const k of kinds) {
      const label = html('label', null, null, box);
      const input = html('input', null, null, label);
      input.type = 'checkbox';
      input.checked = true;
      input.dataset.kind = k;
      input.addEventListener('change', () => {
        if (input.checked) filters.add(k); else filters.delete(k);
        drawLog(true);
      });
      label.append(' ' + (zh ? kindNames[k] || k : k));
      if (zh) label.title = k;
    }
    const s = html('input', null, null, box);
    s.type = 'search';
    s.placeholder = say('filter: a name, a method…', '筛选：一个名字、一个方法…');
    s.id = 'log-search';
    s.addEventListener('input', () => { search = s.value.toLowerCase(); drawLog(true); });
  })();

  // Drawn incrementally: only records not yet shown are added, unless the
  // interaction or the filter changed.
  const logDrawn = { id: null, generation: null, count: 0, shown: 0, filter: '' };
  function drawLog(force) {
    const log = $('log');
    const it = state.interaction;
    const filter = [...filters].join() + '|' + search;
    if (force === true || logDrawn.id !== it.id || logDrawn.generation !== state.generation ||
        logDrawn.filter !== filter || it.records.length < logDrawn.count) {
      log.textContent = '';
      Object.assign(logDrawn, { id: it.id, generation: state.generation, count: 0, shown: 0, filter });
    }
    const fragment = document.createDocumentFragment();
    for (let i = logDrawn.count; i < it.records.length; i++) {
      const rec = it.records[i];
      if (!filters.has(rec.r.kind)) continue;
      if (search && !rec.t.toLowerCase().includes(search)) continue;
      const li = html('li', `kind-${rec.r.kind}`, rec.t, fragment);
      li.dataset.kind = rec.r.kind;
      logDrawn.shown++;
    }
    const added = it.records.length > logDrawn.count;
    logDrawn.count = it.records.length;
    log.appendChild(fragment);
    $('log-count').textContent = say(`(${logDrawn.shown} of ${it.records.length}${it.dropped ? `, ${it.dropped} more not kept` : ''})`,
      `（${logDrawn.shown}/${it.records.length}${it.dropped ? `，另有 ${it.dropped} 条没有保留` : ''}）`);
    if (added) requestAnimationFrame(() => { log.scrollTop = log.scrollHeight; });
  }

  function drawCheck() {
    const c = state.check;
    $('exercise').hidden = !c;
    if (!c) return;
    $('exercise-title').textContent = say(`Exercise ${c.number}: `, `练习 ${c.number}：`) + (c.title || '');
    $('exercise-task').textContent = c.task || '';
    drawHints(c);
    $('exercise-file').textContent = c.file || '';
    const box = $('check');
    box.className = c.status;
    box.textContent = (c.status === 'passed' ? say('✓ passes', '✓ 通过') : `✗ ${c.message}`) + (c.output ? `\n\n${c.output}` : '');
    // After a pass, why the answer works (as `exercises check` says it).
    if (c.status === 'passed' && typeof c.why === 'string' && c.why) {
      const why = html('p', 'why', '', box);
      html('strong', null, say('Why: ', '为什么：'), why);
      why.append(c.why);
    }
    // Passed: on to the next exercise not passed yet, in this page.
    const next = $('next-exercise');
    next.textContent = '';
    next.hidden = c.status !== 'passed' || (!c.next && !c.allPassed);
    if (c.status === 'passed' && c.next && Number.isInteger(c.next.number)) {
      const a = html('a', null, say('Next exercise: ', '下一个练习：') + `${c.next.number}. ${c.next.title || ''} →`, next);
      a.id = 'next-exercise-link';
      a.href = `?token=${encodeURIComponent(token)}&exercise=${c.next.number}`;
    } else if (c.status === 'passed' && c.allPassed) {
      next.textContent = say('Every exercise passes.', '所有练习都已通过。');
    }
  }

  // The hints seen so far (the first from the start), each level a list item,
  // and a button for the next one; the server remembers the level in the
  // workspace, as `respond-lua exercises hint` does.
  function drawHints(c) {
    const hints = Array.isArray(c.hints) ? c.hints : [];
    const seen = Math.max(1, Math.min(Number.isInteger(c.hintsSeen) ? c.hintsSeen : 1, hints.length));
    const list = $('exercise-hints');
    list.textContent = '';
    hints.slice(0, seen).forEach((hint) => html('li', null, hint, list));
    $('hints-title').textContent = hints.length > 1 ? say(`Hints (${seen} of ${hints.length})`, `提示（${seen}/${hints.length}）`)
      : say('Hint', '提示');
    const more = $('another-hint');
    more.hidden = seen >= hints.length;
    more.textContent = say(`Another hint (${seen + 1} of ${hints.length})`, `下一个提示（${seen + 1}/${hints.length}）`);
  }

  function appendConsole(chunks) {
    const pre = $('console');
    for (const c of chunks) html('span', c.kind, c.text, pre);
    while (pre.childNodes.length > 2000) pre.removeChild(pre.firstChild);
    if (chunks.length) requestAnimationFrame(() => { pre.scrollTop = pre.scrollHeight; });
  }

  // ---------------------------------------------------------------- inspector
  // The outline of windows and views (back to front, as the engine listed them
  // in the scene), the selected view's details, and its controls. A control
  // changes the engine only by sending a Lua line, the one shown, as the Lua
  // box does.
  const collapsed = new Set();
  let outlineSignature = null;
  let outlineHovered = null;   // the row under the pointer (or the view hovered on the screen)
  let inspectInFlight = false;
  let inspectQueued = false;

  const viewById = (id) => (state.scene && state.scene.views ? state.scene.views.find((v) => v.id === id) : null) || null;

  function drawOutline() {
    const s = state.scene;
    const list = $('outline');
    if (!s || !s.views) { list.textContent = ''; outlineSignature = null; return; }
    const hit = state.interaction.hit ? state.interaction.hit.hit : null;
    const signature = JSON.stringify(s.views.map((v) => [v.id, v.parent, v.depth, v.label, v.className, v.frame, v.ownHidden,
      v.hidden, v.userInteractionEnabled, v.alpha])) + `|${[...collapsed].join()}|${hit}|${state.selected}`;
    if (signature === outlineSignature) return;
    outlineSignature = signature;
    const parents = new Set(s.views.map((v) => v.parent));
    const folded = new Set();
    const fragment = document.createDocumentFragment();
    for (const v of s.views) {
      if (v.parent !== null && (collapsed.has(v.parent) || folded.has(v.parent))) { folded.add(v.id); continue; }
      const classes = ['row'];
      if (v.id === state.selected) classes.push('selected');
      if (v.id === hit) classes.push('hit');
      if (v.ownHidden) classes.push('own-hidden'); else if (v.hidden) classes.push('inside-hidden');
      if (v.id === outlineHovered) classes.push('hovered');
      const li = html('li', classes.join(' '), null, fragment);
      li.dataset.id = v.id;
      li.setAttribute('role', 'treeitem');
      li.style.paddingLeft = `${v.depth * 12 + 2}px`;
      const kids = parents.has(v.id);
      if (kids) li.setAttribute('aria-expanded', collapsed.has(v.id) ? 'false' : 'true');
      const twisty = html('span', 'twisty', kids ? (collapsed.has(v.id) ? '▸' : '▾') : '', li);
      if (kids) twisty.title = collapsed.has(v.id) ? say('show its subviews', '展开它的子视图') : say('hide its subviews', '收起它的子视图');
      const className = v.label.split(/[ #]/)[0] === v.className ? '' : ` (${v.className})`;
      html('span', 'name', v.label + className, li);
      html('span', 'frame', ` ${rect(v.frame)}`, li);
      if (v.ownHidden) html('span', 'badge off', say('hidden', '隐藏'), li);
      else if (v.hidden) html('span', 'badge', say('in a hidden view', '在隐藏的视图里'), li);
      if (!v.userInteractionEnabled) html('span', 'badge off', say('no touches', '不接收触摸'), li);
      if (v.alpha !== 1) html('span', 'badge' + (v.alpha < 0.01 ? ' off' : ''), `alpha ${num(v.alpha)}`, li);
      li.title = v.ref ? say('in Lua: ', '在 Lua 里：') + v.ref : v.description;
    }
    list.textContent = '';
    list.appendChild(fragment);
    $('outline-count').textContent = say(`(${s.views.length}${s.omitted ? `; ${s.omitted} more not listed` : ''})`,
                                         `（${s.views.length}${s.omitted ? `；另有 ${s.omitted} 个没有列出` : ''}）`);
  }

  function markOutlineHovered(id) {
    outlineHovered = id;
    for (const e of $('outline').querySelectorAll('.row.hovered')) e.classList.remove('hovered');
    if (id !== null) {
      const row = $('outline').querySelector(`.row[data-id="${id}"]`);
      if (row) row.classList.add('hovered');
    }
  }

  // The selected view (and the row under the pointer) outlined on the screen, over everything.
  let rowHovered = null;
  function drawInspectMarks() {
    if (!layers) return;
    const g = layers.inspectMarks;
    g.textContent = '';
    const mark = (id, cls) => {
      const v = viewById(id);
      if (!v) return;
      const poly = svg('polygon', { class: cls, points: v.quad.map((p) => `${p[0]},${p[1]}`).join(' '), 'data-id': v.id,
                                    'vector-effect': 'non-scaling-stroke' }, g);
      svg('title', {}, poly).textContent = v.label;
    };
    if (state.selected !== null) mark(state.selected, 'inspect-selected');
    if (rowHovered !== null) mark(rowHovered, 'inspect-hover');
  }

  function select(id, scroll) {
    const v = viewById(id);
    if (!v) return;
    state.selected = id;
    state.selectedLabel = v.label;
    state.inspected = null;
    state.ran = null;
    // Its row is shown: its ancestors unfolded.
    const byId = new Map(state.scene.views.map((x) => [x.id, x]));
    for (let p = v.parent; p !== null && byId.has(p); p = byId.get(p).parent) collapsed.delete(p);
    drawOutline();
    drawDetails(true);
    drawInspectMarks();
    requestInspect();
    if (scroll) {
      const row = $('outline').querySelector(`.row[data-id="${id}"]`);
      if (row) row.scrollIntoView({ block: 'nearest' });
    }
  }

  // A fresh engine may give the selected view's id to another view: then the selection goes.
  function checkSelection() {
    if (state.selected === null) return;
    const v = viewById(state.selected);
    if (!v || v.label !== state.selectedLabel) {
      state.selected = null;
      state.inspected = null;
      state.ran = null;
    }
  }

  function requestInspect() {
    if (state.selected === null) return;
    if (inspectInFlight) { inspectQueued = true; return; }
    inspectInFlight = true;
    send({ op: 'inspect', id: state.selected });
  }

  // Redrawn when what it shows changed; the alpha field is left alone while it is being typed in.
  let detailsSignature = null;
  function drawDetails(force) {
    const box = $('details');
    const v = state.selected === null ? null : viewById(state.selected);
    const it = state.inspected && state.inspected.id === state.selected ? state.inspected : null;
    const signature = JSON.stringify([v, it && it.chain, it && it.chainError, state.ran]);
    if (!force && signature === detailsSignature) return;
    detailsSignature = signature;
    const alphaField = $('inspect-alpha');
    const typing = alphaField && document.activeElement === alphaField ? alphaField.value : null;
    box.textContent = '';
    if (!v) {
      html('p', 'muted', say('Pick a row above, or the Select tool and a view on the screen.',
        '在上面选一行，或者用“选择”工具点屏幕上的一个视图。'), box);
      return;
    }
    html('div', 'title', v.label + (v.label.split(/[ #]/)[0] === v.className ? '' : ` (${v.className})`), box);
    const lua = html('div', null, say('In Lua: ', '在 Lua 里：'), box);
    if (v.ref) {
      const code = html('code', null, v.ref, lua);
      code.id = 'inspect-ref';
      const use = html('button', null, say('use in the Lua box', '在 Lua 框里使用'), lua);
      use.type = 'button';
      use.style.marginLeft = '6px';
      use.addEventListener('click', () => {
        const input = $('lua-input');
        input.value = v.ref;
        input.focus();
      });
    } else {
      html('span', 'muted', say('no name reaches it (it is not in a window the outline lists)', '没有名字能找到它（它不在大纲列出的窗口里）'), lua);
    }
    const controls = html('div', 'controls', null, box);
    const check = (id, label, value, property) => {
      const l = html('label', null, null, controls);
      const input = html('input', null, null, l);
      input.type = 'checkbox';
      input.id = id;
      input.checked = value;
      input.disabled = !v.ref;
      input.addEventListener('change', () => runInspectorLine(`${v.ref}.${property} = ${input.checked}`));
      l.append(' ' + label);
    };
    check('inspect-hidden', 'hidden', v.ownHidden, 'hidden');
    check('inspect-interaction', 'userInteractionEnabled', v.userInteractionEnabled, 'userInteractionEnabled');
    const l = html('label', null, 'alpha ', controls);
    const alpha = html('input', null, null, l);
    alpha.type = 'number';
    alpha.id = 'inspect-alpha';
    alpha.min = '0';
    alpha.max = '1';
    alpha.step = '0.1';
    alpha.value = typing !== null ? typing : num(v.alpha);
    alpha.disabled = !v.ref;
    alpha.addEventListener('change', () => {
      const value = Number(alpha.value);
      if (alpha.value.trim() === '' || !Number.isFinite(value)) return;
      runInspectorLine(`${v.ref}.alpha = ${num(value)}`);
    });
    if (typing !== null) { alpha.focus(); }
    const ran = html('div', 'ran', null, box);
    ran.id = 'inspect-ran';
    if (state.ran) {
      ran.append(say('ran: ', '运行了：'));
      html('code', null, state.ran, ran);
      html('span', 'muted', say(' (its output is in the Lua console)', '（输出在 Lua 控制台里）'), ran);
    }
    const facts = html('div', 'facts', null, box);
    html('div', null, `frame ${rect(v.frame)}  bounds ${rect(v.bounds)}`, facts);
    if (v.model) {
      html('div', null, say(`being animated: drawn at ${rect(v.model.presentationFrame)}, touches tested at ${rect(v.model.frame)}`,
                            `正在动画中：画在 ${rect(v.model.presentationFrame)}，触摸按 ${rect(v.model.frame)} 测试`), facts);
    }
    if (v.flags.length) html('div', null, say('flags: ', '标记：') + v.flags.join(', '), facts);
    if (v.overrides.length) html('div', null, say('overrides: ', '重写：') + v.overrides.join(', '), facts);
    html('h4', null, say('Gesture recognizers', '手势识别器'), box);
    const recognizers = html('ul', null, null, box);
    recognizers.id = 'inspect-recognizers';
    if (!v.recognizers.length) html('li', 'muted', say('none', '没有'), recognizers);
    for (const g of v.recognizers) html('li', null, `${g.label}: ${g.state}${g.enabled ? '' : say(' (disabled)', '（已停用）')}`, recognizers);
    html('h4', null, say('Responder chain', '响应者链'), box);
    const chain = html('ol', null, null, box);
    chain.id = 'inspect-chain';
    if (it && it.chain) {
      for (const c of it.chain) {
        const li = html('li', null, c.label, chain);
        if (c.id !== null) li.dataset.id = c.id;
      }
    } else if (it && it.chainError) {
      html('li', null, say('cannot be walked: ', '无法沿链走下去：') + it.chainError, chain);
    } else {
      html('li', 'muted', '…', chain);
    }
  }

  // The line a control runs: shown, kept in the box's history, sent as the box sends a line.
  function runInspectorLine(code) {
    state.ran = code;
    history.push(code);
    historyIndex = history.length;
    send({ op: 'lua', code });
    drawDetails(true);
  }

  $('outline').addEventListener('click', (event) => {
    const row = event.target.closest('.row');
    if (!row) return;
    const id = Number(row.dataset.id);
    if (event.target.classList.contains('twisty') && row.hasAttribute('aria-expanded')) {
      if (collapsed.has(id)) collapsed.delete(id); else collapsed.add(id);
      drawOutline();
      return;
    }
    select(id, false);
  });
  $('outline').addEventListener('mouseover', (event) => {
    const row = event.target.closest('.row');
    const id = row ? Number(row.dataset.id) : null;
    if (id === rowHovered) return;
    rowHovered = id;
    drawInspectMarks();
  });
  $('outline').addEventListener('mouseleave', () => {
    rowHovered = null;
    drawInspectMarks();
  });

  // ---------------------------------------------------------------- hover
  const tooltip = $('tooltip');
  let hovered = null;
  let hoverPoint = null;
  let tooltipHeldBack = null;   // where a click hid the tooltip
  let probeInFlight = false;
  let queuedProbe = null;

  function toScreen(event) {
    const m = screen.getScreenCTM();
    if (!m) return [0, 0];
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(m.inverse());
    return [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10];
  }

  function sendProbe(p) {
    if (probeInFlight) { queuedProbe = p; return; }
    probeInFlight = true;
    send({ op: 'probe', x: p[0], y: p[1] });
  }

  function markHovered(id) {
    for (const e of screen.querySelectorAll('.view.hover')) e.classList.remove('hover');
    if (id === null) return;
    const poly = screen.querySelector(`.view[data-id="${id}"]`);
    if (poly) poly.classList.add('hover');
  }

  function showProbe(message) {
    if (hovered === null || !state.scene || dragging) return;
    const v = state.scene.views.find((x) => x.id === hovered);
    if (!v) return;
    tooltip.textContent = '';
    html('div', 'title', `${v.label}${v.className !== (v.label.split(' ')[0]) ? ` (${v.className})` : ''}`, tooltip);
    html('div', null, `frame ${rect(v.frame)}  bounds ${rect(v.bounds)}`, tooltip);
    if (v.model) {
      html('div', 'animated', say(`being animated: drawn at ${rect(v.model.presentationFrame)}, ` +
                                  `touches tested at its model frame ${rect(v.model.frame)}` +
                                  (v.model.refusesTouches ? ' (refused until the animation ends)' : ''),
                                  `正在动画中：画在 ${rect(v.model.presentationFrame)}，触摸按它的模型 frame ${rect(v.model.frame)} 测试` +
                                  (v.model.refusesTouches ? '（动画结束之前拒绝触摸）' : '')), tooltip);
    }
    if (v.flags.length) html('div', null, v.flags.join(', '), tooltip);
    if (v.overrides.length) html('div', null, say('overrides: ', '重写：') + v.overrides.join(', '), tooltip);
    for (const g of v.recognizers) html('div', null, `${g.label}: ${g.state}${g.enabled ? '' : say(' (disabled)', '（已停用）')}`, tooltip);
    const e = message.explain;
    if (e) {
      const step = e.steps.find((s) => s.id === v.id);
      if (step) {
        const kind = step.verdict.startsWith('chosen') ? 'hit' : (step.verdict.startsWith('inside') ? '' : 'skipped');
        html('div', `verdict ${kind}`, say(`at ${pt(step.point)}: `, `在 ${pt(step.point)}：`) + (step.shown || step.verdict), tooltip);
      } else {
        html('div', 'verdict', say(`at ${pt(message.point)}: not visited (the hit test ${e.hitLabel ? `had chosen ${e.hitLabel}` : 'found nothing'} without reaching it)`,
                                   `在 ${pt(message.point)}：没有走到（命中测试${e.hitLabel ? `已经命中了 ${e.hitLabel}` : '什么也没找到'}，没有到达它）`), tooltip);
      }
      html('div', 'verdict hit', say(`a touch here goes to ${e.hitLabel || 'nothing'}`, `这里的触摸交给 ${e.hitLabel || '没有视图'}`), tooltip);
    }
    positionTooltip();
    tooltip.hidden = false;
  }

  function positionTooltip() {
    if (!hoverPoint) return;
    const wrap = $('screen-wrap').getBoundingClientRect();
    let left = hoverPoint.clientX - wrap.left + 16;
    let top = hoverPoint.clientY - wrap.top + 16;
    if (left + 300 > wrap.width) left = Math.max(0, left - 330);
    tooltip.style.left = `${left}px`;
    tooltip.style.top = `${top}px`;
  }

  function hideTooltip() {
    tooltip.hidden = true;
    hovered = null;
    markHovered(null);
    markOutlineHovered(null);
  }

  screen.addEventListener('pointerleave', () => { if (!dragging) hideTooltip(); });

  // ---------------------------------------------------------------- touching
  let dragging = null;
  let clickStart = null;
  let moveInFlight = null;
  let queuedMove = null;
  const tool = () => document.querySelector('input[name=tool]:checked').value;
  for (const input of document.querySelectorAll('input[name=tool]')) {
    input.addEventListener('change', () => screen.classList.toggle('selecting', tool() === 'select'));
  }

  function sendMove(p) {
    if (moveInFlight !== null) { queuedMove = p; return; }
    moveInFlight = send({ op: 'move', x: p[0], y: p[1] });
  }

  screen.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || !state.ready) return;
    if (document.activeElement !== screen) screen.focus({ preventScroll: true });
    const p = toScreen(event);
    const t0 = event.timeStamp || performance.now();
    // A click hides the hover tooltip until the pointer moves on.
    const target = event.target.closest ? event.target.closest('.view, .beyond') : null;
    hideTooltip();
    tooltipHeldBack = { x: event.clientX, y: event.clientY };
    if (tool() === 'select') {
      if (target) select(Number(target.dataset.id), true);
    } else if (tool() === 'touch') {
      screen.setPointerCapture(event.pointerId);
      dragging = { alt: event.altKey, start: p };
      send({ op: 'down', x: p[0], y: p[1], alt: event.altKey }, t0);
    } else {
      clickStart = p;
    }
    event.preventDefault();
  });

  screen.addEventListener('pointermove', (event) => {
    const p = toScreen(event);
    if (dragging) {
      sendMove(p);
      return;
    }
    hoverPoint = { clientX: event.clientX, clientY: event.clientY };
    if (tooltipHeldBack) {
      if (Math.hypot(event.clientX - tooltipHeldBack.x, event.clientY - tooltipHeldBack.y) < 8) return;
      tooltipHeldBack = null;
    }
    const target = event.target.closest ? event.target.closest('.view, .beyond') : null;
    const id = target ? Number(target.dataset.id) : null;
    if (id !== hovered) {
      hovered = id;
      markHovered(id);
      markOutlineHovered(id);
      if (id === null) tooltip.hidden = true;
    }
    if (id !== null) {
      positionTooltip();
      sendProbe(p);
    }
  });

  function endDrag(event) {
    if (!dragging) return;
    if (queuedMove) { const q = queuedMove; queuedMove = null; send({ op: 'move', x: q[0], y: q[1] }); }
    dragging = null;
    send({ op: 'up' }, event.timeStamp || performance.now());
    if ($('hit-areas').checked) requestHitAreas();
  }
  screen.addEventListener('pointerup', (event) => {
    if (dragging) { endDrag(event); return; }
    if (clickStart && event.button === 0) {
      const p = clickStart;
      clickStart = null;
      send({ op: 'gesture', kind: tool(), x: p[0], y: p[1], direction: $('swipe-direction').value },
           event.timeStamp || performance.now());
    }
  });
  screen.addEventListener('pointercancel', endDrag);
  screen.addEventListener('lostpointercapture', endDrag);

  // Keys typed on the focused screen go to the first responder.
  screen.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey) return;
    let text = null;
    if (event.key === 'Backspace') text = '\b';
    else if (event.key === 'Enter') text = '\n';
    else if (event.key.length === 1) text = event.key;
    if (text === null) return;
    event.preventDefault();
    send({ op: 'type', text }, event.timeStamp || performance.now());
  });

  function typeFromBox() {
    const input = $('type-input');
    if (!input.value) return;
    send({ op: 'type', text: input.value });
    input.value = '';
  }
  $('type-send').addEventListener('click', typeFromBox);
  $('type-input').addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); typeFromBox(); } });

  $('hit-areas').addEventListener('change', () => {
    if ($('hit-areas').checked) requestHitAreas(); else drawHitAreas();
  });
  $('reload').addEventListener('click', () => send({ op: 'reload' }));
  $('another-hint').addEventListener('click', () => send({ op: 'hint' }));

  // ---------------------------------------------------------------- Lua
  const history = [];
  let historyIndex = 0;
  function runLua() {
    const input = $('lua-input');
    const code = input.value;
    if (!code.trim()) return;
    history.push(code);
    historyIndex = history.length;
    input.value = '';
    send({ op: 'lua', code });
  }
  $('lua-run').addEventListener('click', runLua);
  $('lua-input').addEventListener('keydown', (event) => {
    const input = event.target;
    if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); runLua(); return; }
    if (event.key === 'ArrowUp' && !input.value.includes('\n') && historyIndex > 0) {
      historyIndex--;
      input.value = history[historyIndex];
      event.preventDefault();
    } else if (event.key === 'ArrowDown' && !input.value.includes('\n') && historyIndex < history.length) {
      historyIndex++;
      input.value = history[historyIndex] || '';
      event.preventDefault();
    }
  });

  // Highlight a view on the screen from the lists.
  for (const id of ['hit-path', 'chain', 'details']) {
    $(id).addEventListener('mouseover', (event) => {
      const li = event.target.closest('li');
      for (const e of screen.querySelectorAll('.view.highlight')) e.classList.remove('highlight');
      if (li && li.dataset.id) {
        const poly = screen.querySelector(`.view[data-id="${li.dataset.id}"]`);
        if (poly) poly.classList.add('highlight');
      }
    });
    $(id).addEventListener('mouseleave', () => {
      for (const e of screen.querySelectorAll('.view.highlight')) e.classList.remove('highlight');
    });
  }

  connect();
})();
