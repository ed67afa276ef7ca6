// The GIFT round-trip check: each bank question against the question Moodle's grammar reads back.
#include "formats/moodle/gift_compare.hpp"

#include <cmath>
#include <optional>
#include <stdexcept>
#include <string_view>

#include "formats/moodle/gift_cloze.hpp"
#include "formats/moodle/gift_reader.hpp"
#include "formats/moodle/gift_scan.hpp"
#include "formats/moodle/gift_text.hpp"
#include "formats/moodle/moodle_fractions.hpp"
#include "formats/moodle/moodle_name_limits.hpp"
#include "formats/moodle/moodle_names.hpp"
#include "formats/moodle/text_without_images.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"

namespace quizpack {
namespace {

std::string quoted(const std::string& text) { return "\"" + text + "\""; }

// What a difference is about, e.g. "option " + id; joined only when a difference is reported.
struct Subject {
  Subject(std::string_view first, std::string_view second = {}) : head(first), tail(second) {}

  std::string_view head;
  std::string_view tail;

  [[nodiscard]] std::string str() const {
    std::string out;
    out.reserve(head.size() + tail.size());
    out += head;
    out += tail;
    return out;
  }
};

// PHP trim() of a string that is not needed untrimmed, without copying it.
std::string trimmed(std::string text) {
  const std::string_view kept = gift::php_trim_view(text);
  if (kept.size() == text.size()) return text;
  const auto lead = static_cast<std::size_t>(kept.data() - text.data());
  const std::size_t size = kept.size();
  text.erase(lead + size);
  text.erase(0, lead);
  return text;
}

class QuestionComparison {
 public:
  QuestionComparison(const Question& bank, const GiftQuestion& read, const LanguageTag& lang, Diagnostics& out)
      : bank_(bank), read_(read), lang_(lang), out_(out) {}

  void run(const std::string& category) {
    if (read_.category != category) differ("category " + quoted(read_.category) + ", expected " + quoted(category));
    const std::string name = clean_question_name(moodle_question_name(bank_, lang_));
    if (read_.name != name) differ("name " + quoted(read_.name) + ", expected " + quoted(name));
    text({"stem"}, bank_.stem.in(lang_), read_.stem, GiftTextRole::Block);
    optional_text({"general feedback"}, bank_.explanation, read_.general_feedback);
    std::visit([this](const auto& body) { compare(body); }, bank_.body);
  }

 private:
  void differ(const std::string& what) {
    out_.push_back(error("gift-round-trip", bank_.id + ": " + what, bank_.location));
  }

  bool kind(GiftKind expected) {
    if (read_.kind == expected) return true;
    differ(std::string("read back as ") + gift_kind_name(read_.kind) + ", expected " + gift_kind_name(expected));
    return false;
  }

  // A bank text against the text Moodle stores, in the format the GIFT file gave it.
  void text(const Subject& what, const RichText& bank, const GiftText& read, GiftTextRole role) {
    RichText storage;
    const RichText& bare = without_images(bank, storage);
    std::string expected;
    if (read.format == GiftFormat::Html) {
      expected = trimmed(render_html(bare, gift_html_options(role)));
    } else {
      expected = trimmed(plain_text(bare));
      if (!read.text.empty() && read.format != GiftFormat::Moodle) {
        differ(what.str() + " read back in format " + gift_format_name(read.format));
        return;
      }
      if (!read.text.empty() && !is_plain(bare)) {
        differ(what.str() + " lost its markup");
        return;
      }
      if (read.text.find_first_of("<>&") != std::string::npos) {
        differ(what.str() + " would be read as HTML by Moodle: " + quoted(read.text));
        return;
      }
    }
    if (read.text != expected) differ(what.str() + " " + quoted(read.text) + ", expected " + quoted(expected));
  }

  void optional_text(const Subject& what, const std::optional<LocalizedText>& bank, const GiftText& read) {
    if (bank)
      text(what, bank->in(lang_), read, GiftTextRole::Block);
    else if (!read.text.empty())
      differ(what.str() + " " + quoted(read.text) + ", expected none");
  }

  void fraction(const Subject& what, double read, double expected) {
    if (std::fabs(read - expected) > 1e-6)
      differ(what.str() + " weight " + percent_text(read) + "%, expected " + percent_text(expected) + "%");
    else if (!is_moodle_fraction(read))
      differ(what.str() + " weight " + percent_text(read) + "% is not in Moodle's grade list");
  }

  void choices(const std::vector<Choice>& bank, const std::vector<double>& fractions) {
    if (read_.answers.size() != bank.size()) {
      differ(std::to_string(read_.answers.size()) + " options read back, expected " + std::to_string(bank.size()));
      return;
    }
    for (std::size_t i = 0; i < bank.size(); ++i) {
      const Subject what{"option ", bank[i].id};
      text(what, bank[i].text.in(lang_), read_.answers[i].text, GiftTextRole::Label);
      fraction(what, read_.answers[i].fraction, fractions[i]);
      optional_text({"feedback of ", bank[i].id}, bank[i].feedback, read_.answers[i].feedback);
    }
  }

  void compare(const SingleChoice& body) {
    if (!kind(GiftKind::MultipleChoice)) return;
    if (!read_.single) differ("read back as a multiple-response question");
    std::vector<double> fractions;
    fractions.reserve(body.choices.size());
    for (const auto& c : body.choices) fractions.push_back(c.correct ? 1.0 : 0.0);
    choices(body.choices, fractions);
  }

  void compare(const MultipleResponse& body) {
    if (!kind(GiftKind::MultipleChoice)) return;
    if (read_.single) differ("read back as a single-choice question");
    choices(body.choices, multiple_response_fractions(body).fractions);
  }

  void compare(const TrueFalse& body) {
    if (!kind(GiftKind::TrueFalse)) return;
    if (read_.truth != body.answer)
      differ(std::string("right answer read back as ") + (read_.truth ? "true" : "false"));
    optional_text({"feedback for true"}, body.feedback_true, read_.feedback_true);
    optional_text({"feedback for false"}, body.feedback_false, read_.feedback_false);
  }

  void compare(const ShortAnswer& body) {
    if (!kind(GiftKind::ShortAnswer)) return;
    const auto accepted = gift_writable_answers(body, lang_);
    if (read_.answers.size() != accepted.size()) {
      differ(std::to_string(read_.answers.size()) + " answers read back, expected " + std::to_string(accepted.size()));
      return;
    }
    for (std::size_t i = 0; i < accepted.size(); ++i) {
      const std::string expected = trimmed(moodle_short_answer(accepted[i]));
      if (read_.answers[i].text.text != expected)
        differ("answer " + quoted(read_.answers[i].text.text) + ", expected " + quoted(expected));
      const std::string what = "answer " + quoted(expected);
      fraction({what}, read_.answers[i].fraction, 1.0);
    }
  }

  void compare(const Numerical& body) {
    if (!kind(GiftKind::Numerical)) return;
    if (read_.numeric.size() != 1 || read_.numeric[0].any) {
      differ("numerical answer not read back as one number");
      return;
    }
    const auto& n = read_.numeric[0];
    fraction({"numerical answer"}, n.fraction, 1.0);
    if (const auto* t = std::get_if<Tolerance>(&body.accepted)) {
      if (n.is_range || n.value != t->value || n.tolerance != t->tolerance)
        differ("numerical answer read back as " + std::to_string(n.value) + " ± " + std::to_string(n.tolerance));
    } else {
      const auto& r = std::get<Range>(body.accepted);
      if (!n.is_range || n.low != r.low || n.high != r.high)
        differ("numerical range read back as " + std::to_string(n.low) + ".." + std::to_string(n.high));
    }
  }

  void compare(const Matching& body) {
    if (!kind(GiftKind::Matching)) return;
    const std::size_t expected = body.pairs.size() + body.distractors.size();
    if (read_.pairs.size() != expected) {
      differ(std::to_string(read_.pairs.size()) + " pairs read back, expected " + std::to_string(expected));
      return;
    }
    auto answer = [this](const LocalizedText& t) {
      RichText storage;
      return trimmed(plain_text(without_images(t.in(lang_), storage)));
    };
    for (std::size_t i = 0; i < expected; ++i) {
      const auto& read = read_.pairs[i];
      if (i < body.pairs.size()) {
        text({"prompt ", body.pairs[i].id}, body.pairs[i].prompt.in(lang_), read.prompt, GiftTextRole::Label);
        if (read.answer != answer(body.pairs[i].answer))
          differ("answer of " + body.pairs[i].id + " " + quoted(read.answer));
      } else {
        const auto& extra = body.distractors[i - body.pairs.size()];
        if (!read.prompt.text.empty()) differ("extra answer " + extra.id + " read back with a prompt");
        if (read.answer != answer(extra.answer)) differ("extra answer " + extra.id + " " + quoted(read.answer));
      }
    }
  }

  void compare(const Essay&) { kind(GiftKind::Essay); }
  void compare(const Description&) { kind(GiftKind::Description); }

  // Never called: an ordering question is not written to GIFT (gift_can_write), so none is compared.
  void compare(const Ordering&) { throw std::logic_error("GIFT has no ordering question: " + bank_.id); }
  // Never called: a one-gap cloze is compared as the question of its gap's kind, the others are not written.
  void compare(const Cloze&) { throw std::logic_error("a cloze question is not written as such: " + bank_.id); }

  const Question& bank_;
  const GiftQuestion& read_;
  const LanguageTag& lang_;
  Diagnostics& out_;
};

}  // namespace

Diagnostics compare_with_bank(const Quiz& quiz, const LanguageTag& lang, const GiftReadResult& read) {
  Diagnostics out;
  for (const auto& d : read.diagnostics)
    if (d.severity == Severity::Error)
      out.push_back(error("gift-round-trip",
                          "the GIFT does not read back: line " + std::to_string(d.location.line) + ":" +
                              std::to_string(d.location.column) + ": " + d.message,
                          d.location));
  const std::string quiz_name = plain_text(quiz.title.in(lang));
  std::size_t next = 0;
  for (std::size_t index = 0; index < quiz.questions.size(); ++index) {
    const Question& original = quiz.questions[index];
    const Section* section = section_of(quiz, index);
    const std::string category = section == nullptr
                                     ? moodle_category_path(quiz_name)
                                     : moodle_category_path(quiz_name, plain_text(section->title.in(lang)));
    std::optional<Question> missing_word;  // a one-gap cloze is written as the question of its gap's kind
    if (const auto* cloze = std::get_if<Cloze>(&original.body)) {
      if (cloze->gaps.size() != 1) continue;
      std::vector<std::string> ignored;
      missing_word = missing_word_question(original, *cloze, ignored);
    }
    const Question& question = missing_word ? *missing_word : original;
    if (!gift_can_write(question, lang)) continue;
    if (next >= read.questions.size()) {
      out.push_back(error("gift-round-trip", question.id + ": missing from the GIFT read back", question.location));
      continue;
    }
    const auto& back = read.questions[next++];
    if (back.idnumber != question.id) {
      out.push_back(
          error("gift-round-trip", question.id + ": read back with id " + quoted(back.idnumber), question.location));
      continue;
    }
    QuestionComparison(question, back, lang, out).run(category);
  }
  for (; next < read.questions.size(); ++next)
    out.push_back(error("gift-round-trip", read.questions[next].idnumber + ": read back but not in the bank",
                        read.questions[next].location));
  return out;
}

}  // namespace quizpack
