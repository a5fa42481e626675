// Copy-citation buttons and as-you-type search suggestions. The interface language is chosen on
// the server (links with ?ui=, remembered in a cookie). No framework, no build step.
(function () {
  "use strict";
  const UI = document.documentElement.lang || "zh-Hans";

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("button[data-copy]").forEach((b) => b.addEventListener("click", () => {
      const text = b.dataset.copy;
      const done = () => { b.classList.add("copied"); setTimeout(() => b.classList.remove("copied"), 1200); };
      if (navigator.clipboard) { navigator.clipboard.writeText(text).then(done, done); } else { done(); }
    }));
    document.querySelectorAll("input[data-suggest]").forEach(suggest);
    document.querySelectorAll("form[data-filter]").forEach(filterAsYouType);
    document.querySelectorAll("abbr.term[title]").forEach(tooltip);
  });

  // The glossary filter: the server filters with ?q= on every name, variant and definition in all
  // three languages (works without JavaScript); as you type, this hides the rows whose shown
  // text does not contain the query, and Enter asks the server.
  function filterAsYouType(form) {
    const input = form.querySelector("input[name=q]");
    const count = form.querySelector(".filter-count");
    const strings = document.getElementById("glossary-strings");
    const template = strings ? JSON.parse(strings.textContent).count : "";
    input.addEventListener("input", () => {
      const q = input.value.trim().toLowerCase();
      let terms = 0, entries = 0;
      document.querySelectorAll("[data-filter-item]").forEach((el) => {
        const show = !q || el.textContent.toLowerCase().includes(q);
        el.hidden = !show;
        if (show) { if (el.tagName === "TR") { terms++; } else { entries++; } }
      });
      document.querySelectorAll("[data-filter-group]").forEach((group) => {
        group.hidden = !group.querySelector("[data-filter-item]:not([hidden])");
      });
      if (count && template) {
        count.textContent = template.replace("%(terms)s", terms).replace("%(entries)s", entries);
      }
    });
  }

  // A glossary term's definition is reachable by keyboard (focus) and touch (tap), not by hover alone:
  // the title becomes a tip shown by CSS on hover, focus or tap, and the term's description.
  let tipCount = 0;
  function tooltip(abbr) {
    const tip = abbr.getAttribute("title");
    const id = "tip-" + (++tipCount);
    const desc = document.createElement("span");
    desc.id = id;
    desc.hidden = true;
    desc.textContent = tip;
    abbr.after(desc);
    abbr.dataset.tip = tip;
    abbr.removeAttribute("title");
    abbr.tabIndex = 0;
    abbr.setAttribute("aria-describedby", id);
    abbr.addEventListener("click", () => {
      document.querySelectorAll("abbr.term.open").forEach((o) => { if (o !== abbr) { o.classList.remove("open"); } });
      abbr.classList.toggle("open");
    });
    abbr.addEventListener("keydown", (e) => { if (e.key === "Escape") { abbr.classList.remove("open"); abbr.blur(); } });
    abbr.addEventListener("blur", () => abbr.classList.remove("open"));
  }

  function suggest(input) {
    const list = input.form.querySelector(".suggestions");
    let timer = null, seq = 0;
    input.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const q = input.value.trim();
        const mine = ++seq;
        if (!q) { list.hidden = true; return; }
        try {
          const res = await fetch("/api/v1/suggest?q=" + encodeURIComponent(q));
          if (!res.ok || mine !== seq) { return; }
          const data = await res.json();
          list.replaceChildren(...data.suggestions.map((s) => {
            const li = document.createElement("li");
            const a = document.createElement("a");
            // The server gives each rule's URL (a rule number's own rule comes first).
            a.href = s.url || ("/rules/" + encodeURIComponent(s.edition) + "/" + encodeURIComponent(s.id));
            const order = UI === "en" ? ["en", "zh-Hans", "zh-Hant"] : [UI, "zh-Hans", "zh-Hant", "en"];
            const lang = order.find((l) => s.title[l]);
            const title = lang ? s.title[lang] : "";
            a.textContent = s.edition + " " + s.id + (title ? " · " + title : "");
            li.appendChild(a);
            return li;
          }));
          list.hidden = data.suggestions.length === 0;
        } catch (e) { list.hidden = true; }
      }, 120);
    });
    input.addEventListener("keydown", (e) => { if (e.key === "Escape") { list.hidden = true; } });
  }
})();
