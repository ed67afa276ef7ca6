// The question kinds: for each, its controls, answer reading, grading, resume code, SCORM interaction and review.
(function () {
  "use strict";
  var LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";
  var DIGITS = "123456789abcdefghijklmnopqrstuvwxyz";

  // Every member a kind defines, with its type. `ui` is the page's { el, T, fmt, number, choiceOrder, matchOrder },
  // `codec` the resume format's { escape, unescape, index }, `values` SCORM's { numberText, oneLine, langString }.
  var MEMBERS = {
    scored: "boolean",         // counts towards the score
    textOnly: "boolean",       // a page of text with no answer, no score and no question number (description)
    render: "function",        // (q, ui, qIndex) -> the answer controls
    read: "function",          // (form, q) -> the answer in the controls
    incomplete: "function",    // (q, answer) -> why it cannot be checked yet (a text key), or null
    fraction: "function",      // (q, answer) -> the share of the points earned, 0..1
    encode: "function",        // (q, answer, codec) -> resume code
    decode: "function",        // (q, code, codec) -> answer; throws on a bad code
    scorm12: "function",       // (q, answer, values) -> { type, response, patterns } in SCORM 1.2's formats
    scorm2004: "function",     // (q, answer, values, lang) -> the same in SCORM 2004's formats
    given: "function",         // (q, answer, ui) -> the learner's answer as nodes
    correct: "function",       // (q, ui) -> the correct answer as nodes, or null when there is none
    rightOptions: "function",  // (q) -> the values of the option inputs that are right
    feedback: "function",      // (q, answer, ui) -> the feedback of what was chosen, as nodes
    parts: "function"          // (q, answer) -> [{ q, answer }] recorded as one interaction each (cloze: its gaps),
                               // or [] when the question is one interaction
  };

  // Digits a learner may type in Arabic-Indic, Persian or Devanagari script become ASCII digits.
  function normaliseDigits(text) {
    return String(text).replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g, function (c) {
      var code = c.charCodeAt(0);
      var base = code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
      return String(code - base);
    });
  }

  // The number a learner typed, or null: accepts a comma as decimal separator when there is no point.
  function parseNumber(text) {
    var s = normaliseDigits(text).trim().replace(/\u066B/g, ".").replace(/\u2212/g, "-");
    if (s.indexOf(".") < 0 && /^-?\d+,\d+$/.test(s)) s = s.replace(",", ".");
    if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) return null;
    var n = Number(s);
    return isFinite(n) ? n : null;
  }

  function normaliseText(text, caseSensitive) {
    var s = String(text).normalize("NFC").trim().replace(/\s+/g, " ");
    return caseSensitive ? s : s.toLowerCase();
  }

  function indexOfId(list, id) {
    for (var i = 0; i < list.length; i++) if (list[i].id === id) return i;
    return -1;
  }

  function correctChoiceIds(q) {
    return q.choices.filter(function (c) { return c.correct; }).map(function (c) { return c.id; });
  }

  // The id of the answer a matching pair's prompt matches: its own, or that of the pair whose answer it shares.
  function answerId(p) { return p.sameAnswerAs || p.id; }

  // The pairs that state their own answer: each distinct answer once.
  function answerPairs(q) { return q.pairs.filter(function (p) { return !p.sameAnswerAs; }); }

  // The ids a matching prompt can be given: each distinct answer of the pairs, then the distractors.
  function matchTargets(q) {
    return answerPairs(q).map(function (p) { return p.id; }).concat(q.distractors.map(function (d) { return d.id; }));
  }

  // One radio or checkbox row of a question's option group.
  function option(ui, type, name, value, id, labelNode) {
    return ui.el("div", { class: "qp-option" }, [
      ui.el("input", { type: type, name: name, id: id, value: value }),
      ui.el("label", { for: id }, [labelNode])
    ]);
  }

  function checkedValues(form) {
    return Array.prototype.map.call(form.querySelectorAll("input:checked"), function (i) { return i.value; });
  }

  function choiceItems(q, ids, ui) {
    return q.choices.filter(function (c) { return ids.indexOf(c.id) >= 0; })
      .map(function (c) { return ui.el("span", { class: "qp-answer-item", html: c.html }); });
  }

  // Single choice (radios) or multiple response (checkboxes); `chosen(answer)` lists the chosen ids.
  function choiceKind(multi) {
    var chosen = multi ? function (a) { return a.choices; } : function (a) { return [a.choice]; };
    return {
      scored: true,
      textOnly: false,
      render: function (q, ui, qIndex) {
        var name = "qp-q" + qIndex;
        var type = multi ? "checkbox" : "radio";
        var group = ui.el("fieldset", { class: "qp-options", "aria-labelledby": "qp-stem" },
          ui.choiceOrder(qIndex, q.choices).map(function (c, i) {
            return option(ui, type, name, c.id, name + "-" + i, ui.el("span", { class: "qp-option-text", html: c.html }));
          }));
        if (!multi) return [group];
        group.setAttribute("aria-describedby", "qp-select-all");
        return [ui.el("p", { class: "qp-hint", id: "qp-select-all", text: ui.T.selectAll }), group];
      },
      read: function (form, q) {
        var ids = checkedValues(form);
        if (!multi) return { choice: ids.length ? ids[0] : null };
        return { choices: q.choices.map(function (c) { return c.id; }).filter(function (id) { return ids.indexOf(id) >= 0; }) };
      },
      incomplete: function (q, a) { return (multi ? a.choices.length : a.choice) ? null : "chooseFirst"; },
      fraction: multi ? multipleFraction : function (q, a) { return correctChoiceIds(q).indexOf(a.choice) >= 0 ? 1 : 0; },
      encode: function (q, a) {
        return chosen(a).map(function (id) { return indexOfId(q.choices, id).toString(36); }).join(".");
      },
      decode: function (q, code, codec) {
        if (!multi) return { choice: q.choices[codec.index(code, q.choices.length)].id };
        return { choices: code.split(".").map(function (c) { return q.choices[codec.index(c, q.choices.length)].id; }) };
      },
      scorm12: function (q, a) {
        var ids = chosen(a);
        var right = correctChoiceIds(q);
        if (q.choices.length > LETTERS.length)
          return { type: "performance", response: ids.join(",").slice(0, 255), patterns: [right.join(",").slice(0, 255)] };
        var letter = function (id) { return LETTERS.charAt(indexOfId(q.choices, id)); };
        return { type: "choice", response: ids.map(letter).join(","), patterns: [right.map(letter).join(",")] };
      },
      scorm2004: function (q, a) {
        return { type: "choice", response: chosen(a).join("[,]"), patterns: [correctChoiceIds(q).join("[,]")] };
      },
      given: function (q, a, ui) { return choiceItems(q, chosen(a), ui); },
      correct: function (q, ui) { return choiceItems(q, correctChoiceIds(q), ui); },
      rightOptions: correctChoiceIds,
      parts: function () { return []; },
      feedback: function (q, a, ui) {
        var ids = chosen(a);
        return q.choices.filter(function (c) { return c.feedback && ids.indexOf(c.id) >= 0; })
          .map(function (c) { return ui.el("div", { class: "qp-choice-feedback", html: c.feedback }); });
      }
    };
  }

  // Multiple response: all right and nothing wrong earns all; else right minus wrong, unless all-or-nothing.
  function multipleFraction(q, a) {
    var right = correctChoiceIds(q);
    var hits = a.choices.filter(function (id) { return right.indexOf(id) >= 0; }).length;
    var misses = a.choices.length - hits;
    if (hits === right.length && misses === 0) return 1;
    if (q.partialCredit === "all-or-nothing") return 0;
    return Math.max(0, (hits - misses) / right.length);
  }

  var trueFalse = {
    scored: true,
    textOnly: false,
    render: function (q, ui, qIndex) {
      var name = "qp-q" + qIndex;
      return [ui.el("fieldset", { class: "qp-options", "aria-labelledby": "qp-stem" }, [
        option(ui, "radio", name, "true", name + "-t", ui.el("span", { text: ui.T.trueLabel })),
        option(ui, "radio", name, "false", name + "-f", ui.el("span", { text: ui.T.falseLabel }))
      ])];
    },
    read: function (form) {
      var tf = form.querySelector("input:checked");
      return { value: tf ? tf.value === "true" : null };
    },
    incomplete: function (q, a) { return typeof a.value === "boolean" ? null : "chooseFirst"; },
    fraction: function (q, a) { return a.value === q.answer ? 1 : 0; },
    encode: function (q, a) { return a.value ? "t" : "f"; },
    decode: function (q, code) {
      if (code !== "t" && code !== "f") throw new Error("bad truth value");
      return { value: code === "t" };
    },
    scorm12: function (q, a) {
      return { type: "true-false", response: a.value ? "t" : "f", patterns: [q.answer ? "t" : "f"] };
    },
    scorm2004: function (q, a) {
      return { type: "true-false", response: a.value ? "true" : "false", patterns: [q.answer ? "true" : "false"] };
    },
    given: function (q, a, ui) { return [ui.el("span", { text: a.value ? ui.T.trueLabel : ui.T.falseLabel })]; },
    correct: function (q, ui) { return [ui.el("span", { text: q.answer ? ui.T.trueLabel : ui.T.falseLabel })]; },
    rightOptions: function (q) { return [String(q.answer)]; },
    parts: function () { return []; },
    feedback: function (q, a, ui) {
      var fb = a.value ? q.feedbackTrue : q.feedbackFalse;
      return fb ? [ui.el("div", { class: "qp-choice-feedback", html: fb })] : [];
    }
  };

  // A typed answer: `extra` adds the members that differ between short answer, numerical and essay.
  function typedKind(extra) {
    var kind = {
      scored: true,
      textOnly: false,
      read: function (form) { return { text: form.querySelector("input[type=text], textarea").value }; },
      incomplete: function (q, a) { return a.text.trim() ? null : "enterAnswer"; },
      encode: function (q, a, codec) { return "'" + codec.escape(a.text); },
      decode: function (q, code, codec) {
        if (code.charAt(0) !== "'") throw new Error("bad text");
        return { text: codec.unescape(code.slice(1)) };
      },
      given: function (q, a, ui) { return [ui.el("span", { class: "qp-typed", text: a.text })]; },
      rightOptions: function () { return []; },
      feedback: function () { return []; },
      parts: function () { return []; }
    };
    Object.keys(extra).forEach(function (k) { kind[k] = extra[k]; });
    return kind;
  }

  // A one-line text field; `inputmode` tells phones which keyboard to show.
  function lineField(ui, qIndex, inputmode) {
    var name = "qp-q" + qIndex;
    return [ui.el("div", { class: "qp-field" }, [
      ui.el("label", { for: name + "-text", text: ui.T.yourAnswer }),
      ui.el("input", { type: "text", id: name + "-text", name: name, autocomplete: "off", spellcheck: "false",
                       "aria-describedby": "qp-stem", inputmode: inputmode, dir: "auto" })
    ])];
  }

  var shortAnswer = typedKind({
    render: function (q, ui, qIndex) { return lineField(ui, qIndex, "text"); },
    fraction: function (q, a) {
      var given = normaliseText(a.text, q.caseSensitive);
      return q.accepted.some(function (s) { return normaliseText(s, q.caseSensitive) === given; }) ? 1 : 0;
    },
    scorm12: function (q, a, values) {
      return {
        type: "fill-in", response: values.oneLine(a.text).slice(0, 255),
        patterns: q.accepted.slice(0, 10).map(function (s) { return s.slice(0, 255); })
      };
    },
    scorm2004: function (q, a, values, lang) {
      return {
        type: "fill-in", response: values.langString(lang, a.text, 250),
        patterns: q.accepted.slice(0, 10).map(function (s) {
          return (q.caseSensitive ? "{case_matters=true}" : "") + values.langString(lang, s, 250);
        })
      };
    },
    correct: function (q, ui) { return [ui.el("span", { class: "qp-typed", text: q.accepted.join(" / ") })]; }
  });

  var numerical = typedKind({
    render: function (q, ui, qIndex) { return lineField(ui, qIndex, "decimal"); },
    incomplete: function (q, a) { return parseNumber(a.text) === null ? "enterNumber" : null; },
    fraction: function (q, a) {
      var n = parseNumber(a.text);
      var slack = 1e-12 * Math.max(Math.abs(q.low), Math.abs(q.high));
      return n !== null && n >= q.low - slack && n <= q.high + slack ? 1 : 0;
    },
    scorm12: function (q, a, values) {
      var response = values.decimalText(parseNumber(a.text));
      return { type: "numeric", response: response.length <= 255 ? response : String(parseNumber(a.text)),
               patterns: q.low === q.high ? [values.decimalText(q.low)].filter(function (p) { return p.length <= 255; }) : [] };
    },
    scorm2004: function (q, a, values) {
      var response = values.decimalText(parseNumber(a.text));
      var low = values.decimalText(q.low), high = values.decimalText(q.high);
      if ([response, low, high].every(values.fitsReal2004)) return { type: "numeric", response: response, patterns: [low + "[:]" + high] };
      return { type: "other", response: response.slice(0, 4000), patterns: [(q.low === q.high ? low : low + ".." + high).slice(0, 4000)] };
    },
    correct: function (q, ui) {
      var text = typeof q.value === "number"
        ? (q.tolerance ? ui.number(q.value) + " ± " + ui.number(q.tolerance) : ui.number(q.value))
        : ui.number(q.low) + " – " + ui.number(q.high);
      return [ui.el("bdi", { text: text })];
    }
  });

  var essay = typedKind({
    scored: false,
    textOnly: false,
    render: function (q, ui, qIndex) {
      var name = "qp-q" + qIndex;
      return [ui.el("div", { class: "qp-field" }, [
        ui.el("label", { for: name + "-text", text: ui.T.yourAnswer }),
        ui.el("textarea", { id: name + "-text", name: name, rows: "6", "aria-describedby": "qp-stem", dir: "auto" })
      ])];
    },
    fraction: function () { return 0; },
    scorm12: function (q, a, values) {
      return { type: "fill-in", response: values.oneLine(a.text).slice(0, 255), patterns: [] };
    },
    scorm2004: function (q, a, values, lang) {
      return { type: "long-fill-in", response: values.langString(lang, a.text, 4000), patterns: [] };
    },
    correct: function () { return null; }
  });

  // Description: a page of text between questions; nothing to answer, record or score.
  var description = {
    scored: false,
    textOnly: true,
    render: function () { return []; },
    read: function () { return null; },
    incomplete: function () { return null; },
    fraction: function () { return 0; },
    encode: function () { return ""; },
    decode: function () { throw new Error("a description takes no answer"); },
    scorm12: function () { throw new Error("a description is not recorded"); },
    scorm2004: function () { throw new Error("a description is not recorded"); },
    given: function () { return []; },
    correct: function () { return null; },
    rightOptions: function () { return []; },
    feedback: function () { return []; },
    parts: function () { return []; }
  };

  // The kinds, a closed set: this file and each kinds-*.js define theirs (`define` checks every member), and `of`
  // refuses a kind that is not in the set or whose script the page lacks.
  var NAMES = ["single-choice", "multiple-response", "true-false", "short-answer", "numerical", "matching", "essay",
               "ordering", "cloze", "description"];
  var table = {};

  function define(name, entry) {
    if (NAMES.indexOf(name) < 0) throw new Error("not a question kind: " + name);
    Object.keys(MEMBERS).forEach(function (member) {
      if (typeof entry[member] !== MEMBERS[member]) throw new Error(name + "." + member + " is not a " + MEMBERS[member]);
    });
    table[name] = entry;
  }

  define("single-choice", choiceKind(false));
  define("multiple-response", choiceKind(true));
  define("true-false", trueFalse);
  define("short-answer", shortAnswer);
  define("numerical", numerical);
  define("essay", essay);
  define("description", description);

  // The entry of a question's kind; an unknown kind, or one whose script is missing, throws.
  function of(q) {
    if (!q || !Object.prototype.hasOwnProperty.call(table, q.kind)) throw new Error("unknown question kind: " + (q && q.kind));
    return table[q.kind];
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.kinds = {
    of: of, names: NAMES.slice(), members: MEMBERS, parseNumber: parseNumber, correctChoiceIds: correctChoiceIds,
    define: define,
    // What the kinds of the other files share with these.
    parts: { LETTERS: LETTERS, DIGITS: DIGITS, indexOfId: indexOfId, matchTargets: matchTargets, answerId: answerId,
             answerPairs: answerPairs, option: option }
  };
})();
