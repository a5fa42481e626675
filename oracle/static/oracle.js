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
  });

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
