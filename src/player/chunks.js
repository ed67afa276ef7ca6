// The quiz's questions, chunk by chunk: quiz-data.js holds the first chunk and an outline of every question, the
// chunk scripts (quiz-data-2.js, ...) the others, each registering itself through Quizpack.chunkLoaded when loaded.
(function () {
  "use strict";

  // A loader over `quiz` (its questions array becomes one entry per bank question, null until its chunk is loaded).
  // `onError(file)` is called when a chunk a caller waits for cannot be loaded; `page` is marked
  // aria-busy while a caller waits.
  function create(quiz, onError, page) {
    var plan = quiz.chunks || null;
    var total = plan ? quiz.outline.count : quiz.questions.length;
    var size = plan ? plan.size : Math.max(total, 1);
    var textPages = {};  // the outline's text-only pages, by index
    var status = ["loaded"];  // per chunk: "loaded", "loading", "failed" or undefined
    var waiting = [];         // { indices, done }
    if (plan) {
      var first = quiz.questions;
      quiz.questions = [];
      for (var i = 0; i < total; i++) quiz.questions.push(i < first.length ? first[i] : null);
      quiz.outline.textOnly.forEach(function (t) { textPages[t] = true; });
    }

    function path(k) { return k === 0 ? "quiz-data.js" : "quiz-data-" + (k + 1) + ".js"; }
    // The chunks of `indices` not loaded yet, each once.
    function missing(indices) {
      var out = [];
      indices.forEach(function (i) {
        var k = Math.floor(i / size);
        if (i >= 0 && i < total && status[k] !== "loaded" && out.indexOf(k) < 0) out.push(k);
      });
      return out;
    }
    function settle() {
      var ready = waiting.filter(function (w) { return missing(w.indices).length === 0; });
      waiting = waiting.filter(function (w) { return ready.indexOf(w) < 0; });
      if (!waiting.length) page.removeAttribute("aria-busy");
      ready.forEach(function (w) { w.done(); });
    }
    function failed(k) {
      status[k] = "failed";
      var stuck = waiting.filter(function (w) { return missing(w.indices).indexOf(k) >= 0; });
      waiting = waiting.filter(function (w) { return stuck.indexOf(w) < 0; });
      if (!waiting.length) page.removeAttribute("aria-busy");
      if (stuck.length) onError(path(k));
    }
    function load(k) {
      if (status[k] === "loaded" || status[k] === "loading") return;
      status[k] = "loading";
      var script = document.createElement("script");
      script.src = path(k);
      script.onload = function () { if (status[k] !== "loaded") failed(k); };
      script.onerror = function () {
        script.remove();
        failed(k);
      };
      document.head.appendChild(script);
    }

    window.Quizpack.chunkLoaded = function (k, questions) {
      questions.forEach(function (q, j) { quiz.questions[k * size + j] = q; });
      status[k] = "loaded";
      settle();
    };

    return {
      count: total,
      // Whether question i is a text-only page, loaded or not; `kindOf(q)` gives a loaded question's kind.
      textOnly: function (i, kindOf) { return quiz.questions[i] ? kindOf(quiz.questions[i]).textOnly : !!textPages[i]; },
      loaded: function (indices) { return missing(indices).length === 0; },
      // Calls `done` once every question of `indices` is loaded: at once when they are.
      ensure: function (indices, done) {
        var need = missing(indices);
        if (!need.length) return done();
        waiting.push({ indices: indices, done: done });
        page.setAttribute("aria-busy", "true");
        need.forEach(function (k) {
          if (status[k] === "failed") status[k] = undefined;
          load(k);
        });
      },
      // Starts loading the chunks of `indices` without waiting for them.
      prefetch: function (indices) { missing(indices).forEach(function (k) { if (!status[k]) load(k); }); }
    };
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.chunks = { create: create };
})();
