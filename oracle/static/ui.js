// Shared helpers of the workbench's scripts: building elements, the page's strings (rendered by
// the server from its catalog), and texts picked in the interface language with their lang tag.
"use strict";

export const $ = (id) => document.getElementById(id);

/** An element with attributes (class, data-*, aria-*, properties) and children (nodes or text). */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  Object.entries(attrs || {}).forEach(([k, v]) => {
    if (v === undefined || v === null || v === false) { return; }
    if (k === "class") { node.className = v; } else if (k.startsWith("data-") || k.startsWith("aria-") || k === "role"
      || k === "for" || k === "lang" || k === "tabindex") { node.setAttribute(k, v === true ? "true" : v); }
    else if (k.startsWith("on")) { node.addEventListener(k.slice(2), v); } else { node[k] = v; }
  });
  children.flat(Infinity).forEach((c) => {
    if (c === undefined || c === null || c === false || c === "") { return; }
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  });
  return node;
}

export const UI = document.documentElement.lang || "zh-Hans";
const STRINGS = JSON.parse(($("ui-strings") || { textContent: "{}" }).textContent);

/** A catalog string, with %(name)s placeholders filled from ``params``. */
export function s(key, params) {
  const text = (STRINGS.text && STRINGS.text[key]) || key;
  return text.replace(/%\((\w+)\)s/g, (_m, name) => (params && name in params ? String(params[name]) : ""));
}

/** The first / previous / position / next / last controls of a step-through view, with their ids
 * prefixed (the workbench and the comparison view step alike), followed by ``extra`` controls. */
export function stepControls(prefix, positionId, ...extra) {
  return el("div", { class: "controls", role: "group", "aria-label": s("Step through") },
    el("button", { type: "button", id: prefix + "first", "aria-label": s("First step") }, "«"),
    el("button", { type: "button", id: prefix + "prev", "aria-label": s("Previous step") }, "‹"),
    el("span", { id: positionId, "aria-live": "polite" }),
    el("button", { type: "button", id: prefix + "next", "aria-label": s("Next step") }, "›"),
    el("button", { type: "button", id: prefix + "last", "aria-label": s("Last step") }, "»"),
    ...extra);
}

/** A table of the catalog (steps, error kinds, zones) by id, falling back to the id. */
export function label(table, id) {
  return (STRINGS[table] && STRINGS[table][id]) || id;
}

const ORDER = UI === "en" ? ["en", "zh-Hans", "zh-Hant"]
  : (UI === "zh-Hant" ? ["zh-Hant", "zh-Hans", "en"] : ["zh-Hans", "zh-Hant", "en"]);

export const pickLang = (texts) => ORDER.find((l) => texts && texts[l]) || UI;
export const pick = (texts) => (typeof texts === "string" ? texts : (texts && texts[pickLang(texts)]) || "");

/** A text in the interface language as a span marked with its language. */
export function one(texts, cls) {
  if (typeof texts === "string") { return el("span", { class: cls }, texts); }
  return el("span", { lang: pickLang(texts), class: cls }, pick(texts));
}

/** The interface language's text, then the other language's (English ↔ Chinese) in a secondary span. */
export function both(texts) {
  const first = pickLang(texts);
  const others = first === "en" ? ORDER.filter((l) => l !== "en") : ["en"];
  const second = others.find((l) => texts && texts[l] && texts[l] !== texts[first]);
  return [el("span", { lang: first, class: "primary" }, pick(texts)),
    second ? el("span", { lang: second, class: "secondary" }, " ", texts[second]) : ""];
}

/** A card's name in the interface language, from the answer's ``names`` table. */
export function cardName(names, name) {
  return one((names && names[name]) || { en: name });
}

export function cardText(names, name) {
  return pick((names && names[name]) || { en: name });
}

/** ``{ruleset}`` when the workbench's ruleset choice names one (it overrides the scenario's
 * ``ruleset:``), else nothing: the scenario's own ruleset applies. */
export function rulesetField() {
  const choice = document.getElementById("ruleset-choice");
  return choice && choice.value ? { ruleset: choice.value } : {};
}

export async function postJSON(url, body) {
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  let data = null;
  try { data = await res.json(); } catch (e) { data = { error: { kind: "network", message: { en: String(e) } } }; }
  return { ok: res.ok, status: res.status, data };
}

export function debounce(fn, ms) {
  let timer = null;
  return (...args) => { clearTimeout(timer); timer = setTimeout(() => fn(...args), ms); };
}
