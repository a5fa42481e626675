// The scenario workbench: resolve the YAML, then step through the cited trace with the board
// before and after each step. Rule chips open the rule's text in place.
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  let result = null, current = 0;

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    Object.entries(attrs || {}).forEach(([k, v]) => {
      if (k === "class") { node.className = v; } else if (k.startsWith("data-")) { node.setAttribute(k, v); } else { node[k] = v; }
    });
    children.flat().forEach((c) => node.append(c instanceof Node ? c : document.createTextNode(String(c))));
    return node;
  }
  // The interface language and its strings come from the page (the server's catalog).
  const UI = document.documentElement.lang || "zh-Hans";
  const S = JSON.parse(($("ui-strings") || { textContent: "{}" }).textContent);
  const s = (key) => S[key] || key;
  const order = UI === "en" ? ["en", "zh-Hans", "zh-Hant"] : (UI === "zh-Hant" ? ["zh-Hant", "zh-Hans", "en"] : ["zh-Hans", "zh-Hant", "en"]);
  const pickLang = (texts) => order.find((l) => texts && texts[l]) || UI;
  const pick = (texts) => (texts && texts[pickLang(texts)]) || "";
  const bilingual = (texts) => [el("span", { lang: pickLang(texts) }, pick(texts))];

  function ruleChip(citation) {
    const [edition, id] = citation.includes(":") ? citation.split(":") : ["classic", citation];
    return el("button", { type: "button", class: "chip rule-chip", "data-edition": edition, "data-rule": id }, citation);
  }

  async function showRule(chip) {
    const popup = $("rule-popup");
    const url = "/api/v1/rules/" + encodeURIComponent(chip.dataset.edition) + "/" + encodeURIComponent(chip.dataset.rule);
    popup.hidden = false;
    popup.replaceChildren(el("p", { class: "muted" }, "…"));
    try {
      const res = await fetch(url);
      const rule = await res.json();
      if (!res.ok) { popup.replaceChildren(el("p", { class: "error" }, ...bilingual(rule.error.message))); return; }
      const other = UI === "en" ? ["zh-Hans", "zh-Hant"] : ["en"];
      const second = other.find((l) => rule.text[l]);
      popup.replaceChildren(
        el("h4", {}, el("a", { href: "/rules/" + rule.edition + "/" + encodeURIComponent(rule.id) }, rule.edition + " " + rule.id), " ",
           ...bilingual(rule.title)),
        pick(rule.text) ? el("p", { lang: pickLang(rule.text) }, pick(rule.text)) : "",
        second && second !== pickLang(rule.text) ? el("p", { class: "secondary", lang: second }, rule.text[second]) : "",
        rule.text_in_corpus ? "" : el("p", { class: "muted" }, s("Only the title of this section is in the corpus.")),
        el("button", { type: "button", class: "close", onclick: () => { popup.hidden = true; } }, "×"));
    } catch (e) { popup.replaceChildren(el("p", { class: "error" }, String(e))); }
  }

  function tile(p) {
    const pt = p.power !== undefined && p.power !== null ? p.power + "/" + p.toughness : "";
    const bits = [];
    if (p.damage) { bits.push("dmg " + p.damage); }
    Object.entries(p.counters || {}).forEach(([k, v]) => bits.push(k + "×" + v));
    if (p.attached_to) { bits.push("→ " + p.attached_to); }
    return el("div", { class: "tile" + (p.tapped ? " tapped" : ""), title: p.id, "data-id": p.id },
      el("strong", {}, p.name), pt ? el("span", { class: "pt" }, pt) : "", bits.length ? el("small", {}, bits.join(" · ")) : "");
  }

  function board(state) {
    if (!state) { return [el("p", { class: "muted" }, "—")]; }
    const players = Object.entries(state.players || {});
    return players.map(([id, pl]) => el("div", { class: "side" },
      el("div", { class: "player" }, el("strong", {}, id), " ♥ " + pl.life, pl.poison ? " ☠ " + pl.poison : "",
        " · " + s("library") + " " + pl.library, " · " + s("hand") + " " + (pl.hand || []).length,
        (pl.graveyard || []).length ? " · " + s("graveyard") + ": " + pl.graveyard.join(", ") : "",
        pl.lost ? " · " + s("lost") : ""),
      el("div", { class: "permanents" }, (state.battlefield || []).filter((p) => p.controller === id).map(tile))),
    ).concat((state.stack || []).length ? [el("div", { class: "stack" }, s("stack") + ": ",
      state.stack.map((s) => (s.name || s.id)).join(" ▸ "))] : []);
  }

  function select(i) {
    if (!result || !result.steps.length) { return; }
    current = Math.max(0, Math.min(result.steps.length - 1, i));
    document.querySelectorAll("#steps li").forEach((li, n) => li.classList.toggle("current", n === current));
    const li = document.querySelectorAll("#steps li")[current];
    if (li && li.scrollIntoView) { li.scrollIntoView({ block: "nearest" }); }
    $("position").textContent = (current + 1) + " / " + result.steps.length;
    const step = result.steps[current];
    const before = current > 0 ? result.steps[current - 1].board : result.initial_board;
    const after = step.board || (current === result.steps.length - 1 ? result.state : null);
    $("board-before").replaceChildren(...board(before));
    $("board-after").replaceChildren(...board(after));
    document.querySelector(".boards").hidden = false;
  }

  function render(data) {
    result = data;
    $("error").hidden = true;
    const steps = $("steps");
    steps.replaceChildren(...data.steps.map((s, i) => el("li", { class: "step", "data-n": s.n, onclick: () => select(i) },
      el("div", { class: "meta" }, "#" + s.n + " · T" + s.turn + " · " + s.step + " · " + s.event),
      el("div", { class: "text" }, ...bilingual(s.text)),
      el("div", { class: "chips" }, s.rules.map(ruleChip)))));
    document.querySelector(".controls").hidden = false;
    const o = data.outcome || {};
    $("outcome").replaceChildren(el("p", { class: "muted" },
      (o.winners && o.winners.length ? s("Winners") + ": " + o.winners.join(", ") + " · " : "") +
      (o.draw ? s("Draw") + " · " : "") + s("Time taken") + " " + (data.elapsed_ms || "?") + " ms"));
    select(0);
  }

  function showError(body) {
    const err = body.error || { message: { en: s("The request failed.") } };
    result = null;
    $("steps").replaceChildren();
    document.querySelector(".controls").hidden = true;
    document.querySelector(".boards").hidden = true;
    $("error").hidden = false;
    $("error").replaceChildren(el("strong", {}, err.kind || "error"), " ",
      ...bilingual(err.message || {}), err.at ? el("code", {}, " " + s("at") + " " + err.at) : "",
      el("div", { class: "chips" }, (err.rules || []).map(ruleChip)));
  }

  async function resolve() {
    $("resolve").disabled = true;
    try {
      const res = await fetch("/api/v1/resolve", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ scenario: $("scenario").value }) });
      const body = await res.json();
      if (res.ok) { render(body); } else { showError(body); }
    } catch (e) { showError({ error: { kind: "network", message: { en: String(e) } } }); }
    $("resolve").disabled = false;
  }

  async function share() {
    const res = await fetch("/api/v1/scenarios", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ scenario: $("scenario").value }) });
    const body = await res.json();
    if (res.ok) { $("permalink").replaceChildren(el("a", { href: body.url }, location.origin + body.url)); } else { showError(body); }
  }

  document.addEventListener("DOMContentLoaded", () => {
    $("resolve").addEventListener("click", resolve);
    $("share").addEventListener("click", share);
    $("prev").addEventListener("click", () => select(current - 1));
    $("next").addEventListener("click", () => select(current + 1));
    $("examples").addEventListener("change", (e) => { if (e.target.value) { location.href = "/scenario?example=" + encodeURIComponent(e.target.value); } });
    $("steps").addEventListener("click", (e) => { const chip = e.target.closest(".rule-chip"); if (chip) { e.stopPropagation(); showRule(chip); } });
    $("error").addEventListener("click", (e) => { const chip = e.target.closest(".rule-chip"); if (chip) { showRule(chip); } });
    document.addEventListener("keydown", (e) => {
      if (e.target === $("scenario") || !result) { return; }
      if (e.key === "ArrowRight" || e.key === "j") { select(current + 1); }
      if (e.key === "ArrowLeft" || e.key === "k") { select(current - 1); }
    });
  });
})();
