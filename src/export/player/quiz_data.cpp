// One language of a quiz as the JSON text the player reads: texts as safe HTML, answers, scoring rules.
#include "export/player/quiz_data.hpp"

#include <algorithm>
#include <functional>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "export/player/json_text.hpp"
#include "export/player/player_package.hpp"
#include "export/player/suspend_fingerprint.hpp"
#include "model/overloaded.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"
#include "text/true_false_words.hpp"

namespace quizpack {
namespace {

// HTML options for the player: images point into the package's media folder, links open outside its frame.
HtmlOptions player_html_options(bool inline_only) {
  HtmlOptions options;
  options.image_url = [](const std::string& src) { return player_media_path(src); };
  options.unwrap_single_paragraph = inline_only;
  options.links_in_new_window = true;
  options.gap_markup = [](const GapMarker& gap) {
    return "<span class=\"qp-gap\" data-gap=\"" + gap.gap + "\"></span>";
  };
  return options;
}

struct TextContext {
  const Quiz& quiz;
  const LanguageTag& lang;
  HtmlOptions block_options = player_html_options(false);
  HtmlOptions inline_options = player_html_options(true);

  // The text in the package's language, else in the source language (the loader normally rules that out).
  [[nodiscard]] const RichText& pick(const LocalizedText& text) const {
    auto found = text.by_language.find(lang);
    if (found == text.by_language.end()) found = text.by_language.find(quiz.source_language);
    if (found != text.by_language.end()) return found->second.text;
    static const RichText empty;
    return text.empty() ? empty : text.by_language.begin()->second.text;
  }
  // Writes the text's HTML straight into the JSON string value.
  void html(JsonText& j, const LocalizedText& text, bool inline_only = false) const {
    const RichText& rich = pick(text);
    const HtmlOptions& options = inline_only ? inline_options : block_options;
    j.escaped_string([&](std::string& out) { return append_html_json(out, rich, options); },
                     [&] { return render_html(rich, options); });
  }
  [[nodiscard]] std::string plain(const LocalizedText& text) const { return plain_text(pick(text)); }
};

void choice_list(const TextContext& t, const std::vector<Choice>& choices, JsonText& j) {
  j.begin_array();
  for (const auto& c : choices) {
    j.begin_object();
    j.key("correct");
    j.boolean(c.correct);
    if (c.feedback) {
      j.key("feedback");
      t.html(j, *c.feedback);
    }
    j.key("html");
    t.html(j, c.text, true);
    j.key("id");
    j.string(c.id);
    j.end_object();
  }
  j.end_array();
}

// A matching answer or distractor: its HTML, its plain text and its id (then the caller may add more).
void matching_answer(const TextContext& t, const LocalizedText& answer, const std::string& id, JsonText& j) {
  j.key("answer");
  t.html(j, answer, true);
  j.key("answerText");
  j.string(t.plain(answer));
  j.key("id");
  j.string(id);
}

// A member of a question's JSON object: its key and how its value is written.
struct Member {
  std::string_view key;
  std::function<void(JsonText&)> write;
};
using Members = std::vector<Member>;

Members kind_members(const TextContext& t, const SingleChoice& k) {
  return {{"choices", [&](JsonText& j) { choice_list(t, k.choices, j); }}};
}

Members kind_members(const TextContext& t, const MultipleResponse& k) {
  return {{"choices", [&](JsonText& j) { choice_list(t, k.choices, j); }},
          {"partialCredit", [&](JsonText& j) {
             j.string(k.partial_credit == PartialCredit::AllOrNothing ? "all-or-nothing" : "right-minus-wrong");
           }}};
}

Members kind_members(const TextContext& t, const TrueFalse& k) {
  Members out{{"answer", [&](JsonText& j) { j.boolean(k.answer); }}};
  if (k.feedback_false) out.push_back({"feedbackFalse", [&](JsonText& j) { t.html(j, *k.feedback_false); }});
  if (k.feedback_true) out.push_back({"feedbackTrue", [&](JsonText& j) { t.html(j, *k.feedback_true); }});
  return out;
}

Members kind_members(const TextContext& t, const ShortAnswer& k) {
  return {{"accepted",
           [&](JsonText& j) {
             auto found = k.accepted.find(t.lang);
             if (found == k.accepted.end()) found = k.accepted.find(t.quiz.source_language);
             j.strings(found == k.accepted.end() ? std::vector<std::string>{} : found->second);
           }},
          {"caseSensitive", [&](JsonText& j) { j.boolean(k.case_sensitive); }}};
}

// A number's accepted value: low and high, and value and tolerance when it has them.
Members number_members(const std::variant<Tolerance, Range>& accepted) {
  return std::visit(Overloaded{
                        [](const Tolerance& a) {
                          return Members{{"high", [&](JsonText& j) { j.number(a.value + a.tolerance); }},
                                         {"low", [&](JsonText& j) { j.number(a.value - a.tolerance); }},
                                         {"tolerance", [&](JsonText& j) { j.number(a.tolerance); }},
                                         {"value", [&](JsonText& j) { j.number(a.value); }}};
                        },
                        [](const Range& a) {
                          return Members{{"high", [&](JsonText& j) { j.number(a.high); }},
                                         {"low", [&](JsonText& j) { j.number(a.low); }}};
                        },
                    },
                    accepted);
}

Members kind_members(const TextContext&, const Numerical& k) { return number_members(k.accepted); }

Members kind_members(const TextContext& t, const Matching& k) {
  return {{"distractors",
           [&](JsonText& j) {
             j.begin_array();
             for (const auto& d : k.distractors) {
               j.begin_object();
               matching_answer(t, d.answer, d.id, j);
               j.end_object();
             }
             j.end_array();
           }},
          {"pairs", [&](JsonText& j) {
             j.begin_array();
             for (const auto& p : k.pairs) {
               j.begin_object();
               matching_answer(t, p.answer, p.id, j);
               j.key("prompt");
               t.html(j, p.prompt, true);
               if (!owns_answer(p)) {
                 j.key("sameAnswerAs");
                 j.string(p.same_answer_as);
               }
               j.end_object();
             }
             j.end_array();
           }}};
}

Members kind_members(const TextContext&, const Essay&) { return {}; }

// A description's text is its stem; it has nothing more.
Members kind_members(const TextContext&, const Description&) { return {}; }

// The items in their right order (the player shows them shuffled) and the scoring rule.
Members kind_members(const TextContext& t, const Ordering& k) {
  return {{"items",
           [&](JsonText& j) {
             j.begin_array();
             for (const auto& item : k.items) {
               j.begin_object();
               j.key("html");
               t.html(j, item.text, true);
               j.key("id");
               j.string(item.id);
               j.key("text");
               j.string(t.plain(item.text));
               j.end_object();
             }
             j.end_array();
           }},
          {"partialCredit",
           [&](JsonText& j) { j.string(k.credit == OrderCredit::PerPosition ? "per-position" : "all-or-nothing"); }}};
}

// One gap's members: what it accepts, its id, kind, points and feedback.
Members gap_members(const TextContext& t, const Gap& gap) {
  Members out = std::visit(
      Overloaded{
          [&](const TextGap& g) {
            return Members{{"accepted",
                            [&](JsonText& j) {
                              auto found = g.accepted.find(t.lang);
                              if (found == g.accepted.end()) found = g.accepted.find(t.quiz.source_language);
                              j.strings(found == g.accepted.end() ? std::vector<std::string>{} : found->second);
                            }},
                           {"caseSensitive", [&](JsonText& j) { j.boolean(g.case_sensitive); }},
                           {"kind", [](JsonText& j) { j.string("text"); }}};
          },
          [&](const NumberGap& g) {
            Members m = number_members(g.accepted);
            m.push_back({"kind", [](JsonText& j) { j.string("number"); }});
            return m;
          },
          [&](const ChoiceGap& g) {
            return Members{{"kind", [](JsonText& j) { j.string("choice"); }}, {"options", [&](JsonText& j) {
                                                                                 j.begin_array();
                                                                                 for (const auto& o : g.options) {
                                                                                   j.begin_object();
                                                                                   j.key("correct");
                                                                                   j.boolean(o.correct);
                                                                                   j.key("id");
                                                                                   j.string(o.id);
                                                                                   j.key("text");
                                                                                   j.string(t.plain(o.text));
                                                                                   j.end_object();
                                                                                 }
                                                                                 j.end_array();
                                                                               }}};
          },
      },
      gap.accepts);
  if (gap.feedback) out.push_back({"feedback", [&](JsonText& j) { t.html(j, *gap.feedback); }});
  out.push_back({"id", [&](JsonText& j) { j.string(gap.id); }});
  out.push_back({"points", [&](JsonText& j) { j.number(gap.points); }});
  std::sort(out.begin(), out.end(), [](const Member& a, const Member& b) { return a.key < b.key; });
  return out;
}

// The gaps in the bank's order (the stem places them), each with what it accepts, its points and feedback.
Members kind_members(const TextContext& t, const Cloze& k) {
  return {{"gaps", [&](JsonText& j) {
             j.begin_array();
             for (const auto& gap : k.gaps) {
               j.begin_object();
               for (const auto& m : gap_members(t, gap)) {
                 j.key(m.key);
                 m.write(j);
               }
               j.end_object();
             }
             j.end_array();
           }}};
}

// One question's members, in key order: the kind's own ones (what the learner chooses from and what is right)
// merged with the common ones.
void question(const TextContext& t, const Question& q, JsonText& j) {
  Members members = std::visit([&](const auto& kind) { return kind_members(t, kind); }, q.body);
  if (q.explanation) members.push_back({"explanation", [&](JsonText& o) { t.html(o, *q.explanation); }});
  members.push_back({"id", [&](JsonText& o) { o.string(q.id); }});
  members.push_back({"kind", [&](JsonText& o) { o.string(kind_name(q.body)); }});
  members.push_back({"points", [&](JsonText& o) { o.number(q.points); }});
  members.push_back({"stem", [&](JsonText& o) { t.html(o, q.stem); }});
  // LMS reports show a cloze gap as a blank, as Moodle shows a missing word
  members.push_back({"stemText", [&](JsonText& o) { o.string(plain_text(t.pick(q.stem), "_____")); }});
  if (q.title || !is_description(q.body))  // an untitled description shows no heading
    members.push_back({"title", [&](JsonText& o) { o.string(q.title ? t.plain(*q.title) : q.id); }});
  std::sort(members.begin(), members.end(), [](const Member& a, const Member& b) { return a.key < b.key; });
  j.begin_object();
  for (const auto& m : members) {
    j.key(m.key);
    m.write(j);
  }
  j.end_object();
}

// The sections, each with its run of questions (by index) and its draw; the player draws once per attempt.
void sections(const TextContext& t, const std::vector<Section>& list, JsonText& j) {
  j.begin_array();
  for (const auto& s : list) {
    j.begin_object();
    j.key("count");
    j.integer(static_cast<long>(s.count));
    if (s.draw) {
      j.key("draw");
      j.integer(static_cast<long>(*s.draw));
    }
    j.key("first");
    j.integer(static_cast<long>(s.first));
    j.key("id");
    j.string(s.id);
    j.key("title");
    t.html(j, s.title, true);
    j.end_object();
  }
  j.end_array();
}

// The bank's own interface texts of the language, key by key: a text, or an object of plural forms.
void ui_texts(const UiTexts& texts, JsonText& j) {
  j.begin_object();
  for (const auto& [key, text] : texts) {
    j.key(key);
    if (text.plural.empty()) {
      j.string(text.text);
      continue;
    }
    j.begin_object();
    for (const auto& [form, form_text] : text.plural) {
      j.key(form);
      j.string(form_text);
    }
    j.end_object();
  }
  j.end_object();
}

// How a quiz's questions are split: none (every question in the one script) or chunks of `size`.
struct Split {
  std::size_t count = 1;
  std::size_t size = 0;
};

// What the player needs of every question before their texts, to order, draw and count them: how many there are
// and which are text-only pages (descriptions), by index.
void outline(const Quiz& quiz, JsonText& j) {
  j.begin_object();
  j.key("count");
  j.integer(static_cast<long>(quiz.questions.size()));
  j.key("textOnly");
  j.begin_array();
  for (std::size_t i = 0; i < quiz.questions.size(); ++i)
    if (is_description(quiz.questions[i].body)) j.integer(static_cast<long>(i));
  j.end_array();
  j.end_object();
}

// The questions from `first`, at most `count` of them.
void question_run(const TextContext& t, const Quiz& quiz, std::size_t first, std::size_t count, JsonText& j) {
  j.begin_array();
  const std::size_t end = std::min(quiz.questions.size(), first + count);
  for (std::size_t i = first; i < end; ++i) question(t, quiz.questions[i], j);
  j.end_array();
}

// The quiz's members in key order; a split quiz adds chunks, fingerprint and outline, and has its first chunk.
std::string quiz_text(const Quiz& quiz, const LanguageTag& lang, std::string prefix, const Split& split) {
  const TextContext t{quiz, lang};
  const bool chunked = split.count > 1;
  const std::size_t shown = chunked ? split.size : quiz.questions.size();
  JsonText j(std::move(prefix), 4096 + shown * 4096);
  j.begin_object();
  if (chunked) {
    j.key("chunks");
    j.begin_object();
    j.key("count");
    j.integer(static_cast<long>(split.count));
    j.key("size");
    j.integer(static_cast<long>(split.size));
    j.end_object();
  }
  j.key("description");
  t.html(j, quiz.description);
  j.key("dir");
  j.string(is_right_to_left(lang) ? "rtl" : "ltr");
  if (chunked) {
    j.key("fingerprint");
    j.string(player_fingerprint(quiz));
  }
  j.key("format");
  j.integer(1);
  j.key("guide");
  j.string(quiz.guide);
  j.key("id");
  j.string(quiz.id);
  j.key("lang");
  j.string(lang);
  j.key("level");
  j.string(level_name(quiz.level));
  if (chunked) {
    j.key("outline");
    outline(quiz, j);
  }
  j.key("passingScore");
  j.number(quiz.passing_score);
  j.key("questions");
  question_run(t, quiz, 0, shown, j);
  if (!quiz.sections.empty()) {
    j.key("sections");
    sections(t, quiz.sections, j);
  }
  j.key("shuffle");
  j.begin_object();
  j.key("choices");
  j.boolean(quiz.shuffle.choices);
  j.key("questions");
  j.boolean(quiz.shuffle.questions);
  j.end_object();
  j.key("title");
  t.html(j, quiz.title, true);
  j.key("titleText");
  j.string(t.plain(quiz.title));
  const TrueFalseWords words = true_false_words(quiz, lang);
  j.key("trueFalse");
  j.begin_array();
  j.string(words.true_word);
  j.string(words.false_word);
  j.end_array();
  if (const auto own = quiz.ui.find(lang); own != quiz.ui.end()) {
    j.key("ui");
    ui_texts(own->second, j);
  }
  j.key("version");
  j.string(quiz.version);
  j.end_object();
  return std::move(j.text());
}

}  // namespace

std::string player_quiz_data(const Quiz& quiz, const LanguageTag& lang, std::string prefix) {
  return quiz_text(quiz, lang, std::move(prefix), Split{});
}

std::size_t player_chunk_count(std::size_t question_count, std::size_t per_chunk) {
  if (per_chunk == 0 || question_count <= per_chunk) return 1;
  return (question_count + per_chunk - 1) / per_chunk;
}

std::string player_chunk_path(std::size_t k) {
  return k == 0 ? std::string("quiz-data.js") : "quiz-data-" + std::to_string(k + 1) + ".js";
}

std::string player_quiz_head(const Quiz& quiz, const LanguageTag& lang, std::string prefix, std::size_t per_chunk) {
  return quiz_text(quiz, lang, std::move(prefix),
                   Split{player_chunk_count(quiz.questions.size(), per_chunk), per_chunk});
}

std::string player_quiz_chunk(const Quiz& quiz, const LanguageTag& lang, std::size_t k, std::string prefix,
                              std::size_t per_chunk) {
  const TextContext t{quiz, lang};
  JsonText j(std::move(prefix), 4096 + per_chunk * 4096);
  question_run(t, quiz, k * per_chunk, per_chunk, j);
  return std::move(j.text());
}

}  // namespace quizpack
