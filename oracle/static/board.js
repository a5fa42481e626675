// A board as one glance shows it (like a chess analysis board): each player's life, poison, mana
// pool, hand (open, for teaching), graveyard and permanents; attackers and blockers marked; the
// stack between the players; and what changed since the previous step highlighted.
"use strict";
import { el, s, cardName, cardText } from "./ui.js";

const FIELDS = ["tapped", "damage", "power", "toughness", "counters", "attacking", "blocking", "attached_to", "controller"];

function multisetMinus(a, b) {
  const left = [...(b || [])];
  return (a || []).filter((x) => { const i = left.indexOf(x); if (i >= 0) { left.splice(i, 1); return false; } return true; });
}

/** What changed from board ``prev`` to board ``cur`` (null when there is no previous board). */
export function diffBoards(prev, cur) {
  if (!prev || !cur) { return null; }
  const before = new Map((prev.battlefield || []).map((p) => [p.id, p]));
  const now = new Map((cur.battlefield || []).map((p) => [p.id, p]));
  const out = { changed: new Map(), entered: new Set(), left: [], players: {}, stackAdded: new Set(), stackRemoved: [] };
  now.forEach((p, id) => {
    const old = before.get(id);
    if (!old) { out.entered.add(id); return; }
    const fields = new Set(FIELDS.filter((f) => JSON.stringify(old[f] ?? null) !== JSON.stringify(p[f] ?? null)));
    if (fields.size) { out.changed.set(id, { fields, old }); }
  });
  before.forEach((p, id) => { if (!now.has(id)) { out.left.push(p); } });
  Object.entries(cur.players || {}).forEach(([pid, pl]) => {
    const old = (prev.players || {})[pid] || {};
    out.players[pid] = {
      life: old.life !== pl.life ? [old.life, pl.life] : null,
      poison: (old.poison || 0) !== (pl.poison || 0) ? [old.poison || 0, pl.poison || 0] : null,
      handAdded: multisetMinus(pl.hand, old.hand), handRemoved: multisetMinus(old.hand, pl.hand),
      graveyardAdded: multisetMinus(pl.graveyard, old.graveyard),
      pool: JSON.stringify(old.mana_pool || {}) !== JSON.stringify(pl.mana_pool || {}),
      library: old.library !== pl.library ? [old.library, pl.library] : null,
    };
  });
  const oldStack = new Set((prev.stack || []).map((x) => x.id));
  const newStack = new Set((cur.stack || []).map((x) => x.id));
  (cur.stack || []).forEach((x) => { if (!oldStack.has(x.id)) { out.stackAdded.add(x.id); } });
  const wasResolving = new Set((prev.stack || []).filter((x) => x.resolving).map((x) => x.id));
  out.resolving = (cur.stack || []).filter((x) => x.resolving && !wasResolving.has(x.id));
  (prev.stack || []).forEach((x) => { if (!newStack.has(x.id)) { out.stackRemoved.push(x); } });
  return out;
}

/** The changes of a diff in words, for the list under the board (and for screen readers), in the
 * words of the ruleset that played it (``ruleset``: "2009" says the battlefield, classic "in play"). */
export function describeChanges(d, names, board, ruleset) {
  if (!d) { return []; }
  const byId = new Map((board.battlefield || []).map((p) => [p.id, p]));
  const nm = (p) => cardText(names, p.name);
  const lines = [];
  Object.entries(d.players).forEach(([pid, c]) => {
    if (c.life) { lines.push(s("Player %(player)s: life %(from)s → %(to)s", { player: pid, from: c.life[0], to: c.life[1] })); }
    if (c.poison) { lines.push(s("Player %(player)s: poison %(from)s → %(to)s", { player: pid, from: c.poison[0], to: c.poison[1] })); }
    c.handAdded.forEach((n) => lines.push(s("%(card)s is put into player %(player)s's hand", { card: cardText(names, n), player: pid })));
    c.graveyardAdded.forEach((n) => lines.push(s("%(card)s is put into player %(player)s's graveyard", { card: cardText(names, n), player: pid })));
  });
  const battlefield = ruleset === "2009";
  d.entered.forEach((id) => {
    const p = byId.get(id);
    if (p) { lines.push(battlefield ? s("%(card)s enters the battlefield", { card: nm(p) }) : s("%(card)s comes into play", { card: nm(p) })); }
  });
  d.left.forEach((p) => lines.push(battlefield ? s("%(card)s leaves the battlefield", { card: nm(p) }) : s("%(card)s leaves play", { card: nm(p) })));
  d.changed.forEach(({ fields, old }, id) => {
    const p = byId.get(id);
    if (!p) { return; }
    if (fields.has("tapped")) { lines.push(p.tapped ? s("%(card)s becomes tapped", { card: nm(p) }) : s("%(card)s untaps", { card: nm(p) })); }
    if (fields.has("damage")) { lines.push(s("%(card)s: damage %(from)s → %(to)s", { card: nm(p), from: old.damage, to: p.damage })); }
    if (fields.has("power") || fields.has("toughness")) {
      lines.push(s("%(card)s: %(from)s → %(to)s", { card: nm(p), from: old.power + "/" + old.toughness, to: p.power + "/" + p.toughness }));
    }
    if (fields.has("attacking") && p.attacking) { lines.push(s("%(card)s attacks player %(player)s", { card: nm(p), player: p.attacking })); }
    if (fields.has("blocking") && p.blocking) {
      const a = byId.get(p.blocking);
      lines.push(s("%(card)s blocks %(attacker)s", { card: nm(p), attacker: a ? nm(a) : p.blocking }));
    }
    if (fields.has("controller")) { lines.push(s("%(card)s: now controlled by player %(player)s", { card: nm(p), player: p.controller })); }
  });
  d.stackAdded.forEach((id) => {
    const x = (board.stack || []).find((o) => o.id === id);
    if (x) { lines.push(s("%(card)s is put on the stack", { card: cardText(names, x.name) })); }
  });
  d.stackRemoved.forEach((x) => lines.push(s("%(card)s leaves the stack", { card: cardText(names, x.name) })));
  d.resolving.forEach((x) => lines.push(s("%(card)s resolves", { card: cardText(names, x.name) })));
  return lines;
}

function pool(manaPool) {
  const entries = Object.entries(manaPool || {}).filter(([, n]) => n > 0);
  if (!entries.length) { return ""; }
  return el("span", { class: "pool", title: s("Mana pool") },
    s("Mana pool"), ": ", entries.map(([c, n]) => el("span", { class: "pip pip-" + c.toLowerCase() }, "{" + c + "}", n > 1 ? "×" + n : "")));
}

function tile(p, o, byId) {
  const d = o.diff;
  const change = d && d.changed.get(p.id);
  const classes = ["tile"];
  if (p.tapped) { classes.push("tapped"); }
  if (p.attacking) { classes.push("attacking"); }
  if (p.blocking) { classes.push("blocking"); }
  if (d && d.entered.has(p.id)) { classes.push("entered"); }
  if (change) { classes.push("changed"); }
  const mark = o.marks && o.marks[p.id];
  if (mark) { classes.push(mark); }
  const hi = (f) => (change && change.fields.has(f) ? " hi" : "");
  const marks = [];
  if (p.tapped) { marks.push(el("span", { class: "mark" + hi("tapped") }, s("tapped"))); }
  if (p.damage) { marks.push(el("span", { class: "mark damage" + hi("damage") }, s("%(n)s damage", { n: p.damage }))); }
  Object.entries(p.counters || {}).forEach(([k, v]) => marks.push(el("span", { class: "mark" + hi("counters") }, k + " ×" + v)));
  if (p.attacking) { marks.push(el("span", { class: "mark role" + hi("attacking") }, "⚔ " + s("attacking %(player)s", { player: p.attacking }))); }
  if (p.blocking) {
    const a = byId.get(p.blocking);
    marks.push(el("span", { class: "mark role" + hi("blocking") }, "🛡 " + s("blocking %(card)s", { card: a ? cardText(o.names, a.name) : p.blocking })));
  }
  if (p.attached_to) {
    const host = byId.get(p.attached_to);
    marks.push(el("span", { class: "mark" }, "→ " + (host ? cardText(o.names, host.name) : p.attached_to)));
  }
  if (p.summoning_sick) { marks.push(el("span", { class: "mark sick" }, s("summoning sick"))); }
  if (o.problems && o.problems[p.id]) { marks.push(el("span", { class: "mark problem" }, o.problems[p.id])); }
  const pt = p.power !== undefined && p.power !== null
    ? el("span", { class: "pt" + (change && (change.fields.has("power") || change.fields.has("toughness")) ? " hi" : "") }, p.power + "/" + p.toughness) : "";
  const body = [cardName(o.names, p.name), pt, marks.length ? el("span", { class: "marks" }, marks) : ""];
  const reason = o.reasons && o.reasons[p.id];
  if (o.onTile) {
    return el("li", { class: classes.join(" ") },
      el("button", { type: "button", class: "tile-button", "data-id": p.id, "aria-pressed": mark === "chosen" ? "true" : (o.selectable ? "false" : null),
        "aria-describedby": reason ? "reason-" + p.id : null, onclick: (e) => o.onTile(p.id, e) }, body),
      reason ? el("span", { class: "reason", id: "reason-" + p.id }, reason) : "");
  }
  return el("li", { class: classes.join(" "), "data-id": p.id }, body);
}

function cardChips(list, o, added, pid, zone) {
  if (!list || !list.length) { return el("span", { class: "muted" }, "—"); }
  const fresh = [...(added || [])];
  return el("span", { class: "card-chips" }, list.map((c) => {
    const name = typeof c === "string" ? c : c.name;
    const id = typeof c === "string" ? null : c.id;
    const i = fresh.indexOf(name);
    const isNew = i >= 0;
    if (isNew) { fresh.splice(i, 1); }
    const mark = id && o.marks && o.marks[id];
    const cls = "card-chip" + (isNew ? " entered" : "") + (mark ? " " + mark : "");
    if (id && o.onCard) {
      return el("button", { type: "button", class: cls, "data-id": id, "aria-pressed": mark === "chosen" ? "true" : null,
        onclick: (e) => o.onCard(id, pid, zone, e) }, cardName(o.names, name));
    }
    return el("span", { class: cls }, cardName(o.names, name));
  }));
}

/**
 * Render ``board`` (the engine's board format). Options: ``names`` (the answer's name table),
 * ``prev`` (the previous board, to highlight changes), ``marks`` ({id: "legal"|"illegal"|"chosen"|
 * "invalid"}), ``reasons`` ({id: text}), ``onTile(id)``/``onPlayer(pid)``/``onCard(id)`` (make
 * them buttons), ``zones`` ({pid: {hand: [{id, name}], graveyard: [...]}}, the builder's cards
 * with ids), ``problems`` ({id or pid: message}), ``extra(pid)`` (more content for a player's area).
 */
export function renderBoard(board, o) {
  o = o || {};
  if (!board) { return el("p", { class: "muted" }, "—"); }
  const d = o.prev ? diffBoards(o.prev, board) : null;
  o.diff = d;
  const byId = new Map((board.battlefield || []).map((p) => [p.id, p]));
  const players = Object.entries(board.players || {}).reverse();
  const area = ([pid, pl]) => {
    const c = d ? d.players[pid] : null;
    const perms = (board.battlefield || []).filter((p) => p.controller === pid);
    const creatures = perms.filter((p) => p.power !== null && p.power !== undefined);
    const others = perms.filter((p) => p.power === null || p.power === undefined);
    const zones = (o.zones && o.zones[pid]) || {};
    const mark = o.marks && o.marks[pid];
    const who = o.onPlayer
      ? el("button", { type: "button", class: "pid" + (mark ? " " + mark : ""), "aria-pressed": mark === "chosen" ? "true" : null,
        onclick: () => o.onPlayer(pid) }, s("Player %(player)s", { player: pid }))
      : el("span", { class: "pid" }, s("Player %(player)s", { player: pid }));
    return el("section", { class: "player-area" + (board.active === pid ? " active" : "") + (o.problems && o.problems[pid] ? " invalid" : ""),
      "aria-label": s("Player %(player)s", { player: pid }), "data-player": pid },
      el("div", { class: "player-line" }, who,
        el("span", { class: "life" + (c && c.life ? " hi" : ""), title: s("life") }, "♥ ", pl.life,
          c && c.life ? el("small", {}, " (" + c.life[0] + "→" + c.life[1] + ")") : ""),
        pl.poison || (c && c.poison) ? el("span", { class: "poison" + (c && c.poison ? " hi" : ""), title: s("poison counters") }, "☠ " + pl.poison) : "",
        pool(pl.mana_pool),
        el("span", { class: "library" + (c && c.library ? " hi" : "") }, s("Library") + ": " + pl.library),
        pl.lost ? el("strong", { class: "lost" }, s("lost")) : ""),
      o.problems && o.problems[pid] ? el("p", { class: "problem" }, o.problems[pid]) : "",
      el("ul", { class: "permanents creatures", "aria-label": s("Creatures") }, creatures.map((p) => tile(p, o, byId))),
      others.length ? el("ul", { class: "permanents others", "aria-label": s("Other permanents") }, others.map((p) => tile(p, o, byId))) : "",
      el("div", { class: "zones" },
        el("span", { class: "zone" }, el("span", { class: "zone-name" }, s("Hand") + ": "),
          cardChips(zones.hand || pl.hand, o, c && c.handAdded, pid, "hand")),
        el("span", { class: "zone" }, el("span", { class: "zone-name" }, s("Graveyard") + ": "),
          cardChips(zones.graveyard || pl.graveyard, o, c && c.graveyardAdded, pid, "graveyard")),
        zones.library ? el("span", { class: "zone" }, el("span", { class: "zone-name" }, s("Top of library") + ": "),
          cardChips(zones.library, o, null, pid, "library")) : ""),
      o.extra ? o.extra(pid) : "");
  };
  const stack = (board.stack || []).slice().reverse();
  const middle = el("section", { class: "stack-area" + (stack.length || (d && d.stackRemoved.length) ? "" : " empty"), "aria-label": s("Stack") },
    el("h3", { class: "stack-title" }, s("Stack"), stack.length ? "" : el("span", { class: "muted" }, " — " + s("empty"))),
    stack.length ? el("ol", { class: "stack" }, stack.map((x, i) => el("li", {
      class: (d && d.stackAdded.has(x.id) ? "entered " : "") + (x.resolving ? "resolving" : "") + (i === 0 ? " top" : "") },
      cardName(o.names, x.name),
      el("span", { class: "muted" }, " · " + s("Player %(player)s", { player: x.controller })),
      (x.targets || []).length ? el("span", { class: "targets" }, " → ", x.targets.map((t) => {
        const p = byId.get(t) || (board.stack || []).find((y) => y.id === t);
        return p ? cardText(o.names, p.name) : (board.players && board.players[t] ? s("Player %(player)s", { player: t }) : t);
      }).join(", ")) : "",
      x.resolving ? el("span", { class: "mark role" }, s("resolving")) : ""))) : "");
  const [top, bottom] = [players[0], players[1]];
  return el("div", { class: "board-view" }, top ? area(top) : "", middle, bottom ? area(bottom) : "");
}
