// The board builder: the scenario as a board to click on. Cards come from the library with
// completion in either language and script; permanents get their status (tapped, damage,
// counters, attachment, summoning sickness); players their life and poison; the turn its step.
// Actions are added by clicking on the board (actions.js). The builder edits the same scenario
// object the YAML editor shows: every change is written back as YAML, and typed YAML comes back
// here through the server's parser (POST /api/v1/validate), which also gives the starting board.
"use strict";
import { el, s, label, pick, cardName, cardText, debounce } from "./ui.js";
import { renderBoard } from "./board.js";
import { ActionMode, VERBS, verbLabel, describe, verbOf } from "./actions.js";

const ZONES = ["battlefield", "hand", "graveyard", "library"];

export function slug(name) {
  return (name || "card").toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "_").replace(/^_+|_+$/g, "") || "card";
}

/** An empty two-player scenario at the first player's precombat main phase. */
export function emptyScenario() {
  return { turn: { active: "A", step: "main1", number: 3 }, players: [{ id: "A", battlefield: [], hand: [] }, { id: "B", battlefield: [], hand: [] }], actions: [] };
}

export class Builder {
  /** ``root``: the element to draw in; ``hooks``: ``changed(model)`` after an edit, ``onRule(chip)``. */
  constructor(root, hooks) {
    this.root = root;
    this.hooks = hooks;
    this.model = emptyScenario();
    this.server = null;       // the last answer of /api/v1/validate with a board
    this.problem = null;      // the current validation error
    this.selected = null;     // {kind: "perm"|"card", id, pid, zone, index}
    this.mode = null;
    this.cards = new Map();   // library cards seen in completions, by English name
  }

  // ---- the model ----------------------------------------------------------------------------
  player(pid) { return (this.model.players || []).find((p) => p.id === pid); }
  playerIds() { return (this.model.players || []).map((p) => p.id); }

  allIds() {
    const ids = new Set(this.playerIds());
    Object.values((this.server && this.server.zones) || {}).forEach((z) => ZONES.forEach((zone) => (z[zone] || []).forEach((c) => ids.add(c.id))));
    (this.model.players || []).forEach((p) => ZONES.forEach((zone) => (Array.isArray(p[zone]) ? p[zone] : []).forEach((c) => { if (c && c.id) { ids.add(c.id); } })));
    return ids;
  }

  uniqueId(name) {
    const ids = this.allIds();
    const base = slug(name);
    let id = base;
    for (let n = 2; ids.has(id); n++) { id = base + "_" + n; }
    return id;
  }

  /** Where a card id is in the model: {pid, zone, index}; gives the spec an explicit id. */
  find(id) {
    const zones = (this.server && this.server.zones) || {};
    for (const p of this.model.players || []) {
      for (const zone of ZONES) {
        const list = Array.isArray(p[zone]) ? p[zone] : [];
        for (let i = 0; i < list.length; i++) {
          const spec = list[i];
          const known = spec && typeof spec === "object" && spec.id ? spec.id : (((zones[p.id] || {})[zone] || [])[i] || {}).id;
          if (known === id) {
            if (typeof spec === "string") { list[i] = { card: spec, id }; } else if (!spec.id) { spec.id = id; }
            return { pid: p.id, zone, index: i, spec: list[i] };
          }
        }
      }
    }
    return null;
  }

  setModel(model, server) {
    this.model = model && typeof model === "object" ? model : emptyScenario();
    if (server) { this.server = server; }
    this.render();
  }

  setValidation(answer) {
    this.problem = answer.valid ? null : answer.error;
    if (answer.board) { this.server = answer; }
    this.render();
  }

  edit(fn) {
    fn(this.model);
    this.hooks.changed(this.model);
    this.render();
  }

  addCard(pid, zone, card) {
    this.cards.set(card.name, card);
    this.edit((m) => {
      const p = m.players.find((x) => x.id === pid);
      const spec = { card: card.name, id: this.uniqueId(card.name) };
      if (zone === "library") {
        p.library = Array.isArray(p.library) ? [spec].concat(p.library) : [spec];
      } else {
        p[zone] = (Array.isArray(p[zone]) ? p[zone] : []).concat([spec]);
      }
    });
  }

  // ---- drawing ------------------------------------------------------------------------------
  nameOf(id, board) {
    if (this.playerIds().includes(id) || (board && board.players && board.players[id])) { return s("Player %(player)s", { player: id }); }
    const names = this.names(board);
    const perm = board && (board.battlefield || []).find((p) => p.id === id);
    if (perm) {
      // two permanents of one name are told apart by their order on the board ("Grizzly Bears 2")
      const same = board.battlefield.filter((p) => p.name === perm.name);
      return cardText(names, perm.name) + (same.length > 1 ? " " + (same.indexOf(perm) + 1) : "");
    }
    const onStack = board && (board.stack || []).find((x) => x.id === id);
    if (onStack) { return cardText(names, onStack.name); }
    const zones = (this.server && this.server.zones) || {};
    for (const z of Object.values(zones)) {
      for (const zone of ZONES) {
        const c = (z[zone] || []).find((x) => x.id === id);
        if (c) { return cardText(names, c.name); }
      }
    }
    return id;
  }

  names(board) {
    return Object.assign({}, (this.server && this.server.names) || {}, (this.mode && this.mode.answer && this.mode.answer.names) || {});
  }

  /** Board marks for a validation error's location (``players[1].battlefield[2].power``). */
  problems() {
    const out = {};
    const err = this.problem;
    if (!err || !err.at) { return out; }
    const m = /^players\[(\d+)\](?:\.(battlefield|hand|graveyard|library)(?:\[(\d+)\])?)?/.exec(err.at);
    if (!m) { return out; }
    const p = (this.model.players || [])[+m[1]];
    if (!p) { return out; }
    const zone = m[2];
    const index = m[3] !== undefined ? +m[3] : null;
    const spec = zone && index !== null && Array.isArray(p[zone]) ? p[zone][index] : null;
    const known = spec && typeof spec === "object" && spec.id ? spec.id
      : zone && index !== null ? ((((this.server && this.server.zones) || {})[p.id] || {})[zone] || [])[index] : null;
    const id = typeof known === "string" ? known : known && known.id;
    out[id && zone === "battlefield" ? id : p.id] = pick(err.message);
    return out;
  }

  render() {
    const root = this.root;
    const focusId = document.activeElement && document.activeElement.id;
    root.replaceChildren(this.turnRow(), this.boardView(), this.mode ? this.mode.panel() : this.inspector(), this.actionsView());
    if (focusId && document.getElementById(focusId) && root.contains(document.getElementById(focusId))) { document.getElementById(focusId).focus(); }
  }

  turnRow() {
    const t = this.model.turn || {};
    const set = (key, value) => this.edit((m) => { m.turn = Object.assign({}, m.turn || {}, { [key]: value }); });
    return el("fieldset", { class: "turn-row" }, el("legend", {}, s("Turn")),
      el("label", { for: "b-title" }, s("Title")),
      el("input", { id: "b-title", type: "text", value: this.model.title || "", placeholder: s("What this scenario asks"),
        onchange: (e) => this.edit((m) => { if (e.target.value) { m.title = e.target.value; } else { delete m.title; } }) }),
      el("label", { for: "b-active" }, s("Active player")),
      el("select", { id: "b-active", onchange: (e) => set("active", e.target.value) },
        this.playerIds().map((pid) => el("option", { value: pid, selected: (t.active || this.playerIds()[0]) === pid }, s("Player %(player)s", { player: pid })))),
      el("label", { for: "b-number" }, s("Turn number")),
      el("input", { id: "b-number", type: "number", min: 1, value: t.number || 1, inputMode: "numeric", onchange: (e) => set("number", Math.max(1, parseInt(e.target.value, 10) || 1)) }),
      el("label", { for: "b-step" }, s("Starting step")),
      el("select", { id: "b-step", onchange: (e) => set("step", e.target.value) },
        Object.keys(this.hooks.steps).map((st) => el("option", { value: st, selected: (t.step || "main1") === st }, this.hooks.steps[st]))));
  }

  playerControls(pid) {
    const p = this.player(pid);
    if (!p || this.mode) { return ""; }
    const num = (key, fallback, text, min) => {
      const id = "b-" + key + "-" + pid;
      return el("span", { class: "num" }, el("label", { for: id }, text), " ",
        el("input", { id, type: "number", min, value: typeof p[key] === "number" ? p[key] : fallback, inputMode: "numeric",
          disabled: key === "library" && Array.isArray(p.library),
          onchange: (e) => this.edit((m) => { m.players.find((x) => x.id === pid)[key] = parseInt(e.target.value, 10) || 0; }) }));
    };
    return el("div", { class: "player-controls" },
      num("life", 20, s("Life"), -99), num("poison", 0, s("Poison"), 0), num("library", 20, s("Library"), 0),
      this.cardAdder(pid));
  }

  cardAdder(pid) {
    const inputId = "add-" + pid;
    const listId = "add-list-" + pid;
    const zoneId = "add-zone-" + pid;
    const zone = el("select", { id: zoneId, "aria-label": s("Zone") },
      ZONES.map((z) => el("option", { value: z }, label("zones", z))));
    const list = el("ul", { id: listId, role: "listbox", class: "suggestions card-suggestions", hidden: true, "aria-label": s("Cards") });
    let options = [];
    let active = -1;
    const input = el("input", { id: inputId, type: "text", role: "combobox", autocomplete: "off", autocapitalize: "off",
      "aria-autocomplete": "list", "aria-expanded": "false", "aria-controls": listId, placeholder: s("Add a card: name in English or Chinese") });
    const close = () => { list.hidden = true; input.setAttribute("aria-expanded", "false"); input.removeAttribute("aria-activedescendant"); active = -1; };
    const choose = (card) => { close(); input.value = ""; this.addCard(pid, zone.value, card); };
    const highlight = (i) => {
      active = i;
      [...list.children].forEach((li, n) => li.setAttribute("aria-selected", n === i ? "true" : "false"));
      if (i >= 0 && list.children[i]) { input.setAttribute("aria-activedescendant", list.children[i].id); list.children[i].scrollIntoView({ block: "nearest" }); }
    };
    const lookup = debounce(async () => {
      const q = input.value.trim();
      if (!q) { close(); return; }
      const res = await fetch("/api/v1/cards/suggest?q=" + encodeURIComponent(q));
      if (!res.ok) { return; }
      const data = await res.json();
      if (q !== input.value.trim()) { return; }
      options = data.suggestions;
      list.replaceChildren(...options.map((c, i) => el("li", { id: listId + "-" + i, role: "option", "aria-selected": "false", class: "card-option",
        onmousedown: (e) => e.preventDefault(), onclick: () => choose(c) },
        el("span", { class: "primary" }, cardName({ [c.name]: c.names }, c.name)),
        el("span", { class: "secondary" }, " ", pick(c.names) === c.name ? (c.names["zh-Hans"] ? c.names[document.documentElement.lang === "zh-Hant" ? "zh-Hant" : "zh-Hans"] : "") : c.name),
        el("small", {}, " · " + [c.mana_cost, c.types.join(" "), c.power !== null ? c.power + "/" + c.toughness : ""].filter(Boolean).join(" · ")))));
      if (!options.length) { list.replaceChildren(el("li", { class: "muted", role: "option", "aria-disabled": "true" }, s("No card of the library matches."))); }
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      highlight(options.length ? 0 : -1);
    }, 120);
    input.addEventListener("input", lookup);
    input.addEventListener("keydown", (e) => {
      if (e.key === "ArrowDown" && options.length) { e.preventDefault(); highlight(Math.min(options.length - 1, active + 1)); }
      else if (e.key === "ArrowUp" && options.length) { e.preventDefault(); highlight(Math.max(0, active - 1)); }
      else if (e.key === "Enter" && active >= 0 && options[active]) { e.preventDefault(); choose(options[active]); }
      else if (e.key === "Escape") { close(); }
    });
    input.addEventListener("blur", () => setTimeout(close, 150));
    return el("div", { class: "card-adder" }, el("label", { for: inputId, class: "visually-hidden" }, s("Add a card for player %(player)s", { player: pid })),
      input, zone, list);
  }

  boardView() {
    const names = this.names();
    if (this.mode) {
      const a = this.mode.answer;
      if (!a || !a.board) { return el("div", { class: "board-wrap" }, el("p", { class: "muted" }, "…")); }
      const { marks, reasons } = this.mode.marks();
      const click = (id) => this.mode.click(id);
      return el("div", { class: "board-wrap mode" }, renderBoard(a.board, { names: this.names(a.board), marks, reasons,
        onTile: click, onPlayer: click, onCard: click, selectable: true,
        zones: this.handsWithIds(a.board) }));
    }
    const board = this.server && this.server.board;
    const stale = this.problem && board;
    const marks = this.selected ? { [this.selected.id]: "chosen" } : {};
    return el("div", { class: "board-wrap" + (stale ? " stale" : "") },
      stale ? el("p", { class: "muted small" }, s("The board shows the last valid version of the scenario.")) : "",
      board ? renderBoard(board, { names, marks, problems: this.problems(), zones: (this.server && this.server.zones) || {},
        onTile: (id) => this.select(id), onCard: (id) => this.select(id), selectable: true,
        extra: (pid) => this.playerControls(pid) }) : el("p", { class: "muted" }, "…"));
  }

  /** During an action mode: hands on the decision's board with the ids the builder knows. */
  handsWithIds(board) {
    const zones = (this.server && this.server.zones) || {};
    const out = {};
    Object.entries(board.players || {}).forEach(([pid, pl]) => {
      const known = ((zones[pid] || {}).hand || []).slice();
      out[pid] = { hand: (pl.hand || []).map((name) => { const i = known.findIndex((c) => c.name === name); return i >= 0 ? known.splice(i, 1)[0] : name; }) };
    });
    return out;
  }

  select(id) {
    this.selected = this.selected && this.selected.id === id ? null : { id };
    this.render();
    const first = this.root.querySelector(".inspector input, .inspector button");
    if (first && this.selected) { first.focus(); }
  }

  inspector() {
    if (!this.selected) { return el("p", { class: "muted small hint" }, s("Choose a card on the board to set its status.")); }
    const found = this.find(this.selected.id);
    if (!found) { return ""; }
    const { spec, zone } = found;
    const name = this.nameOf(this.selected.id, this.server && this.server.board);
    const perm = this.server && this.server.board && this.server.board.battlefield.find((p) => p.id === this.selected.id);
    const change = (fn) => this.edit(() => { fn(spec); });
    const fields = [];
    if (zone === "battlefield") {
      const check = (key, text) => el("label", { class: "check" }, el("input", { type: "checkbox", id: "i-" + key, checked: !!spec[key],
        onchange: (e) => change((x) => { if (e.target.checked) { x[key] = true; } else { delete x[key]; } }) }), " ", text);
      const number = (key, text, get, put) => el("label", { class: "num", for: "i-" + key }, text, " ",
        el("input", { type: "number", id: "i-" + key, min: 0, value: get(), inputMode: "numeric", onchange: (e) => change((x) => put(x, Math.max(0, parseInt(e.target.value, 10) || 0))) }));
      const counter = (kind) => (x, n) => { x.counters = Object.assign({}, x.counters || {}); if (n) { x.counters[kind] = n; } else { delete x.counters[kind]; } if (!Object.keys(x.counters).length) { delete x.counters; } };
      fields.push(check("tapped", s("Tapped")), check("summoning_sick", s("Summoning sick (came under control this turn)")),
        number("damage", s("Damage"), () => spec.damage || 0, (x, n) => { if (n) { x.damage = n; } else { delete x.damage; } }),
        number("plus", s("+1/+1 counters"), () => (spec.counters || {})["+1/+1"] || 0, counter("+1/+1")),
        number("minus", s("-1/-1 counters"), () => (spec.counters || {})["-1/-1"] || 0, counter("-1/-1")));
      const others = ((this.server && this.server.board && this.server.board.battlefield) || []).filter((p) => p.id !== this.selected.id);
      fields.push(el("label", { for: "i-attached" }, s("Attached to")), el("select", { id: "i-attached",
        onchange: (e) => change((x) => { if (e.target.value) { x.attached_to = e.target.value; } else { delete x.attached_to; } }) },
        el("option", { value: "" }, "—"), others.map((p) => el("option", { value: p.id, selected: spec.attached_to === p.id }, cardText(this.names(), p.name)))));
    }
    const move = (to) => this.edit((m) => {
      const from = m.players.find((p) => p.id === found.pid);
      from[zone].splice(found.index, 1);
      const clean = typeof spec === "object" ? Object.fromEntries(Object.entries(spec).filter(([k]) => ["card", "id", "name", "name_zh", "types", "subtypes", "supertypes", "mana_cost", "power", "toughness", "text", "colors", "token"].includes(k))) : spec;
      if (to) { from[to] = (Array.isArray(from[to]) ? from[to] : []).concat([clean]); } else { this.selected = null; }
    });
    return el("section", { class: "inspector", "aria-labelledby": "inspector-title" },
      el("h3", { id: "inspector-title" }, name, perm && perm.power !== null ? " " + perm.power + "/" + perm.toughness : "",
        el("span", { class: "muted" }, " · " + label("zones", zone))),
      el("div", { class: "fields" }, fields),
      el("div", { class: "buttons" },
        ZONES.filter((z) => z !== zone && z !== "library").map((z) => el("button", { type: "button", onclick: () => move(z) }, s("Move to %(zone)s", { zone: label("zones", z) }))),
        el("button", { type: "button", class: "danger", onclick: () => move(null) }, s("Remove")),
        el("button", { type: "button", onclick: () => { this.selected = null; this.render(); } }, s("Done"))));
  }

  actionsView() {
    const actions = Array.isArray(this.model.actions) ? this.model.actions : [];
    const board = this.server && this.server.board;
    const problemAt = this.problem && /^actions\[(\d+)\]/.exec(this.problem.at || "");
    return el("section", { class: "actions", "aria-labelledby": "actions-title" },
      el("h3", { id: "actions-title" }, s("What the players do")),
      actions.length ? el("ol", { class: "action-list" }, actions.map((a, i) => el("li", { class: problemAt && +problemAt[1] === i ? "invalid" : "" },
        el("span", {}, describe(a, (id) => this.nameOf(id, board))),
        problemAt && +problemAt[1] === i ? el("span", { class: "problem" }, " ", pick(this.problem.message)) : "",
        el("button", { type: "button", class: "remove", "aria-label": s("Remove action %(n)s", { n: i + 1 }),
          onclick: () => this.edit((m) => { m.actions.splice(i, 1); if (!m.actions.length) { delete m.actions; } }) }, "×"))))
        : el("p", { class: "muted small" }, s("No actions yet: the players just pass. Add one:")),
      el("div", { class: "verbs", role: "group", "aria-label": s("Add an action") }, VERBS.map((verb) => el("button", {
        type: "button", class: "verb", "data-verb": verb, "aria-pressed": this.mode && this.mode.verb === verb ? "true" : "false",
        onclick: () => this.startMode(verb) }, verbLabel(verb)))));
  }

  startMode(verb) {
    if (this.mode && this.mode.verb === verb) { this.cancel(); return; }
    this.selected = null;
    this.mode = new ActionMode(verb, {
      yaml: () => this.hooks.yaml(), players: this.playerIds(), steps: this.hooks.steps,
      nameOf: (id, board) => this.nameOf(id, board), onRule: this.hooks.onRule,
      render: () => this.render(), cancel: () => this.cancel(),
      add: (action) => { this.mode = null; this.edit((m) => { m.actions = (Array.isArray(m.actions) ? m.actions : []).concat([action]); }); },
    });
    this.render();
    this.mode.load();
  }

  cancel() { this.mode = null; this.render(); }
}

export { verbOf };
