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

  // A list of "prompt → answer" rows, `answerOf(pair)` giving the answer's HTML.
  function pairList(q, ui, answerOf) {
    return [ui.el("ul", { class: "qp-pairs" }, q.pairs.map(function (p) {
      return ui.el("li", {}, [ui.el("span", { html: p.prompt }), ui.el("span", { text: " → " }),
                              ui.el("span", { html: answerOf(p) })]);
    }))];
  }

  // SCORM 1.2 matching pairs "1.a,2.c"; `target(pair)` is the id matched to a pair.
  function pairsText12(q, target) {
    var targets = matchTargets(q);
    return q.pairs.map(function (p, i) {
      return DIGITS.charAt(i) + "." + LETTERS.charAt(targets.indexOf(target(p)));
    }).join(",");
  }

  var matching = {
    scored: true,
    textOnly: false,
    render: function (q, ui, qIndex) {
      var name = "qp-q" + qIndex;
      var targets = ui.matchOrder(qIndex, answerPairs(q).map(function (p) { return { id: p.id, text: p.answerText }; })
        .concat(q.distractors.map(function (d) { return { id: d.id, text: d.answerText }; })));
      return [ui.el("div", { class: "qp-matching", role: "group", "aria-labelledby": "qp-stem" },
        q.pairs.map(function (p, i) {
          var id = name + "-m" + i;
          var select = ui.el("select", { id: id, "data-pair": p.id },
            [ui.el("option", { value: "", text: ui.T.choosePlaceholder })].concat(targets.map(function (t) {
              return ui.el("option", { value: t.id, text: t.text });
            })));
          return ui.el("div", { class: "qp-match" }, [ui.el("label", { for: id, html: p.prompt }), select]);
        }))];
    },
    read: function (form) {
      var matches = {};
      Array.prototype.forEach.call(form.querySelectorAll("select"), function (s) {
        if (s.value) matches[s.getAttribute("data-pair")] = s.value;
      });
      return { matches: matches };
    },
    incomplete: function (q, a) { return q.pairs.every(function (p) { return a.matches[p.id]; }) ? null : "matchAll"; },
    fraction: function (q, a) {
      var good = q.pairs.filter(function (p) { return a.matches[p.id] === answerId(p); }).length;
      return q.pairs.length ? good / q.pairs.length : 0;
    },
    encode: function (q, a) {
      var targets = matchTargets(q);
      return q.pairs.map(function (p) { return targets.indexOf(a.matches[p.id]).toString(36); }).join(".");
    },
    decode: function (q, code, codec) {
      var targets = matchTargets(q);
      var codes = code.split(".");
      if (codes.length !== q.pairs.length) throw new Error("bad match count");
      var matches = {};
      q.pairs.forEach(function (p, i) { matches[p.id] = targets[codec.index(codes[i], targets.length)]; });
      return { matches: matches };
    },
    scorm12: function (q, a) {
      if (q.pairs.length > DIGITS.length || matchTargets(q).length > LETTERS.length) {
        var ids = function (m) { return q.pairs.map(function (p) { return p.id + "." + m(p); }).join(",").slice(0, 255); };
        return { type: "performance", response: ids(function (p) { return a.matches[p.id]; }),
                 patterns: [ids(answerId)] };
      }
      return { type: "matching", response: pairsText12(q, function (p) { return a.matches[p.id]; }),
               patterns: [pairsText12(q, answerId)] };
    },
    scorm2004: function (q, a) {
      return {
        type: "matching",
        response: q.pairs.map(function (p) { return p.id + "[.]" + a.matches[p.id]; }).join("[,]"),
        patterns: [q.pairs.map(function (p) { return p.id + "[.]" + answerId(p); }).join("[,]")]
      };
    },
    given: function (q, a, ui) {
      return pairList(q, ui, function (p) {
        var target = q.pairs.filter(function (x) { return x.id === a.matches[p.id]; })[0] ||
          q.distractors.filter(function (x) { return x.id === a.matches[p.id]; })[0];
        return target ? target.answer : "";
      });
    },
    correct: function (q, ui) { return pairList(q, ui, function (p) { return p.answer; }); },
    rightOptions: function () { return []; },
    feedback: function () { return []; },
    parts: function () { return []; }
  };

  // The items of an ordering question in `ids`' order.
  function itemsIn(q, ids) {
    return ids.map(function (id) { return q.items[indexOfId(q.items, id)]; });
  }

  // A numbered list of items, for feedback and review.
  function itemList(items, ui) {
    return [ui.el("ol", { class: "qp-order-list" }, items.map(function (item) {
      return ui.el("li", { html: item.html });
    }))];
  }

  // SCORM 1.2 sequencing "c,a,b": each item by letter; `ids` in the order given.
  function sequence12(q, ids) {
    return ids.map(function (id) { return LETTERS.charAt(indexOfId(q.items, id)); }).join(",");
  }

  // Moves `row` one place up (`step` -1) or down (+1) in its list, keeps the focus on the pressed button (or on the
  // other one when the row reaches an end) and says where the row is now in the live region.
  function moveRow(row, step, ui) {
    var list = row.parentNode;
    var rows = Array.prototype.slice.call(list.children);
    var at = rows.indexOf(row) + step;
    if (at < 0 || at >= rows.length) return;
    if (step < 0) list.insertBefore(row, rows[at]); else list.insertBefore(row, rows[at].nextSibling);
    refreshRows(list, ui);
    var pressed = row.querySelector(step < 0 ? "[data-move=up]" : "[data-move=down]");
    (pressed.disabled ? row.querySelector(step < 0 ? "[data-move=down]" : "[data-move=up]") : pressed).focus();
    announce(list, row, ui);
  }

  function announce(list, row, ui) {
    var rows = Array.prototype.slice.call(list.children);
    list.parentNode.querySelector(".qp-order-status").textContent = ui.fmt(ui.T.movedTo, {
      item: row.getAttribute("data-text"), k: ui.number(rows.indexOf(row) + 1), n: ui.number(rows.length)
    });
  }

  // Each row's position in its buttons' names, and no move beyond either end.
  function refreshRows(list, ui) {
    var rows = Array.prototype.slice.call(list.children);
    rows.forEach(function (row, i) {
      var values = { item: row.getAttribute("data-text"), k: ui.number(i + 1), n: ui.number(rows.length) };
      var up = row.querySelector("[data-move=up]"), down = row.querySelector("[data-move=down]");
      up.setAttribute("aria-label", ui.fmt(ui.T.moveUp, values));
      down.setAttribute("aria-label", ui.fmt(ui.T.moveDown, values));
      up.disabled = i === 0;
      down.disabled = i === rows.length - 1;
    });
  }

  // Drag and drop of rows within their list; a drop before or after a row by the half of it the pointer is over.
  function dragRows(list, ui) {
    var dragged = null;
    list.addEventListener("dragstart", function (e) {
      dragged = e.target.closest && e.target.closest(".qp-order-item");
      if (!dragged || dragged.getAttribute("draggable") !== "true") { e.preventDefault(); return; }
      e.dataTransfer.effectAllowed = "move";
      e.dataTransfer.setData("text/plain", dragged.getAttribute("data-item"));
    });
    list.addEventListener("dragover", function (e) { if (dragged) e.preventDefault(); });
    list.addEventListener("drop", function (e) {
      e.preventDefault();
      var target = e.target.closest && e.target.closest(".qp-order-item");
      if (!dragged || !target || target === dragged) return;
      var box = target.getBoundingClientRect();
      list.insertBefore(dragged, e.clientY > box.top + box.height / 2 ? target.nextSibling : target);
      refreshRows(list, ui);
      announce(list, dragged, ui);
    });
    list.addEventListener("dragend", function () { dragged = null; });
  }

  // Ordering: the items shown shuffled (never already in the right order), each moved by drag and drop or by its
  // move up/down buttons; the order shown is the answer.
  var ordering = {
    scored: true,
    textOnly: false,
    render: function (q, ui, qIndex) {
      var name = "qp-q" + qIndex;
      var shown = ui.matchOrder(qIndex, q.items);
      if (shown.every(function (item, i) { return item.id === q.items[i].id; })) shown = shown.slice(1).concat(shown.slice(0, 1));
      var list = ui.el("ol", { class: "qp-order", id: name + "-order", "aria-labelledby": "qp-stem",
                               "aria-describedby": name + "-order-hint" },
        shown.map(function (item, i) {
          var values = { item: item.text, k: ui.number(i + 1), n: ui.number(shown.length) };
          var move = function (way, label, last) {
            var attrs = { type: "button", class: "qp-move", "data-move": way, "aria-label": ui.fmt(label, values),
                          text: way === "up" ? "↑" : "↓" };
            if (last) attrs.disabled = "disabled";
            return ui.el("button", attrs);
          };
          return ui.el("li", { class: "qp-order-item", draggable: "true", "data-item": item.id, "data-text": item.text }, [
            ui.el("span", { class: "qp-order-text", html: item.html }),
            ui.el("span", { class: "qp-order-moves" }, [
              move("up", ui.T.moveUp, i === 0), move("down", ui.T.moveDown, i === shown.length - 1)
            ])
          ]);
        }));
      list.addEventListener("click", function (e) {
        var button = e.target.closest && e.target.closest("[data-move]");
        if (button && !button.disabled) moveRow(button.closest(".qp-order-item"), button.getAttribute("data-move") === "up" ? -1 : 1, ui);
      });
      dragRows(list, ui);
      return [ui.el("p", { class: "qp-hint", id: name + "-order-hint", text: ui.T.orderHint }), list,
              ui.el("p", { class: "qp-order-status", role: "status", "aria-live": "polite" })];
    },
    read: function (form) {
      return { order: Array.prototype.map.call(form.querySelectorAll(".qp-order-item"), function (row) {
        return row.getAttribute("data-item");
      }) };
    },
    incomplete: function (q, a) { return a.order.length === q.items.length ? null : "chooseFirst"; },
    fraction: function (q, a) {
      var good = q.items.filter(function (item, i) { return a.order[i] === item.id; }).length;
      if (good === q.items.length) return 1;
      return q.partialCredit === "per-position" ? good / q.items.length : 0;
    },
    encode: function (q, a) {
      return a.order.map(function (id) { return indexOfId(q.items, id).toString(36); }).join(".");
    },
    decode: function (q, code, codec) {
      var order = code.split(".").map(function (c) { return q.items[codec.index(c, q.items.length)].id; });
      if (order.length !== q.items.length || order.some(function (id, i) { return order.indexOf(id) !== i; }))
        throw new Error("bad order");
      return { order: order };
    },
    scorm12: function (q, a) {
      var right = q.items.map(function (item) { return item.id; });
      if (q.items.length > LETTERS.length)
        return { type: "performance", response: a.order.join(",").slice(0, 255), patterns: [right.join(",").slice(0, 255)] };
      return { type: "sequencing", response: sequence12(q, a.order), patterns: [sequence12(q, right)] };
    },
    scorm2004: function (q, a) {
      return { type: "sequencing", response: a.order.join("[,]"),
               patterns: [q.items.map(function (item) { return item.id; }).join("[,]")] };
    },
    given: function (q, a, ui) { return itemList(itemsIn(q, a.order), ui); },
    correct: function (q, ui) { return itemList(q.items, ui); },
    rightOptions: function () { return []; },
    feedback: function () { return []; },
    parts: function () { return []; }
  };


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
    return table[sub.kind].fraction(sub, gapAnswer(gap, a));
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

  var table = {
    "single-choice": choiceKind(false),
    "multiple-response": choiceKind(true),
    "true-false": trueFalse,
    "short-answer": shortAnswer,
    "numerical": numerical,
    "matching": matching,
    "essay": essay,
    "ordering": ordering,
    "cloze": cloze,
    "description": description
  };

  // The entry of a question's kind; an unknown kind throws.
  function of(q) {
    if (!q || !Object.prototype.hasOwnProperty.call(table, q.kind)) throw new Error("unknown question kind: " + (q && q.kind));
    return table[q.kind];
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.kinds = {
    of: of, names: Object.keys(table), members: MEMBERS, parseNumber: parseNumber, correctChoiceIds: correctChoiceIds
  };
})();
