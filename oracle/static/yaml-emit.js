// Scenario objects written as YAML for the editor: block mappings and lists, with short lists and
// mappings of plain values on one line (the way the gallery's lessons read), and any string that
// YAML could read as something else quoted (JSON strings are valid YAML).
"use strict";

const SPECIAL = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~)$/;
const PLAIN = /^[\p{L}\p{N}_][\p{L}\p{N}_ '\-./+]*$/u;

function scalar(v) {
  if (v === null || v === undefined) { return "null"; }
  if (typeof v === "boolean" || typeof v === "number") { return String(v); }
  const text = String(v);
  if (PLAIN.test(text) && !SPECIAL.test(text) && !/^[\d.+\-]/.test(text) && !/\s$/.test(text)) { return text; }
  return JSON.stringify(text);
}

const isPlain = (v) => v === null || typeof v !== "object";

function flow(v) {
  if (Array.isArray(v)) { return "[" + v.map(flow).join(", ") + "]"; }
  if (v && typeof v === "object") { return "{" + Object.entries(v).map(([k, x]) => scalar(k) + ": " + flow(x)).join(", ") + "}"; }
  return scalar(v);
}

// Flow style for small collections of plain values (or of such collections), block style otherwise.
function short(v) {
  const text = flow(v);
  if (text.length > 72) { return false; }
  const values = Array.isArray(v) ? v : Object.values(v);
  return values.every((x) => isPlain(x) || (typeof x === "object" && Object.values(x).every(isPlain)));
}

function block(v, indent) {
  const pad = " ".repeat(indent);
  if (Array.isArray(v)) {
    if (!v.length) { return " []"; }
    return v.map((x) => {
      if (isPlain(x) || short(x)) { return "\n" + pad + "- " + (isPlain(x) ? scalar(x) : flow(x)); }
      if (Array.isArray(x)) { return "\n" + pad + "-" + block(x, indent + 2); }
      const inner = block(x, indent + 2);
      return "\n" + pad + "- " + inner.replace(/^\n\s*/, "");
    }).join("");
  }
  if (v && typeof v === "object") {
    const entries = Object.entries(v);
    if (!entries.length) { return " {}"; }
    return entries.map(([k, x]) => {
      if (isPlain(x)) { return "\n" + pad + scalar(k) + ": " + scalar(x); }
      if ((Array.isArray(x) && !x.length) || short(x)) { return "\n" + pad + scalar(k) + ": " + flow(x); }
      return "\n" + pad + scalar(k) + ":" + block(x, indent + 2);
    }).join("");
  }
  return " " + scalar(v);
}

/** YAML text for a scenario object. */
export function toYAML(obj) {
  return block(obj, 0).replace(/^\n/, "") + "\n";
}
