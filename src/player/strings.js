// The player's own texts in the languages its page carries; any other language falls back to English.
(function () {
  "use strict";
  // The catalogue's languages this page carries (strings-data.js, from src/player/strings/<language>.json): English
  // and the package language's own.
  var strings = window.QUIZPACK_STRINGS || { en: {} };

  // The catalogue language for a BCP 47 tag: Chinese by script (Hant for TW, HK and MO), others by the longest
  // prefix of subtags the catalogue has; null when none (the caller falls back to English).
  function catalogueLanguage(lang) {
    var parts = String(lang || "").toLowerCase().split(/[-_]/);
    if (parts[0] === "zh") {
      var hant = parts.indexOf("hant") > 0 || ["tw", "hk", "mo"].some(function (r) { return parts.indexOf(r) > 0; });
      return parts.indexOf("hans") > 0 || !hant ? "zh-Hans" : "zh-Hant";
    }
    var known = Object.keys(strings);
    for (var n = parts.length; n > 0; n--) {
      var tag = parts.slice(0, n).join("-");
      for (var i = 0; i < known.length; i++) if (known[i].toLowerCase() === tag) return known[i];
    }
    return null;
  }

  // A pseudo language (en-XA and the like): "-XA" as its region subtag.
  function isPseudo(lang) { return /-xa$/i.test(String(lang || "")); }

  // The English text made to look translated: accented letters, about 35 % longer, bracketed; placeholders kept.
  function pseudo(text) {
    var plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    var accented = "áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
    var letters = Array.from(accented), length = 0;
    var out = text.split(/(\{\w+\})/).map(function (part) {
      if (/^\{\w+\}$/.test(part)) return part;
      length += Array.from(part).length;
      return Array.from(part).map(function (c) {
        var k = plain.indexOf(c);
        return k < 0 ? c : letters[k];
      }).join("");
    }).join("");
    return "[" + out + " " + "~".repeat(Math.ceil(length * 0.35)) + "]";
  }

  function pseudoOf(value) {
    if (typeof value === "string") return pseudo(value);
    var out = {};
    Object.keys(value).forEach(function (form) { out[form] = pseudo(value[form]); });
    return out;
  }

  // The texts for `lang`, each missing key taken from English, then the bank's own texts for the language
  // (`overrides`, from its "ui" object); a pseudo language gets the pseudo-localised English texts. The words for
  // true and false come with the quiz, from the table every output shares (already pseudo-localised for a pseudo
  // language).
  function stringsFor(lang, trueFalse, overrides) {
    var pseudoLang = isPseudo(lang);
    var own = pseudoLang ? {} : strings[catalogueLanguage(lang)] || {};
    var out = {};
    Object.keys(strings.en).forEach(function (key) {
      out[key] = Object.prototype.hasOwnProperty.call(own, key) ? own[key]
        : pseudoLang ? pseudoOf(strings.en[key]) : strings.en[key];
    });
    Object.keys(overrides || {}).forEach(function (key) {
      if (Object.prototype.hasOwnProperty.call(strings.en, key)) out[key] = overrides[key];
    });
    out.trueLabel = trueFalse ? trueFalse[0] : pseudoLang ? pseudo("True") : "True";
    out.falseLabel = trueFalse ? trueFalse[1] : pseudoLang ? pseudo("False") : "False";
    return out;
  }

  // The form of a text for `count` ({one: …, few: …, other: …}) by the language's plural rules; a plain text as is.
  function plural(lang, template, count) {
    if (typeof template === "string") return template;
    var form = "other";
    try { form = new Intl.PluralRules(isPseudo(lang) ? "en" : lang).select(count); } catch (e) { form = "other"; }
    return Object.prototype.hasOwnProperty.call(template, form) ? template[form] : template.other;
  }

  // Fills {name} placeholders; values are text, never markup.
  function format(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  window.Quizpack = window.Quizpack || {};
  window.Quizpack.strings = { stringsFor: stringsFor, format: format, plural: plural,
                               catalogueLanguage: catalogueLanguage, languages: Object.keys(strings) };
})();
