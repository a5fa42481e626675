// The scenario workbench: set up a board (builder or YAML, kept in sync), validate as you type,
// resolve, then step through the answer on the board with the rule of each step beside it.
"use strict";
import { $, el, s, label, pick, pickLang, both, postJSON, debounce, rulesetField, stepControls } from "./ui.js";
import { renderBoard, diffBoards, describeChanges } from "./board.js";
import { Builder } from "./builder.js";
import { toYAML } from "./yaml-emit.js";
import { initCompare } from "./compare.js";

const STEPS = JSON.parse($("ui-strings").textContent).steps || {};
let builder = null;
let result = null;
let current = 0;
let pristine = "";        // the text as loaded or last shared: edits beyond it are unsaved
let openChip = null;
let compare = null;       // the compare view, when the page offers more than one ruleset

const textarea = () => $("scenario");
const dirty = () => textarea().value !== pristine;

// ---- the YAML editor: line numbers, the error's line marked -----------------------------------
function gutter(mark) {
  const lines = textarea().value.split("\n").length;
  const g = $("gutter");
  g.replaceChildren(...Array.from({ length: lines }, (_x, i) => el("span", {
    class: mark && i + 1 >= mark.line && i + 1 <= (mark.end_line || mark.line) ? "bad" : "" }, String(i + 1) + "\n")));
  g.scrollTop = textarea().scrollTop;
}

function goToLine(loc) {
  showTab("yaml");
  const ta = textarea();
  const lines = ta.value.split("\n");
  let start = 0;
  for (let i = 0; i < loc.line - 1 && i < lines.length; i++) { start += lines[i].length + 1; }
  const col = Math.max(0, (loc.column || 1) - 1);
  const lineEnd = start + (lines[loc.line - 1] || "").length;
  ta.focus();
  ta.setSelectionRange(Math.min(start + col, lineEnd), lineEnd);
  const lineHeight = parseFloat(getComputedStyle(ta).lineHeight) || 18;
  ta.scrollTop = Math.max(0, (loc.line - 3) * lineHeight);
}

function showValidation(answer) {
  const box = $("validation");
  const ta = textarea();
  if (answer.valid) {
    ta.removeAttribute("aria-invalid");
    box.className = "validation ok";
    box.dataset.state = "ok";
    box.replaceChildren(el("span", {}, "✓ " + s("The scenario is valid.")));
    gutter(null);
    return;
  }
  const err = answer.error || {};
  ta.setAttribute("aria-invalid", "true");
  box.className = "validation bad";
  box.dataset.state = "bad";
  const loc = err.location;
  box.replaceChildren(
    el("strong", {}, label("errors", err.kind)), " ", ...both(err.message || {}),
    loc ? el("button", { type: "button", class: "link", id: "go-to-error", onclick: () => goToLine(loc) },
      s("line %(line)s, column %(column)s", loc)) : "",
    err.at ? el("code", { class: "at" }, err.at) : "",
    (err.suggestions || []).length ? el("span", { class: "dym" }, " " + s("Did you mean") + " ",
      err.suggestions.map((name) => el("button", { type: "button", class: "link suggestion", onclick: () => fixCard(err.at, name) }, name))) : "");
  gutter(loc);
}

/** Replace the misspelt card at ``at`` by ``name`` (a "did you mean" answer). */
function fixCard(at, name) {
  const parts = [...(at || "").matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? +m[2] : m[1]));
  if (parts[parts.length - 1] === "card") { parts.pop(); }
  builder.edit((model) => {
    let node = model;
    for (let i = 0; i < parts.length - 1; i++) { node = node[parts[i]]; }
    const last = parts[parts.length - 1];
    if (typeof node[last] === "string") { node[last] = name; } else { node[last].card = name; }
  });
}

const validateSoon = debounce(async (fromEditor) => {
  const text = textarea().value;
  const res = await postJSON("/api/v1/validate", { scenario: text, ...rulesetField() });
  if (text !== textarea().value) { return; }
  const answer = res.ok ? res.data : { valid: false, error: res.data.error, scenario: null };
  if (fromEditor && answer.scenario) { builder.setModel(answer.scenario); }
  builder.setValidation(answer);
  showValidation(answer);
}, 250);

/** Validate the text shortly (as you type); ``#validation[data-state]`` says "pending" until then. */
function validate(fromEditor) {
  $("validation").dataset.state = "pending";
  validateSoon(fromEditor);
}

function loadText(text) {
  textarea().value = text;
  pristine = text;
  gutter(null);
  validate(true);
}

// ---- tabs ------------------------------------------------------------------------------------
function showTab(which) {
  const yaml = which === "yaml";
  $("tab-builder").setAttribute("aria-selected", yaml ? "false" : "true");
  $("tab-yaml").setAttribute("aria-selected", yaml ? "true" : "false");
  $("tab-builder").tabIndex = yaml ? -1 : 0;
  $("tab-yaml").tabIndex = yaml ? 0 : -1;
  $("builder").hidden = yaml;
  $("yaml-panel").hidden = !yaml;
}

// ---- the answer ------------------------------------------------------------------------------
/** The corpus edition whose numbers ruleset ``name`` cites (from the ruleset choice), classic by default. */
function editionOf(name) {
  const option = name ? document.querySelector(`#ruleset-choice option[value="${CSS.escape(name)}"]`) : null;
  return (option && option.dataset.edition) || "classic";
}

/** A rule chip; ``ruleset`` is the ruleset that cited it (its edition is the one whose rule opens). */
function ruleChip(citation, ruleset) {
  const [edition, id] = citation.includes(":") ? citation.split(":") : [editionOf(ruleset), citation];
  return el("button", { type: "button", class: "chip rule-chip", "data-edition": edition, "data-rule": id,
    "aria-label": s("Rule %(rule)s", { rule: citation }), "aria-expanded": "false", "aria-controls": "rule-panel" }, citation);
}

function stepMeta(step) {
  return s("Turn %(n)s", { n: step.turn }) + " · " + label("steps", step.step);
}

function renderAnswer(data) {
  result = data;
  const steps = data.steps || [];
  const o = data.outcome || {};
  const outcome = o.winners && o.winners.length ? s("Player %(player)s wins.", { player: o.winners.join(", ") })
    : o.draw ? s("The game is a draw.") : s("The game goes on.");
  $("answer").replaceChildren(
    document.documentElement.lang === "zh-Hant" && steps.some((st) => (st.converted || []).includes("zh-Hant"))
      ? el("p", { class: "muted small" }, s("The Traditional Chinese of the steps is converted from Simplified.")) : "",
    el("p", { class: "outcome" }, el("strong", {}, outcome), " ",
      el("span", { class: "muted" }, s("%(n)s steps", { n: steps.length }) + (data.elapsed_ms !== undefined ? " · " + s("%(ms)s ms", { ms: data.elapsed_ms }) : ""))),
    stepControls("", "position", el("span", { class: "muted small keys" }, s("Keys: ← →"))),
    el("div", { id: "step-now", class: "step-now" }),
    el("div", { id: "board-at-step", class: "board-at-step" }),
    el("details", { class: "changes-box", open: true }, el("summary", {}, s("What changed")), el("ul", { id: "changes", class: "changes" })),
    el("div", { class: "trace-row" },
      el("ol", { id: "steps", class: "steps", "aria-label": s("Steps") }, steps.map((st, i) => el("li", {
        class: "step", tabindex: "0", "data-n": st.n, id: "step-" + st.n },
        el("div", { class: "meta" }, "#" + st.n + " · " + stepMeta(st)),
        el("div", { class: "text" }, both(st.text)),
        el("div", { class: "chips" }, (st.rules || []).map((r) => ruleChip(r, st.ruleset || result.ruleset))),
        void i))),
      el("aside", { id: "rule-panel", class: "rule-panel", hidden: true, "aria-labelledby": "rule-panel-title", tabindex: "-1" })));
  $("first").addEventListener("click", () => select(0));
  $("prev").addEventListener("click", () => select(current - 1));
  $("next").addEventListener("click", () => select(current + 1));
  $("last").addEventListener("click", () => select(steps.length - 1));
  $("steps").addEventListener("click", (e) => {
    const chip = e.target.closest(".rule-chip");
    const li = e.target.closest("li.step");
    if (li) { select([...$("steps").children].indexOf(li), false); }
    if (chip) { showRule(chip); }
  });
  $("steps").addEventListener("keydown", (e) => {
    const li = e.target.closest("li.step");
    if (li && e.target === li && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); select([...$("steps").children].indexOf(li), false); }
  });
  select(0, false);
}

function select(i, focus) {
  if (!result || !result.steps.length) { return; }
  current = Math.max(0, Math.min(result.steps.length - 1, i));
  const items = [...$("steps").children];
  items.forEach((li, n) => { li.classList.toggle("current", n === current); if (n === current) { li.setAttribute("aria-current", "step"); } else { li.removeAttribute("aria-current"); } });
  const li = items[current];
  if (li && li.scrollIntoView) { li.scrollIntoView({ block: "nearest" }); }
  if (focus !== false && li) { li.focus({ preventScroll: true }); }
  const step = result.steps[current];
  $("position").textContent = s("Step %(n)s of %(total)s", { n: current + 1, total: result.steps.length });
  $("step-now").replaceChildren(el("div", { class: "meta" }, stepMeta(step)), el("div", {}, both(step.text)));
  const prev = current > 0 ? result.steps[current - 1].board : result.initial_board;
  const now = step.board || result.state;
  $("board-at-step").replaceChildren(renderBoard(now, { names: result.names, prev }));
  const lines = describeChanges(diffBoards(prev, now), result.names, now, result.ruleset);
  $("changes").replaceChildren(...(lines.length ? lines.map((t) => el("li", {}, t)) : [el("li", { class: "muted" }, s("Nothing on the board changed."))]));
  ["first", "prev"].forEach((id) => { $(id).disabled = current === 0; });
  ["next", "last"].forEach((id) => { $(id).disabled = current === result.steps.length - 1; });
}

function showError(body, text) {
  const err = (body && body.error) || { kind: "network", message: { en: s("The request failed.") } };
  result = null;
  $("answer").replaceChildren(el("div", { id: "error", class: "error-box", role: "alert" },
    el("strong", {}, label("errors", err.kind)), " ", both(err.message || {}),
    err.location ? el("button", { type: "button", class: "link", onclick: () => goToLine(err.location) }, s("line %(line)s, column %(column)s", err.location)) : "",
    el("div", { class: "chips" }, (err.rules || []).map((r) => ruleChip(r, err.ruleset))),
    el("aside", { id: "rule-panel", class: "rule-panel", hidden: true, "aria-labelledby": "rule-panel-title", tabindex: "-1" })));
  $("error").addEventListener("click", (e) => { const chip = e.target.closest(".rule-chip"); if (chip) { showRule(chip); } });
  if (text === textarea().value) {
    builder.setValidation({ valid: false, error: err });
    gutter(err.location);
  }
}

/** Resolve (or, with "Compare rulesets" on, compare); ``auto`` when the page does it on opening. */
async function resolve(auto) {
  const button = $("resolve");
  button.disabled = true;
  button.setAttribute("aria-busy", "true");
  const text = textarea().value;
  const comparing = compare && compare.active();
  try {
    if (comparing) {
      result = null;
      await compare.run(text);
    } else {
      const res = await postJSON("/api/v1/resolve", { scenario: text, ...rulesetField() });
      if (res.ok) { renderAnswer(res.data); } else { showError(res.data, text); }
    }
  } catch (e) { showError({ error: { kind: "network", message: { en: String(e) } } }, text); }
  button.disabled = false;
  button.removeAttribute("aria-busy");
  if (auto !== true && (comparing || window.matchMedia("(max-width: 900px)").matches)) {
    $("answer-title").scrollIntoView({ behavior: "smooth" });
  }
}

// ---- the rule beside its step ----------------------------------------------------------------
function closeRule() {
  const panel = $("rule-panel");
  if (!panel || panel.hidden) { return; }
  panel.hidden = true;
  document.body.classList.remove("rule-open");
  if (openChip) { openChip.setAttribute("aria-expanded", "false"); if (document.body.contains(openChip)) { openChip.focus(); } }
  openChip = null;
}

/** A rule's title, else (a subrule without one) its section's: "510.1c" is shown under "Combat Damage Step". */
function ruleTitle(rule) {
  if (rule.title && pick(rule.title)) { return rule.title; }
  const parent = (rule.parents_detail || []).slice().reverse().find((p) => p.title && pick(p.title));
  return parent ? Object.fromEntries(Object.entries(parent.title).map(([lang, t]) => [lang, "(" + parent.id + " " + t + ")"])) : {};
}

/** The same rule in the other edition (the concordance's counterpart) and in an imported official
 * edition, as links: how a rule outside this corpus is read. */
function otherEditions(rule) {
  const out = [];
  const counterparts = (rule.counterparts || []).filter((c) => c.exists);
  if (counterparts.length) {
    out.push(el("p", { class: "small counterparts" }, s("Other edition") + ": ",
      ...counterparts.flatMap((c, i) => [i ? ", " : "", el("a", { href: "/rules/" + c.edition + "/" + encodeURIComponent(c.id) },
        c.edition + " " + c.id + (c.title && pick(c.title) ? " " + pick(c.title) : ""))])));
  }
  for (const imp of rule.imported || []) {
    out.push(el("p", { class: "small imported" }, s("Imported edition %(edition)s has a rule with this number (a later text: its content may differ):", { edition: imp.edition }), " ",
      el("a", { href: "/rules/" + encodeURIComponent(imp.edition) + "/" + encodeURIComponent(imp.id) }, imp.edition + " " + imp.id)));
  }
  return out;
}

async function showRule(chip) {
  const panel = $("rule-panel");
  if (openChip) { openChip.setAttribute("aria-expanded", "false"); }
  openChip = chip;
  chip.setAttribute("aria-expanded", "true");
  const step = chip.closest("li.step");
  if (step) { panel.style.setProperty("--step-top", step.offsetTop + "px"); }
  panel.hidden = false;
  document.body.classList.add("rule-open");
  panel.replaceChildren(el("p", { class: "muted" }, "…"));
  const url = "/api/v1/rules/" + encodeURIComponent(chip.dataset.edition) + "/" + encodeURIComponent(chip.dataset.rule);
  const close = el("button", { type: "button", class: "close", "aria-label": s("Close the rule"), onclick: closeRule }, "×");
  try {
    const res = await fetch(url);
    const rule = await res.json();
    if (!res.ok) { panel.replaceChildren(close, el("p", { class: "error" }, both(rule.error.message))); return; }
    const first = pickLang(rule.text);
    const second = first === "en" ? ["zh-Hans", "zh-Hant"].find((l) => rule.text[l]) : (rule.text.en ? "en" : null);
    const summary = rule.summary && pick(rule.summary) ? rule.summary : null;
    const outside = rule.in_corpus === false;
    panel.replaceChildren(close,
      el("h3", { id: "rule-panel-title" }, el("a", { href: "/rules/" + rule.edition + "/" + encodeURIComponent(rule.id) }, rule.id), " ", both(ruleTitle(rule))),
      outside ? el("p", { class: "notice outside small" }, el("span", { class: "badge" }, s("Outside this corpus")), " ", pick(rule.notice || {})) : "",
      pick(rule.text) ? el("p", { lang: first }, pick(rule.text)) : "",
      second && second !== first && rule.text[second] ? el("p", { class: "secondary", lang: second }, rule.text[second]) : "",
      !rule.text_in_corpus && summary ? el("div", { class: "summary" }, el("p", { class: "muted small" }, s("Summary (written by this project)")), el("p", {}, both(summary))) : "",
      rule.text_in_corpus || outside ? "" : el("p", { class: "muted small" }, s("Only the title of this section is in the corpus.")),
      ...otherEditions(rule),
      el("p", { class: "small" }, el("a", { href: "/rules/" + rule.edition + "/" + encodeURIComponent(rule.id) }, s("Open the rule page"))));
    panel.focus({ preventScroll: true });
    if (window.matchMedia("(max-width: 900px)").matches === false) { panel.scrollIntoView({ block: "nearest" }); }
  } catch (e) { panel.replaceChildren(close, el("p", { class: "error" }, String(e))); }
}

// ---- sharing and unsaved edits ---------------------------------------------------------------
async function share() {
  const res = await postJSON("/api/v1/scenarios", { scenario: textarea().value });
  if (!res.ok) { showError(res.data, textarea().value); return; }
  const comparing = compare && compare.active() ? "?compare=" + encodeURIComponent(compare.rulesets().join(",")) : "";
  const url = location.origin + res.data.url + comparing;
  pristine = textarea().value;
  const copy = el("button", { type: "button", class: "copy", id: "copy-link", onclick: async () => {
    try { await navigator.clipboard.writeText(url); } catch (e) { /* the link is shown to copy by hand */ }
    copy.classList.add("copied");
    copy.textContent = s("Copied");
  } }, s("Copy link"));
  $("permalink").replaceChildren(el("a", { href: res.data.url + comparing }, url), " ", copy);
}

function confirmDiscard() {
  return !dirty() || window.confirm(s("Discard your unsaved changes to this scenario?"));
}

document.addEventListener("DOMContentLoaded", () => {
  builder = new Builder($("builder"), {
    steps: STEPS,
    yaml: () => textarea().value,
    changed: (model) => { textarea().value = toYAML(model); gutter(null); validate(false); },
    onRule: (chip) => showRule(chip),
  });
  const selectEl = $("examples");
  let chosen = selectEl.value;
  selectEl.addEventListener("change", (e) => {
    if (!e.target.value) { return; }
    if (!confirmDiscard()) { e.target.value = chosen; return; }
    pristine = textarea().value;  // the user agreed to leave these edits
    location.href = "/scenario?example=" + encodeURIComponent(e.target.value);
  });
  $("new-board").addEventListener("click", () => {
    if (!confirmDiscard()) { return; }
    chosen = "";
    selectEl.value = "";
    builder.selected = null;
    builder.mode = null;
    loadText(toYAML({ turn: { active: "A", step: "main1", number: 3 }, players: [{ id: "A", battlefield: [], hand: [] }, { id: "B", battlefield: [], hand: [] }] }));
    pristine = "";
  });
  $("tab-builder").addEventListener("click", () => showTab("builder"));
  $("tab-yaml").addEventListener("click", () => showTab("yaml"));
  [$("tab-builder"), $("tab-yaml")].forEach((tab) => tab.addEventListener("keydown", (e) => {
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") { const other = tab.id === "tab-yaml" ? "builder" : "yaml"; showTab(other); $("tab-" + other).focus(); }
  }));
  showTab("builder");
  textarea().addEventListener("input", () => { gutter(null); validate(true); });
  if ($("ruleset-choice")) { $("ruleset-choice").addEventListener("change", () => validate(false)); }
  textarea().addEventListener("scroll", () => { $("gutter").scrollTop = textarea().scrollTop; });
  $("resolve").addEventListener("click", () => resolve(false));
  compare = initCompare({ showRule, showError });
  $("share").addEventListener("click", share);
  window.addEventListener("beforeunload", (e) => { if (dirty()) { e.preventDefault(); e.returnValue = ""; } });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") { closeRule(); return; }
    const tag = (e.target.tagName || "").toLowerCase();
    if (!result || ["textarea", "input", "select"].includes(tag)) { return; }
    if (e.key === "ArrowRight") { e.preventDefault(); select(current + 1); }
    if (e.key === "ArrowLeft") { e.preventDefault(); select(current - 1); }
  });
  loadText(textarea().value);
  const initial = $("initial-result");
  if (initial) { renderAnswer(JSON.parse(initial.textContent)); }
  if (compare && compare.opensComparing()) { resolve(true); }  // a lesson that compares rulesets opens compared
});
