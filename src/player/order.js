// The attempt's seeded order: each section's run of pages, drawn and shuffled from one seed, so a resumed
// attempt sees the same questions in the same order.
(function () {
  "use strict";

  function random(seed) {
    var a = seed >>> 0;
    return function () {
      a = (a + 0x6d2b79f5) >>> 0;
      var t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  function shuffled(items, seed) {
    var out = items.slice();
    var next = random(seed);
    for (var i = out.length - 1; i > 0; i--) {
      var j = Math.floor(next() * (i + 1));
      var t = out[i]; out[i] = out[j]; out[j] = t;
    }
    return out;
  }
  function newSeed() {
    if (window.crypto && window.crypto.getRandomValues) return window.crypto.getRandomValues(new Uint32Array(1))[0];
    return Math.floor(Math.random() * 4294967296);
  }

  // The attempt's pages (question indices) from the seed: each section's run, its questions shuffled among their
  // places when the bank says so (a text-only page, a description, keeps its own), a drawn section cut to its draw
  // (validate keeps descriptions out of drawn sections). `sections` are the bank's, or one untitled section of
  // every question; `textOnly(i)` tells whether question i is a text-only page.
  function pages(quiz, sections, seed, textOnly) {
    var order = [];
    sections.forEach(function (s, k) {
      var indices = [];
      for (var i = s.first; i < s.first + s.count; i++) indices.push(i);
      var sectionSeed = (seed ^ Math.imul(k + 3, 0xc2b2ae35)) >>> 0;
      if (s.draw) indices = shuffled(indices, sectionSeed).slice(0, s.draw).sort(function (a, b) { return a - b; });
      if (quiz.shuffle.questions) {
        var moved = shuffled(indices.filter(function (i) { return !textOnly(i); }),
                             k === 0 && !quiz.sections ? seed : sectionSeed);
        indices = indices.map(function (i) { return textOnly(i) ? i : moved.shift(); });
      }
      order = order.concat(indices);
    });
    return order;
  }

  // The bank's section holding question `qIndex`, or null.
  function sectionOf(sections, qIndex) {
    for (var k = 0; k < sections.length; k++)
      if (qIndex >= sections[k].first && qIndex < sections[k].first + sections[k].count) return sections[k];
    return null;
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.order = { shuffled: shuffled, newSeed: newSeed, pages: pages, sectionOf: sectionOf };
})();
