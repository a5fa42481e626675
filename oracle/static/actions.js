// The builder's actions: each scenario action told in words, and the "add an action" modes, whose
// choices come from the engine (POST /api/v1/legal-actions) and can be tried even when illegal.
"use strict";
import { el, s, label, pick, both, cardText, postJSON, rulesetField } from "./ui.js";

export const VERBS = ["attack", "block", "cast", "activate", "play", "order", "assign"];
const VERB_LABELS = { attack: s("Attack"), block: s("Block"), cast: s("Cast a spell"), activate: s("Activate an ability"),
  play: s("Play a land"), order: s("Order blockers"), assign: s("Assign combat damage") };
export const verbLabel = (verb) => VERB_LABELS[verb] || verb;

const MODIFIERS = ["player", "step", "turn", "stack", "bands", "respond", "damage_step"];
/** The combat steps whose actions could still wait for a combat damage step (``damage_step:``). */
const COMBAT_BEFORE_DAMAGE = ["beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage"];
const DAMAGE_STEP_LABELS = { first_strike: s("the first-strike combat damage step"), regular: s("the regular combat damage step") };

/** ``respond:`` as written (an id, or {spell|ability|trigger: id}) as [kind or null, source id]. */
function respondRef(respond) {
  if (typeof respond === "string") { return [null, respond]; }
  const [kind] = Object.keys(respond || {});
  return kind ? [kind, respond[kind]] : [null, ""];
}

/** "in response to …": the object an action responds to, in words. */
function respondWords(respond, nameOf) {
  const [kind, source] = respondRef(respond);
  if (kind === "trigger") { return s("in response to the triggered ability of %(card)s", { card: nameOf(source) }); }
  if (kind === "ability") { return s("in response to the activated ability of %(card)s", { card: nameOf(source) }); }
  return s("in response to %(card)s", { card: nameOf(source) });
}

/** The verb of a scenario action (its one key besides the modifiers). */
export function verbOf(action) {
  if (typeof action === "string") { return action; }
  return Object.keys(action || {}).find((k) => !MODIFIERS.includes(k));
}

/** A scenario action in words, with names from ``nameOf(id)``. */
export function describe(action, nameOf) {
  const verb = verbOf(action);
  const p = action[verb];
  const list = (ids) => ids.map(nameOf).join(s(", "));
  const targets = (t) => (t && t.length ? " " + s("targeting %(targets)s", { targets: list(t) }) : "");
  let text;
  if (verb === "attack") {
    text = s("Attack with %(cards)s", { cards: Array.isArray(p) ? list(p) : list(Object.keys(p)) })
      + (action.bands || []).map((band) => "; " + s("in a band: %(cards)s", { cards: list(band) })).join("");
  } else if (verb === "block") {
    text = s("Block: %(pairs)s", { pairs: Object.entries(p).map(([b, a]) => s("%(blocker)s blocks %(attacker)s",
      { blocker: nameOf(b), attacker: list([].concat(a)) })).join(s("; ")) });
  } else if (verb === "cast") {
    const card = typeof p === "string" ? p : p.card;
    text = s("Cast %(card)s", { card: nameOf(card) }) + targets(p.targets);
  } else if (verb === "activate") {
    text = s("Activate an ability of %(card)s", { card: nameOf(p.source) }) + (p.ability ? " (#" + (p.ability + 1) + ")" : "") + targets(p.targets);
  } else if (verb === "play") {
    text = s("Play %(card)s", { card: nameOf(p) });
  } else if (verb === "order") {
    text = Object.entries(p).map(([a, order]) => s("%(attacker)s assigns its damage in the order %(order)s",
      { attacker: nameOf(a), order: [].concat(order).map(nameOf).join(" → ") })).join(s("; "));
  } else if (verb === "assign") {
    text = Object.entries(p).map(([a, div]) => s("%(attacker)s assigns %(split)s", { attacker: nameOf(a),
      split: Object.entries(div).map(([r, n]) => s("%(n)s to %(recipient)s", { n, recipient: nameOf(r) })).join(s(", ")) })).join(s("; "));
  } else {
    text = verb + ": " + JSON.stringify(p);
  }
  const who = action.player ? s("Player %(player)s", { player: action.player }) + ": " : "";
  const when = action.step ? " (" + s("in the %(step)s", { step: label("steps", action.step) }) + ")" : "";
  const damageStep = action.damage_step ? " (" + s("in %(step)s", { step: DAMAGE_STEP_LABELS[action.damage_step] || action.damage_step }) + ")" : "";
  const respond = action.respond ? " (" + respondWords(action.respond, nameOf) + ")" : "";
  return who + text + when + damageStep + respond;
}

function ruleChips(rules, onRule) {
  return el("span", { class: "chips" }, (rules || []).map((r) => el("button", { type: "button", class: "chip rule-chip",
    "data-edition": "classic", "data-rule": r, onclick: (e) => onRule && onRule(e.currentTarget) }, r)));
}

/** An engine error (message + forbidding rules) as a sentence with rule chips. */
export function errorLine(error, onRule) {
  if (!error) { return ""; }
  return el("span", { class: "why" }, both(error.message || {}), " ", ruleChips(error.rules, onRule));
}

/**
 * One "add an action" mode. ``ctx`` gives: ``yaml()`` (the scenario text), ``players`` (ids),
 * ``names`` (name table), ``nameOf(id)``, ``add(action)``, ``render()`` (redraw the builder),
 * ``onRule(chip)`` (open a rule).
 */
export class ActionMode {
  constructor(verb, ctx) {
    this.verb = verb;
    this.ctx = ctx;
    this.player = "";
    this.step = "";
    this.respond = null;    // cast/activate: the respond: of the object on the stack it waits for
    this.damageStep = "";   // cast/activate/assign: first_strike or regular (damage_step:)
    this.answer = null;
    this.error = null;
    this.chosen = [];       // attack: ids; block: [blocker, attacker] pairs; cast/activate: [object] then targets
    this.pendingBlocker = null;
    this.ability = 0;
    this.target = null;
    this.split = {};
    this.order = {};        // order: attacker id -> its blockers' ids, first to be assigned damage first
    this.band = false;      // attack: the chosen attackers attack as one band (banding)
    this.attempt = null;
  }

  probe() {
    const next = { verb: this.verb };
    if (this.player) { next.player = this.player; }
    if (this.step) { next.step = this.step; }
    this.addOrderingPoints(next);
    return next;
  }

  /** ``respond:`` and ``damage_step:`` where this verb takes them (the engine refuses them elsewhere). */
  addOrderingPoints(target) {
    if (this.respond && (this.verb === "cast" || this.verb === "activate")) { target.respond = this.respond; }
    if (this.damageStep && ["cast", "activate", "assign"].includes(this.verb)) { target.damage_step = this.damageStep; }
    return target;
  }

  /** The "Respond to" and "Combat damage step" choices, when the answer reports a stack or a combat
   * damage step (or one is already chosen). */
  orderingChoices() {
    const parts = [];
    const answer = this.answer || {};
    const d = answer.decision;
    const nameOf = (id) => this.ctx.nameOf(id, answer.board);
    if (this.verb === "cast" || this.verb === "activate") {
      const offered = (answer.respond_to || []).map((o) => ({ value: JSON.stringify(o.respond),
        text: pick(o.name) + (o.top ? " (" + s("on top of the stack") + ")" : "") }));
      const current = this.respond ? JSON.stringify(this.respond) : "";
      if (current && !offered.some((o) => o.value === current)) {
        offered.unshift({ value: current, text: respondWords(this.respond, nameOf) });
      }
      if (offered.length) {
        parts.push(el("label", { for: "mode-respond" }, s("Respond to")), el("select", { id: "mode-respond",
          onchange: (e) => { this.respond = e.target.value ? JSON.parse(e.target.value) : null; this.reset(); } },
        el("option", { value: "" }, s("nothing in particular")),
        offered.map((o) => el("option", { value: o.value, selected: o.value === current }, o.text))));
      }
    }
    // offered from the start of combat on, not only once the decision is already in a damage step:
    // the first decision of a probe usually comes before combat damage (found in a real browser)
    const inCombat = d && (d.damage_step || COMBAT_BEFORE_DAMAGE.includes(d.step));
    if (["cast", "activate", "assign"].includes(this.verb) && (inCombat || this.step === "combat_damage" || this.damageStep)) {
      parts.push(el("label", { for: "mode-damage-step" }, s("Combat damage step")), el("select", { id: "mode-damage-step",
        onchange: (e) => { this.damageStep = e.target.value; this.reset(); } },
      el("option", { value: "" }, s("whichever comes first")),
      Object.keys(DAMAGE_STEP_LABELS).map((k) => el("option", { value: k, selected: this.damageStep === k }, DAMAGE_STEP_LABELS[k]))));
    }
    return parts.length ? el("div", { class: "mode-when mode-ordering" }, parts) : "";
  }

  async load() {
    this.answer = null;
    this.error = null;
    const res = await postJSON("/api/v1/legal-actions", { scenario: this.ctx.yaml(), next: this.probe(), ...rulesetField() });
    if (res.ok) { this.answer = res.data; } else { this.error = res.data.error; }
    this.ctx.render();
  }

  options() { return (this.answer && this.answer.options) || []; }

  /** Board marks for the decision's board: legal candidates, illegal ones, and chosen ones. */
  marks() {
    const marks = {};
    const reasons = {};
    const chosenIds = this.chosenIds();
    const candidates = this.candidates();
    candidates.forEach(({ id, legal, error }) => {
      marks[id] = legal ? "legal" : "illegal";
      if (!legal && error) { reasons[id] = pick(error.message); }
    });
    chosenIds.forEach((id) => { marks[id] = "chosen"; });
    return { marks, reasons };
  }

  chosenIds() {
    if (this.verb === "block") { return this.chosen.flat().concat(this.pendingBlocker ? [this.pendingBlocker] : []); }
    return this.chosen.concat(this.target ? [this.target] : []);
  }

  /** What may be clicked now: ``[{id, legal, error}]``. */
  candidates() {
    const opts = this.options();
    if (this.verb === "attack" || this.verb === "play") { return opts.map((o) => ({ id: o.object, legal: o.legal, error: o.error })); }
    if (this.verb === "block") {
      if (!this.pendingBlocker) {
        const seen = new Map();
        opts.forEach((o) => { const prev = seen.get(o.object); if (!prev || o.legal) { seen.set(o.object, o); } });
        return [...seen.values()].map((o) => ({ id: o.object, legal: o.legal, error: o.error }));
      }
      return opts.filter((o) => o.object === this.pendingBlocker).map((o) => ({ id: o.attacker, legal: o.legal, error: o.error }));
    }
    if (this.verb === "cast" || this.verb === "activate") {
      const option = this.selectedOption();
      if (!option) {
        const seen = new Map();
        opts.forEach((o) => { if (!seen.has(o.object) || o.legal) { seen.set(o.object, o); } });
        return [...seen.values()].map((o) => ({ id: o.object, legal: o.legal, error: o.error }));
      }
      if (!this.needsTarget(option)) { return []; }
      const legal = new Set(option.targets.map((t) => t[0]));
      const board = this.answer.board;
      const all = Object.keys(board.players).concat(board.battlefield.map((p) => p.id), board.stack.map((x) => x.id));
      return all.map((id) => ({ id, legal: legal.has(id), error: null }));
    }
    return [];
  }

  selectedOption() {
    if (!this.chosen.length) { return null; }
    return this.options().find((o) => o.object === this.chosen[0] && (this.verb !== "activate" || o.ability === this.ability)) || null;
  }

  needsTarget(option) { return option && option.targets.some((t) => t.length > 0); }

  click(id) {
    this.attempt = null;
    if (this.verb === "attack") {
      this.chosen = this.chosen.includes(id) ? this.chosen.filter((x) => x !== id) : this.chosen.concat([id]);
    } else if (this.verb === "play") {
      this.chosen = [id];
    } else if (this.verb === "block") {
      const attackers = [...new Set(this.options().map((o) => o.attacker))];
      const pair = this.chosen.findIndex(([b]) => b === id);
      if (!this.pendingBlocker && pair >= 0) {
        this.chosen.splice(pair, 1);
      } else if (!this.pendingBlocker) {
        if (attackers.length === 1) { this.chosen.push([id, attackers[0]]); } else { this.pendingBlocker = id; }
      } else {
        this.chosen.push([this.pendingBlocker, id]);
        this.pendingBlocker = null;
      }
    } else if (this.verb === "cast" || this.verb === "activate") {
      const option = this.selectedOption();
      if (!option) {
        this.chosen = [id];
        this.target = null;
        const abilities = this.options().filter((o) => o.object === id);
        this.ability = (abilities.find((o) => o.legal) || abilities[0] || { ability: 0 }).ability || 0;
      } else if (id === this.chosen[0] && !this.needsTarget(option)) {
        this.chosen = [];
      } else {
        this.target = this.target === id ? null : id;
      }
    }
    this.ctx.render();
  }

  /** The scenario action the choices make so far (null while incomplete). */
  action() {
    const mods = {};
    if (this.player) { mods.player = this.player; }
    if (this.step) { mods.step = this.step; }
    this.addOrderingPoints(mods);
    if (this.verb === "attack") {
      if (!this.chosen.length) { return null; }
      return this.band && this.canBand() ? { attack: this.chosen.slice(), bands: [this.chosen.slice()], ...mods }
        : { attack: this.chosen.slice(), ...mods };
    }
    if (this.verb === "play") { return this.chosen.length ? { play: this.chosen[0], ...mods } : null; }
    if (this.verb === "block") {
      if (!this.chosen.length) { return null; }
      const blocks = {};
      this.chosen.forEach(([b, a]) => { blocks[b] = a; });
      return { block: blocks, ...mods };
    }
    if (this.verb === "cast" || this.verb === "activate") {
      const option = this.selectedOption();
      if (!this.chosen.length) { return null; }
      if (this.needsTarget(option) && !this.target) { return null; }
      const targets = this.target ? [this.target] : [];
      if (this.verb === "cast") { return { cast: targets.length ? { card: this.chosen[0], targets } : { card: this.chosen[0] }, ...mods }; }
      const body = { source: this.chosen[0], ability: this.ability };
      if (targets.length) { body.targets = targets; }
      return { activate: body, ...mods };
    }
    if (this.verb === "order") {
      const body = {};
      this.options().forEach((o) => { body[o.object] = this.orderOf(o).slice(); });
      return Object.keys(body).length ? { order: body, ...mods } : null;
    }
    if (this.verb === "assign") {
      const body = {};
      this.options().forEach((o) => {
        const split = this.split[o.object];
        if (split) { body[o.object] = Object.fromEntries(Object.entries(split).filter(([, n]) => n > 0)); }
      });
      return Object.keys(body).length ? { assign: body, ...mods } : null;
    }
    return null;
  }

  async tryAction(force) {
    const action = this.action();
    if (!action) { return; }
    if (force) { this.ctx.add(action); return; }
    const res = await postJSON("/api/v1/legal-actions", { scenario: this.ctx.yaml(), next: this.probe(), try: action, ...rulesetField() });
    if (res.ok && res.data.attempt && res.data.attempt.legal) { this.ctx.add(action); return; }
    this.attempt = res.ok ? res.data.attempt : { legal: false, error: res.data.error };
    this.ctx.render();
  }

  /** The prompt, choices and buttons of this mode. */
  panel() {
    const ctx = this.ctx;
    const nameOf = (id) => ctx.nameOf(id, this.answer && this.answer.board);
    const prompts = {
      attack: s("Choose the attackers on the board, then add."),
      block: this.pendingBlocker ? s("Now choose the attacker it blocks.") : s("Choose a blocker, then the attacker it blocks."),
      cast: this.chosen.length ? s("Choose a target (outlined ones are legal), then add.") : s("Choose a card in hand."),
      activate: this.chosen.length ? s("Choose a target if it needs one, then add.") : s("Choose the permanent whose ability to activate."),
      play: s("Choose a land in hand."),
      order: s("Put each attacker's blockers in the order it assigns its damage: lethal damage to the first before any to the next."),
      assign: s("Divide each attacker's damage among its blockers."),
    };
    const stepSelect = el("select", { id: "mode-step", onchange: (e) => { this.step = e.target.value; this.reset(); } },
      el("option", { value: "" }, s("as soon as possible")),
      Object.keys(ctx.steps).map((st) => el("option", { value: st, selected: this.step === st }, ctx.steps[st])));
    const playerSelect = el("select", { id: "mode-player", onchange: (e) => { this.player = e.target.value; this.reset(); } },
      el("option", { value: "" }, s("the usual player")),
      ctx.players.map((pid) => el("option", { value: pid, selected: this.player === pid }, s("Player %(player)s", { player: pid }))));
    const d = this.answer && this.answer.decision;
    const option = this.selectedOption();
    const parts = [
      el("h3", { id: "mode-title" }, verbLabel(this.verb)),
      el("div", { class: "mode-when" },
        el("label", { for: "mode-player" }, s("Who")), playerSelect,
        el("label", { for: "mode-step" }, s("When")), stepSelect),
      this.orderingChoices(),
      d ? el("p", { class: "muted" }, s("Decision of player %(player)s, turn %(turn)s, %(step)s", { player: d.player, turn: d.turn, step: label("steps", d.step) }),
        d.damage_step ? " (" + s("in %(step)s", { step: DAMAGE_STEP_LABELS[d.damage_step] }) + ")" : "") : "",
      this.answer && !d ? el("p", { class: "error" }, both(this.answer.reason)) : "",
      this.error ? el("p", { class: "error" }, errorLine(this.error, ctx.onRule)) : "",
      el("p", { class: "prompt" }, prompts[this.verb]),
    ];
    if (this.answer && d) {
      const cands = this.candidates();
      parts.push(el("div", { class: "choices", role: "group", "aria-label": s("Choices") }, cands.map((c) => el("button", {
        type: "button", class: "choice " + (c.legal ? "legal" : "illegal"), "data-id": c.id, "aria-pressed": this.chosenIds().includes(c.id) ? "true" : "false",
        onclick: () => this.click(c.id) }, nameOf(c.id), c.legal ? "" : el("span", { class: "muted" }, " (" + s("not legal") + ")")))));
      if (this.verb === "activate" && this.chosen.length) {
        const abilities = this.options().filter((o) => o.object === this.chosen[0]);
        if (abilities.length > 1) {
          parts.push(el("div", { class: "choices", role: "group", "aria-label": s("Ability") }, abilities.map((o) => el("button", {
            type: "button", class: "choice " + (o.legal ? "legal" : "illegal"), "aria-pressed": this.ability === o.ability ? "true" : "false",
            onclick: () => { this.ability = o.ability; this.target = null; ctx.render(); } }, both(o.label)))));
        } else if (abilities[0]) { parts.push(el("p", { class: "ability-text" }, both(abilities[0].label))); }
      }
      if (option && !option.legal) { parts.push(el("p", { class: "warn" }, s("Not legal now:"), " ", errorLine(option.error, ctx.onRule))); }
      if (this.verb === "block" && this.chosen.length) {
        parts.push(el("ul", { class: "pairs" }, this.chosen.map(([b, a]) => el("li", {}, s("%(blocker)s blocks %(attacker)s", { blocker: nameOf(b), attacker: nameOf(a) })))));
      }
      if (this.verb === "attack" && this.canBand()) {
        parts.push(el("p", { class: "band-choice" }, el("input", { type: "checkbox", id: "mode-band", checked: this.band,
          onchange: (e) => { this.band = e.target.checked; this.attempt = null; ctx.render(); } }),
        " ", el("label", { for: "mode-band" }, s("Attack as one band (banding)"))));
      }
      if (this.verb === "order") { parts.push(this.orderForm(nameOf)); }
      if (this.verb === "assign") { parts.push(this.assignForm(nameOf)); }
    }
    if (this.attempt && !this.attempt.legal) {
      parts.push(el("div", { class: "error-box attempt", role: "alert" }, el("strong", {}, s("Not legal:")), " ", errorLine(this.attempt.error, ctx.onRule),
        el("div", {}, el("button", { type: "button", id: "add-anyway", onclick: () => this.tryAction(true) }, s("Add anyway (the answer will name the rule)")))));
    }
    parts.push(el("div", { class: "buttons" },
      el("button", { type: "button", id: "mode-add", class: "primary-button", disabled: !this.action(), onclick: () => this.tryAction(false) }, s("Add this action")),
      el("button", { type: "button", id: "mode-cancel", onclick: () => ctx.cancel() }, s("Cancel"))));
    return el("section", { class: "mode-panel", "aria-labelledby": "mode-title" }, parts);
  }

  /** Whether the chosen attackers could form a band: two or more, one with banding at least (the
   * engine checks the rest when the action is tried: at most one without banding, 308 / 508). */
  canBand() {
    const banding = new Set(this.options().filter((o) => o.banding).map((o) => o.object));
    return this.chosen.length > 1 && this.chosen.some((id) => banding.has(id));
  }

  /** An attacker's blockers in the order chosen so far (the engine's current order at first). */
  orderOf(option) {
    if (!this.order[option.object]) { this.order[option.object] = option.blockers.map((b) => b.id); }
    return this.order[option.object];
  }

  /** Each attacker's blockers as an ordered list; each can be moved up or down with a button. */
  orderForm(nameOf) {
    const move = (attacker, i, by) => {
      const list = this.order[attacker];
      const j = i + by;
      if (j < 0 || j >= list.length) { return; }
      [list[i], list[j]] = [list[j], list[i]];
      this.attempt = null;
      this.ctx.render();
    };
    return el("div", { class: "order" }, this.options().map((o) => {
      const list = this.orderOf(o);
      return el("fieldset", { "data-attacker": o.object },
        el("legend", {}, s("%(attacker)s: %(power)s damage", { attacker: nameOf(o.object), power: o.power })),
        el("ol", {}, list.map((id, i) => el("li", { "data-id": id }, el("span", { class: "order-name" }, nameOf(id)), " ",
          el("button", { type: "button", class: "order-up", disabled: i === 0, "aria-label": s("Move %(card)s earlier", { card: nameOf(id) }),
            onclick: () => move(o.object, i, -1) }, "↑"),
          el("button", { type: "button", class: "order-down", disabled: i === list.length - 1,
            "aria-label": s("Move %(card)s later", { card: nameOf(id) }), onclick: () => move(o.object, i, 1) }, "↓")))));
    }));
  }

  assignForm(nameOf) {
    return el("div", { class: "assign" }, this.options().map((o) => {
      if (!this.split[o.object]) {
        let left = o.power;
        const split = {};
        const to = o.recipients || o.blockers;  // a band blocker's damage goes among the attackers it blocks
        to.forEach((b, i) => { const n = i === to.length - 1 && !o.trample ? left : Math.min(left, b.lethal); split[b.id] = n; left -= n; });
        if (o.trample) { split[o.defender] = left; }
        this.split[o.object] = split;
      }
      const split = this.split[o.object];
      const recipients = (o.recipients || o.blockers).map((b) => b.id).concat(o.trample ? [o.defender] : []);
      return el("fieldset", {}, el("legend", {}, s("%(attacker)s: %(power)s damage", { attacker: nameOf(o.object), power: o.power })),
        recipients.map((r) => el("label", { class: "num" }, nameOf(r), " ",
          el("input", { type: "number", min: 0, max: o.power, value: split[r] || 0, inputMode: "numeric",
            oninput: (e) => { split[r] = Math.max(0, parseInt(e.target.value, 10) || 0); this.attempt = null; } }))));
    }));
  }

  reset() {
    this.chosen = [];
    this.pendingBlocker = null;
    this.target = null;
    this.split = {};
    this.order = {};
    this.band = false;
    this.attempt = null;
    this.load();
  }
}

export { cardText };
