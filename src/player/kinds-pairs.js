// The question kinds matching and ordering: their controls, grading, resume code, SCORM interaction and review.
(function () {
  "use strict";
  var K = window.Quizpack.kinds;
  var LETTERS = K.parts.LETTERS, DIGITS = K.parts.DIGITS, indexOfId = K.parts.indexOfId;
  var matchTargets = K.parts.matchTargets, answerId = K.parts.answerId, answerPairs = K.parts.answerPairs;
  var option = K.parts.option;

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

  K.define("matching", matching);
  K.define("ordering", ordering);
})();
