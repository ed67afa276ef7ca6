// The question kind cloze: its gaps' controls, grading, resume code, SCORM interactions and review.
(function () {
  "use strict";
  var K = window.Quizpack.kinds;
  var indexOfId = K.parts.indexOfId, parseNumber = K.parseNumber;

  // One gap of a cloze question as a question of the kind that scores it: a short answer, a numerical question or
  // a single choice, worth the gap's points.
  function gapQuestion(q, gap) {
    var sub = { id: q.id + "." + gap.id, points: gap.points, stemText: q.stemText, feedback: gap.feedback };
    if (gap.kind === "text") {
      sub.kind = "short-answer";
      sub.accepted = gap.accepted;
      sub.caseSensitive = gap.caseSensitive;
    } else if (gap.kind === "number") {
      sub.kind = "numerical";
      ["low", "high", "value", "tolerance"].forEach(function (k) { if (k in gap) sub[k] = gap[k]; });
    } else {
      sub.kind = "single-choice";
      sub.choices = gap.options.map(function (o) {
        return { id: o.id, correct: o.correct, text: o.text, html: o.text.replace(/[&<>"']/g, function (c) {
          return "&#" + c.charCodeAt(0) + ";";
        }) };
      });
    }
    return sub;
  }

  // The answer of one gap in the form its scoring kind reads.
  function gapAnswer(gap, a) {
    var given = a.gaps[gap.id];
    if (gap.kind === "choice") return { choice: given || null };
    return { text: given || "" };
  }

  // Whether the learner gave something in the gap.
  function gapFilled(gap, a) { return !!(a.gaps[gap.id] && String(a.gaps[gap.id]).trim()); }

  // The share of one gap's points earned (an empty gap earns nothing).
  function gapFraction(q, gap, a) {
    if (!gapFilled(gap, a)) return 0;
    var sub = gapQuestion(q, gap);
    return K.of(sub).fraction(sub, gapAnswer(gap, a));
  }

  // The text shown for a gap's right answer.
  function gapRightText(q, gap, ui) {
    if (gap.kind === "text") return gap.accepted.join(" / ");
    if (gap.kind === "choice") return gap.options.filter(function (o) { return o.correct; })[0].text;
    var sub = gapQuestion(q, gap);
    return typeof sub.value === "number"
      ? (sub.tolerance ? ui.number(sub.value) + " ± " + ui.number(sub.tolerance) : ui.number(sub.value))
      : ui.number(sub.low) + " – " + ui.number(sub.high);
  }

  // A numbered list of the gaps, `text(gap)` giving each one's text.
  function gapList(q, ui, text) {
    return [ui.el("ol", { class: "qp-gap-list" }, q.gaps.map(function (gap, i) {
      return ui.el("li", { "data-gap": gap.id }, [
        ui.el("span", { class: "qp-gap-number", text: ui.fmt(ui.T.gapLabel, { k: ui.number(i + 1), n: ui.number(q.gaps.length) }) + ": " }),
        ui.el("bdi", { class: "qp-typed", text: text(gap) })
      ]);
    }))];
  }

  // The control of one gap: a text field (with a numeric keyboard for a number) or a drop-down, named for screen
  // readers by its place among the gaps of the text.
  function gapControl(q, gap, k, ui, qIndex) {
    var id = "qp-q" + qIndex + "-gap-" + k;
    var label = ui.fmt(ui.T.gapLabel, { k: ui.number(k + 1), n: ui.number(q.gaps.length) });
    if (gap.kind === "choice")
      return ui.el("select", { id: id, class: "qp-gap-select", "data-gap": gap.id, "aria-label": label },
        [ui.el("option", { value: "", text: ui.T.choosePlaceholder })].concat(ui.choiceOrder(qIndex * 97 + k, gap.options).map(function (o) {
          return ui.el("option", { value: o.id, text: o.text });
        })));
    return ui.el("input", { type: "text", id: id, class: "qp-gap-input", "data-gap": gap.id, "aria-label": label,
                            autocomplete: "off", spellcheck: "false", inputmode: gap.kind === "number" ? "decimal" : "text",
                            dir: "auto", size: "12" });
  }

  // Cloze: the stem with a control where each gap's marker stands; each gap scored as a short answer, a numerical
  // question or a single choice, the question's points the sum of the gaps'.
  var cloze = {
    scored: true,
    textOnly: false,
    render: function (q, ui, qIndex) {
      var stem = ui.el("div", { class: "qp-stem qp-cloze", id: "qp-stem", html: q.stem });
      q.gaps.forEach(function (gap, k) {
        var spot = stem.querySelector('.qp-gap[data-gap="' + gap.id + '"]');
        if (spot) spot.appendChild(gapControl(q, gap, k, ui, qIndex));
      });
      return [stem];
    },
    read: function (form) {
      var gaps = {};
      Array.prototype.forEach.call(form.querySelectorAll("[data-gap].qp-gap-input, [data-gap].qp-gap-select"), function (c) {
        gaps[c.getAttribute("data-gap")] = c.value;
      });
      return { gaps: gaps };
    },
    incomplete: function (q, a) {
      if (!q.gaps.some(function (gap) { return gapFilled(gap, a); })) return "enterAnswer";
      var bad = q.gaps.some(function (gap) { return gap.kind === "number" && gapFilled(gap, a) && parseNumber(a.gaps[gap.id]) === null; });
      return bad ? "enterNumber" : null;
    },
    fraction: function (q, a) {
      var total = 0, earned = 0;
      q.gaps.forEach(function (gap) {
        total += gap.points;
        earned += gap.points * gapFraction(q, gap, a);
      });
      return total > 0 ? earned / total : 0;
    },
    encode: function (q, a, codec) {
      return q.gaps.map(function (gap) {
        var given = a.gaps[gap.id] || "";
        if (gap.kind === "choice") return given ? indexOfId(gap.options, given).toString(36) : "";
        return "'" + codec.escape(given);
      }).join("~");
    },
    decode: function (q, code, codec) {
      var codes = code.split("~");
      if (codes.length !== q.gaps.length) throw new Error("bad gap count");
      var gaps = {};
      q.gaps.forEach(function (gap, i) {
        if (gap.kind === "choice") {
          if (codes[i]) gaps[gap.id] = gap.options[codec.index(codes[i], gap.options.length)].id;
          return;
        }
        if (codes[i].charAt(0) !== "'") throw new Error("bad text");
        gaps[gap.id] = codec.unescape(codes[i].slice(1));
      });
      return { gaps: gaps };
    },
    // One interaction per gap (see parts); the question's own record sums them up as "other".
    scorm12: function (q, a, values) {
      return { type: "performance", response: q.gaps.map(function (gap) { return values.oneLine(a.gaps[gap.id] || ""); }).join(",").slice(0, 255), patterns: [] };
    },
    scorm2004: function (q, a, values) {
      return { type: "other", response: q.gaps.map(function (gap) { return values.oneLine(a.gaps[gap.id] || ""); }).join("[,]").slice(0, 4000), patterns: [] };
    },
    given: function (q, a, ui) {
      return gapList(q, ui, function (gap) {
        var given = a.gaps[gap.id] || "";
        if (gap.kind === "choice") {
          var chosen = gap.options.filter(function (o) { return o.id === given; })[0];
          return chosen ? chosen.text : "—";
        }
        return given.trim() ? given : "—";
      });
    },
    correct: function (q, ui) { return gapList(q, ui, function (gap) { return gapRightText(q, gap, ui); }); },
    rightOptions: function () { return []; },
    feedback: function (q, a, ui) {
      return q.gaps.filter(function (gap) { return gap.feedback; }).map(function (gap) {
        var k = q.gaps.indexOf(gap);
        var right = gapFraction(q, gap, a) === 1;
        return ui.el("div", { class: "qp-gap-feedback", "data-gap": gap.id }, [
          ui.el("strong", { text: ui.fmt(ui.T.gapLabel, { k: ui.number(k + 1), n: ui.number(q.gaps.length) }) + (right ? " ✓" : " ✗") }),
          ui.el("div", { html: gap.feedback })
        ]);
      });
    },
    // Each gap the learner filled as the question that scores it, with the answer to it: one interaction each.
    parts: function (q, a) {
      if (a.lost) return [];
      return q.gaps.filter(function (gap) { return gapFilled(gap, a); }).map(function (gap) {
        return { q: gapQuestion(q, gap), answer: gapAnswer(gap, a) };
      });
    }
  };

  K.define("cloze", cloze);
})();
