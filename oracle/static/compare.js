// The compare view: one board resolved under two rulesets, the boards side by side (stacked on a
// phone), the two traces aligned step by step, and the steps and final state that differ
// highlighted. The alignment and the diff are the server's (POST /api/v1/compare); this module
// only shows them.
"use strict";
import { $, el, s, label, both, one, postJSON, stepControls } from "./ui.js";
import { renderBoard } from "./board.js";

const DATA = $("compare-data") ? JSON.parse($("compare-data").textContent) : { rulesets: [], open: null };
const BY_NAME = new Map((DATA.rulesets || []).map((r) => [r.name, r]));
const rulesetLabel = (name) => (BY_NAME.get(name) || { label: name }).label;
const editionOf = (name) => (BY_NAME.get(name) || DATA.rulesets[0] || {}).edition;

// what made an aligned step differ, in words (the diff's ``differs``; numbering and wording are no difference)
const ASPECTS = { missing: "not under every ruleset", objects: "other objects", rules: "another rule",
  effect: "another effect on the board", amounts: "other amounts" };

let answer = null;
let current = 0;
let hooks = {};

const on = () => $("compare-switch") && $("compare-switch").getAttribute("aria-pressed") === "true";
const rows = () => (answer ? answer.diff.steps : []);
const differs = (row) => row.kind !== "same";

/** The rulesets chosen for the left and the right board. */
function chosen() {
  return [$("compare-left").value, $("compare-right").value];
}

function setSwitch(pressed) {
  $("compare-switch").setAttribute("aria-pressed", pressed ? "true" : "false");
  $("compare-choice").hidden = !pressed;
  document.querySelector(".workbench").classList.toggle("comparing", pressed);
  $("resolve").textContent = pressed ? s("Compare") : s("Resolve");
  const choice = $("ruleset-choice");  // a comparison names its rulesets itself
  if (choice) { choice.disabled = pressed; }
}

// ---- one board at one row of the alignment ---------------------------------------------------
/** The step of ruleset ``name`` at or before row ``r`` (its index), or -1 before its first step. */
function stepAtOrBefore(name, r) {
  for (let i = r; i >= 0; i--) {
    const index = rows()[i].index[name];
    if (index !== null && index !== undefined) { return index; }
  }
  return -1;
}

function outcomeText(result) {
  if (result.error) { return label("errors", result.error.kind); }
  const o = result.outcome || {};
  return o.winners && o.winners.length ? s("Player %(player)s wins.", { player: o.winners.join(", ") })
    : o.draw ? s("The game is a draw.") : s("The game goes on.");
}

/** Final-state differences of ruleset ``name`` as marks for its board: tiles and player fields. */
function finalMarks(name) {
  const d = answer.diff;
  const marks = {};
  (d.battlefield.only_in[name] || []).forEach((id) => { marks[id] = "differs"; });
  Object.keys(d.battlefield.changed).forEach((id) => { marks[id] = "differs"; });
  return marks;
}

const PLAYER_FIELD_SELECTORS = { life: ".life", poison: ".poison", library: ".library",
  hand: ".zones .zone:nth-child(1)", graveyard: ".zones .zone:nth-child(2)" };

function markPlayers(boardNode) {
  Object.entries(answer.diff.players).forEach(([pid, fields]) => {
    Object.keys(fields).forEach((field) => {
      const node = boardNode.querySelector(`.player-area[data-player="${pid}"] ${PLAYER_FIELD_SELECTORS[field]}`);
      if (node) { node.classList.add("differs"); }
    });
  });
}

function ruleChip(name, citation) {
  const [edition, id] = citation.includes(":") ? citation.split(":") : [editionOf(name), citation];
  return el("button", { type: "button", class: "chip rule-chip", "data-edition": edition, "data-rule": id,
    "aria-label": s("Rule %(rule)s", { rule: citation }), "aria-expanded": "false", "aria-controls": "rule-panel" }, citation);
}

function renderPane(name) {
  const result = answer.results[name];
  const pane = $("pane-" + name);
  const last = current === rows().length - 1;
  if (result.error) {
    const err = result.error;
    pane.querySelector(".pane-body").replaceChildren(el("div", { class: "error-box", role: "note" },
      el("strong", {}, label("errors", err.kind)), " ", both(err.message || {}),
      el("div", { class: "chips" }, (err.rules || []).map((r) => ruleChip(name, r)))));
    return;
  }
  const row = rows()[current];
  const here = row ? row.index[name] : null;
  const at = row ? stepAtOrBefore(name, current) : -1;
  const steps = result.steps || [];
  const board = at >= 0 ? steps[at].board || result.state : result.initial_board || result.state;
  const prev = here !== null && here !== undefined ? (here > 0 ? steps[here - 1].board : result.initial_board) : null;
  const now = here !== null && here !== undefined
    ? el("div", { class: "step-now" + (row && differs(row) ? " differs" : "") },
      el("div", { class: "meta" }, "#" + (here + 1) + " · " + s("Turn %(n)s", { n: steps[here].turn }) + " · " + label("steps", steps[here].step)),
      el("div", {}, both(steps[here].text)))
    : el("div", { class: "step-now missing" }, el("p", { class: "muted" }, s("No such step under %(ruleset)s.", { ruleset: rulesetLabel(name) })));
  const boardNode = renderBoard(board, { names: answer.names, prev, marks: last ? finalMarks(name) : null });
  if (last) { markPlayers(boardNode); }
  // two boards on one page: each area is named with its ruleset (a player, the stack)
  boardNode.querySelectorAll("section[aria-label]").forEach((area) => {
    area.setAttribute("aria-label", area.getAttribute("aria-label") + " · " + rulesetLabel(name));
  });
  pane.querySelector(".pane-body").replaceChildren(now, el("div", { class: "board-at-step" }, boardNode));
}

// ---- the aligned trace -----------------------------------------------------------------------
function kindBadge(row) {
  if (row.kind.startsWith("only_in:")) {
    return el("span", { class: "kind-badge only" }, s("Only under %(ruleset)s", { ruleset: rulesetLabel(row.kind.slice(8)) }));
  }
  if (row.kind !== "changed") { return ""; }
  const why = (row.differs || []).filter((a) => ASPECTS[a]).map((a) => s(ASPECTS[a]));
  return [el("span", { class: "kind-badge changed" }, s("Differs")), why.length ? el("span", { class: "why-differs" }, " " + why.join(s(", "))) : ""];
}

function cell(name, row) {
  const i = row.index[name];
  const tag = el("span", { class: "cell-ruleset" }, rulesetLabel(name));
  if (i === null || i === undefined) {
    return el("div", { class: "ccell missing", "data-ruleset": name }, tag,
      el("span", { class: "muted" }, "— " + s("No such step under %(ruleset)s.", { ruleset: rulesetLabel(name) })));
  }
  return el("div", { class: "ccell", "data-ruleset": name }, tag,
    el("div", { class: "meta" }, "#" + (i + 1)),
    el("div", { class: "text" }, both(row.text[name])),
    el("div", { class: "chips" }, (row.rules[name] || []).map((r) => ruleChip(name, r))));
}

function renderRows(names) {
  return rows().map((row, r) => el("li", {
    class: "step crow kind-" + (row.kind.startsWith("only_in:") ? "only" : row.kind) + (differs(row) ? " differs" : ""),
    tabindex: "0", id: "crow-" + r, "data-row": r, "data-kind": row.kind },
  el("div", { class: "meta" }, s("Turn %(n)s", { n: row.turn }) + " · " + label("steps", row.step), " ", kindBadge(row)),
  el("div", { class: "cells", style: "--panes: " + names.length }, names.map((name) => cell(name, row)))));
}

function select(r, focus) {
  const all = rows();
  if (!all.length) { names().forEach(renderPane); return; }
  current = Math.max(0, Math.min(all.length - 1, r));
  const items = [...$("compare-steps").children];
  items.forEach((li, n) => {
    li.classList.toggle("current", n === current);
    if (n === current) { li.setAttribute("aria-current", "step"); } else { li.removeAttribute("aria-current"); }
  });
  const li = items[current];
  if (li && li.scrollIntoView) { li.scrollIntoView({ block: "nearest" }); }
  if (focus !== false && li) { li.focus({ preventScroll: true }); }
  $("compare-position").textContent = s("Step %(n)s of %(total)s", { n: current + 1, total: all.length });
  names().forEach(renderPane);
  $("c-first").disabled = $("c-prev").disabled = current === 0;
  $("c-next").disabled = $("c-last").disabled = current === all.length - 1;
  $("c-prev-diff").disabled = !all.slice(0, current).some(differs);
  $("c-next-diff").disabled = !all.slice(current + 1).some(differs);
}

function jumpToDifference(direction) {
  const all = rows();
  for (let r = current + direction; r >= 0 && r < all.length; r += direction) {
    if (differs(all[r])) { select(r); return; }
  }
}

const names = () => (answer ? answer.rulesets : []);

function mergedNames(results) {
  const out = {};
  Object.values(results).forEach((r) => Object.assign(out, r.names || {}));
  return out;
}

export function renderComparison(data) {
  answer = data;
  answer.names = mergedNames(data.results);
  const list = names();
  const count = rows().filter(differs).length;
  $("answer").replaceChildren(el("div", { id: "compare-view", class: "compare-view" },
    el("p", { class: "compare-summary", id: "compare-summary" }, one(data.diff.summary)),
    el("p", { class: "muted small" }, count
      ? s("%(n)s of %(total)s steps differ; they are highlighted.", { n: count, total: rows().length })
      : s("Every step is the same under these rulesets.")),
    stepControls("c-", "compare-position",
      el("button", { type: "button", id: "c-prev-diff", class: "diff-jump" }, "↑ " + s("Previous difference")),
      el("button", { type: "button", id: "c-next-diff", class: "diff-jump" }, s("Next difference") + " ↓")),
    el("div", { class: "compare-panes", style: "--panes: " + list.length }, list.map((name) => el("section", {
      class: "compare-pane" + (data.results[name].error ? " has-error" : ""), id: "pane-" + name, "data-ruleset": name,
      "aria-labelledby": "pane-title-" + name },
    el("h3", { id: "pane-title-" + name }, rulesetLabel(name), " ", el("code", { class: "muted small" }, name)),
    el("p", { class: "pane-outcome" }, el("strong", {}, outcomeText(data.results[name]))),
    el("div", { class: "pane-body" })))),
    el("div", { class: "trace-row" },
      el("div", { class: "compare-trace" },
        el("div", { class: "compare-heads", style: "--panes: " + list.length, "aria-hidden": "true" },
          list.map((name) => el("span", {}, rulesetLabel(name)))),
        el("ol", { id: "compare-steps", class: "steps compare-steps", "aria-label": s("Steps under each ruleset, aligned") },
          renderRows(list))),
      el("aside", { id: "rule-panel", class: "rule-panel", hidden: true, "aria-labelledby": "rule-panel-title", tabindex: "-1" }))));
  $("c-first").addEventListener("click", () => select(0));
  $("c-prev").addEventListener("click", () => select(current - 1));
  $("c-next").addEventListener("click", () => select(current + 1));
  $("c-last").addEventListener("click", () => select(rows().length - 1));
  $("c-prev-diff").addEventListener("click", () => jumpToDifference(-1));
  $("c-next-diff").addEventListener("click", () => jumpToDifference(1));
  $("compare-steps").addEventListener("click", (e) => {
    const chip = e.target.closest(".rule-chip");
    const li = e.target.closest("li.crow");
    if (li) { select(+li.dataset.row, false); }
    if (chip && hooks.showRule) { hooks.showRule(chip); }
  });
  $("compare-steps").addEventListener("keydown", (e) => {
    const li = e.target.closest("li.crow");
    if (li && e.target === li && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); select(+li.dataset.row, false); }
  });
  document.querySelectorAll(".compare-pane .pane-body").forEach((body) => body.addEventListener("click", (e) => {
    const chip = e.target.closest(".rule-chip");
    if (chip && hooks.showRule) { hooks.showRule(chip); }
  }));
  const first = rows().findIndex(differs);
  select(first >= 0 ? first : 0, false);
}

/** Resolve ``text`` under the chosen rulesets and show the comparison (or the error). */
async function run(text, rulesets) {
  const res = await postJSON("/api/v1/compare", { scenario: text, rulesets: rulesets || chosen() });
  if (res.ok) { renderComparison(res.data); return true; }
  answer = null;
  hooks.showError(res.data, text);
  return false;
}

/**
 * Wire the "Compare rulesets" switch. ``options``: ``showRule(chip)`` and ``showError(body, text)``
 * of the workbench. Returns ``{active, run, rulesets, opensComparing}``, or null when the page offers no
 * comparison (fewer than two rulesets).
 */
export function initCompare(options) {
  hooks = options;
  if (!$("compare-switch")) { return null; }
  let opening = DATA.open && DATA.open.length >= 2 ? DATA.open : null;
  setSwitch(Boolean(opening));
  $("compare-switch").addEventListener("click", () => { setSwitch(!on()); answer = null; });
  const [left, right] = [$("compare-left"), $("compare-right")];
  [left, right].forEach((sel) => sel.addEventListener("change", () => {
    opening = null;
    const other = sel === left ? right : left;
    if (other.value === sel.value) {  // the same ruleset twice compares nothing: take the next one
      const next = [...other.options].find((o) => o.value !== sel.value);
      if (next) { other.value = next.value; }
    }
  }));
  document.addEventListener("keydown", (e) => {
    const tag = (e.target.tagName || "").toLowerCase();
    if (!answer || !$("compare-view") || ["textarea", "input", "select"].includes(tag)) { return; }
    if (e.key === "ArrowRight") { e.preventDefault(); select(current + 1); }
    if (e.key === "ArrowLeft") { e.preventDefault(); select(current - 1); }
  });
  return {
    active: on,
    opensComparing: () => Boolean(opening),
    run: (text) => run(text, opening || chosen()),
    rulesets: () => opening || chosen(),
  };
}
