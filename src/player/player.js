// The quiz page: start screen, one question at a time with feedback, results and review.
(function () {
  "use strict";
  var Q = window.Quizpack;
  var quiz = window.QUIZPACK_QUIZ;
  var scormVersion = document.documentElement.getAttribute("data-scorm");  // "1.2", "2004" or "cmi5", per package
  var root = document.getElementById("quiz");
  if (!Q || !quiz || !root) return;

  var T = Q.strings.stringsFor(quiz.lang, quiz.trueFalse, quiz.ui);
  var fmt = Q.strings.format;
  var scoring = Q.scoring;
  var kinds = Q.kinds;
  var sessionStart = Date.now();

  // ---- small DOM helpers ----
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") node.textContent = attrs[k];
      else if (k === "html") node.innerHTML = attrs[k];  // only quiz texts, rendered to safe HTML by quizpack
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }
  // `x` in the quiz language's digits: up to 15 significant digits, scientific when very large or small.
  function number(x) {
    var n = Number(x), size = Math.abs(n);
    var scientific = n !== 0 && (size >= 1e15 || size < 1e-4);
    return n.toLocaleString(quiz.lang, scientific ? { notation: "scientific", maximumSignificantDigits: 15 }
                                                  : { maximumSignificantDigits: 15 });
  }
  function pointsText(p) {
    return p === 1 ? T.onePoint : fmt(Q.strings.plural(quiz.lang, T.points, p), { points: number(p) });
  }

  // ---- state ----
  var chunks = Q.chunks.create(quiz, loadFailed, root);
  var state = {
    seed: 0, order: [], answers: quiz.questions.map(function () { return null; }),
    position: 0, shownAt: 0, finished: false, passMark: quiz.passingScore
  };
  function textOnly(qIndex) { return chunks.textOnly(qIndex, kinds.of); }
  // The bank's sections, or one untitled section of every question.
  var sections = quiz.sections || [{ first: 0, count: quiz.questions.length }];
  // The attempt's pages from the seed; a resumed attempt has the same seed, so the same questions.
  function setSeed(seed) {
    state.seed = seed >>> 0;
    state.order = Q.order.pages(quiz, sections, state.seed, textOnly);
    questionCount = state.order.filter(function (i) { return !textOnly(i); }).length;
  }
  // The attempt's questions (not text-only pages).
  function drawnQuestions() { return state.order.filter(function (qIndex) { return !textOnly(qIndex); }); }
  // The title of the question's section, or null when the bank has no sections.
  function sectionTitle(qIndex) {
    var s = quiz.sections ? Q.order.sectionOf(sections, qIndex) : null;
    return s ? el("p", { class: "qp-section", html: s.title }) : null;
  }
  function optionOrder(qIndex, items) {
    return quiz.shuffle.choices ? Q.order.shuffled(items, (state.seed ^ Math.imul(qIndex + 1, 0x9e3779b1)) >>> 0) : items;
  }
  function matchOrder(qIndex, targets) {
    return Q.order.shuffled(targets, (state.seed ^ Math.imul(qIndex + 7, 0x85ebca6b)) >>> 0);
  }
  // What the kinds' rendering members use from the page.
  var ui = { el: el, T: T, fmt: fmt, number: number, choiceOrder: optionOrder, matchOrder: matchOrder };

  // The place of the first unanswered question, or of the text-only pages right before it; the end when none.
  function firstUnanswered() {
    var p = 0;
    while (p < state.order.length && (textOnly(state.order[p]) || state.answers[state.order[p]])) p++;
    if (p === state.order.length) return p;
    while (p > 0 && textOnly(state.order[p - 1])) p--;
    return p;
  }
  // How many questions (not text-only pages) there are, and how many stand before `position`.
  var questionCount = 0;  // of the attempt, set with its seed
  function questionsBefore(position) {
    return state.order.slice(0, position).filter(function (i) { return !textOnly(i); }).length;
  }

  // ---- page frame ----
  document.documentElement.lang = quiz.lang;
  document.documentElement.dir = quiz.dir;
  root.textContent = "";
  var header = el("header", { class: "qp-header" }, [
    el("p", { class: "qp-kicker", text: fmt(T.header, { level: T["level_" + quiz.level] || quiz.level }) }),
    el("h1", { class: "qp-title", html: quiz.title })
  ]);
  var notices = el("div", { class: "qp-notices", role: "status", "aria-live": "polite", "aria-label": T.statusLabel });
  var screen = el("div", { class: "qp-screen" });
  root.appendChild(header);
  root.appendChild(notices);
  root.appendChild(screen);
  root.removeAttribute("aria-busy");

  var shownNotices = {};
  function notice(kind, text, tone) {
    if (shownNotices[kind]) {
      shownNotices[kind].textContent = text;
      return;
    }
    var p = el("p", { class: "qp-notice qp-notice-" + (tone || "info"), "data-notice": kind, text: text });
    shownNotices[kind] = p;
    notices.appendChild(p);
  }

  // A chunk of questions the page needs could not be loaded: the reason on screen, not a blank page.
  function loadFailed(file) {
    show([el("p", { class: "qp-notice qp-notice-warning", role: "alert", "data-error": "load", "data-file": file,
                    text: fmt(T.partNotLoaded, { file: file }) })], null, "error");
  }

  // ---- LMS ----
  // The LMS adapter the package was made for: SCORM's run-time API, or cmi5's xAPI endpoints.
  function connectLms(name) {
    switch (name) {
      case "1.2":
      case "2004":
        var scorm = Q.runtime.createRuntime(name, function (kind, detail) {
          if (kind === "missing") notice("lms", T.noLms, "warning");
          else if (kind === "init") notice("lms", T.lmsInitFailed, "warning");
          else notice("lms-error", fmt(T.lmsError, { detail: detail }), "warning");
        });
        return { runtime: scorm, tracker: Q.tracking.createTracker(scorm, quiz, name) };
      case "cmi5":
        return Q.cmi5.createCmi5(quiz, document.documentElement.getAttribute("data-au"), function (kind) {
          if (kind === "missing") notice("lms", T.noLms, "warning");
          else notice("lrs", T.lrsNotRecorded, "warning");
        });
      default:
        throw new Error("unknown LMS runtime: " + name);
    }
  }
  var lms = connectLms(scormVersion);
  var runtime = lms.runtime;
  Q.session = runtime;
  var tracker = lms.tracker;
  var connected = runtime.start();

  var resumeText = null;
  // The attempt from the decoded saved progress, or a new one; then the start screen.
  function begin(decoded) {
    if (decoded.status === "ok") {
      setSeed(decoded.seed);
      state.answers = decoded.answers;
    } else {
      setSeed(Q.order.newSeed());
      if (decoded.status === "unreadable") notice("saved", T.savedUnreadable, "warning");
      if (decoded.status === "other") notice("saved", T.savedOther, "warning");
    }
    if (connected) {
      var mark = tracker.passMark();
      if (mark !== null) state.passMark = mark;
      tracker.begin();
    }
    state.position = firstUnanswered();
    if (state.position > 0) {
      resumeText = state.position < state.order.length
        ? fmt(T.resumed, { k: number(questionsBefore(state.position) + 1), n: number(questionCount) }) : T.resumedDone;
    }
    renderStart();
  }
  // Decoding saved progress needs the question of each stored answer: their chunks are loaded first.
  function resumeOrStart() {
    var saved = connected ? tracker.savedProgress() : {};
    if (!(saved.entry === "resume" || saved.data)) return begin({ status: "empty" });
    chunks.ensure(Q.suspend.answered(saved.data), function () { begin(Q.suspend.decode(quiz, saved.data)); });
  }

  function endSession() {
    tracker.end(Date.now() - sessionStart, state.finished);
  }
  window.addEventListener("pagehide", endSession);
  window.addEventListener("beforeunload", endSession);

  function progressData() {
    var next = firstUnanswered();
    return {
      location: String(Math.min(next + 1, state.order.length)),
      suspendData: Q.suspend.encode(quiz, state.seed, state.answers, tracker.suspendLimit)
    };
  }

  // ---- rendering helpers ----
  function show(nodes, focusTarget, screenName) {
    screen.textContent = "";
    nodes.forEach(function (n) { if (n) screen.appendChild(n); });
    root.setAttribute("data-screen", screenName);
    if (focusTarget) focusTarget.focus();
  }
  function button(action, label, primary) {
    return el("button", { type: "button", class: primary ? "qp-button qp-primary" : "qp-button",
                          "data-action": action, text: label });
  }
  function verdictText(grade) {
    if (grade.outcome === "correct") return "✓ " + T.correct;
    if (grade.outcome === "partial") return "◐ " + fmt(T.partial, { earned: number(grade.earned), points: number(grade.max) });
    if (grade.outcome === "neutral") return "• " + T.notScored;
    return "✗ " + T.incorrect;
  }

  // The learner's answer as nodes, for feedback and review.
  function answerNodes(q, a) {
    if (!a) return [el("span", { text: T.noAnswer })];
    if (a.lost) return [el("span", { text: T.answerNotKept })];
    return kinds.of(q).given(q, a, ui);
  }

  // The question's explanation under a heading of level `tag`, or null when the bank gives none.
  function explanationNode(q, tag) {
    if (!q.explanation) return null;
    return el("div", { class: "qp-explanation" }, [el(tag, { text: T.explanation }), el("div", { html: q.explanation })]);
  }

  function labelled(label, nodes, cls) {
    return el("div", { class: cls }, [el("span", { class: "qp-label", text: label + ": " })].concat(nodes));
  }

  // ---- start screen ----
  function renderStart() {
    var previewList = el("ol", { class: "qp-preview", id: "qp-preview", hidden: "hidden" });
    // every stem, once their chunks are loaded: at once for a bank in one chunk, else when first opened
    function fillPreview() {
      if (previewList.firstChild) return;
      drawnQuestions().forEach(function (qIndex) {
        previewList.appendChild(el("li", { html: quiz.questions[qIndex].stem }));
      });
    }
    if (chunks.loaded(state.order)) fillPreview();
    var previewLabel = fmt(T.previewAll, { n: number(questionCount) });
    var preview = button("preview", previewLabel, false);
    preview.setAttribute("aria-expanded", "false");
    preview.setAttribute("aria-controls", "qp-preview");
    preview.addEventListener("click", function () {
      chunks.ensure(state.order, function () { togglePreview(); });
    });
    function togglePreview() {
      fillPreview();
      var open = previewList.hasAttribute("hidden");
      if (open) previewList.removeAttribute("hidden"); else previewList.setAttribute("hidden", "hidden");
      preview.setAttribute("aria-expanded", open ? "true" : "false");
      preview.textContent = open ? T.hidePreview : previewLabel;
    }
    var start = button("start", resumeText ? T.resume : T.start, true);
    start.addEventListener("click", function () {
      if (state.position >= state.order.length) renderResults();
      else renderQuestion();
    });
    show([
      el("div", { class: "qp-description", html: quiz.description }),
      quiz.guide ? el("p", { class: "qp-guide", text: fmt(T.relatedGuide, { guide: quiz.guide }) }) : null,
      el("p", { class: "qp-hint", text: T.answersAppear }),
      resumeText ? el("p", { class: "qp-resume", text: resumeText }) : null,
      el("div", { class: "qp-actions" }, [start]),
      el("div", { class: "qp-preview-block" }, [preview, previewList])
    ], null, "start");
    chunks.prefetch(state.order.slice(state.position, state.position + 1));
  }

  // ---- one question ----
  // After checking: every control locked, chosen and correct options marked in text as well as colour.
  function markOptions(form, q) {
    Array.prototype.forEach.call(form.querySelectorAll("input, select, textarea, .qp-move"), function (c) { c.disabled = true; });
    Array.prototype.forEach.call(form.querySelectorAll("[draggable]"), function (c) { c.setAttribute("draggable", "false"); });
    var right = kinds.of(q).rightOptions(q);
    Array.prototype.forEach.call(form.querySelectorAll(".qp-option"), function (row) {
      var input = row.querySelector("input");
      if (right.indexOf(input.value) >= 0) {
        row.classList.add("qp-is-correct");
        row.querySelector("label").appendChild(el("span", { class: "qp-badge", text: " ✓ " + T.correctAnswer }));
      } else if (input.checked) {
        row.classList.add("qp-is-wrong");
        row.querySelector("label").appendChild(el("span", { class: "qp-badge", text: " ✗ " + T.yourAnswer }));
      }
    });
  }

  // A text-only page (a description): its title and text, then on to what follows; nothing is recorded.
  function renderTextPage(position, q) {
    var last = position + 1 >= state.order.length;
    var proceed = last ? button("finish", T.finish, true) : button("next", T.next, true);
    proceed.addEventListener("click", function () {
      state.position = position + 1;
      if (last) renderResults(); else renderQuestion();
    });
    var text = el("div", { class: "qp-stem", id: "qp-stem", html: q.stem });
    var heading = q.title ? el("h2", { class: "qp-text-title", id: "qp-heading", tabindex: "-1", text: q.title }) : null;
    if (!heading) text.setAttribute("tabindex", "-1");
    var section = el("section", { class: "qp-question qp-text-page", "data-question-id": q.id, "data-kind": q.kind },
      [sectionTitle(state.order[position]), heading, text, el("div", { class: "qp-actions" }, [proceed])]);
    if (heading) section.setAttribute("aria-labelledby", "qp-heading");
    show([section], heading || text, "text");
  }

  // The page at state.position, once its question is loaded; the next page's chunk starts loading.
  function renderQuestion() {
    var qIndex = state.order[state.position];
    chunks.ensure([qIndex], function () {
      renderPage(state.position);
      chunks.prefetch(state.order.slice(state.position + 1, state.position + 2));
    });
  }

  function renderPage(position) {
    var qIndex = state.order[position];
    var q = quiz.questions[qIndex];
    if (kinds.of(q).textOnly) return renderTextPage(position, q);
    var total = state.order.length;
    var before = questionsBefore(position);
    var heading = el("h2", { class: "qp-progress", id: "qp-heading", tabindex: "-1",
                             text: fmt(T.progress, { k: number(before + 1), n: number(questionCount) }) });
    var bar = el("progress", { class: "qp-bar", max: String(questionCount), value: String(before), "aria-hidden": "true" });
    var hint = el("p", { class: "qp-validation", id: "qp-validation", role: "alert" });
    var feedback = el("div", { class: "qp-feedback", id: "qp-feedback", tabindex: "-1", role: "status",
                               "aria-live": "polite" });
    var check = el("button", { type: "submit", class: "qp-button qp-primary", "data-action": "check", text: T.check });
    var controls = kinds.of(q).render(q, ui, qIndex);
    // a kind whose controls stand in the stem (cloze) renders the stem itself
    var ownStem = controls.some(function (node) { return node && node.id === "qp-stem"; });
    var form = el("form", { class: "qp-form", novalidate: "novalidate" },
      controls.concat([hint, el("div", { class: "qp-actions" }, [check])]));
    var section = el("section", { class: "qp-question", "data-question-id": q.id, "data-kind": q.kind,
                                  "aria-labelledby": "qp-heading" }, [
      sectionTitle(qIndex), heading, bar,
      el("p", { class: "qp-points", text: pointsText(q.points) }),
      ownStem ? null : el("div", { class: "qp-stem", id: "qp-stem", html: q.stem }),
      form, feedback
    ]);
    state.shownAt = Date.now();

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (form.getAttribute("data-checked")) return;
      var answer = kinds.of(q).read(form, q);
      var reason = scoring.incompleteReason(q, answer);
      if (reason) {
        hint.textContent = fmt(T[reason], { example: number(12.5) });
        return;
      }
      hint.textContent = "";
      form.setAttribute("data-checked", "true");
      var now = new Date();
      var grade = scoring.grade(q, answer);
      state.answers[qIndex] = answer;
      state.position = position + 1;
      markOptions(form, q);
      check.remove();

      var last = position + 1 >= total;
      var proceed = last ? button("finish", T.finish, true) : button("next", T.next, true);
      proceed.addEventListener("click", function () {
        if (last) renderResults(); else renderQuestion();
      });
      var right = kinds.of(q).correct(q, ui);
      var parts = [el("p", { class: "qp-verdict", text: verdictText(grade) })]
        .concat(grade.outcome === "correct" || !right ? [] : [labelled(T.correctAnswer, right, "qp-correct-answer")])
        .concat(kinds.of(q).feedback(q, answer, ui))
        .concat([explanationNode(q, "h3")]);
      feedback.setAttribute("data-outcome", grade.outcome);
      feedback.classList.add("qp-outcome-" + grade.outcome);
      parts.forEach(function (p) { if (p) feedback.appendChild(p); });
      section.appendChild(el("div", { class: "qp-actions" }, [proceed]));
      root.setAttribute("data-screen", "feedback");
      feedback.focus();

      tracker.recordAnswer(q, answer, grade, now.getTime() - state.shownAt, now, progressData());
    });
    show([section], heading, "question");
  }

  // ---- results and review ----
  // Points earned and possible among the automatically scored questions, and the points awaiting a grader.
  function totals() {
    var earned = 0, max = 0, pending = 0;
    state.order.forEach(function (i) {
      var q = quiz.questions[i];
      max += scoring.maxPoints(q);
      if (!scoring.isScored(q)) pending += q.points;
      if (state.answers[i]) earned += scoring.grade(q, state.answers[i]).earned;
    });
    return { earned: scoring.round2(earned), max: scoring.round2(max), pending: scoring.round2(pending) };
  }

  function renderReview(container) {
    container.textContent = "";
    var heading = el("h2", { tabindex: "-1", text: T.review });
    container.appendChild(heading);
    var list = el("ol", { class: "qp-review-list" });
    drawnQuestions().forEach(function (qIndex, position) {
      var q = quiz.questions[qIndex];
      var a = state.answers[qIndex];
      var grade = a ? scoring.grade(q, a) : { earned: 0, max: scoring.maxPoints(q), outcome: scoring.isScored(q) ? "incorrect" : "neutral" };
      var right = kinds.of(q).correct(q, ui);
      list.appendChild(el("li", { class: "qp-review-item qp-outcome-" + grade.outcome, "data-question-id": q.id }, [
        sectionTitle(qIndex),
        el("h3", { text: fmt(T.progress, { k: number(position + 1), n: number(questionCount) }) }),
        el("div", { class: "qp-stem", html: q.stem }),
        el("p", { class: "qp-verdict", text: a ? verdictText(grade) : "✗ " + T.noAnswer }),
        labelled(T.yourAnswer, answerNodes(q, a), "qp-your-answer"),
        right ? labelled(T.correctAnswer, right, "qp-correct-answer") : null,
        explanationNode(q, "h4")
      ]));
    });
    container.appendChild(list);
    heading.focus();
  }

  // The results, once every question of the attempt is loaded (the review shows them all).
  function renderResults() {
    chunks.ensure(state.order, showResults);
  }

  function showResults() {
    var t = totals();
    var total = scoring.round2(t.max + t.pending);
    var fraction = total > 0 ? t.earned / total : 1;
    var verdict = scoring.verdict(t.earned, t.pending, total, state.passMark);
    var passed = verdict === "passed";
    if (!state.finished) {
      state.finished = true;
      tracker.recordResult(t.earned, total, verdict);
    }
    var heading = el("h2", { tabindex: "-1", text: T.resultsTitle });
    var percent = Math.round(fraction * 1000) / 10;
    var outcome = { completed: T.completed, passed: "✓ " + T.passed, failed: "✗ " + T.failed,
                    pending: "… " + T.awaitingGrading }[verdict];
    var reviewBox = el("div", { class: "qp-review", id: "qp-review" });
    var review = button("review", T.review, true);
    review.setAttribute("aria-controls", "qp-review");
    review.addEventListener("click", function () {
      review.setAttribute("aria-expanded", "true");
      renderReview(reviewBox);
    });
    var summary = el("div", { class: "qp-results " + (passed ? "qp-passed" : "qp-failed"), "data-outcome": verdict,
                              "data-passed": passed ? "true" : "false", "data-percent": String(percent) }, [
      heading,
      el("p", { class: "qp-score", text: fmt(T.score, { percent: number(percent), raw: number(t.earned), max: number(total) }) }),
      t.pending > 0 ? el("p", { class: "qp-pending", text: fmt(T.pendingPoints, { points: number(t.pending) }) }) : null,
      el("p", { class: "qp-outcome", text: outcome }),
      el("p", { class: "qp-passmark", text: fmt(T.passMark, { percent: number(Math.round(state.passMark * 1000) / 10) }) }),
      el("div", { class: "qp-actions" }, [review])
    ]);
    show([summary, reviewBox], heading, "results");
  }

  resumeOrStart();
})();
