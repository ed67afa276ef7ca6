// A bank's preview page: every question in each language side by side, drawn by the player's own kinds, with
// translation states, diagnostics, review actions, live reload and a run of the real player.
(function () {
  "use strict";
  var Q = window.Quizpack;
  var root = document.documentElement;
  var main = document.getElementById("pv-main");
  var controls = document.getElementById("pv-controls");
  var live = document.getElementById("pv-live");
  if (!Q || !Q.kinds || !Q.strings || !main) return;
  var bank = root.getAttribute("data-bank");
  var token = root.getAttribute("data-token");
  var base = "/bank/" + bank + "/";
  var data = null;
  var shown = "all";  // "all" or one language
  var cells = 0;      // a number per drawn question, so the player's element ids stay unique on the page

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (attrs[k] === null || attrs[k] === undefined) return;
      if (k === "text") node.textContent = attrs[k];
      else if (k === "html") node.innerHTML = attrs[k];  // quiz texts, rendered to safe HTML by quizpack
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }

  function say(text) {
    live.textContent = text;
  }

  function where(d) {
    return d.file + ":" + d.line + ":" + d.column;
  }

  function diagnosticList(list, cls) {
    return el("ul", { class: "pv-diagnostics " + cls }, list.map(function (d) {
      return el("li", { class: "pv-" + d.severity, "data-rule": d.rule, "data-line": String(d.line) }, [
        el("span", { class: "pv-where", text: where(d) + ": " }),
        el("strong", { text: d.severity + "[" + d.rule + "]" }),
        el("span", { text: ": " + d.message + (d.pointer ? " (" + d.pointer + ")" : "") })
      ]);
    }));
  }

  // ---- one question in one language, as the player draws it, with what is right marked ----
  function playerUi(quiz) {
    var T = Q.strings.stringsFor(quiz.lang, quiz.trueFalse, quiz.ui);
    return {
      el: el, T: T, fmt: Q.strings.format,
      number: function (x) { return Number(x).toLocaleString(quiz.lang, { maximumSignificantDigits: 15 }); },
      choiceOrder: function (qIndex, items) { return items; },
      matchOrder: function (qIndex, targets) { return targets; }
    };
  }

  function pointsText(quiz, ui, p) {
    return p === 1 ? ui.T.onePoint : Q.strings.format(Q.strings.plural(quiz.lang, ui.T.points, p), { points: ui.number(p) });
  }

  // The player's fixed ids ("qp-stem", "qp-select-all") made unique to this cell.
  function uniqueIds(node, n) {
    ["aria-labelledby", "aria-describedby", "id"].forEach(function (name) {
      Array.prototype.forEach.call(node.querySelectorAll("[" + name + "]"), function (e) {
        var v = e.getAttribute(name);
        if (v === "qp-stem" || v === "qp-select-all") e.setAttribute(name, v + "-" + n);
      });
    });
  }

  // Right options checked and marked in text, each matching prompt set to its answer, ordering items in their
  // right order without their move buttons, each cloze gap holding its right answer, every control locked.
  function markRight(form, q, kind, ui) {
    var right = kind.rightOptions(q);
    Array.prototype.forEach.call(form.querySelectorAll(".qp-option"), function (row) {
      var input = row.querySelector("input");
      if (right.indexOf(input.value) < 0) return;
      input.checked = true;
      row.classList.add("qp-is-correct");
      row.querySelector("label").appendChild(el("span", { class: "qp-badge", text: " ✓ " + ui.T.correctAnswer }));
    });
    (q.pairs || []).forEach(function (p) {
      var s = form.querySelector("select[data-pair=\"" + CSS.escape(p.id) + "\"]");
      if (s) s.value = p.sameAnswerAs || p.id;
    });
    Array.prototype.forEach.call(form.querySelectorAll(".qp-order"), function (list) {
      (q.items || []).forEach(function (item) {
        var row = list.querySelector('[data-item="' + CSS.escape(item.id) + '"]');
        row.setAttribute("draggable", "false");
        row.removeChild(row.querySelector(".qp-order-moves"));
        list.appendChild(row);
      });
    });
    (q.gaps || []).forEach(function (gap) {
      var c = form.querySelector('[data-gap="' + CSS.escape(gap.id) + '"].qp-gap-input, [data-gap="' + CSS.escape(gap.id) + '"].qp-gap-select');
      if (!c) return;
      if (gap.kind === "choice") c.value = gap.options.filter(function (o) { return o.correct; })[0].id;
      else if (gap.kind === "text") c.value = gap.accepted[0] || "";
      else c.value = ui.number(typeof gap.value === "number" ? gap.value : gap.low);
    });
    Array.prototype.forEach.call(form.querySelectorAll("input, select, textarea"), function (c) { c.disabled = true; });
  }

  // Feedback written for particular answers: each choice's, and true/false's.
  function answerFeedback(q, ui) {
    var out = [];
    (q.choices || []).forEach(function (c) {
      if (c.feedback) out.push(el("div", { class: "qp-choice-feedback pv-feedback" },
        [el("span", { class: "pv-feedback-for", html: c.html }), el("div", { html: c.feedback })]));
    });
    (q.gaps || []).forEach(function (gap, k) {
      if (gap.feedback) out.push(el("div", { class: "qp-choice-feedback pv-feedback" }, [
        el("span", { class: "pv-feedback-for", text: ui.fmt(ui.T.gapLabel, { k: ui.number(k + 1), n: ui.number(q.gaps.length) }) }),
        el("div", { html: gap.feedback })]));
    });
    [["feedbackTrue", ui.T.trueLabel], ["feedbackFalse", ui.T.falseLabel]].forEach(function (f) {
      if (q[f[0]]) out.push(el("div", { class: "qp-choice-feedback pv-feedback" },
        [el("span", { class: "pv-feedback-for", text: f[1] }), el("div", { html: q[f[0]] })]));
    });
    return out;
  }

  function drawQuestion(quiz, q) {
    var ui = playerUi(quiz);
    var kind = Q.kinds.of(q);
    var n = ++cells;
    var stem = el("div", { class: "qp-stem", id: "qp-stem", html: q.stem });
    var controls = kind.render(q, ui, n);
    if (controls.some(function (c) { return c && c.id === "qp-stem"; })) stem = null;  // the controls stand in the stem
    var form = kind.textOnly ? null : el("form", { class: "qp-form", novalidate: "novalidate" }, controls);
    if (form) markRight(form, q, kind, ui);  // a description is its text alone
    var right = kind.correct(q, ui);
    var feedback = answerFeedback(q, ui);
    var parts = [
      el("p", { class: "qp-points", text: kind.scored === false && !q.points ? null : pointsText(quiz, ui, q.points) }),
      stem, form,
      right ? el("div", { class: "qp-correct-answer" }, [el("span", { class: "qp-label", text: ui.T.correctAnswer + ": " })].concat(right)) : null,
      feedback.length ? el("div", { class: "pv-feedbacks" }, feedback) : null,
      q.explanation ? el("div", { class: "qp-explanation" }, [el("h4", { text: ui.T.explanation }), el("div", { html: q.explanation })]) : null
    ];
    var node = el("div", { class: "qp-question pv-rendered", "data-kind": q.kind }, parts);
    uniqueIds(node, n);
    return node;
  }

  // ---- translation states and the review action ----
  function stateBadge(state) {
    return el("span", { class: "pv-state pv-state-" + state, text: state });
  }

  function textStates(texts, lang) {
    if (!texts.length) return null;
    return el("ul", { class: "pv-texts", "aria-label": "Texts and their translation state" }, texts.map(function (t) {
      var s = t.states[lang] || { state: "missing", line: 0 };
      var item = el("li", { "data-pointer": t.pointer, "data-lang": lang, "data-state": s.state }, [
        el("span", { class: "pv-text-label", text: t.label + " " }), stateBadge(s.state),
        el("span", { class: "pv-line", text: " line " + s.line })
      ]);
      if (s.state === "needs-review") {
        var b = el("button", { type: "button", class: "pv-review", "data-action": "mark-reviewed",
                               "data-pointer": t.pointer, "data-lang": lang, text: "Mark reviewed" });
        b.addEventListener("click", function () { markReviewed(t.pointer, lang, b); });
        item.appendChild(b);
      }
      return item;
    }));
  }

  function markReviewed(pointer, lang, button) {
    button.disabled = true;
    fetch(base + "review", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Quizpack-Token": token },
      body: JSON.stringify({ pointer: pointer, language: lang, version: data.version })
    }).then(function (r) {
      return r.text().then(function (text) {
        if (r.ok) say("Marked reviewed: " + pointer + " (" + lang + ")");
        else say("Not changed: " + text.trim());
        return reload();
      });
    }).catch(function (e) { say("Not changed: " + e); button.disabled = false; });
  }

  // ---- the page ----
  function languages() {
    return shown === "all" ? data.languages : [shown];
  }

  function columns(nodes) {
    return el("div", { class: "pv-columns", style: null }, nodes);
  }

  function quizHeader() {
    var texts = data.texts || [];
    return el("section", { class: "pv-quiz", "aria-label": "The quiz" }, [columns(languages().map(function (lang) {
      var quiz = data.quiz[lang];
      return el("div", { class: "pv-cell", lang: lang, dir: quiz.dir, "data-lang": lang }, [
        el("p", { class: "pv-lang", text: lang }),
        el("h2", { class: "qp-title", html: quiz.title }),
        el("div", { class: "qp-description", html: quiz.description }),
        textStates(texts, lang)
      ]);
    }))]);
  }

  function questionBlock(meta, index) {
    var first = data.quiz[data.languages[0]].questions[index];
    var heading = el("h2", { class: "pv-question-title" }, [
      el("span", { text: "Question " + (index + 1) + ": " }), el("code", { text: meta.id }),
      el("span", { class: "pv-kind", text: " " + first.kind + " · line " + meta.line })
    ]);
    return el("article", { class: "pv-question", id: "q-" + meta.id, "data-question-id": meta.id }, [
      heading,
      meta.diagnostics.length ? diagnosticList(meta.diagnostics, "pv-pinned") : null,
      columns(languages().map(function (lang) {
        var quiz = data.quiz[lang];
        return el("div", { class: "pv-cell", lang: lang, dir: quiz.dir, "data-lang": lang }, [
          el("h3", { class: "pv-lang", text: lang }),
          drawQuestion(quiz, quiz.questions[index]),
          textStates(meta.texts, lang)
        ]);
      }))
    ]);
  }

  // The title of the section that starts at question `index`, in every shown language, with its draw; or null.
  function sectionHeading(index) {
    var sections = data.quiz[data.languages[0]].sections || [];
    var k = sections.findIndex(function (s) { return s.first === index; });
    if (k < 0) return null;
    var s = sections[k];
    var draw = s.draw ? " · each attempt draws " + s.draw + " of " + s.count : "";
    return el("section", { class: "pv-section", "data-section-id": s.id }, [
      el("p", { class: "pv-kind", text: "Section " + (k + 1) + ": " + s.id + draw }),
      columns(languages().map(function (lang) {
        var quiz = data.quiz[lang];
        return el("div", { class: "pv-cell", lang: lang, dir: quiz.dir, "data-lang": lang },
                  [el("h2", { class: "qp-section", html: quiz.sections[k].title })]);
      }))
    ]);
  }

  function errorView() {
    return el("section", { class: "pv-errors", role: "alert" }, [
      el("h2", { text: "The bank does not load" }),
      el("p", { text: "Fix these problems and save: the page shows the bank again." }),
      diagnosticList(data.errors, "pv-all")
    ]);
  }

  function drawControls() {
    controls.textContent = "";
    if (!data.loaded) return;
    var select = el("select", { id: "pv-language" }, [el("option", { value: "all", text: "All languages side by side" })]
      .concat(data.languages.map(function (l) { return el("option", { value: l, text: l }); })));
    select.value = data.languages.indexOf(shown) >= 0 ? shown : "all";
    select.addEventListener("change", function () { shown = select.value; draw(); });
    var playLang = el("select", { id: "pv-play-language" },
      data.languages.map(function (l) { return el("option", { value: l, text: l }); }));
    var play = el("button", { type: "button", class: "qp-button", "data-action": "play", text: "Play" });
    play.addEventListener("click", function () { openPlayer(playLang.value); });
    controls.appendChild(el("label", { for: "pv-language", text: "Show " }));
    controls.appendChild(select);
    controls.appendChild(el("label", { for: "pv-play-language", text: " Play as a learner in " }));
    controls.appendChild(playLang);
    controls.appendChild(play);
  }

  // The question nearest the top of the window and how far below the top it is, to keep the place across redraws.
  function anchor() {
    var items = main.querySelectorAll("[data-question-id]");
    for (var i = 0; i < items.length; i++) {
      var top = items[i].getBoundingClientRect().top;
      if (items[i].getBoundingClientRect().bottom > 0) return { id: items[i].getAttribute("data-question-id"), top: top };
    }
    return null;
  }

  function draw() {
    var place = anchor();
    var y = window.scrollY;
    cells = 0;
    main.textContent = "";
    drawControls();
    if (!data.loaded) {
      main.appendChild(errorView());
    } else {
      main.appendChild(quizHeader());
      if (data.warnings.length) main.appendChild(diagnosticList(data.warnings, "pv-quiz-warnings"));
      data.questions.forEach(function (meta, i) {
        var heading = sectionHeading(i);
        if (heading) main.appendChild(heading);
        main.appendChild(questionBlock(meta, i));
      });
    }
    main.removeAttribute("aria-busy");
    var again = place && main.querySelector("[data-question-id=\"" + place.id + "\"]");
    if (again) window.scrollBy(0, again.getBoundingClientRect().top - place.top);
    else window.scrollTo(0, y);
    root.setAttribute("data-version", data.version);
    root.setAttribute("data-loaded", data.loaded ? "true" : "false");
  }

  function reload() {
    return fetch(base + "data.json", { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (d) {
      data = d;
      draw();
    });
  }

  // ---- play: the real player in a frame, with an in-page SCORM 2004 API that shows what an LMS records ----
  function openPlayer(lang) {
    var old = document.getElementById("pv-play");
    if (old) old.remove();
    var record = el("div", { class: "pv-record", id: "pv-record", "aria-live": "polite" });
    window.API_1484_11 = Q.scormRecorder.create(function (r) { Q.scormRecorder.show(r, record, el); });
    var frame = el("iframe", { class: "pv-frame", title: "The quiz in " + lang + ", as a learner sees it",
                               src: base + "play/" + encodeURIComponent(lang) + "/" });
    var close = el("button", { type: "button", class: "qp-button", "data-action": "close-play", text: "Close the player" });
    var panel = el("section", { class: "pv-play", id: "pv-play", "aria-label": "Play" }, [
      el("h2", { text: "Playing in " + lang }), close, el("div", { class: "pv-play-area" }, [frame, record])
    ]);
    close.addEventListener("click", function () { panel.remove(); });
    document.body.insertBefore(panel, main);
    Q.scormRecorder.show(window.API_1484_11.record, record, el);
    frame.focus();
  }

  // ---- live: the server says when the bank changed ----
  function listen() {
    var source = new EventSource(base + "events");
    var first = true;
    source.addEventListener("hello", function () {
      if (!first) reload().then(function () { say("Reloaded " + new Date().toLocaleTimeString()); });
      first = false;
    });
    source.addEventListener("change", function () {
      reload().then(function () { say(data.loaded ? "Reloaded " + new Date().toLocaleTimeString() : "The bank does not load"); });
    });
  }

  reload().then(listen);
})();
