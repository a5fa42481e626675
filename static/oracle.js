// Interface language and script switches (remembered per browser), copy-citation buttons,
// and as-you-type search suggestions. No framework, no build step.
(function () {
  "use strict";
  const root = document.documentElement;
  const stored = (key, fallback) => { try { return localStorage.getItem(key) || fallback; } catch (e) { return fallback; } };
  const remember = (key, value) => { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } };

  function apply() {
    root.dataset.ui = stored("oracle.ui", "zh");
    root.dataset.script = stored("oracle.script", "hans");
    root.lang = root.dataset.ui === "en" ? "en" : (root.dataset.script === "hant" ? "zh-Hant" : "zh-Hans");
  }
  apply();

  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-set-ui]").forEach((b) => b.addEventListener("click", () => {
      remember("oracle.ui", b.dataset.setUi); apply();
    }));
    document.querySelectorAll("[data-set-script]").forEach((b) => b.addEventListener("click", () => {
      remember("oracle.script", b.dataset.setScript); apply();
    }));
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
            a.href = "/rules/" + encodeURIComponent(s.edition) + "/" + encodeURIComponent(s.id);
            const title = s.title["zh-Hans"] || s.title["zh-Hant"] || s.title.en || "";
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
